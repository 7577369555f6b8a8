import Foundation
import Testing

/// Writes a layout file to a fresh temporary folder and returns its path (remove it with
/// `removeTemporaryFile`).
func temporaryLayoutFile(_ contents: String, name: String = "layout.json") throws -> String {
    try writeTemporaryFile(contents, name: name)
}

/// `trellis layout` on malformed files: exit status 1 (never 0 or 2, never a crash), nothing on
/// stdout, and one line on stderr naming the file, the constraint or format, and the column.
@Suite struct LayoutCommandErrorTests {
    static let tree = #"{ "id": "root", "frame": [0, 0, 100, 100] }, { "id": "a", "parent": "root" }"#

    @Test(arguments: [
        (
            #"{ "views": [\#(tree)], "constraints": ["a.width == zz.width"] }"#,
            "constraint 'k0': unknown view 'zz' at column 12 in 'a.width == zz.width'"
        ),
        (
            #"{ "views": [\#(tree)], "constraints": [{"id": "bad", "constraint": "a.left == root.top"}] }"#,
            "constraint 'bad': cannot relate horizontal attribute 'left' to vertical attribute 'top' at column 16"
        ),
        (
            #"{ "views": [\#(tree)], "constraints": ["a.width == root.width @0"] }"#,
            "constraint 'k0': priority 0 is outside 1...1000 at column 24"
        ),
        (
            #"{ "views": [\#(tree)], "visualFormats": [{"format": "H:|-[a(50]-|"}] }"#,
            "visual format vf0: Expected ',' or ')' at column 10 in 'H:|-[a(50]-|'"
        ),
        (
            #"{ "views": [{ "id": "a", "parent": "b" }, { "id": "b", "parent": "a" }] }"#,
            "line 1, column 36: view 'a': parent cycle"
        ),
        (#"{ "views": [], "colour": 3 }"#, "line 1, column 16: unknown key \"colour\""),
        (#"{ "views": [ "#, "line 1, column 14: expected a JSON value"),
        (#"{ "views": [{ "id": "a", "frame": [0, 0, 1e999, 1] }] }"#, "the number 1e999 is out of range (not a finite double)"),
        (#"{ "views": [{ "id": "a" }, { "id": "a" }] }"#, "duplicate id 'a'"),
        (
            #"{ "views": [\#(tree)], "constraints": ["a.leading == root.left"] }"#,
            "constraint 'k0': cannot relate 'leading' to 'left': use leading/trailing for both or neither at column 19"
        ),
        (
            #"{ "views": [\#(tree)], "guides": [{"id": "g", "owner": "root"}], "constraints": ["g.topMargin == a.top"] }"#,
            "constraint 'k0': layout guide 'g' has no topMargin"
        ),
        (
            #"{ "views": [\#(tree)], "visualFormats": [{"format": "V:[a]", "options": ["alignAllTop"]}] }"#,
            "visual format vf0: Option alignAllTop aligns along the axis the format lays out at column 1 in 'V:[a]'"
        ),
        (
            #"{ "views": [\#(tree)], "visualFormats": [{"format": "H:[root]-|"}] }"#,
            "visual format vf0: Unable to interpret '|' because 'root' has no superview at column 10"
        ),
        (#"[1, 2]"#, "line 1, column 1: the layout must be an object, not an array"),
        (
            #"{ "views": [\#(tree)], "constraints": ["a.width == 1", "a.width == 2 @750 @1"] }"#,
            "constraint 'k1': expected the end of the constraint at column 19"
        ),
    ])
    func malformedFileExitsWithOneLine(json: String, expected: String) throws {
        let path = try temporaryLayoutFile(json)
        defer { removeTemporaryFile(path) }
        let result = try runTrellis(["layout", path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(result.stderr)")
        #expect(result.stderr.hasPrefix("\(path): "))
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test func missingFileIsAnError() throws {
        let result = try runTrellis(["layout", "/nonexistent/layout.json"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("/nonexistent/layout.json: cannot read the file"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func formatWithLineBreakStaysOnOneLine() throws {
        let path = try temporaryLayoutFile(#"{ "views": [\#(Self.tree)], "visualFormats": ["H:[a]\nx"] }"#)
        defer { removeTemporaryFile(path) }
        let result = try runTrellis(["layout", path])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(#"at column 6 in 'H:[a]\nx'"#), "\(result.stderr)")
    }
}
