extension SolverState {
    /// The most buckets an identity table keeps through ``reset(keepingLimits:sparingCells:)``.
    static let keptTableLimit = 4_096

    /// Makes this the state of an empty solver, as a new one is, keeping the storage of its
    /// arrays and tables (emptied) for the next build; the tableau's row cell buffers go to
    /// `spare` (see ``Tableau/reset(keepingLimits:sparingCells:)``).
    mutating func reset(keepingLimits: Bool, sparingCells spare: inout [[Cell]]) {
        var fresh = SolverState(token: token)
        tableau.reset(keepingLimits: keepingLimits, sparingCells: &spare)
        swap(&fresh.tableau, &tableau)
        fresh.variables = variables.takeEmptied()
        fresh.constraints = constraints.takeEmptied()
        fresh.freeConstraintSlots = freeConstraintSlots.takeEmptied()
        fresh.pending = pending.takeEmptied()
        swap(&fresh.variableIndex, &variableIndex)
        swap(&fresh.constraintIndex, &constraintIndex)
        swap(&fresh.pendingIndex, &pendingIndex)
        fresh.variableIndex.removeAll(keepingUpTo: SolverState.keptTableLimit)
        fresh.constraintIndex.removeAll(keepingUpTo: SolverState.keptTableLimit)
        fresh.pendingIndex.removeAll(keepingUpTo: SolverState.keptTableLimit)
        swap(&self, &fresh)
    }

    /// Whether this is the state of an empty solver: no symbol, variable, constraint or
    /// pending constraint was ever put in since it was made or reset (a solver emptied by
    /// removals still lists its free symbols). Such a state is restored by
    /// ``reset(keepingLimits:sparingCells:)`` instead of from a snapshot.
    ///
    /// A mutating getter though it changes nothing: read on the solver's state, a
    /// non-mutating one gets a copy of the whole state (a retain of every array).
    var isPristine: Bool {
        mutating get {
            tableau.kinds.isEmpty && tableau.rows.isEmpty && variables.isEmpty && constraints.isEmpty
                && pending.isEmpty
        }
    }
}
