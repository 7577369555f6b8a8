import TrellisSolver

// The full build: items, entries, forms, components (union-find), solvers.

extension LayoutEngine {
    /// Rebuilds everything from the tree: after a tree edit, a direction change, or on the
    /// first pass. Slots and entries of items and constraints still present are kept (with
    /// their variables and implicit constraints); every component is built anew.
    func rebuildAll() {
        guard let root else { return }
        catchUpAllVariables()
        direction = root.effectiveLayoutDirection
        let items = root.subtreeItems
        var newIndex = IdentityTable()
        newIndex.reserve(items.count)
        var newList: [EngineSlot] = []
        newList.reserveCapacity(items.count)
        for item in items {
            let id = ObjectIdentifier(item)
            let slot: EngineSlot
            // The slot of this very item: an identifier can be reused once an item is freed
            // (a stack's spacer guides are replaced on every arrangement).
            if let existing = self.slot(for: id), existing.view === item || existing.guide === item {
                slot = existing
            } else if let view = item as? LayoutView {
                slot = EngineSlot(view: view)
                view.caches.observers.add(self)
            } else if let guide = item as? LayoutGuide {
                slot = EngineSlot(guide: guide)
                guide.observers.add(self)
            } else {
                continue
            }
            slot.base = newList.count * 4
            slot.entries = []
            slot.change = .none
            newIndex[id] = Int32(newList.count)
            newList.append(slot)
        }
        for slot in slotList where newIndex[slot.id].map({ newList[Int($0)] }) !== slot {
            if let view = slot.view { view.caches.observers.remove(self) }
            if let guide = slot.guide { guide.observers.remove(self) }
            slot.entries = []  // a dropped slot and its entries must not keep each other alive
            slot.intrinsic = IntrinsicEntries()
        }
        slotIndex = newIndex
        slotList = newList
        for slot in slotList {
            let parentItem: (any LayoutItem)? = slot.view?.superview ?? slot.guide?.owningView
            slot.parent = parentItem.flatMap { self.slot(for: ObjectIdentifier($0)) }
            slot.depth = (slot.parent?.depth ?? -1) + 1
        }
        collectEntries()
        buildComponents()
    }

    /// Gathers the active constraints installed in the scope and the implicit ones.
    private func collectEntries() {
        var kept: [ObjectIdentifier: EngineEntry] = [:]
        kept.reserveCapacity(entries.count)
        for slot in slotList {
            guard let view = slot.view else { continue }
            for constraint in view.installedConstraints where constraint.isActive {
                // The objects made for this engine's intrinsic-size entries stand for those.
                if constraint.origin == .intrinsicContentSize && slot.madeIntrinsic(constraint) { continue }
                let id = ObjectIdentifier(constraint)
                if let entry = entries[id], !entry.isImplicit {
                    kept[id] = entry
                } else {
                    let entry = ConstraintEntry(
                        constraint: constraint, ordinal: sequence.nextOrdinal, isImplicit: false)
                    sequence.nextOrdinal += 1
                    constraint.observers.add(self)
                    kept[id] = entry
                }
            }
        }
        for (id, entry) in entries where kept[id] == nil && !entry.isImplicit {
            entry.constraint.observers.remove(self)
        }
        for slot in slotList {
            for case let constraint? in slot.implicit {
                let id = ObjectIdentifier(constraint)
                if let entry = entries[id] { kept[id] = entry }
            }
        }
        // Dropped entries let go of their slots, so that no slot and entry keep each other alive.
        for (id, entry) in entries where kept[id] == nil { entry.slots = [] }
        // Moved, not copied: the entries added below then grow this table in place.
        entries = consume kept
        measuredSlots = []
        for slot in slotList where slot.view != nil {
            syncImplicitConstraints(of: slot)
            if slot.view?.measure != nil { measuredSlots.append(slot) }
        }
        for entry in pending.dirtyEntries { entry.isDirty = false }
        pending.dirtyEntries = []
        for slot in pending.dirtySlots { slot.change = .none }
        pending.dirtySlots = []
    }

