internal import CPangoCairo
import Synchronization
import Trellis

/// Real text measurement with Pango: HarfBuzz shaping, fontconfig font lookup and Pango's own
/// line breaking (Unicode line breaking, bidirectional text, fallback fonts for scripts and
/// emoji the family lacks). Hands out a ``PangoTextMeasurer`` per font.
///
/// Thread-safe: with ``Sharing/perThread`` (the default) each measuring thread borrows an
/// engine of its own (font map, context, layout and its caches) from a pool, so bulk layout on
/// all cores never waits on one Pango context; ``Sharing/shared`` keeps one engine behind a
/// lock, for comparison.
///
/// Text is measured once per piece, not once per text: each engine shapes every distinct word
/// of a font once and keeps its advance, then measures a text of such words by breaking lines
/// from the cached advances at the break opportunities Pango's own log attributes give. Only
/// text whose result is provably Pango's own takes that path (single-spaced printable ASCII in
/// a font that neither kerns nor joins across a space, no ellipsis, no word wider than the
/// line); everything else gets a full Pango layout. ``textStatistics`` tells how texts were
/// measured.
///
/// Metrics are reproducible: no hinting, unrounded glyph positions, sizes in points at 72
/// points per inch. Install `fonts-dejavu-core` and use its DejaVu Sans (the default family).
///
/// ```swift
/// let pango = try PangoTextSystem()
/// let body = pango.measurer(for: FontDescription(size: 15, lineHeight: 20))
/// let m = body.measure("Hello, world", width: 100, maximumLines: 0)
/// print(m.width, m.height, m.lineCount)
/// ```
public final class PangoTextSystem: TextMeasurerProvider, Sendable {
    /// How threads share Pango state.
    public enum Sharing: String, Sendable, Hashable, CaseIterable {
        /// A pool of engines, one per thread measuring at a time (no waiting).
        case perThread
        /// One engine behind a lock: every measurement waits for the previous one.
        case shared
    }

    /// How threads share Pango state.
    public let sharing: Sharing
    /// The most measurements each engine caches (0: no cache).
    public let cacheCapacity: Int
    /// The most words each engine keeps per generation of its word cache (0: no word cache,
    /// every text laid out in full).
    ///
    /// ```swift
    /// print(try PangoTextSystem().wordCacheCapacity)   // 32768
    /// ```
    public let wordCacheCapacity: Int
    private let idle: Mutex<[EngineHandle]>
    private let sharedEngine: Mutex<EngineHandle>
    private let counters = Mutex<PangoTextStatistics>(PangoTextStatistics(engines: 1))

    /// Creates a text system.
    ///
    /// ```swift
    /// let serial = try PangoTextSystem(sharing: .shared, cacheCapacity: 0)
    /// let uncached = try PangoTextSystem(cacheCapacity: 0, wordCacheCapacity: 0)   // Pango every time
    /// ```
    /// - Parameters:
    ///   - sharing: a pool of engines (per thread) or one engine behind a lock.
    ///   - cacheCapacity: the most measurements each engine keeps for repeated strings.
    ///   - wordCacheCapacity: the most words each engine keeps per generation of its word cache
    ///     (at most twice as many in all); 0 lays every text out in full.
    /// - Throws: ``PangoTextError/noFontMap`` when Pango cannot set up fonts.
    public init(sharing: Sharing = .perThread, cacheCapacity: Int = 4096, wordCacheCapacity: Int = 32_768)
        throws(PangoTextError)
    {
        guard
            let engine = PangoEngine(
                cacheCapacity: max(0, cacheCapacity), wordCapacity: max(0, wordCacheCapacity))
        else { throw .noFontMap }
        self.sharing = sharing
        self.cacheCapacity = max(0, cacheCapacity)
        self.wordCacheCapacity = max(0, wordCacheCapacity)
        self.sharedEngine = Mutex(EngineHandle(engine))
        self.idle = Mutex([])
    }

    /// The system every ``PangoTextMeasurer`` made without one uses; nil when Pango cannot
    /// set up fonts.
    public static let standard: PangoTextSystem? = try? PangoTextSystem()

    /// A measurer for text set in `font`.
    public func measurer(for font: FontDescription) -> any TextMeasuring {
        PangoTextMeasurer(font: font, system: self)
    }

