import ArgumentParser
import Foundation
import Trellis
import TrellisFormats
import TrellisInterfaceBuilder

#if TRELLIS_PANGO
    import TrellisText
#endif

/// How `trellis ib` sizes text.
enum IBTextChoice: String, CaseIterable, ExpressibleByArgument {
    /// The size Xcode stored for each text view.
    case stored
    /// Measured with Pango (DejaVu Sans in place of Apple's system font).
    case pango
}

/// Where `trellis ib` takes the safe area and margins Xcode simulated.
enum IBMetricsChoice: String, CaseIterable, ExpressibleByArgument {
    /// Read back from the stored frames on the document's own device.
    case stored
    /// The device table and UIKit's defaults only.
    case device
}

/// How `trellis ib` prints its findings.
enum IBFormatChoice: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}

/// `trellis ib FILE... [--device ID] [--format text|json] [--text stored|pango]
/// [--metrics stored|device] [--png DIR]
/// [--svg DIR]`: lays out Interface Builder documents and compares the frames with the ones
/// Xcode stored. Exit status: 0 every root clean, 2 a conflict, an ambiguous or misplaced
/// view, 1 a document that cannot be read.
struct InterfaceBuilderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib", abstract: "Lays out .xib and .storyboard documents and checks their frames.",
        discussion: """
            Each root (a xib's top-level view, a scene's view, a cell) is laid out on the \
            document's device, or on --device. --format text (the default) prints compiler-style \
            warnings (FILE:LINE:COLUMN: warning: ...): views whose computed frame is more than half \
            a point from the stored one, ambiguous views, conflicts, unsupported elements. \
            --format json prints one JSON object per document (Docs/FORMATS.md). Exit status: 0 \
            every root clean; 2 a root with a conflict, an ambiguous view or a misplaced view; 1 a \
            document that cannot be read (file and line on stderr). --metrics stored (the \
            default) reads the safe area and margins Xcode simulated back from the stored frames \
            (views Xcode flagged do not count); --metrics device takes them from the device and \
            UIKit's defaults alone, which also reports a view Xcode did not flag that moved off \
            its edge and is the only one pinned to it.
            """)

    @Argument(help: "The .xib and .storyboard files.")
    var files: [String]

    @Option(
        help:
            "Lay out on this device (an Interface Builder id such as retina4_0, retina6_1, ipad12_9rounded).")
    var device: String?

    @Flag(help: "Lay out in landscape (the --device, or the document's own device turned).")
    var landscape = false

    @Option(help: "Output: text (diagnostics) or json (one object per document).")
    var format: IBFormatChoice = .text

    @Option(help: "Text sizes: stored (what Xcode measured, the default) or pango (measured with Pango).")
    var text: IBTextChoice = .stored

    @Option(
        help:
            "Safe area and margins: stored (read back from the stored frames, the default) or device (the device and UIKit's defaults only)."
    )
    var metrics: IBMetricsChoice = .stored

    @Option(
        help: "Draw each root as an SVG picture into this folder (stored frames dashed where they differ).")
    var svg: String?

    @Option(help: "Draw each root as a PNG picture into this folder.")
    var png: String?

    func validate() throws {
        if let device, InterfaceBuilderDevice.named(device) == nil {
            let known = InterfaceBuilderDevice.all.map(\.id).joined(separator: ", ")
            throw ValidationError("unknown device '\(device)'; known: \(known)")
        }
        #if !TRELLIS_PANGO
            if png != nil || text == .pango {
                throw ValidationError("--png and --text pango need Pango: this trellis was built without it")
            }
        #endif
    }

    func run() throws {
        var options = InterfaceBuilderOptions()
        if let device, var chosen = InterfaceBuilderDevice.named(device) {
            if landscape { chosen = chosen.landscape }
            options.device = chosen
        }
        options.metrics = metrics == .stored ? .stored : .device
        if text == .pango { options.text = .measured(try Self.pangoProvider()) }
        var status: Int32 = 0
        for file in files {
            let document: InterfaceBuilderDocument
            do {
                document = try InterfaceBuilderDocument(path: file, options: options)
                // --landscape alone turns the document's own device.
                if landscape, device == nil, !document.documentDevice.isLandscape {
                    try document.layout(device: document.documentDevice.landscape)
                }
            } catch {
                printError("\(error)")
                if format == .json { print(IBJSONOutput.error(file: file, error)) }
                status = 1
                continue
            }
            if format == .json {
                print(IBJSONOutput.document(document))
            } else {
                for diagnostic in document.diagnostics { print(diagnostic) }
            }
            if status == 0, document.roots.contains(where: { $0.status != .clean }) { status = 2 }
            try drawPictures(document)
        }
        Foundation.exit(status)
    }

    /// The `--svg` and `--png` pictures, one per root: `<file>-<root id>.svg`.
    private func drawPictures(_ document: InterfaceBuilderDocument) throws {
        guard svg != nil || png != nil else { return }
        let base = URL(fileURLWithPath: document.file).deletingPathExtension().lastPathComponent
        for root in document.roots {
            let scene = IBPicture.scene(root, title: "\(base) \(root.kind) \(root.id)")
            let name = "\(base)-\(root.id)"
            if let svg {
                try FileManager.default.createDirectory(atPath: svg, withIntermediateDirectories: true)
                try FileAccess.write(SVGRenderer().render(scene), to: "\(svg)/\(name).svg")
            }
            #if TRELLIS_PANGO
                if let png {
                    guard let pango = PangoTextSystem.standard else {
                        throw ValidationError("\(PangoTextError.noFontMap)")
                    }
                    try FileManager.default.createDirectory(atPath: png, withIntermediateDirectories: true)
                    try PictureRenderer(text: pango).writePNG(scene, to: "\(png)/\(name).png")
                }
            #endif
        }
    }
}

