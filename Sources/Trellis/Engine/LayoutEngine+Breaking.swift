import TrellisSolver

// Conflicting required constraints: which ones break, and the build of the rest.

extension LayoutEngine {
    /// Breaks the conflicts of a component that presolve takes, as UIKit does, then
    /// presolves the rest. Returns false (leaving the entries as they were) when the rest
    /// does not build.
    ///
    /// UIKit's rule: in activation order, a required constraint that cannot hold with the
    /// required ones before it (those not broken) is broken. Whether one can hold depends on
    /// the required constraints alone, so they go one at a time into a solver of their own,
    /// with no objective to optimise; each that fails is broken and reported with the
    /// irreducible set its failure names. Then:
    /// - when presolve settles the rest (nothing left, or one linking row), or the engine's
    ///   backend is GLPK, the rest is presolved as a component without conflicts is: the
    ///   values are those of the same layout with the broken constraints deactivated;
    /// - otherwise the non-required constraints join the required solver in one batch.
    ///
    /// Why not every constraint one at a time, the order the rule is stated in: the
    /// non-required rows then go in between the required ones, in no order that suits the
    /// tableau, and the final optimisation of a 2,000-view table moved about n^3 / 6 cells
    /// (six times the plain build; presolving the rest costs about one more plain build).
    func buildBreakingThenPresolving(_ component: EngineComponent) -> Bool {
        var built: [(entry: EngineEntry, constraint: Constraint)] = []
        built.reserveCapacity(component.entries.count)
        for entry in component.entries {
            if let constraint = entry.solverConstraint { built.append((entry, constraint)) }
        }
        let owners = Self.owners(of: component)
        let required = Solver()
        required.linksAnyBasis = true
        var broken: Set<ObjectIdentifier> = []
        var invalid: Set<ObjectIdentifier> = []
        for (entry, constraint) in built where constraint.strength.isRequired {
            guard let refusal = add(constraint, of: entry, to: required, in: component, owners: owners) else {
                continue
            }
            broken.insert(ObjectIdentifier(entry))
            if refusal == .invalid { invalid.insert(ObjectIdentifier(entry)) }
        }
        let count = component.conflicts.count
        if buildPresolved(component, excluding: broken, settledOnly: backend == .auto) {
            if case .presolved(let kind) = component.provenance.path {
                component.provenance.path = .presolvedAfterConflict(kind)
            }
            component.provenance.note +=
                "; after breaking \(count) conflicting constraint\(count == 1 ? "" : "s")"
            return true
        }
        // Presolve let the entries go: the rest joins the required solver.
        var rest: [Constraint] = []
        for (entry, constraint) in built where !broken.contains(ObjectIdentifier(entry)) {
            entry.solverConstraint = constraint
            if !constraint.strength.isRequired { rest.append(constraint) }
        }
        required.findsConflicts = false
        do {
            try required.addConstraints(rest)
            required.findsConflicts = true
            component.strategy = .incremental(required)
            return true
        } catch {
            // The one-by-one build starts over from the same constraints.
            component.conflicts = []
            for (entry, constraint) in built where !invalid.contains(ObjectIdentifier(entry)) {
                entry.solverConstraint = constraint
            }
            return false
        }
    }

    /// Adds every constraint to a fresh solver one at a time, in activation order: each
    /// required one that cannot hold with those before it is left out (broken) and reported
    /// with an irreducible conflicting set (what UIKit's rule says, in the order it says it).
    func buildBreakingOneByOne(_ component: EngineComponent) {
        let solver = Solver()
        let owners = Self.owners(of: component)
        for entry in component.entries {
            guard let constraint = entry.solverConstraint else { continue }
            _ = add(constraint, of: entry, to: solver, in: component, owners: owners)
        }
        component.strategy = .incremental(solver)
    }

    /// Why a solver refused an entry's constraint.
    private enum Refusal {
        /// It cannot hold with the required constraints before it: broken, its conflict
        /// reported.
        case broken
        /// It cannot be a row at all (a number out of range once combined): left out as
        /// invalid.
        case invalid
    }

    /// Adds `constraint`, the solver constraint of `entry`, to `solver`; when the solver
    /// refuses it, leaves the entry out of the solver (broken, with its conflict added to
    /// `component`'s, or invalid) and says which.
    private func add(
        _ constraint: Constraint, of entry: EngineEntry, to solver: Solver, in component: EngineComponent,
        owners: [ObjectIdentifier: EngineEntry]
    ) -> Refusal? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch .unsatisfiable(let conflict) {
            component.conflicts.append(makeConflict(broken: entry, conflict, owners: owners))
            entry.solverConstraint = nil
            return .broken
        } catch {
            entry.solverConstraint = nil
            invalidEntries[ObjectIdentifier(entry)] = InvalidEntry(
                entry: entry, error: .nonFinite(LayoutConstraint.Reference(entry.constraint)))
            return .invalid
        }
    }

    /// Each entry of `component` by its solver constraint, for naming a conflict's members.
    private static func owners(of component: EngineComponent) -> [ObjectIdentifier: EngineEntry] {
        var owners: [ObjectIdentifier: EngineEntry] = [:]
        owners.reserveCapacity(component.entries.count)
        for entry in component.entries {
            if let constraint = entry.solverConstraint { owners[ObjectIdentifier(constraint)] = entry }
        }
        return owners
    }

    /// A conflict report from the solver's irreducible set, its members' entries found
    /// through `owners` (each entry by its solver constraint).
    private func makeConflict(
        broken: EngineEntry, _ conflict: [Constraint], owners: [ObjectIdentifier: EngineEntry]
    ) -> LayoutConflict {
        var members: [EngineEntry] = []
        for solverConstraint in conflict {
            if solverConstraint === broken.solverConstraint {
                members.append(broken)
            } else if let entry = owners[ObjectIdentifier(solverConstraint)], entry.solverConstraint != nil {
                members.append(entry)
            }
        }
        if !members.contains(where: { $0 === broken }) { members.append(broken) }
        members.sort(by: EngineEntry.activationOrder)
        return LayoutConflict(
            broken: LayoutConstraint.Reference(broken.constraint),
            conflicting: members.map { LayoutConstraint.Reference($0.constraint) })
    }
}
