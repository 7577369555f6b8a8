public import Trellis

/// One laid-out tree of a document: a xib's top-level view, a storyboard scene's view
/// controller view or top-level view, or a table or collection view cell.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(path: "ProfileCell.xib")
/// let cell = document.roots[0]
/// print(cell.kind, cell.status)                   // tableViewCell clean
/// print(cell.frames["TRx-RV-za8"] as Any)         // the label's computed frame
/// ```
public final class InterfaceBuilderRoot {
    /// Whether the layout agrees with the document.
    public enum Status: String, Sendable, Hashable {
        /// No conflict, no ambiguity, every frame within half a point of the stored one.
        case clean
        /// Some computed frames differ from the stored ones by more than half a point.
        case misplaced
        /// The constraints leave some view's frame undecided.
        case ambiguous
        /// Required constraints conflict; some were broken to lay the rest out.
        case conflicting
    }

    /// The IB id of the root view.
    public let id: String
    /// What the root is: the controller's element name for a scene's view
    /// (`viewController`, `tableViewController`...), else the view's (`view`,
    /// `tableViewCell`, `collectionViewCell`...).
    public let kind: String
    /// The root's `userLabel`, or its controller's `title` or `customClass`, when it has one.
    public let name: String?
    /// The root view of the tree.
    public private(set) var view: LayoutView
    /// The frames Xcode stored, by IB id, relative to each view's superview.
    public let storedFrames: [String: LayoutRect]
    /// The views by IB id.
    public private(set) var viewsByID: [String: LayoutView]
    /// The IB ids in document order (the root first).
    public let viewIDs: [String]
    /// The views that show text (their sizes depend on fonts).
    public let textViewIDs: Set<String>
    /// The views Xcode flagged `misplaced="YES"` and `ambiguous="YES"`.
    public let flaggedMisplaced: Set<String>
    public let flaggedAmbiguous: Set<String>
    /// What the importer and the last layout found.
    public internal(set) var diagnostics: [InterfaceBuilderDiagnostic] = []
    /// The last layout's report (conflicts, invalid constraints).
    public internal(set) var report = LayoutReport()
    /// The views whose frames the constraints leave undecided, by IB id.
    public internal(set) var ambiguousIDs: [String] = []
    /// The views whose computed frame differs from the stored one by more than half a point.
    public internal(set) var misplacedIDs: [String] = []
    /// The IB ids (or identifiers) of the constraints the layout broke.
    public internal(set) var brokenConstraints: [String] = []

    let source: IBRootSource
    var context: IBDocumentContext
    var userLabels: [String: String]
    var constraintIDs: [ObjectIdentifier: String]
    var alignmentInsets: [String: LayoutInsets]
    var elementLines: [String: (line: Int, column: Int, name: String)]
    var importDiagnostics: [InterfaceBuilderDiagnostic]

    init(source: IBRootSource, context: IBDocumentContext) throws(InterfaceBuilderError) {
        let builder = IBRootBuilder(context: context, source: source)
        let view = try builder.build()
        self.source = source
        self.context = context
        self.view = view
        self.id = source.element.id ?? ""
        self.kind = source.kind
        self.name =
            source.element["userLabel"] ?? source.controller?["title"] ?? source.controller?["customClass"]
            ?? source.element["customClass"]
        self.storedFrames = builder.storedFrames
        self.viewsByID = builder.views
        self.viewIDs = builder.order
        self.textViewIDs = builder.textViews
        var labels: [String: String] = [:]
        var lines: [String: (Int, Int, String)] = [:]
        var misplaced: Set<String> = []
        var ambiguous: Set<String> = []
        for (id, element) in builder.elements {
            if let label = element["userLabel"] { labels[id] = label }
            lines[id] = (element.line, element.column, element.name)
            if element.flag("misplaced") { misplaced.insert(id) }
            if element.flag("ambiguous") { ambiguous.insert(id) }
        }
        self.userLabels = labels
        self.elementLines = lines
        self.flaggedMisplaced = misplaced
        self.flaggedAmbiguous = ambiguous
        self.constraintIDs = builder.constraintIDs
        self.alignmentInsets = builder.alignmentInsets
        self.importDiagnostics = builder.diagnostics
        self.nestedRootElements = builder.nestedRoots
        layout()
    }