    /// Measures `text` in `font` wrapped at `width` (infinite: no wrapping), keeping at most
    /// `maximumLines` lines (0: all), the last kept line ending in an ellipsis when text is cut.
    ///
    // snippet: given let pango = try PangoTextSystem()
    /// ```swift
    /// let m = pango.measure("Hello", font: FontDescription(size: 15), width: .infinity, maximumLines: 0)
    /// ```
    public func measure(_ text: String, font: FontDescription, width: Double, maximumLines: Int)
        -> TextMeasurement
    {
        let request = PangoTextRequest(text: text, font: font, width: width, maximumLines: maximumLines)
        return withEngine { $0.measure(request) }
    }

    /// Whether fontconfig knows `family` (Pango falls back to another font otherwise).
    ///
    // snippet: given let pango = try PangoTextSystem()
    /// ```swift
    /// print(pango.hasFamily("DejaVu Sans"))   // true with fonts-dejavu-core installed
    /// ```
    public func hasFamily(_ family: String) -> Bool {
        withEngine { $0.familyNames().contains { $0.lowercased() == family.lowercased() } }
    }

    /// Cache hits and misses of the whole-text cache so far, over all engines, and the engines
    /// made. ``textStatistics`` has the word cache's figures too.
    public var statistics: (engines: Int, cacheHits: Int, cacheMisses: Int) {
        let counts = counters.withLock { $0 }
        return (counts.engines, counts.textCacheHits, counts.fullLayouts)
    }

    /// How texts were measured so far, over all engines: from cached words, from the cache of
    /// whole texts, or by a full layout, with the word cache's hits.
    ///
    // snippet: given let pango = try PangoTextSystem()
    /// ```swift
    /// let figures = pango.textStatistics
    /// print("\(figures.textsFromWords) of \(figures.texts) texts from cached words")
    /// ```
    public var textStatistics: PangoTextStatistics { counters.withLock { $0 } }

    /// Runs `body` with an engine no other thread is using.
    func withEngine<Result>(_ body: (PangoEngine) -> Result) -> Result {
        if sharing == .shared {
            return sharedEngine.withLock { handle in
                let before = handle.engine.tally
                let result = body(handle.engine)
                count(handle.engine, before)
                return result
            }
        }
        var handle = idle.withLock { $0.popLast() }
        if handle == nil {
            if let made = PangoEngine(cacheCapacity: cacheCapacity, wordCapacity: wordCacheCapacity) {
                handle = EngineHandle(made)
                counters.withLock { $0.engines += 1 }
            }
        }
        guard let handle else {
            // No second engine could be made: wait for the first.
            return sharedEngine.withLock { shared in
                let before = shared.engine.tally
                let result = body(shared.engine)
                count(shared.engine, before)
                return result
            }
        }
        let before = handle.engine.tally
        let result = body(handle.engine)
        count(handle.engine, before)
        idle.withLock { $0.append(handle) }
        return result
    }

    private func count(_ engine: PangoEngine, _ before: PangoTextStatistics) {
        let difference = engine.tally.subtracting(before)
        if !difference.isEmpty {
            counters.withLock { $0.add(difference) }
        }
    }
}

/// An engine handed between threads; only ever used by the thread that took it out of the
/// pool or holds the lock.
struct EngineHandle: @unchecked Sendable {
    let engine: PangoEngine
    init(_ engine: PangoEngine) { self.engine = engine }
}

/// Measures text in one font with Pango: the real-font `TextMeasuring`.
///
/// ```swift
/// guard let pango = PangoTextSystem.standard else { return }
/// let body = PangoTextMeasurer(font: FontDescription(size: 15, lineHeight: 20), system: pango)
/// print(body.measure("Hello, world", width: 120, maximumLines: 2))
/// ```
public struct PangoTextMeasurer: TextMeasuring {
    /// The font.
    public let font: FontDescription
    /// The system that measures (its engines and caches).
    public let system: PangoTextSystem

    /// Creates a measurer for `font` in `system`.
    public init(font: FontDescription, system: PangoTextSystem) {
        self.font = font
        self.system = system
    }

    /// The size of `text` wrapped at `width` (infinite: one line per paragraph), at most
    /// `maximumLines` lines (0: no limit), with the first and last baselines.
    public func measure(_ text: String, width: Double, maximumLines: Int) -> TextMeasurement {
        system.measure(text, font: font, width: width, maximumLines: maximumLines)
    }
}

/// Pango could not be set up.
///
/// ```swift
/// do { _ = try PangoTextSystem() } catch { print(error) }
/// ```
public enum PangoTextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No font map: fontconfig found no fonts (install fonts-dejavu-core).
    case noFontMap

    public var description: String {
        switch self {
        case .noFontMap: "pango: cannot create a font map (is fontconfig set up? install fonts-dejavu-core)"
        }
    }
}
