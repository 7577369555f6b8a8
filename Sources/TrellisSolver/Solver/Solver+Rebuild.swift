extension Solver {
    /// Finishes a change whose tableau reported a conflict, by what the search found
    /// (``searchConflict(_:fallback:)``): a real conflict is thrown after `undo` puts back
    /// what the caller changed; a refuted one (the required constraints hold together on a
    /// fresh tableau: roundoff in a tableau built around edits and preferences of very
    /// different magnitudes) makes the change by rebuilding the tableau instead.
    /// - Throws: ``SolverError/unsatisfiable(conflict:)`` for a conflict, or what
    ///   ``rebuildTableau(adding:undoing:)`` throws.
    func rebuild(
        after search: ConflictSearch, adding extra: [Constraint] = [], undoing undo: () -> Void = {}
    ) throws(SolverError) {
        switch search {
        case .conflict(let members):
            undo()
            throw .unsatisfiable(conflict: members)
        case .refuted:
            try rebuildTableau(adding: extra, undoing: undo)
        }
    }

    /// Builds the tableau anew from everything the solver holds plus `extra`: the
    /// constraints as one batch (required ones first, on an empty tableau, where they are
    /// best conditioned), then the edit variables with their suggested values. The
    /// answer is the same optimum; among equally good ones it may pick another.
    ///
    /// Used when a change met a refuted conflict (``rebuild(after:adding:undoing:)``): the change is
    /// made by rebuilding instead, new constraints as `extra`, a new constant or strength
    /// already on its constraint (the records are made anew from the constraints).
    /// - Throws: ``SolverError/internalFailure(_:)`` when the rebuilt tableau fails too;
    ///   the solver is then as it was, after `undo` put back what the caller changed.
    /// - Complexity: one batch build of every constraint, and a check of the whole tableau.
    func rebuildTableau(adding extra: [Constraint] = [], undoing undo: () -> Void = {}) throws(SolverError) {
        let snapshot = state
        var constraints: [Constraint] = []
        constraints.reserveCapacity(state.constraints.count + state.pending.count + extra.count)
        var edits: [(variable: Variable, strength: Strength, suggested: Double)] = []
        for case let record? in state.constraints {
            if let variable = record.editVariable {
                let suggested = state.index(of: variable).map { state.variables[Int($0)].suggested } ?? 0
                edits.append((variable, record.constraint.strength, suggested))
            } else {
                constraints.append(record.constraint)
            }
        }
        constraints += state.pending
        constraints += extra
        var fresh = SolverState(token: state.token)
        fresh.tableau.columnIndex.limit = state.tableau.columnIndex.limit
        fresh.tableau.linking.limit = state.tableau.linking.limit
        state = fresh
        var sound = false
        do {
            try insertBatch(constraints)
            for edit in edits {
                try insertEdit(edit.variable, strength: edit.strength)
                if edit.suggested != 0 { _ = state.suggest(edit.variable, edit.suggested) }
            }
            settle()
            // The tableau that made the false conflict was built badly; this one is checked
            // whole before it replaces it (a required equality's row off zero, a restricted
            // row below it: the rebuild failed too).
            sound = _checkInvariants().isEmpty
        } catch {
            sound = false
        }
        guard sound else {
            state = snapshot
            undo()
            throw .internalFailure(
                "the required constraints hold together on their own, but the rebuilt tableau could not"
                    + " satisfy them (numbers too badly scaled for its tolerances)")
        }
        rebuilds += 1
    }
}
