import Trellis

/// What a ``PangoEngine`` remembers to measure text from its pieces: each distinct word's
/// advance per font (shaped once by HarfBuzz through Pango), each font's space advance, line
/// pitch and baselines, which neighbouring characters shape independently across a space, and
/// where Pango allows a line break between two words.
///
/// Bounded: the words live in a ``GenerationCache``; the per-font tables are indexed by
/// printable ASCII characters, and the break windows are triples of them.
struct PangoRunCache {
    /// A word in a font: the key of the word cache.
    struct WordKey: Hashable {
        var font: Int32
        var text: String
    }

    /// A word's advance (Pango units) and whether Pango may break a line inside it.
    struct Word {
        var width: Int32
        var breaksInside: Bool
    }

    /// A font's metrics as the run measurer needs them, all in Pango units.
    struct Font {
        /// The advance of one space.
        var spaceWidth: Int32
        /// The height of a one-line text.
        var firstHeight: Int32
        /// How much each further line adds to the height.
        var pitch: Int32
        /// The first line's baseline, from the top.
        var firstBaseline: Int32
        /// The advance of each printable ASCII character alone (-1: not measured yet).
        var characterWidths = [Int32](repeating: -1, count: PangoRunCache.printable)
        /// For a pair of printable characters `a`, `b`: 0 not checked yet, 1 when `a b` is as
        /// wide as `a`, a space and `b` apart, 2 when the font kerns or joins across the space.
        var pairs = [UInt8](repeating: 0, count: PangoRunCache.printable * PangoRunCache.printable)
    }

    /// The printable ASCII characters, space (0x20) to tilde (0x7E).
    static let printable = 0x7F - 0x20

    /// The fonts seen so far, with their indices into ``fonts``; nil when a font cannot be
    /// measured from pieces (its lines are not evenly spaced, or a space needs a fallback font).
    var fontIndices: [FontDescription: Int32?] = [:]
    /// The fonts' metrics.
    var fonts: [Font] = []
    /// The words measured so far.
    var words: GenerationCache<WordKey, Word>
    /// For a window `a`, space, `b`, `c` (`c` 0 at the end of the text): whether Pango breaks
    /// after the space, keyed by ``windowKey(_:_:_:)``.
    var breaks: [UInt32: Bool] = [:]
    /// The words of the text being measured (reused between texts).
    var scratch: [Piece] = []

    /// Words looked up and found.
    var hits = 0
    /// Words shaped because they were not cached.
    var misses = 0

    /// One word of the text being measured, with the characters its neighbours see.
    struct Piece {
        var width: Int32
        var breaksInside: Bool
        var first: UInt8
        var second: UInt8
        var last: UInt8
    }

    /// Creates an empty cache keeping up to `capacity` words per generation.
    init(capacity: Int) {
        words = GenerationCache(capacity: capacity)
    }

    /// The key of a break window.
    static func windowKey(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt32 {
        UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
    }

    /// The index of the pair `a`, `b` (both printable) in ``Font/pairs``.
    static func pairIndex(_ a: UInt8, _ b: UInt8) -> Int {
        Int(a - 0x20) * printable + Int(b - 0x20)
    }
}
