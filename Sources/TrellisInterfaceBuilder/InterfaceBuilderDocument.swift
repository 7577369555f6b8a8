public import Foundation
public import Trellis

/// An Interface Builder document (`.xib` or `.storyboard`) read into laid-out view trees, one
/// per root (see ``InterfaceBuilderRoot``).
///
/// ```swift
/// let document = try InterfaceBuilderDocument(path: "Main.storyboard")
/// for root in document.roots {
///     print(root.kind, root.id, root.status)
/// }
/// let label = document.view(id: "TRx-RV-za8")
/// print(label?.frame as Any)
/// ```
public final class InterfaceBuilderDocument {
    /// The file name given when reading (used in every diagnostic).
    public let file: String
    /// Whether the document is a storyboard (else a xib).
    public let isStoryboard: Bool
    /// The device the document was saved for: its stored frames are for it.
    public let documentDevice: InterfaceBuilderDevice
    /// The device the roots are laid out on (the document's unless the options named one).
    public private(set) var device: InterfaceBuilderDevice
    /// The roots, in document order (cells found inside a root follow it).
    public private(set) var roots: [InterfaceBuilderRoot] = []
    /// What reading the document found outside any root.
    public private(set) var documentDiagnostics: [InterfaceBuilderDiagnostic] = []

    /// Reads the document at `path`.
    /// ```swift
    /// let document = try InterfaceBuilderDocument(path: "Cell.xib")
    /// ```
    /// - Throws: ``InterfaceBuilderError`` naming the file and line when it cannot be read.
    public convenience init(path: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions())
        throws(InterfaceBuilderError)
    {
        try self.init(contentsOf: URL(fileURLWithPath: path), file: path, options: options)
    }

    /// Reads the document at a file URL; `file` names it in diagnostics (the path by default).
    /// ```swift
    /// import Foundation
    /// let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
    /// ```
    /// - Throws: ``InterfaceBuilderError``.
    public convenience init(
        contentsOf url: URL, file: String? = nil, options: InterfaceBuilderOptions = InterfaceBuilderOptions()
    ) throws(InterfaceBuilderError) {
        let name = file ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: name, message: error.localizedDescription)
        }
        try self.init(data: data, file: name, options: options)
    }

    /// Reads a document from its bytes; `file` names it in diagnostics.
    /// ```swift
    /// import Foundation
    /// let xml = Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">...".utf8)
    /// let document = try InterfaceBuilderDocument(data: xml, file: "Inline.xib")
    /// ```
    /// - Throws: ``InterfaceBuilderError``: malformed XML, not a document, a dangling id, a
    ///   view inside itself.
    public init(
        data: Data, file: String = "<data>", options: InterfaceBuilderOptions = InterfaceBuilderOptions()
    )
        throws(InterfaceBuilderError)
    {
        self.file = file
        let document = try IBXMLReader.read(data, file: file)
        guard document.name == "document" else {
            throw .notADocument(
                file: file, line: document.line, column: document.column,
                message: "the root element is '\(document.name)', not 'document'")
        }
        isStoryboard = (document["type"] ?? "").contains("Storyboard") || document.child("scenes") != nil
        var notes: [InterfaceBuilderDiagnostic] = []
        let saved = IBDocumentReader.device(of: document, file: file, notes: &notes)
        documentDevice = saved
        device = options.device ?? saved
        var context = IBDocumentContext(file: file, device: device, documentDevice: saved, options: options)
        IBDocumentReader.readTables(document, into: &context)
        let sources = IBDocumentReader.rootSources(document, context: context, notes: &notes)
        documentDiagnostics = notes
        var pending = sources[...]
        var made = 0
        while let source = pending.popFirst() {
            let root = try InterfaceBuilderRoot(source: source, context: context)
            roots.append(root)
            made += 1
            if made > 100_000 { break }
            let nested = root.nestedRootElements.map { IBRootSource(element: $0, kind: $0.name) }
            pending = (nested + pending)[...]
        }
    }

    /// Every diagnostic: the document's own, then each root's.
    // snippet: given let document = try InterfaceBuilderDocument(path: "Main.storyboard")
    /// ```swift
    /// document.diagnostics.filter { $0.kind == .misplaced }.forEach { print($0) }
    /// ```
    public var diagnostics: [InterfaceBuilderDiagnostic] {
        documentDiagnostics + roots.flatMap(\.diagnostics)
    }

    /// The root whose view has IB id `id`.
    // snippet: given let document = try InterfaceBuilderDocument(path: "Main.storyboard")
    /// ```swift
    /// let scene = document.root(id: "8bC-Xf-vdC")
    /// ```
    public func root(id: String) -> InterfaceBuilderRoot? {
        roots.first { $0.id == id }
    }

    /// The view with IB id `id`, in whichever root holds it.
    // snippet: given let document = try InterfaceBuilderDocument(path: "Main.storyboard")
    /// ```swift
    /// let button = document.view(id: "kL2-ab-c9d")
    /// ```
    public func view(id: String) -> LayoutView? {
        for root in roots { if let view = root.view(id: id) { return view } }
        return nil
    }

    /// The views whose `userLabel` is `label`, in every root.
    // snippet: given let document = try InterfaceBuilderDocument(path: "Main.storyboard")
    /// ```swift
    /// let headers = document.views(userLabel: "Header")
    /// ```
    public func views(userLabel label: String) -> [LayoutView] {
        roots.flatMap { $0.views(userLabel: label) }
    }

    /// Lays every root out again on `device`.
    // snippet: given let document = try InterfaceBuilderDocument(path: "Main.storyboard")
    /// ```swift
    /// if let small = InterfaceBuilderDevice.named("retina4_0") { try document.layout(device: small) }
    /// ```
    /// - Throws: ``InterfaceBuilderError`` as reading does.
    public func layout(device: InterfaceBuilderDevice) throws(InterfaceBuilderError) {
        self.device = device
        for root in roots { try root.layout(device: device) }
    }
}
