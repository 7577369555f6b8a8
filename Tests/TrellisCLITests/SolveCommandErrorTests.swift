import Foundation
import Testing

/// `trellis solve` on malformed input: exit status 1, nothing on stdout, and exactly one line
/// on stderr naming the file, the constraint id and the column.
@Suite struct SolveCommandErrorTests {
    /// Runs `trellis solve` on a temporary file holding `contents`.
    private func solve(_ contents: String, _ options: [String] = []) throws -> (
        status: Int32, stdout: String, stderr: String, path: String
    ) {
        let path = try writeTemporaryFile(contents, name: "bad.json")
        defer { removeTemporaryFile(path) }
        let result = try runTrellis(["solve", path] + options)
        return (result.status, result.stdout, result.stderr, path)
    }

    @Test func theContractMessage() throws {
        let result = try solve(
            #"{"constraints": [{"id": "c1", "constraint": "x >= 0"}, {"id": "c3", "constraint": "2*x + 3*"}]}"#
        )
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "\(result.path): constraint 'c3', column 9: expected an expression after '*'\n")
    }

    @Test(arguments: [
        ("", "line 1, column 1: the file is empty"),
        ("bad json", "line 1, column 1: expected a JSON value, found 'b'"),
        ("[1, 2]", "the top level must be a JSON object, found an array"),
        ("{\"constraints\": [], \"extra\": 1}", "unknown top-level key 'extra'"),
        (
            "{\"constraints\": [{\"constraint\": \"x >= 1\"}, {\"constraint\": \"x * y >= 1\"}]}",
            "constraint 'c1', column 3: '*' multiplies two non-constant factors"
        ),
        (
            "{\"constraints\": [{\"id\": \"z\", \"constraint\": \"x / (y - 1) >= 1\"}]}",
            "constraint 'z', column 3: '/' divides by a non-constant factor"
        ),
        (
            "{\"constraints\": [{\"id\": \"d\", \"constraint\": \"x / 0 >= 1\"}]}",
            "constraint 'd', column 3: division by zero"
        ),
        (
            "{\"constraints\": [{\"id\": \"n\", \"constraint\": \"1e400 * x >= 1\"}]}",
            "constraint 'n', column 1: the number 1e400 is out of range"
        ),
        (
            "{\"constraints\": [{\"constraint\": \"x >= 1\", \"strength\": 1e400}]}",
            "line 1, column 55: the number 1e400"
        ),
        (
            "{\"constraints\": [{\"id\": \"a\", \"constraint\": \"x >= 1\"}, {\"id\": \"a\", \"constraint\": \"x >= 2\"}]}",
            "constraint 'a': duplicate id"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": \"x\", \"strength\": \"required\", \"suggest\": 1}]}",
            "edit 0 ('x'): an edit cannot be required"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": \"x\", \"strength\": \"weak\", \"suggest\": 1}, {\"variable\": \"x\", \"strength\": \"strong\", \"suggest\": 2}]}",
            "edit 1 ('x'): the variable 'x' is edited twice"
        ),
        ("{\"variables\": {\"1x\": 0}, \"constraints\": []}", "variables, '1x': not a valid name"),
        (
            "{\"constraints\": [{\"id\": \"multi\\nline\", \"constraint\": \"x >\"}]}",
            "constraint 'multi\\nline', column 3: '>' is not a relation: use '>='"
        ),
    ])
    func malformed(contents: String, message: String) throws {
        let result = try solve(contents)
        #expect(result.status == 1, "\(contents)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(result.path): \(message)"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }

    @Test func hostileInputsNeverCrash() throws {
        let deep = String(repeating: "[", count: 50_000)
        let deepExpression = String(repeating: "(", count: 50_000) + "x"
        let hostile: [String] = [
            deep, "{" + String(repeating: "\"a\":{", count: 30_000), "\u{0}",
            "{\"constraints\": [{\"constraint\": \""
                + deepExpression + "\"}]}", "{\"constraints\": 1e400}",
            "{\"constraints\": [" + String(repeating: "-", count: 10_000) + "]}",
            "\"\\ud800\"",
            "{\"constraints\": [{\"constraint\": \"" + String(repeating: "-", count: 100_000) + "x >= 0\"}]}",
        ]
        for contents in hostile {
            let result = try solve(contents)
            #expect(result.status == 1, "\(contents.prefix(60))")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        let binary = try writeTemporaryFile(Data([0xFF, 0x00, 0xC3, 0x28]), name: "binary.json")
        defer { removeTemporaryFile(binary) }
        let result = try runTrellis(["solve", binary])
        #expect(result.status == 1)
        #expect(result.stderr == "\(binary): line 1, column 1: invalid UTF-8: byte 0xFF at offset 0\n")
    }

    @Test func missingFile() throws {
        let result = try runTrellis(["solve", "/nonexistent/system.json"])
        #expect(result.status == 1)
        #expect(
            result.stderr == "/nonexistent/system.json: cannot read the file: the folder '/nonexistent' does not exist\n")
    }

    @Test func badOptionsAreValidationErrors() throws {
        let path = try writeTemporaryFile(#"{"constraints": []}"#)
        defer { removeTemporaryFile(path) }
        let backend = try runTrellis(["solve", path, "--backend", "simplex"])
        #expect(backend.status == 64)  // ArgumentParser's usage error
        #expect(
            backend.stderr.contains(
                "The value 'simplex' is invalid for '--backend <backend>'. "
                    + "Please provide one of 'incremental', 'glpk' or 'auto'."))
        let priorities = try runTrellis(["solve", path, "--priorities", "lexical"])
        #expect(priorities.status == 64)
        #expect(
            priorities.stderr.contains(
                "The value 'lexical' is invalid for '--priorities <priorities>'. "
                    + "Please provide one of 'weighted' and 'strict'."))
        let noFile = try runTrellis(["solve"])
        #expect(noFile.status == 64)
    }

    @Test func readsStandardInput() throws {
        let result = try runTrellis(["solve", "-"], stdin: #"{"constraints": [{"constraint": "x +"}]}"#)
        #expect(result.status == 1)
        #expect(result.stderr == "-: constraint 'c0', column 4: expected an expression after '+'\n")
    }
}
