/// A rectangle in a tree of views, positioned by constraints: Auto Layout's `UIView`,
/// without drawing.
///
/// A view has a ``frame`` relative to its ``superview``, ``layoutMargins``, an optional
/// ``fixedFrame`` (what `translatesAutoresizingMaskIntoConstraints` gives in UIKit), an
/// ``intrinsicContentSize`` with content-hugging and compression-resistance priorities per
/// axis, baseline offsets, and an optional ``measure`` function for content whose height
/// depends on its width (text).
/// ```swift
/// let cell = LayoutView("cell", frame: LayoutRect(x: 0, y: 0, width: 375, height: 120))
/// let avatar = LayoutView("avatar")
/// cell.addSubview(avatar)
/// try LayoutConstraint.activate([
///     avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15),
///     avatar.widthAnchor.constraint(equalToConstant: 32),
///     avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
///     avatar.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
/// ])
/// cell.layoutIfNeeded()
/// print(avatar.frame)   // (15, 44, 32, 32)
/// ```
/// Views are not thread-safe: a tree, its constraints and its layout belong to one thread
/// at a time (different trees may be laid out on different threads at once).
///
/// The class is not final only so that ``LayoutStackView`` can be a view; it is not meant
/// to be subclassed elsewhere.
public class LayoutView: LayoutItem {
    /// A value of ``intrinsicContentSize`` for a dimension without one, as
    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: Double = -1

    /// A name for descriptions, conflict reports and the JSON formats.
    public var identifier: String
    /// How constraints and engines refer to the view without keeping it alive.
    let reference = ItemReference()
    /// The parent view, or nil for a root.
    public internal(set) var superview: LayoutView? {
        get { superviewStorage?.view }
        set { superviewStorage = newValue.map(UnownedView.init) }
    }
    private var superviewStorage: UnownedView?
    /// The child views, back to front.
    // Without the runtime exclusivity check, as `installedConstraints`.
    @exclusivity(unchecked) public internal(set) var subviews: [LayoutView] = []
    /// The guides this view owns.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// The active constraints installed on this view: those whose items' nearest common
    /// ancestor is this view (as UIKit's `constraints`).
    ///
    /// The engine's hugging and compression-resistance constraints for this view's
    /// ``intrinsicContentSize`` are listed once the view has been laid out:
    // snippet: given let root = LayoutView("root")
    /// ```swift
    /// let label = LayoutView("label")
    /// label.intrinsicContentSize = LayoutSize(width: 80, height: 17)
    /// root.addSubview(label)
    /// _ = root.layoutIfNeeded()
    /// print(label.constraints.filter { $0.origin == .intrinsicContentSize }.count)   // 4
    /// ```
    public internal(set) var constraints: [LayoutConstraint] {
        get {
            for engine in caches.observers.engines { engine.makeIntrinsicConstraints(of: self) }
            return installedConstraints
        }
        set { installedConstraints = newValue }
    }
    /// ``constraints`` as installed, without the intrinsic-size constraints the engines have
    /// not been asked for yet (without the runtime exclusivity check: read for every view of
    /// every build, and the library never holds an access to it open across a call).
    @exclusivity(unchecked) var installedConstraints: [LayoutConstraint] = []
    // Without the runtime exclusivity check: after a constant change the engine may write
    // 90,000 frames, and the check was a third of that time; the library never holds an
    // access to a frame open across a call.
    /// The frame as the engine last wrote it (what ``frame`` reads).
    @exclusivity(unchecked) package var solvedFrame: LayoutRect

    /// The frame relative to the superview, as of the last layout (or the fixed frame).
    ///
    /// Setting it works as in UIKit: a root, or a view whose
    /// ``translatesAutoresizingMaskIntoConstraints`` is true, keeps the new frame (it becomes
    /// the ``fixedFrame`` its required constraints pin); any other view takes the new frame
    /// until the next layout pass places it by its constraints again.
    /// ```swift
    /// let root = LayoutView("root")
    /// root.frame = LayoutRect(x: 0, y: 0, width: 320, height: 480)   // sizes the root
    /// root.layoutIfNeeded()
    /// ```
    public var frame: LayoutRect {
        get { solvedFrame }
        set {
            if fixedFrame != nil || superview == nil {
                if fixedFrame != newValue { fixedFrame = newValue }
            }
            solvedFrame = newValue
        }
    }

