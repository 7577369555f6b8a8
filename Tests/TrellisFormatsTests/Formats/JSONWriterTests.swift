import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis
@testable import TrellisFormats

/// The one JSON writer: spacing styles, escapes, and numbers that read back exactly.
@Suite struct JSONWriterTests {
    @Test func compactAndSpacedStyles() {
        for (style, expected) in [
            (JSONWriter.Style.compact, #"{"a":1,"b":[1,2.5,"x"],"c":{},"d":[],"e":{"f":null,"g":true}}"#),
            (.spaced, #"{ "a": 1, "b": [1, 2.5, "x"], "c": {}, "d": [], "e": { "f": null, "g": true } }"#),
        ] {
            var writer = JSONWriter(style: style)
            writer.beginObject()
            writer.key("a")
            writer.integer(1)
            writer.key("b")
            writer.beginArray()
            writer.number(1)
            writer.number(2.5)
            writer.string("x")
            writer.endArray()
            writer.key("c")
            writer.beginObject()
            writer.endObject()
            writer.key("d")
            writer.beginArray()
            writer.endArray()
            writer.key("e")
            writer.beginObject()
            writer.key("f")
            writer.null()
            writer.key("g")
            writer.bool(true)
            writer.endObject()
            writer.endObject()
            #expect(writer.text == expected)
        }
    }

    @Test func stringsAreEscaped() {
        #expect(JSONWriter.stringText("a\"b\\c\n\r\t\u{1}\u{1F}é😀") == #""a\"b\\c\n\r\t\u0001\u001fé😀""#)
        #expect(JSONWriter.stringText("\u{2028}x\u{2029}") == #""\u2028x\u2029""#)
        #expect(JSONWriter.stringText("") == #""""#)
    }

    /// Hand-derived spellings: integers below 1e15 without a fraction, `-0` as `0`, others
    /// as the shortest digits that read back to the same double, in Swift's spelling (plain
    /// decimals below 2^53, exponents beyond).
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (15, "15"), (-3, "-3"), (0.1, "0.1"), (51.5, "51.5"),
        (1e308, "1e+308"), (-1e308, "-1e+308"), (.leastNonzeroMagnitude, "5e-324"),
        (1e15, "1000000000000000.0"), (1e16, "1e+16"),
        (999_999_999_999_999, "999999999999999"), (1.7976931348623157e308, "1.7976931348623157e+308"),
        (2.2250738585072014e-308, "2.2250738585072014e-308"), (0.30000000000000004, "0.30000000000000004"),
    ])
    func numbers(value: Double, text: String) throws {
        #expect(JSONWriter.numberText(value) == text)
        // Round trip through the reader: the same double (and 0 for -0).
        let read = try JSONReader.parse(Array(text.utf8))
        #expect(read == .number(value == 0 ? 0 : value))
    }

    @Test func nonFiniteNumbersAreNull() {
        #expect(JSONWriter.numberText(.infinity) == "null")
        #expect(JSONWriter.numberText(-.infinity) == "null")
        #expect(JSONWriter.numberText(.nan) == "null")
    }

    /// Every double the reader's fast path handles reads back bit for bit: a sweep of
    /// decimals with up to 15 significant digits and exponents from -22 to 22.
    @Test func fastPathNumbersRoundTripExactly() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let mantissa = Double(generator.next(below: 1_000_000_000_000_000))
            let exponent = generator.next(below: 45) - 22
            let text = "\(Int64(mantissa))e\(exponent)"
            guard let expected = Double(text) else {
                Issue.record("not a double: \(text)")
                continue
            }
            let read = try JSONReader.parse(Array(text.utf8))
            #expect(read == .number(expected), "\(text)")
            let written = JSONWriter.numberText(expected)
            #expect(try JSONReader.parse(Array(written.utf8)) == .number(expected), "\(written)")
        }
    }

    /// Frame coordinates (whole millionths below 1e9) are written without Swift's general
    /// shortest-digits routine, and must give exactly its text; anything else falls back to
    /// it. Seeded values of every magnitude and sign, rounded as frames are and not.
    @Test func millionthsAreWrittenAsSwiftDescribesThem() {
        var generator = SplitMix64(seed: 0x51_F7)
        var fast = 0
        for trial in 0..<20_000 {
            let magnitude = pow(10, Double(generator.next(below: 15)) - 6)
            var value = Double(generator.next(below: 1_000_000_007)) / 1_000_000_007 * magnitude
            if trial % 2 == 0 { value = LayoutFileResult.roundedForOutput(value) }
            if trial % 3 == 0 { value = -value }
            var bytes: [UInt8] = []
            if JSONWriter.appendMicros(value, to: &bytes) { fast += 1 }
            let expected = value.rounded() == value && abs(value) < 1e15 ? nil : value.description
            if let expected {
                #expect(JSONWriter.numberText(value) == expected, "\(value)")
            }
        }
        // Frames printed at 10 significant digits land on whole millionths below 10,000.
        #expect(fast > 3_000)
        // Hand-picked: the shortest digits, trailing zeros dropped, the point kept off whole numbers.
        for (value, text) in [
            (27.5, "27.5"), (0.0001, "0.0001"), (0.000123, "0.000123"), (-340.25, "-340.25"),
            (123_456_789.123456, "123456789.123456"), (1e-5, "1e-05"), (0.1 + 0.2, "0.30000000000000004"),
        ] {
            #expect(JSONWriter.numberText(value) == text, "\(value)")
        }
    }
}
