// Implicit constraints: fixed frames, intrinsic sizes (hugging and compression
// resistance), and the fitting target. The engine owns them, one set per view and engine,
// so a fitting engine measuring at one width never disturbs the tree's own layout.

extension LayoutEngine {
    /// Brings `slot`'s implicit constraints in line with its view: creates, updates (a
    /// constant or priority change, queued as a cheap edit) or removes them.
    func syncImplicitConstraints(of slot: EngineSlot) {
        guard let view = slot.view else { return }
        let isFittingRoot = fitting.isOn && view === root
        let frame = view.fixedFrame
        setImplicit(
            slot, EngineSlot.frameLeft, view, .left, .equal, isFittingRoot ? nil : frame?.minX, .required)
        setImplicit(
            slot, EngineSlot.frameTop, view, .top, .equal, isFittingRoot ? nil : frame?.minY, .required)
        setImplicit(slot, EngineSlot.frameWidth, view, .width, .equal, frame?.width, .required)
        setImplicit(slot, EngineSlot.frameHeight, view, .height, .equal, frame?.height, .required)

        let size = view.effectiveIntrinsicSize
        var height = size.height
        if view.measure != nil {
            if slot.measuredHeight == nil { slot.measuredHeight = size.height }
            height = slot.measuredHeight ?? size.height
            if !measuredSlots.contains(where: { $0 === slot }) { measuredSlots.append(slot) }
        }
        // A negative dimension means "none"; NaN is kept so that the layout reports it.
        let width: Double? = size.width.isNaN || size.width >= 0 ? size.width : nil
        let heightValue: Double? = height.isNaN || height >= 0 ? height : nil
        setImplicit(
            slot, EngineSlot.hugWidth, view, .width, .lessThanOrEqual, width,
            view.effectiveHuggingPriority(for: .horizontal))
        setImplicit(
            slot, EngineSlot.resistWidth, view, .width, .greaterThanOrEqual, width,
            view.effectiveCompressionResistancePriority(for: .horizontal))
        setImplicit(
            slot, EngineSlot.hugHeight, view, .height, .lessThanOrEqual, heightValue,
            view.effectiveHuggingPriority(for: .vertical))
        setImplicit(
            slot, EngineSlot.resistHeight, view, .height, .greaterThanOrEqual, heightValue,
            view.effectiveCompressionResistancePriority(for: .vertical))
        if isFittingRoot {
            setImplicit(
                slot, EngineSlot.fitWidth, view, .width, .equal, fitting.target.width,
                fitting.priorities.horizontal)
            setImplicit(
                slot, EngineSlot.fitHeight, view, .height, .equal, fitting.target.height,
                fitting.priorities.vertical)
        }
    }

    /// Sets implicit constraint `index` of `slot` to `view.attribute REL constant @priority`,
    /// or removes it when `constant` is nil.
    private func setImplicit(
        _ slot: EngineSlot, _ index: Int, _ view: LayoutView, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation, _ constant: Double?, _ priority: LayoutPriority
    ) {
        guard let constant else {
            if let old = slot.implicit[index] {
                slot.implicit[index] = nil
                if let entry = entries.removeValue(forKey: ObjectIdentifier(old)) {
                    entry.isRemoved = true
                    markDirty(entry)
                }
            }
            return
        }
        if let existing = slot.implicit[index] {
            if existing.constant != constant || existing.priority != priority {
                existing.constant = constant
                existing.priority = priority
                if let entry = entries[ObjectIdentifier(existing)] { markDirty(entry) }
            }
            return
        }
        let constraint = LayoutConstraint(
            first: .attribute(AnchorTerm(view, attribute)), relation: relation, second: nil, multiplier: 1,
            constant: constant, priority: priority, location: .unknown)
        if constant.isFinite && priority.isValid {
            // What `isActive = true` does after validation, which holds here (one attribute of
            // a view, a finite constant, a valid priority) and is skipped: it costs more than
            // the rest of the constraint's setup, for several constraints per view.
            constraint.install(on: view)
        } else {
            constraint.isActive = true
        }
        switch index {
        case EngineSlot.frameLeft...EngineSlot.frameHeight:
            constraint.origin = .fixedFrame
            constraint.sequence = view.creationSequence
        case EngineSlot.hugWidth...EngineSlot.resistHeight:
            constraint.origin = .intrinsicContentSize
            constraint.sequence = view.creationSequence
        default:
            constraint.origin = .fittingSize
            constraint.sequence = UInt64.max
        }
        slot.implicit[index] = constraint
        addEntry(constraint, isImplicit: true)
    }
}
