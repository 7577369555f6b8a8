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
        // Each side is read once (reading a side copies it, and copying it retains each of
        // its items' references); its terms are checked in order
        // (first side, then second; `from` before `to`) with the host folded in as it goes.
        // The rules are then applied in the order they always were: the terms, the
        // distances' pairs, the sides' kinds, the numbers, and last the common ancestor.
        var walk = HostWalk()
        let firstSide = try checkSide(first, &walk)
        var secondSide: CheckedSide?
        if let second { secondSide = try checkSide(second, &walk) }
        if let pair = firstSide.distancePair { try checkPair(pair.from, pair.to) }
        if let pair = secondSide?.distancePair { try checkPair(pair.from, pair.to) }
        if let secondSide {
            if firstSide.isDimension != secondSide.isDimension {
                throw .incompatibleAttributes(Reference(self))
            }
            if !firstSide.isDimension {
                try checkPair(firstSide.attribute, secondSide.attribute, crossAxisAllowed: allowsCrossAxis)
            }
        }
        guard multiplier.isFinite, constant.isFinite else { throw .nonFinite(Reference(self)) }
        guard priority.isValid else { throw .priorityOutOfRange(Reference(self)) }
        guard !walk.hasNoCommonAncestor, let host = walk.host else {
            throw .noCommonAncestor(Reference(self))
        }
        return host
    }

    /// Checks the terms of one side and returns what the relation's rules need of it.
    private func checkSide(_ side: AnchorExpression, _ walk: inout HostWalk) throws(LayoutError)
        -> CheckedSide
    {
        switch side {
        case .attribute(let term):
            try check(term, &walk)
            return CheckedSide(
                attribute: term.attribute, isDimension: term.attribute.isDimension, distancePair: nil)
        case .distance(let from, let to):
            try check(from, &walk)
            try check(to, &walk)
            return CheckedSide(
                attribute: from.attribute, isDimension: true, distancePair: (from.attribute, to.attribute))
        }
    }

    /// Checks one term's item and attribute, and folds the item's view into the host.
    private func check(_ term: AnchorTerm, _ walk: inout HostWalk) throws(LayoutError) {
        guard let item = term.item else { throw .missingItem(Reference(self)) }
        let view = item as? LayoutView
        let guide = view == nil ? item as? LayoutGuide : nil
        guard view != nil || guide != nil else { throw .unsupportedItem(Reference(self)) }
        if term.attribute == .notAnAttribute { throw .invalidAttribute(Reference(self), term.attribute) }
        if guide != nil, term.attribute.usesMargins || term.attribute.isBaseline {
            throw .invalidAttribute(Reference(self), term.attribute)
        }
        if walk.hasNoCommonAncestor { return }
        guard let itemHost = view ?? guide?.owningView else {
            walk.hasNoCommonAncestor = true
            return
        }
        if let current = walk.host {
            guard let common = LayoutConstraint.nearestCommonAncestor(current, itemHost) else {
                walk.hasNoCommonAncestor = true
                return
            }
            walk.host = common
        } else {
            walk.host = itemHost
        }
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

/// The host view found so far while a constraint's terms are checked.
private struct HostWalk {
    var host: LayoutView?
    /// Two items without a common ancestor were met (reported after the other rules).
    var hasNoCommonAncestor = false
}

/// What the relation's rules need of one checked side of a constraint.
private struct CheckedSide {
    /// The attribute (a distance's start).
    let attribute: LayoutAttribute
    /// Whether the side is a dimension (a distance is one).
    let isDimension: Bool
    /// A distance's two attributes.
    let distancePair: (from: LayoutAttribute, to: LayoutAttribute)?
}
