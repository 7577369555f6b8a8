import Foundation
import Testing
import Trellis

/// Runs the built `trellis` executable with `arguments`, feeding it `stdin` (if any), and
/// returns its exit status and everything it wrote. Standard input, output and error are
/// pumped concurrently, so a large input or output cannot deadlock the pipes.
func runTrellis(_ arguments: [String], stdin: String? = nil) throws -> (
    status: Int32, stdout: String, stderr: String
) {
    let binary = productsDirectory.appendingPathComponent("trellis")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    let group = DispatchGroup()
    let collected = CollectedOutput()
    DispatchQueue.global().async(group: group) {
        collected.set(stdout: out.fileHandleForReading.readDataToEndOfFile())
    }
    DispatchQueue.global().async(group: group) {
        collected.set(stderr: err.fileHandleForReading.readDataToEndOfFile())
    }
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return (process.terminationStatus, collected.stdout, collected.stderr)
}

/// What a child process wrote, gathered from two reader threads.
private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func set(stdout data: Data) { lock.withLock { out = data } }
    func set(stderr data: Data) { lock.withLock { err = data } }
    var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }
}

/// Writes `contents` to a fresh file named `name` in a fresh temporary folder and returns
/// its path (the folder is unique per call, so parallel tests never collide). Remove it with
/// ``removeTemporaryFile(_:)``, in a `defer` right after the call.
func writeTemporaryFile(_ contents: String, name: String = "system.json") throws -> String {
    try writeTemporaryFile(Data(contents.utf8), name: name)
}

/// Writes `data` to a fresh file named `name` in a fresh temporary folder; returns its path.
func writeTemporaryFile(_ data: Data, name: String = "system.json") throws -> String {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
}

/// Removes a file made by ``writeTemporaryFile(_:name:)`` and its folder.
func removeTemporaryFile(_ path: String) {
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
}

/// The repository's root folder (this file is `Tests/TrellisCLITests/CLITests.swift`).
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The folder holding the built `trellis` (test binaries live beside it, in
/// `.build/<triple>/<config>/`): found by walking up from the test runner.
let productsDirectory: URL = {
    var url = URL(fileURLWithPath: CommandLine.arguments[0])
    while url.pathComponents.count > 1 {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("trellis").path) { return url }
    }
    return URL(fileURLWithPath: ".build/debug")
}()

@Suite struct CLIBasicsTests {
    @Test func helpListsSubcommands() throws {
        let result = try runTrellis(["--help"])
        #expect(result.status == 0)
        for name in ["solve", "layout", "bulk", "demo", "bench"] {
            #expect(result.stdout.contains(name))
        }
    }

    @Test func versionPrintsTheLibraryVersion() throws {
        let result = try runTrellis(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(Trellis.version)\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func helperPumpsLargeStreams() throws {
        // 200 KB through stdin into a malformed file path: the helper must not deadlock.
        let big = String(repeating: "x", count: 200_000)
        let result = try runTrellis(["solve", "-"], stdin: big)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("-: line 1, column 1: expected a JSON value, found 'x'"))
    }
}