    /// Cells found inside this root, made roots of their own by the document.
    let nestedRootElements: [IBElement]

    /// The view with IB id `id`, or nil.
    // snippet: given let root = try InterfaceBuilderDocument(path: "Cell.xib").roots[0]
    /// ```swift
    /// let title = root.view(id: "TRx-RV-za8")
    /// ```
    public func view(id: String) -> LayoutView? { viewsByID[id] }

    /// The views whose `userLabel` is `label`, in document order.
    // snippet: given let root = try InterfaceBuilderDocument(path: "Cell.xib").roots[0]
    /// ```swift
    /// let avatars = root.views(userLabel: "Avatar")
    /// ```
    public func views(userLabel label: String) -> [LayoutView] {
        viewIDs.filter { userLabels[$0] == label }.compactMap { viewsByID[$0] }
    }

    /// The computed frames by IB id, relative to each view's superview (as stored frames are).
    // snippet: given let root = try InterfaceBuilderDocument(path: "Cell.xib").roots[0]
    /// ```swift
    /// for (id, frame) in root.frames { print(id, frame) }
    /// ```
    public var frames: [String: LayoutRect] {
        var frames: [String: LayoutRect] = [:]
        for id in viewIDs { frames[id] = frame(id: id) }
        return frames
    }

    /// The computed frame of the view with IB id `id`, relative to its superview: the view's
    /// frame, grown by the alignment insets of controls that have them (a switch, a slider),
    /// as UIKit's frame is their alignment rectangle grown by them.
    // snippet: given let root = try InterfaceBuilderDocument(path: "Cell.xib").roots[0]
    /// ```swift
    /// let frame = root.frame(id: "TRx-RV-za8")
    /// ```
    public func frame(id: String) -> LayoutRect? {
        guard let view = viewsByID[id] else { return nil }
        guard id != self.id, let insets = alignmentInsets[id] else { return view.frame }
        let frame = view.frame
        return LayoutRect(
            x: frame.minX - insets.left, y: frame.minY - insets.top,
            width: frame.width + insets.left + insets.right,
            height: frame.height + insets.top + insets.bottom)
    }

    /// Whether every view's size is free of text (no label, button, text field...).
    public var isTextFree: Bool { textViewIDs.isEmpty }

    /// The status of the last layout: conflicts first, then ambiguity, then misplaced views.
    public var status: Status {
        if !report.conflicts.isEmpty { return .conflicting }
        if !ambiguousIDs.isEmpty { return .ambiguous }
        if !misplacedIDs.isEmpty { return .misplaced }
        return .clean
    }

    /// Lays the root out again at `size` (the root's own size; its safe area is kept), and
    /// compares the frames with the stored ones.
    // snippet: given let root = try InterfaceBuilderDocument(path: "Cell.xib").roots[0]
    /// ```swift
    /// root.layout(size: LayoutSize(width: 320, height: 568))
    /// ```
    public func layout(size: LayoutSize) {
        let origin = view.frame.origin
        view.fixedFrame = LayoutRect(origin: origin, size: size)
        layout()
    }

    /// Rebuilds and lays the root out on `device` (its size, safe area, margins and size
    /// classes).
    // snippet: given let root = try InterfaceBuilderDocument(path: "Cell.xib").roots[0]
    /// ```swift
    /// if let small = InterfaceBuilderDevice.named("retina4_0") { try root.layout(device: small) }
    /// ```
    /// - Throws: ``InterfaceBuilderError`` as reading the document does.
    public func layout(device: InterfaceBuilderDevice) throws(InterfaceBuilderError) {
        context.device = device
        let builder = IBRootBuilder(context: context, source: source)
        view = try builder.build()
        viewsByID = builder.views
        constraintIDs = builder.constraintIDs
        alignmentInsets = builder.alignmentInsets
        importDiagnostics = builder.diagnostics
        layout()
    }
}

extension InterfaceBuilderRoot {
    /// The element name of the view with IB id `id` (`label`, `stackView`, `view`...).
    // snippet: given let root = try InterfaceBuilderDocument(path: "Cell.xib").roots[0]
    /// ```swift
    /// print(root.elementName(of: "TRx-RV-za8") ?? "")   // "label"
    /// ```
    public func elementName(of id: String) -> String? { elementLines[id]?.name }
}
