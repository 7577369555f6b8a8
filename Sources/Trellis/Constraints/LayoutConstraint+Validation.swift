// The rules a constraint must follow, checked at activation and again at layout.

extension LayoutConstraint {
    /// Checks the constraint and returns the view to install it on (the items' nearest
    /// common ancestor, or a guide's owner).
    ///
    // snippet: given @testable import Trellis
    // snippet: given let a = LayoutView("a")
    // snippet: given let constraint = a.widthAnchor.constraint(equalToConstant: 40)
    /// ```swift
    /// let host = try constraint.validate()
    /// ```
    /// - Throws: ``LayoutError`` naming this constraint.
    @discardableResult
    public func validate() throws(LayoutError) -> LayoutView {
        if let malformedAttribute { throw .invalidAttribute(Reference(self), malformedAttribute) }
        // Each term is read once, in order (first side, then second; `from` before `to`),
        // and the host folded in as it goes; a missing common ancestor is reported after
        // the other rules, as before.
        var host: LayoutView?
        var hasNoCommonAncestor = false
        func check(_ term: AnchorTerm) throws(LayoutError) {
            guard let item = term.item else { throw .missingItem(Reference(self)) }
            let view = item as? LayoutView
            let guide = view == nil ? item as? LayoutGuide : nil
            guard view != nil || guide != nil else { throw .unsupportedItem(Reference(self)) }
            if term.attribute == .notAnAttribute { throw .invalidAttribute(Reference(self), term.attribute) }
            if guide != nil, term.attribute.usesMargins || term.attribute.isBaseline {
                throw .invalidAttribute(Reference(self), term.attribute)
            }
            if hasNoCommonAncestor { return }
            guard let itemHost = view ?? guide?.owningView else {
                hasNoCommonAncestor = true
                return
            }
            if let current = host {
                guard let common = LayoutConstraint.nearestCommonAncestor(current, itemHost) else {
                    hasNoCommonAncestor = true
                    return
                }
                host = common
            } else {
                host = itemHost
            }
        }
        func checkTerms(of expression: AnchorExpression) throws(LayoutError) {
            switch expression {
            case .attribute(let term): try check(term)
            case .distance(let from, let to):
                try check(from)
                try check(to)
            }
        }
        try checkTerms(of: first)
        if let second { try checkTerms(of: second) }
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
        guard !hasNoCommonAncestor, let host else { throw .noCommonAncestor(Reference(self)) }
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
    package static func hostView(of item: any LayoutItem) -> LayoutView? {
        if let view = item as? LayoutView { return view }
        return (item as? LayoutGuide)?.owningView
    }

    /// The nearest view that is `a` or an ancestor of it and also `b` or an ancestor of it.
    static func nearestCommonAncestor(_ a: LayoutView, _ b: LayoutView) -> LayoutView? {
        if a === b { return a }
        // The usual cases first: one is the other's parent, or they are siblings.
        let parentA = a.superview
        if parentA === b { return b }
        let parentB = b.superview
        if parentB === a { return a }
        if let parentA, parentA === parentB { return parentA }
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
