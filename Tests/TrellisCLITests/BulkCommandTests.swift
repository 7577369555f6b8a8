import Foundation
import Testing

@Suite struct BulkCommandTests {
    /// Parses one output line into a dictionary.
    func object(_ line: Substring) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(value as? [String: Any])
    }

    @Test func feedTemplateLinesInOrderWithErrorLines() throws {
        let input = [
            #"{"name": "Steve Jobs", "time": "7h", "body": "One more thing.", "votes": 12}"#,
            #"{"name": "Ada", "body": "#,  // malformed JSON
            #"{"name": "Grace", "body": "Hello", "vote": 3}"#,  // typo: unknown key
            "",
            #"{"name": "Linus", "body": "Talk is cheap. Show me the code.", "votes": 1}"#,
        ].joined(separator: "\n")
        let result = try runTrellis(
            ["bulk", "--template", "feed", "--text", "average", "--threads", "2"], stdin: input + "\n")
        #expect(result.status == 2)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 5)
        let objects = try lines.map(object)
        #expect(objects.map { $0["index"] as? Int } == [0, 1, 2, 3, 4])
        #expect(objects.map { $0["status"] as? String } == ["ok", "error", "error", "error", "ok"])
        let frames = try #require(objects[0]["frames"] as? [String: [Double]])
        #expect(frames["cell"] == [0, 0, 375, 157])
        #expect(frames["name"] == [65, 26, 80, 18])
        #expect(frames["comment"] == [65, 121, 65.5, 26])
        #expect((objects[2]["message"] as? String)?.contains("unknown key \"vote\"") == true)
        // The second line of the stream.
        #expect((objects[1]["message"] as? String) == "line 2: not valid JSON")
    }

    @Test func cleanFeedStreamExitsZero() throws {
        let input = (0..<50).map {
            #"{"name": "n\#($0)", "body": "\#(String(repeating: "word ", count: $0))"}"#
        }
        let result = try runTrellis(
            ["bulk", "--template", "feed", "--width", "320"], stdin: input.joined(separator: "\n"))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 50)
        #expect(try lines.enumerated().allSatisfy { try object($1)["index"] as? Int == $0 })
        #expect(result.stderr.isEmpty)  // no progress bar: stderr is not a terminal
    }

    @Test func layoutLinesFromAFile() throws {
        let row = { (width: Int) in
            #"{"views": [{"id": "row", "frame": [0, 0, \#(width), 40]}, {"id": "a", "parent": "row"}], "#
                + #""constraints": ["a.leading == row.leading + 10", "a.trailing == row.trailing - 10", "#
                + #""a.top == row.top", "a.height == 20"]}"#
        }
        let lines = [row(100), "not json", row(300)]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-bulk-\(UUID()).jsonl"
        ).path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runTrellis(["bulk", path])
        #expect(result.status == 2)
        let objects = try result.stdout.split(separator: "\n").map(object)
        #expect(objects.map { $0["index"] as? Int } == [0, 1, 2])
        #expect(objects.map { $0["status"] as? String } == ["ok", "error", "ok"])
        #expect((objects[2]["frames"] as? [String: [Double]])?["a"] == [10, 0, 280, 20])
        #expect((objects[0]["frames"] as? [String: [Double]])?["a"] == [10, 0, 80, 20])
        let clean = try runTrellis(["bulk"], stdin: row(50) + "\n" + row(60) + "\n")
        #expect(clean.status == 0)
        #expect(clean.stdout.split(separator: "\n").count == 2)
        // `-` names standard input, as for the other commands.
        let dash = try runTrellis(["bulk", "-"], stdin: row(50) + "\n" + row(60) + "\n")
        #expect(dash.status == 0 && dash.stdout == clean.stdout)
    }

    @Test(arguments: ["0", "nan", "1e308", "1000001"])
    func cellWidthsOutOfRangeAreUsageErrors(width: String) throws {
        for command in [["demo", "--cells", "2"], ["bulk", "--template", "feed"]] {
            let result = try runTrellis(command + ["--width", width], stdin: "")
            #expect(result.status == 64, "\(command) --width \(width): \(result.stderr)")
            #expect(result.stderr.contains("--width must be a number above 0 and at most 1000000"))
        }
    }

    @Test func demoCellCountsBeyondTheLimitAreUsageErrors() throws {
        let result = try runTrellis(["demo", "--cells", "1000000000000"])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains("--cells must be in 0...10000000, not 1000000000000"), "\(result.stderr)")
    }

    @Test func unknownTemplateAndMissingFileFail() throws {
        let unknown = try runTrellis(["bulk", "--template", "table"])
        #expect(unknown.status != 0 && unknown.status != 2)
        let missing = try runTrellis(["bulk", "/nonexistent/cells.jsonl"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/cells.jsonl"))
    }

    @Test func demoPrintsItsFigures() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-demo-\(UUID()).svg")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runTrellis(["demo", "--cells", "500", "--svg", path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Laid out 500 feed cells at width 375"))
        #expect(result.stdout.contains("cells/s"))
        #expect(result.stdout.contains("Total height:"))
        #expect(result.stdout.contains("Slowest cell: #"))
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("<circle"))
        #expect(svg.hasSuffix("</svg>\n"))
        let unwritable = try runTrellis(["demo", "--cells", "10", "--svg", "/nonexistent/dir/feed.svg"])
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.contains("/nonexistent/dir/feed.svg"))
    }
}
