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
        setIntrinsic(slot, EngineSlot.hugWidth, view, width, view.effectiveHuggingPriority(for: .horizontal))
        setIntrinsic(
            slot, EngineSlot.resistWidth, view, width,
            view.effectiveCompressionResistancePriority(for: .horizontal))
        setIntrinsic(
            slot, EngineSlot.hugHeight, view, heightValue, view.effectiveHuggingPriority(for: .vertical))
        setIntrinsic(
            slot, EngineSlot.resistHeight, view, heightValue,
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
        default:
            constraint.origin = .fittingSize
            constraint.sequence = UInt64.max
        }
        slot.implicit[index] = constraint
        addEntry(constraint, isImplicit: true)
    }

    /// Sets intrinsic-size constraint `index` of `slot` (hugging `<=` or compression
    /// resistance `>=` of the view's intrinsic width or height) to `constant` at `priority`,
    /// or removes it when `constant` is nil. The constraint is held as numbers on the slot
    /// with an entry of its own; an object is made for it only when asked for.
    private func setIntrinsic(
        _ slot: EngineSlot, _ index: Int, _ view: LayoutView, _ constant: Double?, _ priority: LayoutPriority
    ) {
        guard let constant else {
            if let old = slot.intrinsic.entry(index) {
                slot.intrinsic.setEntry(nil, index)
                slot.uninstallIntrinsicConstraint(index)
                old.isRemoved = true
                markDirty(old)
            }
            return
        }
        if let existing = slot.intrinsic.entry(index) {
            if slot.intrinsic.constant(index) != constant || slot.intrinsic.priority(index) != priority {
                slot.intrinsic.setNumbers(constant, priority, index)
                if let made = slot.implicit[index] {
                    made.constant = constant
                    made.priority = priority
                }
                markDirty(existing)
            }
            return
        }
        slot.intrinsic.setNumbers(constant, priority, index)
        let entry = IntrinsicEntry(
            intrinsic: index, of: slot, sequence: view.creationSequence, ordinal: sequence.nextOrdinal)
        sequence.nextOrdinal += 1
        slot.intrinsic.setEntry(entry, index)
        markDirty(entry)
    }

    /// Makes the objects for `view`'s intrinsic-size entries that have none yet, so that
    /// ``LayoutView/constraints`` lists them.
    func makeIntrinsicConstraints(of view: LayoutView) {
        guard let slot = slot(for: ObjectIdentifier(view)), slot.view === view else { return }
        for index in EngineSlot.hugWidth...EngineSlot.resistHeight where slot.intrinsic.entry(index) != nil {
            _ = slot.intrinsicConstraint(index)
        }
    }

    /// How many intrinsic-size entries the engine holds.
    var intrinsicEntryCount: Int {
        slotList.reduce(0) { $0 + $1.intrinsic.count }
    }
}
