import Dispatch
import Testing
import Trellis
import TrellisText

/// Expected values come from DejaVu Sans's own metrics (2048 units per em): advances
/// H 1540, e 1260, l 569, o 1253, a 1255, b 1300; ascent 1901, descent 483. Pango places
/// each glyph at its advance rounded to 1/1024 point.
extension PangoSuites {
@Suite struct PangoMeasureTests {
    let pango: PangoTextSystem
    let body = FontDescription(size: 15, lineHeight: 20)
    let plain = FontDescription(size: 15)

    init() throws { pango = try PangoTextSystem() }

    /// An advance of `units` font units at 15 points, as Pango rounds it (1/1024 point).
    static func advance(_ units: Double) -> Double {
        (units * 15 / 2048 * 1024).rounded(.toNearestOrAwayFromZero) / 1024
    }

    @Test func dejaVuSansIsInstalled() {
        #expect(pango.hasFamily("DejaVu Sans"))
        #expect(!pango.hasFamily("No Such Family 42"))
    }

    /// Widths beyond what Pango's units hold (about two million points) measure as no limit;
    /// they used to trap converting to Pango units.
    @Test(arguments: [1e308, 3e6, Double.greatestFiniteMagnitude])
    func hugeWidthsMeasureAsUnwrapped(width: Double) {
        let unwrapped = pango.measure("Hello there", font: plain, width: .infinity, maximumLines: 0)
        let huge = pango.measure("Hello there", font: plain, width: width, maximumLines: 0)
        #expect(huge.width == unwrapped.width && huge.lineCount == 1)
    }

    @Test func oneLineWidthIsTheSumOfTheAdvances() {
        let m = pango.measure("Hello", font: plain, width: .infinity, maximumLines: 0)
        let advances: [Double] = [1540, 1260, 569, 569, 1253]
        let expected = advances.map(Self.advance).reduce(0.0) { $0 + $1 }
        #expect(expected == 38.021484375)
        #expect(m.width == expected)
        #expect(m.lineCount == 1)
        // Without a line height, a line is the font's ascent plus descent: 2384 / 2048 * 15.
        #expect(m.height == 17.4609375)
        #expect(m.firstBaseline == Self.advance(1901))
    }

    @Test func lineHeightSetsEveryLine() {
        let m = pango.measure("Hello", font: body, width: .infinity, maximumLines: 0)
        #expect(m.height == 20)
        let three = pango.measure("a\nb\nc", font: body, width: .infinity, maximumLines: 0)
        #expect(three.lineCount == 3)
        #expect(three.height == 60)
        #expect(three.lastBaseline.map { $0 - 40 } == three.firstBaseline)
    }

    @Test func wrapsAtWordsWithinTheWidth() {
        // "aaa bbb" is wider than 40 points; each word is narrower.
        let m = pango.measure("aaa bbb", font: body, width: 40, maximumLines: 0)
        #expect(m.lineCount == 2)
        #expect(m.width == 3 * Self.advance(1300))
        #expect(m.height == 40)
        let wide = pango.measure("aaa bbb", font: body, width: 200, maximumLines: 0)
        #expect(wide.lineCount == 1)
    }

    @Test func maximumLinesCutsAcrossParagraphs() {
        let cut = pango.measure("a\nb\nc\nd", font: body, width: .infinity, maximumLines: 2)
        #expect(cut.lineCount == 2)
        #expect(cut.height == 40)
        let wrapped = pango.measure(
            "one two three four\nfive six seven eight\nnine", font: body, width: 80, maximumLines: 3)
        #expect(wrapped.lineCount == 3)
        #expect(wrapped.height == 60)
        let fits = pango.measure("a\nb", font: body, width: .infinity, maximumLines: 2)
        #expect(fits.lineCount == 2)
    }

    @Test func rightToLeftAndMixedScriptsWrap() {
        let arabic = pango.measure("مرحبا بالعالم", font: body, width: .infinity, maximumLines: 0)
        #expect(arabic.lineCount == 1)
        #expect(arabic.width > 0)
        let mixed = "Hello مرحبا بالعالم world שלום עולם again"
        let one = pango.measure(mixed, font: body, width: .infinity, maximumLines: 0)
        let narrow = pango.measure(mixed, font: body, width: one.width / 2, maximumLines: 0)
        #expect(one.lineCount == 1)
        #expect(narrow.lineCount >= 2)
        #expect(narrow.width <= one.width / 2)
    }

    @Test func emojiClustersAreNeverSplit() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let alone = pango.measure(family, font: body, width: .infinity, maximumLines: 0)
        #expect(alone.width > 0)
        let squeezed = pango.measure(family, font: body, width: 1, maximumLines: 0)
        #expect(squeezed.lineCount == 1)
        let one = pango.measure("\u{1F600}", font: body, width: .infinity, maximumLines: 0)
        let two = pango.measure("\u{1F600}\u{1F600}", font: body, width: one.width * 1.5, maximumLines: 0)
        #expect(two.lineCount == 2)
    }

    @Test func emptyTextIsZeroLines() {
        #expect(pango.measure("", font: body, width: 100, maximumLines: 0) == .empty)
    }

    @Test func repeatedStringsComeFromTheCache() throws {
        let system = try PangoTextSystem(sharing: .shared, wordCacheCapacity: 0)
        let first = system.measure("cached text", font: body, width: 120, maximumLines: 0)
        let second = system.measure("cached text", font: body, width: 120, maximumLines: 0)
        #expect(first == second)
        #expect(system.statistics.cacheHits == 1)
        #expect(system.statistics.cacheMisses == 1)
        let uncached = try PangoTextSystem(sharing: .shared, cacheCapacity: 0)
        _ = uncached.measure("cached text", font: body, width: 120, maximumLines: 0)
        _ = uncached.measure("cached text", font: body, width: 120, maximumLines: 0)
        #expect(uncached.statistics.cacheHits == 0)
    }

    @Test(arguments: PangoTextSystem.Sharing.allCases)
    func threadsMeasureWhatOneThreadMeasures(sharing: PangoTextSystem.Sharing) throws {
        let system = try PangoTextSystem(sharing: sharing)
        let texts = (0..<64).map { "cell \($0): " + String(repeating: "word\($0 % 7) ", count: $0 % 11 + 1) }
        let serial = texts.map { pango.measure($0, font: body, width: 150, maximumLines: 0) }
        let results = Results(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            results.set(index, system.measure(texts[index], font: body, width: 150, maximumLines: 0))
        }
        #expect(results.values == serial)
    }

    @Test func measurerForAFontMeasuresInThatFont() {
        let measurer = pango.measurer(for: plain)
        #expect(measurer.measure("Hello", width: .infinity, maximumLines: 0).width == 38.021484375)
    }
}
}

/// Results written from many threads, each index once.
final class Results: @unchecked Sendable {
    private var storage: [TextMeasurement]
    private let lock = DispatchQueue(label: "results")
    init(count: Int) { storage = Array(repeating: .empty, count: count) }
    func set(_ index: Int, _ value: TextMeasurement) { lock.sync { storage[index] = value } }
    var values: [TextMeasurement] { lock.sync { storage } }
}
