import Foundation
import Testing

/// Runs the built `trellis` executable.
func runTrellis(_ arguments: [String], stdin: String? = nil) throws -> (
    status: Int32, stdout: String, stderr: String
) {
    let binary = productsDirectory.appendingPathComponent("trellis")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outData, as: UTF8.self),
        String(decoding: errData, as: UTF8.self)
    )
}

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
}