    /// Builds every entry's form, splits the variables into components with union-find
    /// and builds one solver per component.
    private func buildComponents() {
        let count = slotList.count * 4
        var sets = UnionFind(count: count)
        invalidEntries = [:]
        var valid: [EngineEntry] = []
        valid.reserveCapacity(entries.count + intrinsicEntryCount)
        func add(_ entry: EngineEntry) {
            entry.solverConstraint = nil
            entry.component = nil
            entry.isDirty = false
            do {
                let form = try form(of: entry)
                entry.form = form
                listInSlots(entry)
                if let first = form.terms.first?.index {
                    let root = sets.find(first)
                    for term in form.terms.dropFirst() { sets.join(term.index, to: root) }
                }
                valid.append(entry)
            } catch {
                entry.form = nil
                invalidEntries[ObjectIdentifier(entry)] = InvalidEntry(entry: entry, error: error)
                listInSlots(entry)
            }
        }
        for entry in entries.values { add(entry) }
        for slot in slotList {
            for index in EngineSlot.hugWidth...EngineSlot.resistHeight {
                if let entry = slot.intrinsic.entry(index) { add(entry) }
            }
        }
        // Activation order (the conflict rule), sorted on plain keys.
        var keys = valid.indices.map { (sequence: valid[$0].sequence, ordinal: valid[$0].ordinal, index: $0) }
        keys.sort { ($0.sequence, $0.ordinal) < ($1.sequence, $1.ordinal) }
        valid = keys.map { valid[$0.index] }
        // Each union-find root's component, by variable (an array: a dictionary's hashing
        // cost more than the rest of the loops).
        var byRoot = [EngineComponent?](repeating: nil, count: count)
        for component in components { component.entries = [] }
        components = []
        pending.staleComponents = []
        for entry in valid {
            guard let first = entry.firstTermIndex else { continue }
            let root = sets.find(first)
            let component: EngineComponent
            if let existing = byRoot[root] {
                component = existing
            } else {
                component = EngineComponent()
                byRoot[root] = component
                components.append(component)
            }
            component.entries.append(entry)
            entry.component = component
        }
        for index in 0..<count {
            if let component = byRoot[sets.find(index)] {
                byRoot[index] = component
                component.variables.append(index)
            }
        }
        varComponent = byRoot
        for component in components { markStale(component) }
        pending.structureDirty = false
        reporting.reportDirty = true
        reporting.summaryDirty = true
    }

    /// Builds a component's solver from its entries, in activation order. When required
    /// constraints conflict, each one that cannot hold with those before it is left out
    /// (broken) and reported with an irreducible conflicting set (LayoutEngine+Breaking.swift).
    func rebuild(_ component: EngineComponent) {
        if !component.isSorted {
            component.entries.sort(by: EngineEntry.activationOrder)  // the conflict rule's order
            component.isSorted = true
        }
        catchUpVariables(of: component)
        component.conflicts = []
        component.strategy = .unbuilt
        component.provenance = ComponentProvenance()
        if shouldPresolve(component) && buildPresolved(component) { return }
        if component.provenance.note.isEmpty {
            component.provenance.note = "incremental: \(rowsText(component.entries.count))"
        }
        let solver = Solver()
        var constraints: [Constraint] = []
        constraints.reserveCapacity(component.entries.count)
        for entry in component.entries {
            guard let form = entry.form else { continue }
            let constraint = makeSolverConstraint(entry, form)
            entry.solverConstraint = constraint
            constraints.append(constraint)
        }
        solver.findsConflicts = false  // a failed batch is redone conflict by conflict
        do {
            // Presolve found the conflict already: the batch would only fail again.
            if component.provenance.requiredConflict {
                throw SolverError.unsatisfiable(conflict: [])
            }
            try solver.addConstraints(constraints)
            solver.findsConflicts = true
            component.strategy = .incremental(solver)
        } catch {
            if !(shouldPresolve(component) && buildBreakingThenPresolving(component)) {
                buildBreakingOneByOne(component)
            }
        }
        component.needsRebuild = false
        reporting.reportDirty = true
        reporting.summaryDirty = true
    }

    /// Lists `entry` in the entry lists of the slots it names; an intrinsic-size entry is
    /// reached through its slot's ``EngineSlot/intrinsic`` instead.
    private func listInSlots(_ entry: EngineEntry) {
        guard entry.intrinsicIndex < 0 else { return }
        for slot in entry.slots { slot.entries.append(entry) }
    }

    /// The solver constraint for an entry's form.
    func makeSolverConstraint(_ entry: EngineEntry, _ form: EngineForm) -> Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(form.terms.count)
        for term in form.terms {
            terms.append(Term(variable(term.index), term.coefficient))
        }
        var identifier: String?
        if case .constraint(let constraint) = entry.source, constraint.origin == .explicit {
            identifier = constraint.identifier
        }
        return Constraint(
            Expression(terms, constant: form.constant), entry.relation.solverRelation,
            strength: entry.priority.strength, identifier: identifier, location: entry.location)
    }
}

/// Disjoint sets of the engine's variables (union-find with path halving), a value rather
/// than an array captured by a local function, whose every access was a runtime exclusivity
/// check.
struct UnionFind {
    private var parent: [Int]

    /// `count` sets of one element each.
    init(count: Int) {
        parent = Array(0..<count)
    }

    /// The representative of `x`'s set.
    mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    /// Puts `x`'s set under `root` (a representative).
    mutating func join(_ x: Int, to root: Int) {
        parent[find(x)] = root
    }
}
