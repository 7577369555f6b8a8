/// A rectangle that takes part in layout but draws nothing, as `UILayoutGuide`: for spacers,
/// equal gaps and content areas, without an extra view.
///
/// A guide is owned by a view; its ``frame`` is relative to that view. It has the edge,
/// centre and dimension anchors of ``LayoutItem`` but no margins and no baselines.
// snippet: given let cell = LayoutView("cell")
/// ```swift
/// let content = LayoutGuide("content")
/// cell.addLayoutGuide(content)
/// try LayoutConstraint.activate([
///     content.leadingAnchor.constraint(equalTo: cell.leadingMarginAnchor),
///     content.trailingAnchor.constraint(equalTo: cell.trailingMarginAnchor),
/// ])
/// ```
public final class LayoutGuide: LayoutItem {
    /// A name for descriptions and reports.
    public var identifier: String
    /// The view that owns the guide (set by ``LayoutView/addLayoutGuide(_:)``).
    public internal(set) var owningView: LayoutView? {
        get { owningViewStorage?.view }
        set { owningViewStorage = newValue.map(UnownedView.init) }
    }
    private var owningViewStorage: UnownedView?
    /// The frame relative to ``owningView``, as of the last layout.
    @exclusivity(unchecked) public package(set) var frame: LayoutRect = .zero
    /// Engines that hold state about this guide.
    var observers = EngineObservers()

    /// How constraints and engines refer to the guide without keeping it alive.
    let reference = ItemReference()

    /// Creates a guide; add it to a view with ``LayoutView/addLayoutGuide(_:)``.
    public init(_ identifier: String = "") {
        self.identifier = identifier
        reference.attach(self)
    }

    deinit {
        reference.detach()
    }

    /// The owning view.
    public var parentView: LayoutView? { owningView }

    /// Whether the constraints leave the frame undecided (lays out the tree first).
    public var hasAmbiguousLayout: Bool {
        guard let owner = owningView else { return true }
        return owner.rootView.rootEngine.isAmbiguous(self)
    }
}
