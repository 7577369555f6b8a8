import Testing

@testable import Trellis
@testable import TrellisFormats

/// The one rule every command prints numbers by: 10 significant digits, then the shortest
/// form; no negative zero (frames, solutions, picture labels).
@Suite struct PrintedNumberTests {
    @Test func exactValuesPrintInFull() {
        // A Pango height in 1/1024 points, and a constant as a person writes it.
        #expect(JSONText.roundedNumber(179.7265625) == "179.7265625")
        #expect(JSONText.roundedNumber(0.1234567) == "0.1234567")
        #expect(JSONText.number(179.7265625) == "179.7265625")
        #expect(LayoutRect(x: 0.1234567, y: 0, width: 179.7265625, height: 1).description == "(0.1234567, 0, 179.7265625, 1)")
    }

    @Test func roundOffIsNotPrinted() {
        #expect(JSONText.roundedNumber(0.1 + 0.2) == "0.3")
        #expect(JSONText.roundedNumber(14.9999999999) == "15")
        #expect(LayoutRect(x: 0.1 + 0.2, y: -0.0, width: 1e-12, height: 2).description == "(0.3, 0, 0, 2)")
        #expect(JSONText.roundedNumber(2.5e-7) == "2.5e-07")
        #expect(JSONText.roundedNumber(-1.5e20) == "-1.5e+20")
        // The JSON writer itself stays exact; commands round before they write.
        #expect(JSONText.number(0.1 + 0.2) == "0.30000000000000004")
    }

    @Test func smallValuesKeepTheirDigitsButCoordinatesNearZeroDoNot() {
        // A solution's value is printed as solved, however small; a frame coordinate within
        // 1e-9 point of zero is round-off around zero.
        #expect(PrintedNumber.text(1.82e-11) == "1.82e-11")
        #expect(PrintedNumber.text(-0.0) == "0")
        #expect(JSONText.roundedNumber(5.551115123125783e-17) == "0")
        #expect(JSONText.roundedNumber(2e-9) == "2e-09")
    }

    @Test func layOutReturnsNoNegativeZero() throws {
        let json = #"{ "views": [ { "id": "root", "frame": [-0.0, -0, 10, 10] } ], "constraints": [] }"#
        let result = try LayoutDocument(json: json).layOut()
        let frame = try #require(result.frame(of: "root"))
        #expect(frame.allSatisfy { $0.sign == .plus })
        #expect(result.json.contains(#""root": [0, 0, 10, 10]"#))
    }
}
