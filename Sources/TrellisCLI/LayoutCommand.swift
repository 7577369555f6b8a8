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
            items and broken constraints. Exit status: 0 laid out; 2 required constraints \
            conflicted (with --strict: no frames); 1 malformed input, with one line on stderr \
            naming the file, the constraint or visual format, and the column.
            """)

    @Argument(help: "The layout file (JSON, FORMATS.md §2), or - for standard input.")
    var file: String

    @Flag(help: "Treat conflicting required constraints as an error (exit status 2, no frames).")
    var strict = false

    @Option(help: "The solver: auto (default), incremental or glpk.")
    var backend: BackendChoice = .auto

    @Option(help: "Also draw the laid-out tree as an SVG picture into this file.")
    var svg: String?

    func run() throws {
        let text: String
        do {
            if file == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                text = try String(contentsOfFile: file, encoding: .utf8)
            }
        } catch {
            fail("cannot read the file: \(error.localizedDescription)")
        }
        let result: LayoutFileResult
        do {
            result = try LayoutDocument(json: text).layOut(strict: strict, backend: backend.backend)
        } catch {
            fail("\(error)")
        }
        if let svg, !(strict && result.status != .ok) { writePicture(text, to: svg) }
        print(result.json)
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
        do {
            let picture = try LayoutDocument(json: text).renderSVG(
                title: URL(fileURLWithPath: file).lastPathComponent)
            try picture.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            fail("cannot write the picture to \(path): \(error)")
        }
    }

    /// Prints `FILE: message` on one line of stderr and exits with status 1.
    private func fail(_ message: String) -> Never {
        let line = "\(file): \(message)".replacingOccurrences(of: "\n", with: " ") + "\n"
        FileHandle.standardError.write(Data(line.utf8))
        Foundation.exit(1)
    }
}

/// The `--backend` choices of `trellis layout`.
enum BackendChoice: String, CaseIterable, ExpressibleByArgument {
    case auto
    case incremental
    case glpk

    /// The library's backend.
    var backend: Backend {
        switch self {
        case .auto: return .auto
        case .incremental: return .incremental
        case .glpk: return .glpk
        }
    }
}
