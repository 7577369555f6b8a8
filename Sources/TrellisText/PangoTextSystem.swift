internal import CPangoCairo
import Synchronization
import Trellis

/// Real text measurement with Pango: HarfBuzz shaping, fontconfig font lookup and Pango's own
/// line breaking (Unicode line breaking, bidirectional text, fallback fonts for scripts and
/// emoji the family lacks). Hands out a ``PangoTextMeasurer`` per font.
///
/// Thread-safe: with ``Sharing/perThread`` (the default) each measuring thread borrows an
/// engine of its own (font map, context, layout and a cache of repeated strings) from a pool,
/// so bulk layout on all cores never waits on one Pango context; ``Sharing/shared`` keeps one
/// engine behind a lock, for comparison.
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
    private let idle: Mutex<[EngineHandle]>
    private let sharedEngine: Mutex<EngineHandle>
    private let counters = Mutex<(engines: Int, hits: Int, misses: Int)>((1, 0, 0))

    /// Creates a text system.
    ///
    /// ```swift
    /// let serial = try PangoTextSystem(sharing: .shared, cacheCapacity: 0)
    /// ```
    /// - Parameters:
    ///   - sharing: a pool of engines (per thread) or one engine behind a lock.
    ///   - cacheCapacity: the most measurements each engine keeps for repeated strings.
    /// - Throws: ``PangoTextError/noFontMap`` when Pango cannot set up fonts.
    public init(sharing: Sharing = .perThread, cacheCapacity: Int = 4096) throws(PangoTextError) {
        guard let engine = PangoEngine(cacheCapacity: max(0, cacheCapacity)) else { throw .noFontMap }
        self.sharing = sharing
        self.cacheCapacity = max(0, cacheCapacity)
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
    /// ```swift
    /// pango.hasFamily("DejaVu Sans")   // true with fonts-dejavu-core installed
    /// ```
    public func hasFamily(_ family: String) -> Bool {
        withEngine { $0.familyNames().contains { $0.lowercased() == family.lowercased() } }
    }

    /// Cache hits and misses so far, over all engines, and the engines made.
    public var statistics: (engines: Int, cacheHits: Int, cacheMisses: Int) {
        let counts = counters.withLock { $0 }
        return (counts.engines, counts.hits, counts.misses)
    }

    /// Runs `body` with an engine no other thread is using.
    func withEngine<Result>(_ body: (PangoEngine) -> Result) -> Result {
        if sharing == .shared {
            return sharedEngine.withLock { handle in
                let before = (handle.engine.cacheHits, handle.engine.cacheMisses)
                let result = body(handle.engine)
                count(handle.engine, before)
                return result
            }
        }
        var handle = idle.withLock { $0.popLast() }
        if handle == nil {
            if let made = PangoEngine(cacheCapacity: cacheCapacity) {
                handle = EngineHandle(made)
                counters.withLock { $0.engines += 1 }
            }
        }
        guard let handle else {
            // No second engine could be made: wait for the first.
            return sharedEngine.withLock { body($0.engine) }
        }
        let before = (handle.engine.cacheHits, handle.engine.cacheMisses)
        let result = body(handle.engine)
        count(handle.engine, before)
        idle.withLock { $0.append(handle) }
        return result
    }

    private func count(_ engine: PangoEngine, _ before: (Int, Int)) {
        let hits = engine.cacheHits - before.0
        let misses = engine.cacheMisses - before.1
        if hits + misses > 0 {
            counters.withLock {
                $0.hits += hits
                $0.misses += misses
            }
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
/// let size = body.measure("Hello, world", width: 120, maximumLines: 2)
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
