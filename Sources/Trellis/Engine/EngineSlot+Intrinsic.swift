// The objects made on request for a slot's intrinsic-size entries.

extension EngineSlot {
    /// The relation of implicit constraint `index`: hugging is `<=`, compression resistance `>=`.
    static func intrinsicRelation(_ index: Int) -> LayoutRelation {
        index == hugWidth || index == hugHeight ? .lessThanOrEqual : .greaterThanOrEqual
    }

    /// The engine variable offset an intrinsic-size constraint at `index` bounds.
    static func intrinsicOffset(_ index: Int) -> Int {
        index == hugWidth || index == resistWidth ? width : height
    }

    /// The constraint object of intrinsic-size entry `index`, made from the slot's numbers on
    /// the first request (for a report, or ``LayoutView/constraints``) and kept in
    /// ``implicit``, installed on the view as the engine's other implicit constraints are.
    func intrinsicConstraint(_ index: Int) -> LayoutConstraint {
        if let made = implicit[index] { return made }
        let view = self.view
        let attribute: LayoutAttribute = Self.intrinsicOffset(index) == Self.width ? .width : .height
        let constant = intrinsic.constant(index)
        let priority = intrinsic.priority(index)
        let constraint = LayoutConstraint(
            first: .attribute(AnchorTerm(item: view, attribute)), relation: Self.intrinsicRelation(index),
            second: nil, multiplier: 1, constant: constant, priority: priority, location: .unknown)
        if let view, constant.isFinite && priority.isValid {
            // Installed as `isActive = true` would, without telling the engines: the entry
            // the constraint stands for is already theirs.
            constraint.activeFlag = true
            constraint.installedOn = view
            view.installedConstraints.append(constraint)
        } else {
            constraint.isActive = true  // records why it cannot be active
        }
        constraint.origin = .intrinsicContentSize
        constraint.sequence = intrinsic.entry(index)?.sequence ?? view?.creationSequence ?? 0
        implicit[index] = constraint
        return constraint
    }

    /// Whether `constraint` is the object made for one of the slot's intrinsic-size entries.
    func madeIntrinsic(_ constraint: LayoutConstraint) -> Bool {
        (Self.hugWidth...Self.resistHeight).contains {
            implicit[$0] === constraint && intrinsic.entry($0) != nil
        }
    }

    /// Takes the object made for intrinsic-size entry `index` (if any) off the view.
    func uninstallIntrinsicConstraint(_ index: Int) {
        guard let made = implicit[index] else { return }
        implicit[index] = nil
        guard made.activeFlag else { return }
        made.activeFlag = false
        made.installedOn?.installedConstraints.removeAll { $0 === made }
        made.installedOn = nil
    }
}

extension AnchorTerm {
    /// `item.attribute`, with no item when `item` is nil (a deallocated view).
    init(item: (any LayoutItem)?, _ attribute: LayoutAttribute) {
        self.reference = item.map(ItemReference.to) ?? ItemReference()
        self.attribute = attribute
    }
}