    /// A frame pinned with required constraints (named `<identifier>.frame` in reports), as
    /// a view with `translatesAutoresizingMaskIntoConstraints` has; nil lets constraints
    /// decide.
    public var fixedFrame: LayoutRect? {
        didSet {
            if let fixedFrame { solvedFrame = fixedFrame }
            itemDidChange(.implicit)
        }
    }

    /// The insets the margin attributes measure from (8 on each side by default).
    public var layoutMargins = LayoutInsets(all: 8) { didSet { itemDidChange(.forms) } }

    /// The natural size of the content; a dimension set to ``noIntrinsicMetric`` (any
    /// negative number) has none. Each present dimension adds a hugging constraint
    /// (`width <= intrinsic` at the hugging priority) and a compression-resistance
    /// constraint (`width >= intrinsic` at its priority), named `<identifier>.intrinsic`.
    public var intrinsicContentSize = LayoutSize(width: noIntrinsicMetric, height: noIntrinsicMetric) {
        didSet {
            itemDidChange(.implicit)
            if let stack = superview as? LayoutStackView { stack.arrangedContentDidChange(self) }
        }
    }

    /// A function giving the content's size at a proposed width, for content whose height
    /// depends on its width (wrapping text). When set, it replaces ``intrinsicContentSize``:
    /// the intrinsic width is `measure(.infinity).width` (the unwrapped size) and the
    /// intrinsic height is `measure(w).height` at the width `w` the constraints give the
    /// view; the engine solves again until the height is stable (at most four passes),
    /// as UIKit does for multi-line labels. Call ``invalidateIntrinsicContentSize()`` when
    /// the content changes.
    public var measure: ((Double) -> LayoutSize)? { didSet { invalidateIntrinsicContentSize() } }

    /// Whether the view is hidden. Hidden views are laid out as usual, except that a
    /// ``LayoutStackView`` gives a hidden arranged subview no space (as UIKit's `isHidden`).
    public var isHidden = false {
        didSet {
            if isHidden != oldValue, let stack = superview as? LayoutStackView {
                stack.arrangementDidChange()
            }
        }
    }

    /// The first baseline, as an offset from the top; nil puts it at the bottom (a plain
    /// view's baseline).
    public var firstBaselineOffset: Double? {
        get { baselines.first }
        set { baselines.first = newValue }
    }
    /// The last baseline, as an offset from the top; nil puts it at the bottom.
    public var lastBaselineOffset: Double? {
        get { baselines.last }
        set { baselines.last = newValue }
    }
    /// The baselines' offsets, stored together.
    var baselines = BaselineOffsets() { didSet { itemDidChange(.forms) } }

