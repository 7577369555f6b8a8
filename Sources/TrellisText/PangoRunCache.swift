import Trellis

/// What a ``PangoEngine`` remembers to measure text from its pieces: each distinct word's
/// advance per font (shaped once by HarfBuzz through Pango), each font's space advance, line
/// pitch and baselines, which neighbouring characters shape independently across a space, and
/// where Pango allows a line break between two words.
///
/// Bounded: the words live in two generations of ``WordTable``: new words go into the young
/// one; when it is full the old one is dropped and the young one becomes old, and a word found
/// in the old one moves back into the young one, so words in use survive every turnover (at
/// most twice the capacity in all). The per-font tables are indexed by printable ASCII
/// characters, and the break windows are triples of them.
struct PangoRunCache {
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
    /// The font measured last, and its index: most texts come in the font of the one before.
    var lastFont: (font: FontDescription, index: Int32?)?
    /// The fonts' metrics.
    var fonts: [Font] = []
    /// The most words per generation.
    let wordCapacity: Int
    /// The words measured lately.
    private var young: WordTable
    /// The words measured before the young generation.
    private var old: WordTable
    /// For a window `a`, space, `b`, `c` (`c` 0 at the end of the text, and always `a` after a
    /// letter or digit `b`): whether Pango breaks after the space, keyed by
    /// ``windowKey(_:_:_:)``. At most 95 × (62 + 33 × 96) windows.
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
        wordCapacity = max(0, capacity)
        young = WordTable(capacity: wordCapacity)
        old = WordTable(capacity: 0)
    }

    /// The entry of `word` in font `font` (`hash` from ``WordTable/hash(_:font:)``), moving it
    /// into the young generation when it was found in the old one.
    mutating func word(_ word: UnsafeBufferPointer<UInt8>, font: Int32, hash: UInt64) -> Word? {
        if let found = young.find(word, font: font, hash: hash) { return found }
        guard let found = old.find(word, font: font, hash: hash) else { return nil }
        store(word, font: font, hash: hash, found)
        return found
    }

    /// Keeps `entry` for `word` in font `font`, turning the generations over when the young
    /// one is full.
    mutating func store(_ word: UnsafeBufferPointer<UInt8>, font: Int32, hash: UInt64, _ entry: Word) {
        guard wordCapacity > 0 else { return }
        if young.isFull {
            old = young
            young = WordTable(capacity: wordCapacity)
        }
        young.insert(word, font: font, hash: hash, entry)
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
