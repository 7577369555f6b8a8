import Foundation
import Testing
import Trellis
import TrellisDemo
import TrellisText

/// Text measured from cached words equals Pango's own layout of the same text: every feed cell's
/// five texts (and the body at narrower widths), and generated mixed-script strings.
///
/// `TRELLIS_TEXT_AGREEMENT_CELLS` sets how many feed cells to check (2,000 by default).
extension PangoSuites {
@Suite struct WordCacheAgreementTests {
    let cached: PangoTextSystem
    let plain: PangoTextSystem
    let fonts = FeedCellFonts.standard

    init() throws {
        cached = try PangoTextSystem()
        plain = try PangoTextSystem(cacheCapacity: 0, wordCacheCapacity: 0)
    }

    /// How many feed cells to check.
    static var cellCount: Int {
        ProcessInfo.processInfo.environment["TRELLIS_TEXT_AGREEMENT_CELLS"].flatMap { Int($0) } ?? 2_000
    }

    /// Measures `text` both ways; the description of the difference, or nil when equal.
    func difference(_ text: String, _ font: FontDescription, width: Double, lines: Int) -> String? {
        let fast = cached.measure(text, font: font, width: width, maximumLines: lines)
        let full = plain.measure(text, font: font, width: width, maximumLines: lines)
        return fast == full
            ? nil : "\(text.debugDescription) width \(width) lines \(lines): \(fast) != \(full)"
    }

    @Test func everyFeedCellMeasuresAsPangoLaysItOut() {
        let style = FeedCellStyle.standard
        let generator = FeedDataGenerator(seed: 2015)
        let bodyWidth = style.bodyWidth(inCellOfWidth: 375)
        var differences: [String] = []
        var checked = 0
        for index in 0..<Self.cellCount {
            let cell = generator.cell(at: index)
            var texts: [(String, FontDescription, Double, Int)] = [
                (cell.name, fonts.name, .infinity, 0), (cell.time, fonts.time, .infinity, 0),
                (cell.body, fonts.body, bodyWidth, style.bodyMaximumLines),
                (cell.votesText, fonts.votes, .infinity, 0),
            ]
            // Narrower bodies break more lines; at 90 points long words no longer fit.
            let narrow = [240.0, 161.5, 90][index % 3]
            texts.append((cell.body, fonts.body, narrow, index % 7 == 0 ? 2 : 0))
            for title in ["Like", "Comment", "Share"] { texts.append((title, fonts.button, .infinity, 0)) }
            for (text, font, width, lines) in texts {
                checked += 1
                if let difference = difference(text, font, width: width, lines: lines) {
                    differences.append(difference)
                }
            }
        }
        let figures = cached.textStatistics
        print(
            "Feed agreement: \(Self.cellCount) cells, \(checked) texts, \(differences.count) differ; "
                + "\(figures.textsFromWords) from cached words, \(figures.fullLayouts) full layouts, "
                + "word hit rate \(figures.wordHitRate)")
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        #expect(figures.textsFromWords > checked / 2)
        #expect(figures.fullLayouts > 0)
    }

    /// Strings built from fragments in several scripts, spacings and punctuation.
    static func mixedStrings(count: Int) -> [String] {
        let fragments = [
            "layout", "Hello", "world", "fi", "ffl", "AV", "To", "Wa", "-", "--", "a-b", "x/y", "(word)",
            "( word", "word )", "\"quoted\"", "'single'", "1,234.56", "$5", "50%", "e.g.", "...", "!", "?",
            "co-operate", "state-of-the-art", "http://example.com/a/b", "internationalization",
            "mañana", "Grüße", "naïve", "Ελληνικά", "Кириллица", "مرحبا", "بالعالم", "שלום", "עולם",
            "日本語の文章", "中文", "한국어", "ไทย", "हिन्दी", "\u{1F600}", "\u{1F468}\u{200D}\u{1F469}",
            "tab\there", "new\nline", "soft\u{00AD}hyphen", "no\u{00A0}break", "zero\u{200B}width",
        ]
        let separators = [" ", " ", " ", " ", "  ", ", ", " - ", "\u{2014}", ""]
        var rng = SeededRandom(state: 42)
        return (0..<count).map { _ in
            var text = ""
            for position in 0..<(1 + rng.next(below: 14)) {
                if position > 0 { text += separators[rng.next(below: separators.count)] }
                text += fragments[rng.next(below: fragments.count)]
            }
            switch rng.next(below: 12) {
            case 0: return " " + text
            case 1: return text + " "
            default: return text
            }
        }
    }

    @Test func mixedScriptsMeasureAsPangoLaysThemOut() {
        let strings = Self.mixedStrings(count: 3_000)
        var differences: [String] = []
        let widths = [Double.infinity, 300, 140, 75, 30, 0]
        for (index, text) in strings.enumerated() {
            let font = index % 2 == 0 ? fonts.body : FontDescription(size: 13)
            let lines = index % 5 == 0 ? 1 + index % 3 : 0
            if let difference = difference(text, font, width: widths[index % widths.count], lines: lines) {
                differences.append(difference)
            }
        }
        print("Mixed-script agreement: \(strings.count) strings, \(differences.count) differ")
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }
}
}

/// A small seeded generator (SplitMix64) for reproducible test strings.
struct SeededRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
