import Foundation
import Testing

/// Every command words a file it cannot read or write the same way, `PATH: cannot read the
/// file: REASON` (or `write`), on one line of stderr with exit status 1: never a Foundation
/// error domain and code.
@Suite struct FileErrorMessageTests {
    /// A fresh empty folder.
    private func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Removes a folder made by ``folder()`` and everything in it.
    private func removeFolder(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Checks the one-line message and the status, and that no Foundation error leaks through.
    private func expectFileError(
        _ result: (status: Int32, stdout: String, stderr: String), _ expected: String
    ) {
        #expect(result.status == 1)
        #expect(result.stderr == expected + "\n", "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain"))
    }

    /// The input commands and their extra arguments (bulk reads a file argument like the others).
    static let readers: [[String]] = [["solve"], ["layout"], ["bulk"]]

    @Test(arguments: readers) func missingInput(command: [String]) throws {
        let path = try folder() + "/missing.json"
        defer { removeTemporaryFile(path) }
        expectFileError(try runTrellis(command + [path]), "\(path): cannot read the file: no such file")
    }

    /// A one-character relative path (Foundation's path splitting traps on those on Linux).
    @Test(arguments: readers) func missingOneCharacterInput(command: [String]) throws {
        expectFileError(try runTrellis(command + ["q"]), "q: cannot read the file: no such file")
    }

    @Test(arguments: readers) func missingFolder(command: [String]) throws {
        let base = try folder()
        defer { removeFolder(base) }
        let path = base + "/nowhere/in.json"
        expectFileError(
            try runTrellis(command + [path]),
            "\(path): cannot read the file: the folder '\(base)/nowhere' does not exist")
    }

    @Test(arguments: readers) func directoryAsInput(command: [String]) throws {
        let path = try folder()
        defer { removeFolder(path) }
        expectFileError(try runTrellis(command + [path]), "\(path): cannot read the file: it is a directory")
    }

    @Test(arguments: readers) func pathThroughAFile(command: [String]) throws {
        let file = try writeTemporaryFile("{}", name: "plain.json")
        defer { removeTemporaryFile(file) }
        let path = file + "/inside.json"
        expectFileError(
            try runTrellis(command + [path]),
            "\(path): cannot read the file: a part of the path is not a folder")
    }

    @Test func layoutPictureIntoADirectory() throws {
        let input = try temporaryLayoutFile(#"{ "views": [{ "id": "a", "frame": [0, 0, 10, 10] }] }"#)
        defer { removeTemporaryFile(input) }
        let output = try folder()
        defer { removeFolder(output) }
        expectFileError(
            try runTrellis(["layout", input, "--svg", output]),
            "\(output): cannot write the file: it is a directory")
    }

    @Test func layoutPictureIntoAMissingFolder() throws {
        let input = try temporaryLayoutFile(#"{ "views": [{ "id": "a", "frame": [0, 0, 10, 10] }] }"#)
        defer { removeTemporaryFile(input) }
        let base = try folder()
        defer { removeFolder(base) }
        let output = base + "/pictures/a.svg"
        expectFileError(
            try runTrellis(["layout", input, "--svg", output]),
            "\(output): cannot write the file: the folder '\(base)/pictures' does not exist")
    }

    @Test func demoPictureIntoADirectory() throws {
        let output = try folder()
        defer { removeFolder(output) }
        let result = try runTrellis(["demo", "--cells", "3", "--threads", "1", "--svg", output])
        #expect(result.status == 1)
        #expect(result.stderr == "\(output): cannot write the file: it is a directory\n", "\(result.stderr)")
        // Checked before the run: nothing measured was printed.
        #expect(result.stdout.isEmpty)
    }

    @Test func benchChartIntoADirectory() throws {
        let output = try folder()
        defer { removeFolder(output) }
        let result = try runTrellis([
            "bench", "--sizes", "10", "--repeat", "1", "--workloads", "chain", "--backends", "incremental",
            "--chart", output,
        ])
        #expect(result.status == 1)
        // Checked before measuring: nothing else was printed.
        #expect(result.stderr == "\(output): cannot write the file: it is a directory\n", "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aWrittenPictureReplacesTheFile() throws {
        let input = try temporaryLayoutFile(#"{ "views": [{ "id": "a", "frame": [0, 0, 10, 10] }] }"#)
        defer { removeTemporaryFile(input) }
        let output = try writeTemporaryFile(String(repeating: "old ", count: 10_000), name: "a.svg")
        defer { removeTemporaryFile(output) }
        let result = try runTrellis(["layout", input, "--svg", output])
        #expect(result.status == 0)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.hasPrefix("<?xml") && written.hasSuffix("</svg>\n") && !written.contains("old "))
    }
}
