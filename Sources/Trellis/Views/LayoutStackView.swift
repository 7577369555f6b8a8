/// A view that lines up its arranged subviews in a row or a column, as UIKit's
/// `UIStackView`, with ordinary constraints the engine and conflict reports see (named
/// `<stack>.stack.<role>`).
///
// snippet: given let screen = LayoutView("screen"), icon = LayoutView("icon"), title = LayoutView("title")
// snippet: given let badge = LayoutView("badge")
/// ```swift
/// let row = LayoutStackView("row", arrangedSubviews: [icon, title, badge])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// row.setCustomSpacing(12, after: icon)
/// screen.addSubview(row)
/// ```
/// The arranged subviews are subviews of the stack, in ``arrangedSubviews`` order along
/// ``axis``: leading to trailing (so right to left under ``LayoutDirection/rightToLeft``) or
/// top to bottom. ``distribution`` decides their lengths along the axis and the gaps;
/// ``alignment`` their position and length across it. A hidden arranged subview
/// (``LayoutView/isHidden``) takes no space and no spacing. Stacks nest: an arranged subview
/// may be a stack.
///
/// Where the content decides the stack's size (nothing else fixes it), the stack is as
/// small as its content allows: two constraints at priority 49 pull its width and height
/// toward zero, below every hugging and compression priority.
public final class LayoutStackView: LayoutView {
    /// How arranged subviews share the length along the axis, as
    /// `UIStackView.Distribution`.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// The views fill the stack; hugging and compression-resistance priorities decide
        /// which view grows or shrinks.
        case fill
        /// The views fill the stack with equal lengths.
        case fillEqually
        /// The views fill the stack with lengths proportional to their intrinsic lengths
        /// (views without one are laid out as in ``fill``).
        case fillProportionally
        /// The views keep their lengths; the gaps between them are equal and at least the
        /// spacing.
        case equalSpacing
        /// The views keep their lengths; their centres are equally far apart, and the gaps
        /// are at least the spacing.
        case equalCentering
    }

    /// Where arranged subviews sit across the axis, as `UIStackView.Alignment`.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// The views span the stack across the axis.
        case fill
        /// At the leading edge (a vertical stack) or the top (a horizontal one).
        case leading
        /// Centred across the axis.
        case center
        /// At the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing
        /// On a shared first baseline (horizontal stacks; vertical ones use ``fill``).
        case firstBaseline
        /// On a shared last baseline (horizontal stacks; vertical ones use ``fill``).
        case lastBaseline

        /// The top of a horizontal stack: ``leading``.
        public static let top = Alignment.leading
        /// The bottom of a horizontal stack: ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// The priority of the constraints that shrink the stack to its content when nothing
    /// else sets its size.
    public static let fittingPriority = LayoutPriority(49)

    /// The views lined up, in order.
    public private(set) var arrangedSubviews: [LayoutView] = []

    /// The direction of the line (horizontal by default).
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How the views share the length along the axis (``Distribution/fill`` by default).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }
    /// Where the views sit across the axis (``Alignment/fill`` by default).
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The gap between neighbours (the least gap for the equal distributions); 0 by default.
    public var spacing: Double = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// Whether the views are laid out inside the stack's ``LayoutView/layoutMargins``
    /// rather than its edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether, in a vertical stack, the spacing between neighbours is measured from the last
    /// baseline of one view to the first baseline of the next (UIKit's
    /// `isBaselineRelativeArrangement`), instead of from bottom to top. Horizontal stacks
    /// ignore it.
    // snippet: given let title = LayoutView("title"), subtitle = LayoutView("subtitle")
    /// ```swift
    /// let column = LayoutStackView("column", arrangedSubviews: [title, subtitle])
    /// column.axis = .vertical
    /// column.spacing = 20   // baseline to baseline
    /// column.isBaselineRelativeArrangement = true
    /// ```
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Gaps set after particular views, by view.
    var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints and spacer guides of the current arrangement.
    var arrangement: [LayoutConstraint] = []
    var spacers: [LayoutGuide] = []
    /// Why the last arrangement could not be activated, if it could not.
    public var arrangementError: LayoutError? {
        arrangeIfNeeded()
        return lastArrangementError
    }
    var lastArrangementError: LayoutError?
    /// A change since the arrangement was last built: it is built again before the next
    /// layout (or when ``arrangementConstraints`` is read), once however many changes came.
    var arrangementIsStale = false

    /// Creates a stack of `arrangedSubviews` (added as subviews).
    // snippet: given let title = LayoutView("title"), body = LayoutView("body")
    /// ```swift
    /// let column = LayoutStackView("column", arrangedSubviews: [title, body])
    /// ```
    public init(_ identifier: String = "", frame: LayoutRect? = nil, arrangedSubviews: [LayoutView] = []) {
        super.init(identifier, frame: frame)
        for view in arrangedSubviews { appendArranged(view) }
        arrangementDidChange()
    }

    /// Adds `view` at the end of the arranged subviews (and as a subview, if it is not one).
    public func addArrangedSubview(_ view: LayoutView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `index` (clamped); a view already
    /// arranged moves.
    public func insertArrangedSubview(_ view: LayoutView, at index: Int) {
        if view === self || isDescendant(of: view) { return }
        arrangedSubviews.removeAll { $0 === view }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: Swift.max(0, Swift.min(index, arrangedSubviews.count)))
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit), without stack constraints.
    public func removeArrangedSubview(_ view: LayoutView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        view.stackOrder = nil
        arrangementDidChange()
    }

    /// Sets the gap after `view` (an arranged subview), replacing ``spacing`` there.
    // snippet: given let icon = LayoutView("icon")
    // snippet: given let row = LayoutStackView("row", arrangedSubviews: [icon])
    /// ```swift
    /// row.setCustomSpacing(16, after: icon)
    /// ```
    public func setCustomSpacing(_ spacing: Double, after view: LayoutView) {
        customSpacings[ObjectIdentifier(view)] = spacing
        arrangementDidChange()
    }

    /// The gap after `view`: its custom spacing, or ``spacing``.
    public func customSpacing(after view: LayoutView) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// The constraints the stack made for its current arrangement.
    public var arrangementConstraints: [LayoutConstraint] {
        arrangeIfNeeded()
        return arrangement
    }

    /// Arranges `views` after the current ones (moving any already arranged) and `gaps` after
    /// particular views, with one rebuild of the arrangement for all of them (a layout file's
    /// stack of thousands of views; one rebuild per view is quadratic).
    package func arrange(_ views: [LayoutView], gaps: [(LayoutView, Double)] = []) {
        let moving = Set(views.map(ObjectIdentifier.init))
        arrangedSubviews.removeAll { moving.contains(ObjectIdentifier($0)) }
        var seen = Set<ObjectIdentifier>()
        for view in views where seen.insert(ObjectIdentifier(view)).inserted { appendArranged(view) }
        for (view, gap) in gaps { customSpacings[ObjectIdentifier(view)] = gap }
        arrangementDidChange()
    }

    private func appendArranged(_ view: LayoutView) {
        if view === self || isDescendant(of: view) { return }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.append(view)
    }

    /// An arranged subview left the stack.
    func arrangedSubviewWasRemoved(_ view: LayoutView) {
        removeArrangedSubview(view)
    }

    /// An arranged subview's intrinsic size changed: proportional lengths depend on it.
    func arrangedContentDidChange(_ view: LayoutView) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) {
            arrangementDidChange()
        }
    }
}
