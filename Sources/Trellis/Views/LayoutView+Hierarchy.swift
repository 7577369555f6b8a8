// The view tree: adding and removing subviews and guides.

extension LayoutView {
    /// Adds `view` as the frontmost subview, moving it from its old superview (whose
    /// constraints to it are deactivated, as in UIKit).
    ///
    /// Adding a view to itself or to one of its descendants would make a cycle: that call
    /// does nothing (``insertSubview(_:at:)`` throws instead).
    // snippet: given let cell = LayoutView("cell"), avatar = LayoutView("avatar")
    /// ```swift
    /// cell.addSubview(avatar)
    /// ```
    public func addSubview(_ view: LayoutView) {
        try? insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to `0...subviews.count`).
    ///
    /// - Throws: ``LayoutError/hierarchyCycle(_:)`` when `view` is this view or one of its
    ///   ancestors; nothing changes then.
    public func insertSubview(_ view: LayoutView, at index: Int) throws(LayoutError) {
        // Only a view with subviews can be an ancestor of this one: a leaf skips the walk up
        // the ancestors (adding each view of a deep chain to the previous one stays linear).
        if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
            throw .hierarchyCycle("cannot add \(view.displayName) to \(displayName): it would contain itself")
        }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
            return
        }
        view.removeFromSuperview()
        view.caches.rootEngine?.detach()
        view.caches.rootEngine = nil
        view.superview = self
        subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
        structureDidChange()
    }

    /// Removes the view from its superview. Active constraints between the view's subtree
    /// and views outside it are deactivated, as in UIKit; constraints inside the subtree stay.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        structureDidChange()
        var ancestor: LayoutView? = parent
        while let current = ancestor {
            let crossing = current.installedConstraints.filter { $0.references(insideSubtreeOf: self) }
            LayoutConstraint.deactivate(crossing)
            ancestor = current.superview
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if let stack = parent as? LayoutStackView { stack.arrangedSubviewWasRemoved(self) }
    }

    /// Adds a guide owned by this view (moving it from its old owner).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        structureDidChange()
    }

    /// Removes a guide this view owns, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        structureDidChange()
        var ancestor: LayoutView? = self
        while let current = ancestor {
            let using = current.installedConstraints.filter { $0.references(guide) }
            LayoutConstraint.deactivate(using)
            ancestor = current.superview
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        for engine in guide.observers.engines { engine.structureDidChange() }
    }

    /// Whether this view is `view` or lies below it.
    public func isDescendant(of view: LayoutView) -> Bool {
        var current: LayoutView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Every view of the subtree rooted here, parents before children (pre-order).
    public var subtreeViews: [LayoutView] {
        var result: [LayoutView] = []
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Every view and guide of the subtree rooted here: each view followed by its guides,
    /// parents before children.
    public var subtreeItems: [any LayoutItem] {
        var result: [any LayoutItem] = []
        for view in subtreeViews {
            result.append(view)
            for guide in view.layoutGuides { result.append(guide) }
        }
        return result
    }
}