    /// The layout direction. Only the root's counts: every view of a tree uses
    /// ``effectiveLayoutDirection``, the root's.
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if superview == nil { structureDidChange() } }
    }

    /// Pixels per point of the screen the tree is shown on, read on the root only. When set,
    /// frames snap to that pixel grid as UIKit snaps them: each edge is rounded to the nearest
    /// pixel, so at 2x a frame is in halves of a point. Nil (the default) keeps the exact
    /// solution.
    /// ```swift
    /// let screen = LayoutView("screen", frame: LayoutRect(x: 0, y: 0, width: 375, height: 667))
    /// screen.displayScale = 2
    /// ```
    public var displayScale: Double? {
        didSet { if displayScale != oldValue, superview == nil { structureDidChange() } }
    }

    /// Hugging and compression resistance per axis.
    var contentPriorities = ContentPriorities() { didSet { itemDidChange(.implicit) } }
    /// Set by a ``LayoutStackView`` with the `fill` distribution on its visible arranged
    /// subviews: index-based offsets to the priorities of the view's intrinsic size along the
    /// stack's axis, so that ties resolve by index (see ``LayoutStackView``).
    var stackOrder: StackOrder? { didSet { if stackOrder != oldValue { itemDidChange(.implicit) } } }

    /// The engines that observe this view and those it made, and its measured size (without
    /// the runtime exclusivity check, as ``installedConstraints``).
    @exclusivity(unchecked) var caches = ViewCaches()
    /// The guides a view makes on demand (safe area, margins, readable content), made at the
    /// first use: most views of a large layout never have one.
    lazy var systemGuides = SystemGuides()
    /// When the view was created: its implicit constraints count as activated then.
    let creationSequence = nextActivationSequence()

    /// Creates a view.
    /// - Parameters:
    ///   - identifier: a name for descriptions and reports.
    ///   - frame: a frame to pin (``fixedFrame``), or nil to let constraints decide.
    public init(_ identifier: String = "", frame: LayoutRect? = nil) {
        self.identifier = identifier
        self.fixedFrame = frame
        self.solvedFrame = frame ?? .zero
        reference.attach(self)
    }

    /// Frees the subtree without recursion: children this view alone holds are taken out and
    /// emptied one after another, so a chain of 200,000 nested views does not free each level
    /// from inside its parent's deinit (which overflowed the stack).
    deinit {
        reference.detach()
        var pending: [LayoutView] = []
        swap(&pending, &subviews)
        while var view = pending.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            pending.append(contentsOf: view.subviews)
            view.subviews = []
        }
    }

    /// The superview.
    public var parentView: LayoutView? { superview }

    /// `(0, 0, width, height)`: the view's own coordinate space.
    public var bounds: LayoutRect { LayoutRect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// Whether a ``fixedFrame`` pins the view, as UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`: setting it to true pins the current
    /// ``frame`` with required constraints (named `<identifier>.frame`), false lets
    /// constraints decide.
    /// ```swift
    /// let label = LayoutView("label")
    /// label.translatesAutoresizingMaskIntoConstraints = false   // already the default here
    /// ```
    /// Unlike UIKit, a new view starts with `false` unless it is given a frame.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fixedFrame != nil }
        set {
            if newValue == (fixedFrame != nil) { return }
            fixedFrame = newValue ? frame : nil
        }
    }

    /// The direction of the tree: the root's ``layoutDirection``.
    public var effectiveLayoutDirection: LayoutDirection { rootView.layoutDirection }

    /// The root of the tree this view is in.
    public var rootView: LayoutView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The content-hugging priority for `axis` (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? contentPriorities.horizontalHugging : contentPriorities.verticalHugging
    }

    /// Sets the content-hugging priority for `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            contentPriorities.horizontalHugging = priority
        } else {
            contentPriorities.verticalHugging = priority
        }
    }

    /// The compression-resistance priority for `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? contentPriorities.horizontalCompression : contentPriorities.verticalCompression
    }

    /// Sets the compression-resistance priority for `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            contentPriorities.horizontalCompression = priority
        } else {
            contentPriorities.verticalCompression = priority
        }
    }

    /// Tells the engine that what ``measure`` returns has changed (new text).
    public func invalidateIntrinsicContentSize() {
        caches.naturalSize = nil
        itemDidChange(.implicit)
    }

    /// The size the content asks for: ``intrinsicContentSize``, or the unwrapped size from
    /// ``measure`` when set (negative for a dimension without one).
    public var effectiveIntrinsicSize: LayoutSize {
        guard let measure else { return intrinsicContentSize }
        if let size = caches.naturalSize { return size }
        let size = measure(.infinity)
        caches.naturalSize = size
        return size
    }

    /// Tells the engines holding this view that a property changed, and what it feeds:
    /// only the implicit constraints (a pinned frame, an intrinsic size) or constraint forms.
    func itemDidChange(_ change: EngineSlot.Change) {
        for engine in caches.observers.engines { engine.itemDidChange(self, change) }
    }

    /// Tells the engines holding this view that the tree changed.
    func structureDidChange() {
        for engine in caches.observers.engines { engine.structureDidChange() }
    }
}

extension LayoutView: CustomStringConvertible {
    /// `name (x, y, w, h)`.
    public var description: String { "\(displayName) \(frame)" }
}
