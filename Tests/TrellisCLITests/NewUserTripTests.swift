import Foundation
import Testing

/// What a new user tripped on at the command line: bytes that are not UTF-8, a picture that
/// cannot be written, a demo of no cells, a negative width.
@Suite struct NewUserTripTests {
    @Test func invalidUTF8IsRejectedWithTheByteAndItsOffset() throws {
        let idWithFF = Data(#"{"views": [{"id": "a"#.utf8) + Data([0xFF]) + Data(#"", "frame": [0, 0, 1, 1]}]}"#.utf8)
        let path = try writeTemporaryFile(idWithFF, name: "bad.json")
        defer { removeTemporaryFile(path) }
        let layout = try runTrellis(["layout", path])
        #expect(layout.status == 1)
        #expect(layout.stderr.contains("invalid UTF-8: byte 0xFF at offset 20"), "\(layout.stderr)")
        #expect(!layout.stdout.contains("\u{FFFD}"))

        let leading = try writeTemporaryFile(Data([0x80]) + Data("{}".utf8), name: "lead.json")
        defer { removeTemporaryFile(leading) }
        for command in ["layout", "solve"] {
            let run = try runTrellis([command, leading])
            #expect(run.status == 1)
            #expect(run.stderr.contains("invalid UTF-8: byte 0x80 at offset 0"), "\(command): \(run.stderr)")
        }
    }

    @Test func bulkReportsALineThatIsNotUTF8() throws {
        let good = #"{"views": [{"id": "a", "frame": [0, 0, 1, 1]}]}"#
        let bad = Data(#"{"views": "#.utf8) + Data([0xFF]) + Data("]}".utf8)
        let path = try writeTemporaryFile(Data((good + "\n").utf8) + bad + Data("\n".utf8), name: "lines.jsonl")
        defer { removeTemporaryFile(path) }
        let run = try runTrellis(["bulk", path])
        #expect(run.status == 2)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.contains(#""message": "line 2: invalid UTF-8: byte 0xFF at offset 10""#) == true, "\(run.stdout)")
        #expect(!run.stdout.contains("\u{FFFD}"))
    }

    @Test func aDemoOfNoCellsPrintsNoRatio() throws {
        let run = try runTrellis(["demo", "--cells", "0", "--text", "average", "--threads", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("template / arithmetic time: none, no cells"), "\(run.stdout)")
    }

    @Test func aNegativeWidthIsReadAsANumber() throws {
        let run = try runTrellis(["demo", "--cells", "1", "--width", "-5", "--text", "average"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--width must be a number above 0"), "\(run.stderr)")
    }

    #if TRELLIS_PANGO
        @Test func anUnwritablePNGIsNamedLikeAnUnwritableSVG() throws {
            let path = try writeTemporaryFile(#"{"views": [{"id": "a", "frame": [0, 0, 10, 10]}]}"#, name: "a.json")
            defer { removeTemporaryFile(path) }
            let target = "/nonexistent-folder/out.png"
            let run = try runTrellis(["layout", path, "--png", target])
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("\(target): cannot write the file:"), "\(run.stderr)")
            #expect(!run.stderr.contains("picture: cannot write"))
        }
    #endif
}