extension InterfaceBuilderCommand {
    /// Pango's measurer, when this build has it.
    fileprivate static func pangoProvider() throws -> any TextMeasurerProvider {
        #if TRELLIS_PANGO
            guard let system = PangoTextSystem.standard else {
                throw ValidationError("--text pango: \(PangoTextError.noFontMap)")
            }
            return system
        #else
            throw ValidationError("--text pango: this trellis was built without Pango (libpango1.0-dev)")
        #endif
    }
}

/// The `--format json` objects (Docs/FORMATS.md, "trellis ib").
private enum IBJSONOutput {
    static func document(_ document: InterfaceBuilderDocument) -> String {
        var writer = JSONWriter(style: .spaced)
        writer.beginObject()
        writer.key("file")
        writer.string(document.file)
        writer.key("device")
        writer.string(document.device.id + (document.device.isLandscape ? "-landscape" : ""))
        writer.key("roots")
        writer.beginArray()
        for root in document.roots { write(root, into: &writer) }
        writer.endArray()
        writer.endObject()
        return writer.text
    }

    static func error(file: String, _ error: any Error) -> String {
        var writer = JSONWriter(style: .spaced)
        writer.beginObject()
        writer.key("file")
        writer.string(file)
        writer.key("error")
        writer.string("\(error)")
        if let error = error as? InterfaceBuilderError {
            writer.key("line")
            writer.number(Double(error.line))
        }
        writer.endObject()
        return writer.text
    }

    private static func write(_ root: InterfaceBuilderRoot, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.string(root.id)
        writer.key("kind")
        writer.string(root.kind)
        writer.key("status")
        writer.string(root.status.rawValue)
        writer.key("frames")
        frames(root.viewIDs.compactMap { id in root.frame(id: id).map { (id, $0) } }, into: &writer)
        writer.key("ambiguous")
        strings(root.ambiguousIDs, into: &writer)
        writer.key("broken")
        strings(root.brokenConstraints, into: &writer)
        writer.key("misplaced")
        strings(root.misplacedIDs, into: &writer)
        writer.key("stored")
        frames(root.viewIDs.compactMap { id in root.storedFrames[id].map { (id, $0) } }, into: &writer)
        writer.key("kinds")
        writer.beginObject()
        for id in root.viewIDs {
            writer.key(id)
            writer.string(root.elementName(of: id) ?? "view")
        }
        writer.endObject()
        writer.key("text")
        strings(root.viewIDs.filter(root.textViewIDs.contains), into: &writer)
        writer.key("flaggedMisplaced")
        strings(root.viewIDs.filter(root.flaggedMisplaced.contains), into: &writer)
        writer.key("flaggedAmbiguous")
        strings(root.viewIDs.filter(root.flaggedAmbiguous.contains), into: &writer)
        writer.endObject()
    }

    private static func frames(_ frames: [(String, LayoutRect)], into writer: inout JSONWriter) {
        writer.beginObject()
        for (id, frame) in frames {
            writer.key(id)
            writer.beginArray()
            for value in [frame.minX, frame.minY, frame.width, frame.height] { writer.number(value) }
            writer.endArray()
        }
        writer.endObject()
    }

    private static func strings(_ values: [String], into writer: inout JSONWriter) {
        writer.beginArray()
        for value in values { writer.string(value) }
        writer.endArray()
    }
}

/// The `--svg` and `--png` pictures: the laid-out tree as `trellis layout` draws it, with each
/// misplaced view's stored frame drawn beside its computed one as a guide-style box labelled
/// "stored".
private enum IBPicture {
    static func scene(_ root: InterfaceBuilderRoot, title: String) -> RenderScene {
        var scene = RenderScene(root: root.view, report: root.report)
        scene.title = title
        var origins: [String: LayoutPoint] = [:]
        for id in root.viewIDs {
            guard let view = root.view(id: id) else { continue }
            var parentOrigin = LayoutPoint.zero
            if let parent = view.superview,
                let parentID = root.viewIDs.first(where: { root.view(id: $0) === parent }),
                let origin = origins[parentID]
            {
                parentOrigin = origin
            }
            let frame = id == root.id ? LayoutRect(origin: .zero, size: view.frame.size) : view.frame
            origins[id] = LayoutPoint(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
            guard root.misplacedIDs.contains(id), let stored = root.storedFrames[id] else { continue }
            let rect = LayoutRect(
                x: parentOrigin.x + stored.minX, y: parentOrigin.y + stored.minY, width: stored.width,
                height: stored.height)
            var box = RenderBox(id: "\(id) stored", rect: rect, kind: .guide, depth: 1, frameLabel: stored)
            box.note = "stored"
            box.isInConflict = true
            scene.boxes.append(box)
        }
        return scene
    }
}
