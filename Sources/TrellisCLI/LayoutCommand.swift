import ArgumentParser
import Foundation
import Trellis

/// `trellis layout FILE.json [--strict] [--svg OUT.svg]`: lays out a view tree (FORMATS.md §2)
/// and prints its frames as one JSON object. Exit status: 0 laid out, 2 a conflict, 1 malformed
/// input (with a one-line message on stderr naming the file, the constraint or format, and the
/// column).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Lays out a view tree (FORMATS.md §2).",
        discussion: """
            Prints one JSON object: status, backend, frames (relative to each parent), ambiguous \
            items and broken constraints. A conflict is also reported on stderr as UIKit logs it \
            ("Unable to simultaneously satisfy constraints." with the conflicting set and the \
            constraint broken), and so are ambiguous items. Exit status: 0 laid out; 2 required \
            constraints conflicted (with --strict: no frames, one line on stderr); 1 malformed \
            input, with one line on stderr naming the file, the constraint or visual format, and \
            the column.
            """)

    @Argument(help: "The layout file (JSON, FORMATS.md §2), or - for standard input.")
    var file: String

    @Flag(help: "Treat conflicting required constraints as an error (exit status 2, no frames).")
    var strict = false

    @Option(help: "Also draw the laid-out tree as an SVG picture into this file.")
    var svg: String?

    func run() throws {
        let text: String
        do {
            text = try FileAccess.readText(file)
        } catch {
            failLine("\(error)")
        }
        let document: LayoutDocument
        let result: LayoutFileResult
        do {
            document = try LayoutDocument(json: text)
            result = try document.layOut(strict: strict)
        } catch {
            fail("\(error)")
        }
        if let svg, !(strict && result.status != .ok) { writePicture(text, to: svg) }
        print(result.json)
        if !strict {
            // As UIKit logs them: conflicts and ambiguity on stderr, the JSON on stdout.
            for warning in document.warnings(for: result) {
                FileHandle.standardError.write(Data("\(file): \(warning)\n".utf8))
            }
        }
        guard result.status == .ok else {
            if strict {
                let sets = result.broken.map { "[" + $0.conflict.joined(separator: ", ") + "]" }
                let message = "conflict: required constraints \(sets.joined(separator: " ")) cannot all hold"
                FileHandle.standardError.write(Data("\(file): \(message) (--strict)\n".utf8))
            }
            throw ExitCode(2)
        }
    }

    /// Draws the layout (conflicts and ambiguous items highlighted) into `path`.
    private func writePicture(_ text: String, to path: String) {
        let picture: String
        do {
            picture = try LayoutDocument(json: text).renderSVG(
                title: URL(fileURLWithPath: file).lastPathComponent)
        } catch {
            fail("\(error)")
        }
        do {
            try FileAccess.write(picture, to: path)
        } catch {
            failLine("\(error)")
        }
    }

    /// Prints `FILE: message` on one line of stderr and exits with status 1.
    private func fail(_ message: String) -> Never {
        failLine("\(file): \(message)")
    }

    /// Prints `line` (already naming its file) on one line of stderr and exits with status 1.
    private func failLine(_ line: String) -> Never {
        printError(line)
        Foundation.exit(1)
    }
}
