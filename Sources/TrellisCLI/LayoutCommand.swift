import ArgumentParser
import Foundation
import Trellis

/// `trellis layout FILE.json [--strict]`: lays out a view tree (FORMATS.md §2) and prints its
/// frames as one JSON object. Exit status: 0 laid out, 2 a conflict, 1 malformed input (with a
/// one-line message on stderr naming the file, the constraint or format, and the column).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Lays out a view tree (FORMATS.md §2).")

    @Argument(help: "The layout file (JSON, FORMATS.md §2).")
    var file: String

    @Flag(help: "Treat conflicting required constraints as an error (exit status 2, no frames).")
    var strict = false

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            fail("cannot read the file: \(error.localizedDescription)")
        }
        do {
            _ = try LayoutDocument(json: text)
        } catch {
            fail("\(error)")
        }
        fail("the layout engine is not integrated yet; the file is well formed")
    }

    /// Prints `FILE: message` on one line of stderr and exits with status 1.
    private func fail(_ message: String) -> Never {
        let line = "\(file): \(message)".replacingOccurrences(of: "\n", with: " ") + "\n"
        FileHandle.standardError.write(Data(line.utf8))
        Foundation.exit(1)
    }
}
