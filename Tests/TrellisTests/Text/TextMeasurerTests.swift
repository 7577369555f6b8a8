import Testing
import Trellis
import TrellisTestSupport

@Suite struct TextMeasurerTests {
    /// 5 points per character, 12 per line: easy to derive by hand.
    let font: TextMeasurer

    init() throws {
        font = try TextMeasurer(fontSize: 10, averageAdvance: 5, lineHeight: 12)
    }

    @Test func greedyWrapAtWordBoundaries() {
        // capacity floor(60/5) = 12: "hello brave" (11) + " new" would be 15 -> new line.
        let m = font.measure("hello brave new world", width: 60, maximumLines: 0)
        #expect(m == TextMeasurement(width: 55, height: 24, lineCount: 2))
        #expect(
            font.lines("hello brave new world", width: 60, maximumLines: 0) == ["hello brave", "new world"])
    }

    @Test func exactFitStaysOnOneLine() {
        #expect(font.measure("abc def", width: 35, maximumLines: 0).lineCount == 1)
        #expect(font.measure("abc def", width: 35, maximumLines: 0).width == 35)
        // 34.99 / 5 = 6.998 -> capacity 6.
        #expect(
            font.measure("abc def", width: 34.99, maximumLines: 0)
                == TextMeasurement(width: 15, height: 24, lineCount: 2))
    }

    @Test func longWordsAreBrokenOnANewLine() {
        let word = "abcdefghijklmnopqrstuvwxyz"  // 26 characters, capacity 10: 10 + 10 + 6
        #expect(
            font.measure(word, width: 50, maximumLines: 0)
                == TextMeasurement(width: 50, height: 36, lineCount: 3))
        #expect(
            font.lines("hi " + word, width: 50, maximumLines: 0) == [
                "hi", "abcdefghij", "klmnopqrst", "uvwxyz",
            ])
        #expect(font.measure("hi " + word, width: 50, maximumLines: 0).lineCount == 4)
    }

    @Test func maximumLinesTruncates() {
        let m = font.measure("hi abcdefghijklmnopqrstuvwxyz", width: 50, maximumLines: 2)
        #expect(m == TextMeasurement(width: 50, height: 24, lineCount: 2))
        #expect(
            font.measure("aa bb cc", width: 10, maximumLines: 1)
                == TextMeasurement(width: 10, height: 12, lineCount: 1))
    }

    @Test func paragraphsAndEmptyText() {
        #expect(
            font.measure("a\n\nbb", width: 100, maximumLines: 0)
                == TextMeasurement(width: 10, height: 36, lineCount: 3))
        #expect(font.measure("ab\r\ncd", width: 100, maximumLines: 0).lineCount == 2)
        #expect(font.measure("", width: 100, maximumLines: 0) == .empty)
        #expect(
            font.measure("   ", width: 100, maximumLines: 0)
                == TextMeasurement(width: 0, height: 12, lineCount: 1))
        // runs of spaces collapse to one between words
        #expect(font.measure("  one   two  ") == TextMeasurement(width: 35, height: 12, lineCount: 1))
    }

    @Test func charactersAreGraphemeClusters() {
        // "赞 评论": 1 + space + 2 = 4 characters; a skin-toned thumbs-up is one character.
        #expect(font.measure("赞 评论").width == 20)
        #expect(font.measure("7小时").width == 15)
        #expect(font.measure("👍🏽 ok").width == 20)
        #expect(font.lines("评论评论评论", width: 10, maximumLines: 0) == ["评论", "评论", "评论"])
    }

    @Test func capacityIsAtLeastOne() {
        #expect(font.capacity(forWidth: 1) == 1)
        #expect(font.measure("ab c", width: 1, maximumLines: 0).lineCount == 3)
        #expect(font.capacity(forWidth: .infinity) > 1_000_000)
    }

    @Test func defaultsDeriveFromFontSize() throws {
        let body = try TextMeasurer(fontSize: 16)
        #expect(body.averageAdvance == 8)
        #expect(body.lineHeight == 20)
    }

    @Test func invalidMetricsThrow() {
        #expect(throws: TextMeasurerError.invalidMetric(name: "averageAdvance", value: 0)) {
            try TextMeasurer(fontSize: 10, averageAdvance: 0)
        }
        #expect(throws: TextMeasurerError.invalidMetric(name: "fontSize", value: -1)) {
            try TextMeasurer(fontSize: -1, averageAdvance: 5, lineHeight: 5)
        }
        #expect(throws: TextMeasurerError.self) { try TextMeasurer(fontSize: 10, lineHeight: .nan) }
    }

    /// The counting fast path and the line-building path are two implementations of one rule:
    /// they must agree on random texts (ASCII and not), widths and line limits.
    @Test func countingAgreesWithLineBuilding() {
        var rng = SplitMix64(seed: 99)
        let pieces = [
            "a", "bb", "word", "longerword", "x", "  ", " ", "\n", "\r\n", "é", "评论", "supercalifragilistic",
        ]
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<rng.next(below: 30) {
                text += pieces[rng.next(below: pieces.count)] + (rng.next(below: 3) == 0 ? "" : " ")
            }
            let width = Double(1 + rng.next(below: 120))
            let maximum = rng.next(below: 4)
            let m = font.measure(text, width: width, maximumLines: maximum)
            let lines = font.lines(text, width: width, maximumLines: maximum)
            #expect(m.lineCount == lines.count, "\(text.debugDescription) at \(width)")
            let widest = lines.map(\.count).max() ?? 0
            #expect(m.width == Double(widest) * 5, "\(text.debugDescription) at \(width)")
            #expect(lines.allSatisfy { $0.count <= font.capacity(forWidth: width) })
        }
    }
}
