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
        if case .intrinsic(let slot) = entry.source { return try intrinsicForm(of: entry, slot) }
        let c = entry.constraint
        // The attribute rules were checked at activation and cannot change; what can is
        // checked here: numbers, the priority, deallocated items, and the tree (below).
        guard c.priority.isValid else { throw .priorityOutOfRange(.init(c)) }
        guard c.multiplier.isFinite, c.constant.isFinite else { throw .nonFinite(.init(c)) }
        // The slots are looked up without a closure: a local function capturing the list of
        // named slots made each of its accesses a runtime exclusivity check.
        var named = EntrySlots()
        let first = try ResolvedSide(c.first, of: c, in: self, naming: &named)
        var second: ResolvedSide?
        if let side = c.second { second = try ResolvedSide(side, of: c, in: self, naming: &named) }
        entry.slots = named
        var form = EngineForm()
        let m = c.multiplier
        if c.relatesDimensions {
            try addDimension(first, times: 1, to: &form, constraint: c)
            if let second { try addDimension(second, times: -m, to: &form, constraint: c) }
            form.constant -= c.constant
        } else {
            let a = first.slot
            let b = second?.slot
            let space: EngineSlot?
            if let b {
                guard let common = nearestCommonSlot(a, b) else { throw .noCommonAncestor(.init(c)) }
                space = common
            } else {
                space = a.parent
            }
            let mirrored = direction == .rightToLeft && c.namesDirectional
            // Mirrored: (W - F*) - m (W - S*) - c, that is -F* + m S* + (1 - m) W - c
            // (W - F* - c for a bare constant); the relation keeps its sense.
            let sign: Double = mirrored ? -1 : 1
            try addPosition(a, first.attribute, in: space, mirrored: mirrored, times: sign, to: &form, c)
            if let b, let second {
                try addPosition(
                    b, second.attribute, in: space, mirrored: mirrored, times: -sign * m, to: &form, c)
            }
            if mirrored, let space {
                form.add(space.index(EngineSlot.width), second == nil ? 1 : 1 - m)
            }
            form.constant -= c.constant
        }
        guard form.isFinite else { throw .nonFinite(.init(c)) }
        return form
    }

    /// The form `size - constant` of an intrinsic-size entry of `slot`, checked as
    /// ``form(of:)`` checks a constraint's (the objects errors name are made only then).
    private func intrinsicForm(of entry: EngineEntry, _ slot: EngineSlot) throws(LayoutError) -> EngineForm {
        let index = Int(entry.intrinsicIndex)
        let constant = slot.intrinsic.constant(index)
        guard slot.intrinsic.priority(index).isValid else {
            throw .priorityOutOfRange(.init(entry.constraint))
        }
        guard constant.isFinite else { throw .nonFinite(.init(entry.constraint)) }
        guard slot.view != nil else { throw .missingItem(.init(entry.constraint)) }
        var form = EngineForm()
        form.add(slot.index(EngineSlot.intrinsicOffset(index)), 1)
        form.constant -= constant
        return form
    }

    /// Adds `times *` a width, a height, or a distance `to - from` (read right to left for
    /// leading/trailing anchors under right-to-left).
    private func addDimension(
        _ side: ResolvedSide, times k: Double, to form: inout EngineForm, constraint c: LayoutConstraint
    ) throws(LayoutError) {
        if let to = side.to, let toAttribute = side.toAttribute {
            let from = side.slot
            guard let space = nearestCommonSlot(from, to) else { throw .noCommonAncestor(.init(c)) }
            let mirrored =
                direction == .rightToLeft && (side.attribute.isDirectional || toAttribute.isDirectional)
            let sign: Double = mirrored ? -1 : 1
            try addPosition(to, toAttribute, in: space, mirrored: mirrored, times: k * sign, to: &form, c)
            try addPosition(
                from, side.attribute, in: space, mirrored: mirrored, times: -k * sign, to: &form, c)
        } else {
            let offset = side.attribute == .width ? EngineSlot.width : EngineSlot.height
            form.add(side.slot.index(offset), k)
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
        if cursor == nil && space != nil { throw .noCommonAncestor(.init(c)) }
        // Read only for the margin attributes: loading the view is an atomic operation on
        // its weak reference, for every side of every constraint otherwise.
        var margins: LayoutInsets { slot.view?.layoutMargins ?? .zero }
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
            let insets = margins
            form.add(size, k / 2)
            form.constant += k * (insets.left - insets.right) / 2
        case .centerYWithinMargins:
            let insets = margins
            form.add(size, k / 2)
            form.constant += k * (insets.top - insets.bottom) / 2
        case .firstBaseline, .lastBaseline:
            let offset =
                physical == .firstBaseline ? slot.view?.firstBaselineOffset : slot.view?.lastBaselineOffset
            if let offset { form.constant += k * offset } else { form.add(size, k) }
        default:
            throw .invalidAttribute(.init(c), attribute)
        }
    }

    /// The slot of `term`'s item, added to `named` if not there yet.
    /// - Throws: ``LayoutError`` naming `c` when the item is gone or not in this engine.
    fileprivate func slot(
        of term: AnchorTerm, _ c: LayoutConstraint, naming named: inout EntrySlots
    ) throws(LayoutError) -> EngineSlot {
        guard let item = term.item else { throw .missingItem(.init(c)) }
        guard let slot = slot(for: ObjectIdentifier(item)) else { throw .noCommonAncestor(.init(c)) }
        if !named.contains(where: { $0 === slot }) { named.append(slot) }
        return slot
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

/// One side of a constraint with its items' slots looked up once.
struct ResolvedSide {
    /// The item (a distance's start) and its attribute.
    let slot: EngineSlot
    let attribute: LayoutAttribute
    /// A distance's end, when the side is a distance.
    let to: EngineSlot?
    let toAttribute: LayoutAttribute?

    /// Looks up the slots of `side` of constraint `c` in `engine`, adding them to `named`.
    init(
        _ side: AnchorExpression, of c: LayoutConstraint, in engine: LayoutEngine,
        naming named: inout EntrySlots
    ) throws(LayoutError) {
        switch side {
        case .attribute(let term):
            slot = try engine.slot(of: term, c, naming: &named)
            attribute = term.attribute
            to = nil
            toAttribute = nil
        case .distance(let from, let end):
            slot = try engine.slot(of: from, c, naming: &named)
            attribute = from.attribute
            to = try engine.slot(of: end, c, naming: &named)
            toAttribute = end.attribute
        }
    }
}
