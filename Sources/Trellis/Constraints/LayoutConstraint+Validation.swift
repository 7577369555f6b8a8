// The rules a constraint must follow, checked at activation and again at layout.

extension LayoutConstraint {
    /// Checks the constraint and returns the view to install it on (the items' nearest
    /// common ancestor, or a guide's owner).
    ///
    /// ```swift
    /// let host = try constraint.validate()
    /// ```
    /// - Throws: ``LayoutError`` naming this constraint.
    @discardableResult
    public func validate() throws(LayoutError) -> LayoutView {
        if let malformedAttribute { throw .invalidAttribute(Reference(self), malformedAttribute) }
        let firstTerms = first.terms
        let secondTerms = second?.terms ?? []
        for term in firstTerms + secondTerms {
            guard let item = term.item else { throw .missingItem(Reference(self)) }
            guard item is LayoutView || item is LayoutGuide else { throw .unsupportedItem(Reference(self)) }
            if term.attribute == .notAnAttribute { throw .invalidAttribute(Reference(self), term.attribute) }
            if item is LayoutGuide, term.attribute.usesMargins || term.attribute.isBaseline {
                throw .invalidAttribute(Reference(self), term.attribute)
            }
        }
        if case .distance(let from, let to) = first { try checkPair(from.attribute, to.attribute) }
        if case .distance(let from, let to) = second { try checkPair(from.attribute, to.attribute) }
        if let second {
            if first.isDimension != second.isDimension { throw .incompatibleAttributes(Reference(self)) }
            if !first.isDimension {
                try checkPair(
                    first.primary.attribute, second.primary.attribute, crossAxisAllowed: allowsCrossAxis)
            }
        }
        guard multiplier.isFinite, constant.isFinite else { throw .nonFinite(Reference(self)) }
        guard priority.isValid else { throw .priorityOutOfRange(Reference(self)) }
        let items = firstTerms.compactMap(\.item) + secondTerms.compactMap(\.item)
        guard var host = items.first.flatMap(LayoutConstraint.hostView(of:)) else {
            throw .noCommonAncestor(Reference(self))
        }
        for item in items.dropFirst() {
            guard let view = LayoutConstraint.hostView(of: item),
                let common = LayoutConstraint.nearestCommonAncestor(host, view)
            else { throw .noCommonAncestor(Reference(self)) }
            host = common
        }
        return host
    }

    /// Two position attributes that may be related: the same axis, and not a directional
    /// edge against an absolute one (as UIKit).
    /// The untyped DSLs relate an x position to a y position (`crossAxisAllowed`), as their
    /// originals do.
    private func checkPair(_ a: LayoutAttribute, _ b: LayoutAttribute, crossAxisAllowed: Bool = false)
        throws(LayoutError)
    {
        let sameAxis = a.isXAxis == b.isXAxis && a.isYAxis == b.isYAxis
        if !sameAxis && crossAxisAllowed { return }
        if !sameAxis { throw .incompatibleAttributes(Reference(self)) }
        if (a.isDirectional && b.isAbsoluteHorizontalEdge) || (b.isDirectional && a.isAbsoluteHorizontalEdge)
        {
            throw .mixedDirectionalAttributes(Reference(self))
        }
    }

    /// The view an item lives in: itself, or a guide's owner.
    static func hostView(of item: any LayoutItem) -> LayoutView? {
        if let view = item as? LayoutView { return view }
        return (item as? LayoutGuide)?.owningView
    }

    /// The nearest view that is `a` or an ancestor of it and also `b` or an ancestor of it.
    static func nearestCommonAncestor(_ a: LayoutView, _ b: LayoutView) -> LayoutView? {
        if a === b { return a }
        var depthA = 0
        var depthB = 0
        var cursor: LayoutView? = a
        while let v = cursor {
            depthA += 1
            cursor = v.superview
        }
        cursor = b
        while let v = cursor {
            depthB += 1
            cursor = v.superview
        }
        var x: LayoutView? = a
        var y: LayoutView? = b
        while depthA > depthB {
            x = x?.superview
            depthA -= 1
        }
        while depthB > depthA {
            y = y?.superview
            depthB -= 1
        }
        while let vx = x, let vy = y {
            if vx === vy { return vx }
            x = vx.superview
            y = vy.superview
        }
        return nil
    }
}
