import TrellisGLPK
import TrellisSolver

// A constant change in a component solved through presolve: the presolve is run again
// from its recorded plan with the new constants (no new analysis), touching only the rows
// and variables the change reaches. The rows it left are solved again by whatever solved
// them: one linking row by cheapest moves first, GLPK warm from its last optimal basis, or
// the incremental solver, which takes the new constants as edits. Only the variables whose
// values moved are written back.

extension LayoutEngine {
    /// Gives the variables of `component` the values its last replays left in
    /// ``PresolvedComponent/values`` (replays write frames only). Called before anything
    /// reads those variables: a rebuild, a full frame write, a measure, a merge.
    func catchUpVariables(of component: EngineComponent) {
        guard let state = component.presolvedState, state.variablesBehind?.isEmpty != true else { return }
        if let lists = state.variablesBehind {
            for moved in lists { state.variableValues.assign(state.values, at: moved) }
        } else {
            state.variableValues.assign(state.values)
        }
        state.variablesBehind = []
        state.variablesBehindCount = 0
    }

    /// ``catchUpVariables(of:)`` for every component whose variables are behind (the few a
    /// replay left so, not every component: a tree of 20,000 components is not walked).
    func catchUpAllVariables() {
        guard !behindComponents.isEmpty else { return }
        for component in behindComponents {
            catchUpVariables(of: component)
            component.presolvedState?.isListedBehind = false
        }
        behindComponents = []
    }

    /// Solves `component` again after constant changes, from its last presolve. Returns
    /// false when that cannot give the answer a rebuild would (the new constants make the
    /// required rows conflict or change which bound presolve keeps): the caller rebuilds
    /// the component then. Rows left to GLPK are re-solved warm from its last basis.
    func replayPresolve(_ component: EngineComponent) -> Bool {
        guard let state = component.presolvedState else { return false }
        state.needsReplay = false
        let changedRows = state.changedRows
        state.changedRows = []
        // Taken out of the component while it changes, so that it is changed in place.
        guard var presolved = state.system else { return false }
        state.system = nil
        // The first replay builds the indices it reads (a tree laid out once never needs
        // them: they are about as large as the rows).
        guard let changes = presolved.replay(constants: state.constants, changedRows: changedRows),
            let (reducedValues, reducedAmbiguous) = resolveReduced(state.reduced, presolved.reduced, changes)
        else { return false }
        var values = state.values
        state.values = []
        let moved = presolved.expandChanges(values: &values, reducedValues: reducedValues)
        if state.variableValues.count != component.variables.count
            || state.frameTargets.count != component.variables.count
        {
            state.variableValues = VariableValueTable(component.variables.map { variable($0) })
            state.frameTargets = component.variables.map { slotList[$0 >> 2].frameTarget($0 & 3) }
        }
        // The variables get these values when something reads them; frames are written
        // from `values`.
        if !moved.isEmpty, state.variablesBehind != nil {
            if !state.isListedBehind {
                state.isListedBehind = true
                behindComponents.append(component)
            }
            state.variablesBehindCount += moved.count
            if state.variablesBehindCount > component.variables.count {
                state.variablesBehind = nil
            } else {
                state.variablesBehind?.append(moved)
            }
        }
        // Ambiguity moves only with the rows left or a variable solved on a flat stretch, and
        // with the incremental solver's optimal face while it leaves variables undecided
        // (which combinations of them another optimum moves is not a function of the flags).
        var faceMayMove = false
        if case .incremental = state.reduced { faceMayMove = reducedAmbiguous.contains(true) }
        if changes.ambiguityChanged || reducedAmbiguous != state.reducedAmbiguous || faceMayMove {
            state.reducedAmbiguous = reducedAmbiguous
            let ambiguous = presolved.expandAmbiguity(
                reducedAmbiguous,
                moves: state.reduced.combinationTest(presolved.reduced, ambiguous: reducedAmbiguous))
            var ambiguousVariables: Set<Int> = []
            for (k, index) in component.variables.enumerated() where ambiguous[k] {
                ambiguousVariables.insert(index)
            }
            state.ambiguousVariables = ambiguousVariables
        }
        state.values = values
        state.system = presolved
        state.movedVariables = moved
        return true
    }

    /// Solves the rows presolve left again after a replay changed `changes.reducedRows` of
    /// `left`, by what solved them: one linking row by cheapest moves first, GLPK warm from its
    /// last basis (which also says which variables are undecided), the incremental solver by
    /// edits of its constants. Returns their values and which of them another optimum moves;
    /// nil when only a rebuild can answer.
    private func resolveReduced(
        _ reduced: ReducedSolve, _ left: LinearSystem, _ changes: PresolvedSystem.ReplayChanges
    )
        -> ([Double], [Bool])?
    {
        switch reduced {
        case .nothing:
            return ([], [])
        case .linked:
            guard case .solved(let answer, let flags) = left.solvedByLinkingRow() else { return nil }
            return (answer, flags)
        case .glpk(let warm):
            do {
                for k in changes.reducedRows {
                    try warm.setConstant(ofConstraint: k, to: left.constraints[k].constant)
                }
                let answer = try warm.solve()
                guard case .optimal = answer.status, answer.values.count == left.variables.count,
                    let flags = warm.ambiguity, flags.count == answer.values.count
                else { return nil }
                return (answer.values, flags)
            } catch {
                return nil
            }
        case .incremental(let solved):
            guard solved.constraints.count == left.constraints.count else { return nil }
            do {
                for k in changes.reducedRows {
                    try solved.solver.setConstant(of: solved.constraints[k], to: left.constraints[k].constant)
                }
            } catch {
                return nil
            }
            solved.solver.updateVariables()
            return (solved.variables.map(\.value), solved.solver.ambiguity(of: solved.variables))
        }
    }
}
