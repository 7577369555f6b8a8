// Layout entry points: frames, fitting sizes, ambiguity.

extension LayoutView {
    /// The smallest size: the `compressedSize` target of ``systemLayoutSizeFitting(_:horizontalFittingPriority:verticalFittingPriority:)``.
    public static let layoutFittingCompressedSize = LayoutSize(width: 0, height: 0)
    /// A very large size (100,000 points each way): the `expandedSize` target.
    public static let layoutFittingExpandedSize = LayoutSize(width: 100_000, height: 100_000)

    /// The report of the last layout of this view's tree.
    package var lastLayoutReport: LayoutReport { rootEngine.reporting.lastReport }

    /// The engine of this view's tree (created on first use; only a root owns one).
    var rootEngine: LayoutEngine {
        let root = rootView
        if let engine = root.caches.rootEngine { return engine }
        let engine = LayoutEngine(root: root, fitting: false)
        root.caches.rootEngine = engine
        return engine
    }

    /// Lays out the whole tree this view is in and writes every view's and guide's frame.
    ///
    /// Only what changed since the last pass is solved again: the engine keeps one solver
    /// per independent part of the tree, applies constant and priority changes as cheap
    /// edits, and leaves untouched parts alone. Conflicting required constraints are
    /// reported in the returned ``LayoutReport`` (and one of each conflicting set is left
    /// out, see ``LayoutConflict``); constraints made invalid after activation are left out
    /// and reported too.
    // snippet: given let root = LayoutView("root"), avatar = LayoutView("avatar")
    /// ```swift
    /// root.layoutIfNeeded()
    /// print(avatar.frame)
    /// ```
    @discardableResult
    public func layoutIfNeeded() -> LayoutReport {
        rootEngine.layout(strict: false)
    }

    /// Lays out the tree, throwing instead of breaking a constraint when required
    /// constraints conflict (frames are then left as they were).
    ///
    // snippet: given let root = LayoutView("root")
    /// ```swift
    /// do { try root.layoutIfNeeded(strict: true) } catch {
    ///     if case .conflict(let c) = error { print(c) }
    /// }
    /// ```
    /// - Throws: ``LayoutError/conflict(_:)`` for the first conflict; with `strict: false`
    ///   it never throws.
    @discardableResult
    public func layoutIfNeeded(strict: Bool) throws(LayoutError) -> LayoutReport {
        let engine = rootEngine
        let report = engine.layout(strict: strict)
        if strict, let first = report.conflicts.first { throw .conflict(first) }
        return report
    }

    /// The size this view's subtree asks for, as UIKit's `systemLayoutSizeFitting`: the
    /// view's own width and height are pulled toward `targetSize` at the given priorities,
    /// and the constraints inside the subtree (not those to the superview) decide the rest.
    ///
    /// With `.required` horizontally and `.fittingSizeLevel` vertically, this is the height
    /// of a self-sizing cell at a given width:
    // snippet: given let cell = LayoutView("cell")
    /// ```swift
    /// let size = cell.systemLayoutSizeFitting(
    ///     LayoutSize(width: 375, height: LayoutView.layoutFittingCompressedSize.height),
    ///     horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    /// ```
    /// Frames are not changed. The engine behind it is kept, so repeated calls after changes
    /// of constants or intrinsic sizes are cheap edits.
    public func systemLayoutSizeFitting(
        _ targetSize: LayoutSize, horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> LayoutSize {
        let engine: LayoutEngine
        if let existing = caches.fittingEngine {
            engine = existing
        } else {
            engine = LayoutEngine(root: self, fitting: true)
            caches.fittingEngine = engine
        }
        return engine.fittingSize(
            targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// ``systemLayoutSizeFitting(_:horizontalFittingPriority:verticalFittingPriority:)`` with
    /// both priorities at ``LayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: LayoutSize) -> LayoutSize {
        systemLayoutSizeFitting(
            targetSize, horizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The report of the conflicts and invalid constraints of the fitting engine's last
    /// pass (empty before the first call).
    public var lastFittingReport: LayoutReport {
        caches.fittingEngine?.reporting.lastReport ?? LayoutReport()
    }

    /// Whether the constraints leave this view's frame (relative to its superview)
    /// undecided. Lays out the tree first.
    public var hasAmbiguousLayout: Bool { rootEngine.isAmbiguous(self) }

    /// The views and guides of this view's subtree whose frames the constraints leave
    /// undecided, in tree order (each view, then its guides). Lays out the tree first.
    // snippet: given let root = LayoutView("root")
    /// ```swift
    /// assert(root.ambiguousItems().map(\.identifier) == ["floating"])
    /// ```
    public func ambiguousItems() -> [any LayoutItem] {
        rootEngine.ambiguousItems(subtreeItems)
    }

    /// A rectangle in this view's coordinate space converted to `view`'s (an ancestor or
    /// a descendant of this view, or any view of the same tree).
    // snippet: given let root = LayoutView("root"), avatar = LayoutView("avatar")
    /// ```swift
    /// let onScreen = avatar.convert(avatar.bounds, to: root)
    /// ```
    public func convert(_ rect: LayoutRect, to view: LayoutView) -> LayoutRect {
        func originInRoot(_ v: LayoutView) -> LayoutPoint {
            var point = LayoutPoint.zero
            var cursor: LayoutView? = v
            while let current = cursor, current.superview != nil {
                point.x += current.frame.minX
                point.y += current.frame.minY
                cursor = current.superview
            }
            return point
        }
        let from = originInRoot(self)
        let to = originInRoot(view)
        return LayoutRect(
            x: rect.minX + from.x - to.x, y: rect.minY + from.y - to.y, width: rect.width, height: rect.height
        )
    }
}
