// Constraints as linear forms over the engine's variables (FORMATS.md §2 semantics).
//
// A position is measured in the coordinate space of the two items' nearest common ancestor
// S, whose own left/top are 0 there: the origin of item I in S is the sum of the minX (or
// minY) variables along the path from I up to S, excluding S. A position related to a bare
// constant is measured in the item's parent's space (the path is the item alone).
//
// Under right-to-left, a relation that names a leading/trailing attribute is mirrored:
// every position P in it is read as W - P*, where P* is the physical attribute (leading is
// the right edge, trailing the left) and W the width of the space. So
// `F REL m * S + c` becomes `W - F* REL m * (W - S*) + c`: with m = 1 the constant is
// negated (`a.leading == b.leading + 15` puts a 15 points inside b's right edge), and
// `a.leading == 15` puts a 15 points from its parent's right edge.

extension LayoutEngine {
    /// The form `first - multiplier * second - constant` of the entry's constraint, with
    /// the entry's named slots filled in.
    /// - Throws: ``LayoutError`` when the constraint is (or became) invalid.
    func form(of entry: EngineEntry) throws(LayoutError) -> EngineForm {
        let c = entry.constraint
        if !entry.isImplicit { try c.validate() }
        var named: [EngineSlot] = []
        for term in c.first.terms + (c.second?.terms ?? []) {
            guard let item = term.item, let slot = slots[ObjectIdentifier(item)] else {
                throw .noCommonAncestor(c)
            }
            if !named.contains(where: { $0 === slot }) { named.append(slot) }
        }
        entry.slots = named
        var form = EngineForm()
        let m = c.multiplier
        if c.first.isDimension {
            try addDimension(c.first, times: 1, to: &form, constraint: c)
            if let second = c.second { try addDimension(second, times: -m, to: &form, constraint: c) }
            form.constant -= c.constant
        } else {
            let a = named[0]
            let b = c.second.flatMap { $0.primary.item }.flatMap { slots[ObjectIdentifier($0)] }
            let space: EngineSlot?
            if let b {
                guard let common = nearestCommonSlot(a, b) else { throw .noCommonAncestor(c) }
                space = common
            } else {
                space = a.parent
            }
            let mirrored = direction == .rightToLeft && mentionsDirectional(c)
            // Mirrored: (W - F*) - m (W - S*) - c, that is -F* + m S* + (1 - m) W - c
            // (W - F* - c for a bare constant); the relation keeps its sense.
            let sign: Double = mirrored ? -1 : 1
            try addPosition(a, c.firstAttribute, in: space, mirrored: mirrored, times: sign, to: &form, c)
            if let b {
                try addPosition(
                    b, c.secondAttribute, in: space, mirrored: mirrored, times: -sign * m, to: &form, c)
            }
            if mirrored, let space {
                form.add(space.index(EngineSlot.width), c.second == nil ? 1 : 1 - m)
            }
            form.constant -= c.constant
        }
        guard form.isFinite else { throw .nonFinite(c) }
        return form
    }

    /// Whether the constraint names a leading/trailing attribute (outside distances).
    private func mentionsDirectional(_ c: LayoutConstraint) -> Bool {
        if case .attribute(let t) = c.first, t.attribute.isDirectional { return true }
        if case .attribute(let t) = c.second, t.attribute.isDirectional { return true }
        return false
    }

    /// Adds `times *` a width, a height, or a distance `to - from` (read right to left for
    /// leading/trailing anchors under right-to-left).
    private func addDimension(
        _ side: AnchorExpression, times k: Double, to form: inout EngineForm, constraint c: LayoutConstraint
    ) throws(LayoutError) {
        switch side {
        case .attribute(let term):
            guard let item = term.item, let slot = slots[ObjectIdentifier(item)] else {
                throw .missingItem(c)
            }
            let offset = term.attribute == .width ? EngineSlot.width : EngineSlot.height
            form.add(slot.index(offset), k)
        case .distance(let from, let to):
            guard let fromItem = from.item, let toItem = to.item,
                let fromSlot = slots[ObjectIdentifier(fromItem)], let toSlot = slots[ObjectIdentifier(toItem)]
            else { throw .missingItem(c) }
            guard let space = nearestCommonSlot(fromSlot, toSlot) else { throw .noCommonAncestor(c) }
            let mirrored =
                direction == .rightToLeft && (from.attribute.isDirectional || to.attribute.isDirectional)
            let sign: Double = mirrored ? -1 : 1
            try addPosition(
                toSlot, to.attribute, in: space, mirrored: mirrored, times: k * sign, to: &form, c)
            try addPosition(
                fromSlot, from.attribute, in: space, mirrored: mirrored, times: -k * sign, to: &form, c)
        }
    }

    /// Adds `times *` the position of `attribute` of `slot`'s item in `space`'s coordinates
    /// (nil: the item's parent's space when the item is the engine's root).
    func addPosition(
        _ slot: EngineSlot, _ attribute: LayoutAttribute, in space: EngineSlot?, mirrored: Bool,
        times k: Double,
        to form: inout EngineForm, _ c: LayoutConstraint
    ) throws(LayoutError) {
        let physical = physicalAttribute(attribute, mirrored: mirrored)
        let horizontal = physical.isXAxis
        let originOffset = horizontal ? EngineSlot.minX : EngineSlot.minY
        let sizeOffset = horizontal ? EngineSlot.width : EngineSlot.height
        var cursor: EngineSlot? = slot
        while let current = cursor, current !== space {
            form.add(current.index(originOffset), k)
            cursor = current.parent
        }
        if cursor == nil && space != nil { throw .noCommonAncestor(c) }
        let margins = slot.view?.layoutMargins ?? .zero
        let size = slot.index(sizeOffset)
        switch physical {
        case .left, .top: break
        case .right, .bottom: form.add(size, k)
        case .centerX, .centerY: form.add(size, k / 2)
        case .leftMargin: form.constant += k * margins.left
        case .topMargin: form.constant += k * margins.top
        case .rightMargin:
            form.add(size, k)
            form.constant -= k * margins.right
        case .bottomMargin:
            form.add(size, k)
            form.constant -= k * margins.bottom
        case .centerXWithinMargins:
            form.add(size, k / 2)
            form.constant += k * (margins.left - margins.right) / 2
        case .centerYWithinMargins:
            form.add(size, k / 2)
            form.constant += k * (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            let offset =
                physical == .firstBaseline ? slot.view?.firstBaselineOffset : slot.view?.lastBaselineOffset
            if let offset { form.constant += k * offset } else { form.add(size, k) }
        default:
            throw .invalidAttribute(c, attribute)
        }
    }

    /// leading/trailing (and their margins) as left/right for the direction in force.
    private func physicalAttribute(_ attribute: LayoutAttribute, mirrored: Bool) -> LayoutAttribute {
        let rtl = mirrored
        switch attribute {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case .leadingMargin: return rtl ? .rightMargin : .leftMargin
        case .trailingMargin: return rtl ? .leftMargin : .rightMargin
        default: return attribute
        }
    }

    /// The nearest slot that is `a` or an ancestor of it and also `b` or an ancestor of it.
    func nearestCommonSlot(_ a: EngineSlot, _ b: EngineSlot) -> EngineSlot? {
        var x: EngineSlot? = a
        var y: EngineSlot? = b
        while let vx = x, let vy = y, vx.depth > vy.depth { x = vx.parent }
        while let vx = x, let vy = y, vy.depth > vx.depth { y = vy.parent }
        while let vx = x, let vy = y {
            if vx === vy { return vx }
            x = vx.parent
            y = vy.parent
        }
        return nil
    }
}
