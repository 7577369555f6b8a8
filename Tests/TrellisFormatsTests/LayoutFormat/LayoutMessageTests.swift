import Testing
import Trellis
import TrellisFormats

/// Messages for numbers outside the numeric range and for very long sources: the reason
/// and the column, as `trellis solve` gives them, and a window of the source instead of all
/// of it.
@Suite struct LayoutMessageTests {
    static let tree =
        #"{ "id": "cell", "frame": [0, 0, 100, 100] }, { "id": "avatar", "parent": "cell" }"#

    private func layoutMessage(_ json: String) -> String? {
        do {
            _ = try LayoutDocument(json: json).layOut()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (
            "avatar.width == 1e13",
            "constraint 'k0': constant 1e13 is above 1e12 in magnitude: rescale the system at column 17 in 'avatar.width == 1e13'"
        ),
        (
            "avatar.width == 1e-13 * cell.width",
            "constraint 'k0': coefficient 1e-13 is below 1e-12: rescale the system at column 17 in 'avatar.width == 1e-13 * cell.width'"
        ),
        (
            "avatar.width == cell.width + 2e12",
            "constraint 'k0': constant 2e12 is above 1e12 in magnitude: rescale the system at column 28 in 'avatar.width == cell.width + 2e12'"
        ),
    ])
    func numbersOutsideTheRangeSayWhereAndWhy(constraint: String, expected: String) {
        #expect(layoutMessage(#"{ "views": [\#(Self.tree)], "constraints": ["\#(constraint)"] }"#) == expected)
    }

    @Test func aLongConstraintIsQuotedAroundTheColumn() throws {
        let tail = String(repeating: "a", count: 1_000_000)
        let json = #"{ "views": [\#(Self.tree)], "constraints": ["avatar.width == 10 10\#(tail)"] }"#
        let message = try #require(layoutMessage(json))
        #expect(message.utf8.count < 300, "\(message.prefix(300))")
        #expect(message.contains("at column 20"))
    }

    @Test func aLongUnknownNameIsAnsweredQuicklyAndShort() throws {
        let name = String(repeating: "v", count: 1_000_000)
        let known = String(repeating: "v", count: 20_000)
        let json =
            #"{ "views": [{ "id": "root", "frame": [0, 0, 10, 10] }, { "id": "\#(known)", "parent": "root" }], "#
            + #""constraints": ["\#(name)x.width == 10"] }"#
        let clock = ContinuousClock()
        var message: String?
        let elapsed = clock.measure { message = layoutMessage(json) }
        let text = try #require(message)
        #expect(text.utf8.count < 400)
        #expect(text.contains("(1000001 bytes)"))
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }
}
