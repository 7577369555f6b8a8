import Trellis

/// A cell template on the layout engine: a function builds a cell's views and constraints
/// once and returns how per-cell data fills them in (texts, intrinsic sizes, constants); each
/// cell is then laid out by the engine, which keeps its solver between cells and applies the
/// changes as cheap edits instead of rebuilding.
///
/// The cell sizes itself as a self-sizing table cell does (`systemLayoutSizeFitting` with a
/// required width and the height at `LayoutPriority.fittingSizeLevel`): the root is pinned
/// at the origin with `width == width` (required) and `height == 0 @50`, so its height comes
/// from its content.
///
/// Not thread-safe: one template per thread
/// (``BulkLayout/layout(count:options:checkAmbiguity:template:data:emit:)`` builds one per chunk).
///
/// ```swift
/// let template = try CellTemplate<String>(width: 320) { cell in
///     let label = LayoutView("label")
///     cell.addSubview(label)
///     try LayoutConstraint.activate([
///         label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
///         label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
///         cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
///     ])
///     return { text in label.intrinsicContentSize = LayoutSize(width: Double(text.count) * 8, height: 20) }
/// }
/// print(template.layout("Hello").height)   // 36
/// ```
public final class CellTemplate<Data> {
    /// The cell's root view.
    public let root: LayoutView
    /// The width cells are laid out at.
    public let width: Double
    /// Every view and guide of the cell, in tree order (the order of ``CellLayout/frames``).
    public let items: [any LayoutItem]
    /// The items' identifiers, in the same order.
    public let identifiers: [String]
    private let fill: (Data) -> Void

    /// Builds the template: `build` receives the root view, adds subviews and activates
    /// constraints, and returns the function that fills in one cell's data.
    ///
    /// - Throws: what `build` throws (typically `LayoutError`), or `LayoutError` for a
    ///   non-finite width.
    public init(
        width: Double, rootIdentifier: String = "cell", build: (LayoutView) throws -> (Data) -> Void
    ) throws {
        let root = LayoutView(rootIdentifier)
        self.root = root
        self.width = width
        fill = try build(root)
        func pin(_ attribute: LayoutAttribute, _ value: Double, _ priority: LayoutPriority, _ name: String)
            -> LayoutConstraint
        {
            LayoutConstraint(
                item: root, attribute: attribute, relatedBy: .equal, constant: value, priority: priority,
                identifier: "\(rootIdentifier).fitting.\(name)")
        }
        let pins = [
            pin(.left, 0, .required, "left"), pin(.top, 0, .required, "top"),
            pin(.width, width, .required, "width"), pin(.height, 0, .fittingSizeLevel, "height"),
        ]
        try LayoutConstraint.activate(pins)
        items = root.subtreeItems
        identifiers = items.map(\.identifier)
    }

    /// Lays out one cell: fills in `data`, lets the engine re-solve what changed, and reads
    /// every frame (relative to its parent, as `trellis layout` reports them).
    public func layout(_ data: Data, checkAmbiguity: Bool = false) -> CellLayout {
        fill(data)
        let report = root.layoutIfNeeded()
        let ambiguous = checkAmbiguity ? ambiguousIdentifiers() : []
        return CellLayout(frames: items.map(\.frame), report: report, ambiguous: ambiguous)
    }

    /// The identifiers of the views and guides the constraints leave undecided, after the
    /// last ``layout(_:checkAmbiguity:)`` (costs a check per item; call it when you need it).
    public func ambiguousIdentifiers() -> [String] {
        root.ambiguousItems().map(\.identifier)
    }
}

/// One cell laid out by a ``CellTemplate``: its frames (in the template's ``CellTemplate/items``
/// order) and the engine's report of conflicts.
///
// snippet: given let template = try CellTemplate<String>(width: 320) { _ in { _ in } }
/// ```swift
/// let cell = template.layout("Hello", checkAmbiguity: true)
/// if !cell.isClean { print(cell.report, cell.ambiguous) }
/// print(cell.height)
/// ```
public struct CellLayout: Sendable {
    /// Every item's frame, relative to its parent; the first is the cell's own.
    public var frames: [LayoutRect]
    /// Conflicts resolved by breaking a constraint, and constraints left out.
    public var report: LayoutReport
    /// The identifiers of items left undecided (checked only when asked).
    public var ambiguous: [String] = []

    /// Whether the cell laid out without conflicts, left-out constraints or ambiguity.
    public var isClean: Bool { report.isClean && ambiguous.isEmpty }

    /// The cell's height.
    public var height: Double { frames.first?.height ?? 0 }
}
