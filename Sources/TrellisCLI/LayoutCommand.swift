import ArgumentParser
import Foundation
import Trellis
import TrellisFormats

#if TRELLIS_PANGO
    import TrellisText
#endif

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

    @Option(help: "The solver: auto (default), incremental or glpk.")
    var backend: Backend = .auto

    @Option(help: "Also draw the laid-out tree as an SVG picture into this file.")
    var svg: String?

    @Option(help: "Also draw the laid-out tree, with its text, as a PNG picture into this file.")
    var png: String?

    @Option(help: "Also draw the laid-out tree, with its text, as a PDF picture into this file.")
    var pdf: String?

    @OptionGroup var textOptions: TextOptions

    func validate() throws {
        #if !TRELLIS_PANGO
            if png != nil || pdf != nil {
                throw ValidationError(
                    "--png and --pdf need Pango and Cairo: this trellis was built without them")
            }
        #endif
    }

    func run() throws {
        var text: String
        do {
            text = try FileAccess.readText(file)
        } catch {
            failLine("\(error)")
        }
        let provider = try textOptions.provider()
        let diagnostics: LayoutDocumentDiagnostics
        let result: LayoutFileResult
        let tree: LayoutDocumentTree
        do {
            // Only the pictures read the text again: a large file's (tens of megabytes) is let
            // go before the layout.
            let keepsText = svg != nil || png != nil || pdf != nil
            (tree, diagnostics) = try Self.build(&text, keepingText: keepsText, provider: provider)
            // Laid out once: the presolve a later change would replay is let go.
            result = try LayoutDocument.layOut(
                built: tree, strict: strict, backend: backend, keepingPresolve: false)
        } catch {
            fail("\(error)")
        }
        if !(strict && result.status != .ok) {
            if let svg { writePicture(text, to: svg, provider: provider) }
            writeRasterPictures(text, provider: provider)
        }
        print(result.json)
        if !strict {
            // As UIKit logs them: conflicts and ambiguity on stderr, the JSON on stdout.
            for warning in diagnostics.warnings(for: result) {
                FileHandle.standardError.write(Data("\(file): \(warning)\n".utf8))
            }
        }
        if result.status != .ok && strict {
            let sets = result.broken.map { "[" + $0.conflict.joined(separator: ", ") + "]" }
            let message = "conflict: required constraints \(sets.joined(separator: " ")) cannot all hold"
            FileHandle.standardError.write(Data("\(file): \(message) (--strict)\n".utf8))
        }
        // The process ends here. Freeing the tree object by object would take about a tenth
        // of a large layout's time (100,000 views); the operating system reclaims it at once.
        // `exit` flushes standard output first.
        withExtendedLifetime(tree) {
            Foundation.exit(result.status == .ok ? 0 : 2)
        }
    }

    /// Reads the document in `text` and builds its tree, and returns the tree with what the
    /// warnings name. The document's records (several hundred bytes a view) are let go here,
    /// before the layout, whose peak would otherwise hold them; so is `text` unless kept.
    private static func build(
        _ text: inout String, keepingText: Bool, provider: any TextMeasurerProvider
    ) throws(LayoutFileError) -> (LayoutDocumentTree, LayoutDocumentDiagnostics) {
        let document = try LayoutDocument(json: text)
        if !keepingText { text = "" }
        let tree = try document.build(text: provider)
        return (tree, LayoutDocumentDiagnostics(document))
    }

    /// Draws the layout (conflicts and ambiguous items highlighted) into `path`.
    private func writePicture(_ text: String, to path: String, provider: any TextMeasurerProvider) {
        let picture: String
        do {
            picture = try LayoutDocument(json: text).renderSVG(
                title: URL(fileURLWithPath: file).lastPathComponent, text: provider)
        } catch {
            fail("\(error)")
        }
        do {
            try FileAccess.write(picture, to: path)
        } catch {
            failLine("\(error)")
        }
    }

    /// Draws the layout with its text into the `--png` and `--pdf` files, measured and set by
    /// Pango (whatever `--text` measured the frames with).
    private func writeRasterPictures(_ text: String, provider: any TextMeasurerProvider) {
        guard png != nil || pdf != nil else { return }
        #if TRELLIS_PANGO
            guard let pango = PangoTextSystem.standard else { fail("\(PangoTextError.noFontMap)") }
            do {
                let scene = try LayoutDocument(json: text).renderScene(
                    text: provider, title: URL(fileURLWithPath: file).lastPathComponent)
                let renderer = PictureRenderer(text: pango)
                if let png { try renderer.writePNG(scene, to: png) }
                if let pdf { try renderer.writePDF(scene, to: pdf) }
            } catch PictureError.cannotWrite(let path, let reason) {
                // Worded as every other file the tool cannot write (`--svg` too).
                failLine("\(FileAccessError(path: path, operation: .write, reason: reason))")
            } catch {
                fail("cannot draw the picture: \(error)")
            }
        #endif
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
