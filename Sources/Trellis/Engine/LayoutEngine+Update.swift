import TrellisSolver

// Incremental updates: queued changes become solver edits on the touched components.

extension LayoutEngine {
    /// Applies the queued changes of views (implicit constraints) and constraints.
    func processDirty() {
        while !pending.dirtySlots.isEmpty || !pending.dirtyEntries.isEmpty {
            let slotsNow = pending.dirtySlots
            pending.dirtySlots = []
            for slot in slotsNow {
                let change = slot.change
                slot.change = .none
                // Refreshes the implicit entries whose numbers changed.
                syncImplicitConstraints(of: slot)
                guard change == .forms else { continue }
                for entry in slot.entries { markDirty(entry) }
                for index in EngineSlot.hugWidth...EngineSlot.resistHeight {
                    if let entry = slot.intrinsic.entry(index) { markDirty(entry) }
                }
            }
            let entriesNow = pending.dirtyEntries
            pending.dirtyEntries = []
            for entry in entriesNow { refresh(entry) }
        }
    }

    /// Brings one entry's solver state in line with its constraint.
    func refresh(_ entry: EngineEntry) {
        entry.isDirty = false
        if entry.isRemoved {
            detach(entry)
            for slot in entry.slots { slot.entries.removeAll { $0 === entry } }
            if invalidEntries.removeValue(forKey: ObjectIdentifier(entry)) != nil {
                reporting.reportDirty = true
            }
            return
        }
        let oldSlots = entry.slots
        let form: EngineForm
        do {
            form = try self.form(of: entry)
        } catch {
            detach(entry)
            entry.form = nil
            invalidEntries[ObjectIdentifier(entry)] = InvalidEntry(entry: entry, error: error)
            reporting.reportDirty = true
            relink(entry, from: oldSlots)
            return
        }
        relink(entry, from: oldSlots)
        if invalidEntries.removeValue(forKey: ObjectIdentifier(entry)) != nil {
            reporting.reportDirty = true
        }
        if let component = entry.component, !component.isDead,
            form.terms.allSatisfy({ varComponent[$0.index] === component })
        {
            if let state = component.presolvedState, !component.needsRebuild, component.conflicts.isEmpty,
                let old = entry.form, old.hasSameTerms(as: form), entry.presolveRow >= 0,
                entry.presolveRow < state.constants.count,
                entry.presolveWeight == entry.priority.strength.weight
            {
                // Only the constant changed: the presolve is replayed with it at the next
                // pass (LayoutEngine+Replay.swift).
                if old.constant != form.constant {
                    state.constants[entry.presolveRow] = form.constant
                    state.changedRows.append(entry.presolveRow)
                    state.needsReplay = true
                    markStale(component)
                }
                entry.form = form
                return
            }
            guard !component.needsRebuild, component.conflicts.isEmpty, let solver = component.solver else {
                entry.form = form
                component.needsRebuild = true
                markStale(component)
                return
            }
            if let solverConstraint = entry.solverConstraint, let old = entry.form, old.hasSameTerms(as: form)
            {
                var changed = false
                do {
                    if old.constant != form.constant {
                        changed = true
                        try solver.setConstant(of: solverConstraint, to: form.constant)
                    }
                    let strength = entry.priority.strength
                    if strength != solverConstraint.strength {
                        changed = true
                        try solver.setStrength(of: solverConstraint, to: strength)
                    }
                } catch {
                    component.needsRebuild = true
                }
                entry.form = form
                if changed { markStale(component) }
                return
            }
        }
        detach(entry)
        entry.form = form
        attach(entry)
    }

    /// Keeps the slots' entry lists in step when the named items changed.
    private func relink(_ entry: EngineEntry, from oldSlots: EntrySlots) {
        if entry.intrinsicIndex >= 0 { return }  // listed by its slot (its one slot never changes)
        for slot in entry.slots where !oldSlots.contains(where: { $0 === slot }) {
            slot.entries.append(entry)
        }
        for slot in oldSlots where !entry.slots.contains(where: { $0 === slot }) {
            slot.entries.removeAll { $0 === entry }
        }
    }

    /// Takes an entry out of its component (and solver).
    func detach(_ entry: EngineEntry) {
        guard let component = entry.component else { return }
        if let constraint = entry.solverConstraint, !component.needsRebuild {
            do {
                if let solver = component.solver {
                    try solver.removeConstraint(constraint)
                } else {
                    component.needsRebuild = true
                }
            } catch {
                component.needsRebuild = true
            }
        }
        if component.isPresolved { component.needsRebuild = true }
        component.entries.removeAll { $0 === entry }
        reporting.summaryDirty = true
        entry.component = nil
        entry.solverConstraint = nil
        if !component.conflicts.isEmpty { component.needsRebuild = true }
        markStale(component)
    }

    /// Puts an entry with a form into the component of its variables, merging components
    /// its variables join (the merged one is rebuilt), or into a new one.
    func attach(_ entry: EngineEntry) {
        guard let form = entry.form else { return }
        var touched: [EngineComponent] = []
        for term in form.terms {
            if let component = varComponent[term.index], !component.isDead,
                !touched.contains(where: { $0 === component })
            {
                touched.append(component)
            }
        }
        let target: EngineComponent
        if let largest = touched.max(by: { $0.entries.count < $1.entries.count }) {
            target = largest
            for other in touched where other !== largest {
                absorb(other, into: target)
            }
        } else {
            target = EngineComponent()
            target.strategy = .incremental(Solver())
            target.needsRebuild = false
            components.append(target)
        }
        for term in form.terms where varComponent[term.index] !== target {
            varComponent[term.index] = target
            target.variables.append(term.index)
        }
        if let last = target.entries.last, !EngineEntry.activationOrder(last, entry) {
            target.isSorted = false
        }
        target.entries.append(entry)
        reporting.summaryDirty = true
        entry.component = target
        if !target.needsRebuild && target.conflicts.isEmpty, let solver = target.solver {
            let constraint = makeSolverConstraint(entry, form)
            do {
                try solver.addConstraint(constraint)
                entry.solverConstraint = constraint
            } catch {
                target.needsRebuild = true
            }
        } else {
            target.needsRebuild = true
        }
        markStale(target)
    }

    /// Moves everything of `other` into `target` (which is then rebuilt).
    private func absorb(_ other: EngineComponent, into target: EngineComponent) {
        catchUpVariables(of: other)
        catchUpVariables(of: target)
        for entry in other.entries {
            entry.component = target
            entry.solverConstraint = nil
        }
        target.entries += other.entries
        target.isSorted = false
        for index in other.variables {
            varComponent[index] = target
            target.variables.append(index)
        }
        other.entries = []
        other.variables = []
        other.isDead = true
        reporting.summaryDirty = true
        target.needsRebuild = true
        components.removeAll { $0 === other }
    }
}
