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
    /// ``EngineComponent/presolvedValues`` (replays write frames only). Called before
    /// anything reads those variables: a rebuild, a full frame write, a measure, a merge.
    func catchUpVariables(of component: EngineComponent) {
        guard component.variablesBehind?.isEmpty != true else { return }
        if let lists = component.variablesBehind {
            for moved in lists { component.variableValues.assign(component.presolvedValues, at: moved) }
        } else {
            component.variableValues.assign(component.presolvedValues)
        }
        component.variablesBehind = []
        component.variablesBehindCount = 0
    }

    /// ``catchUpVariables(of:)`` for every component whose variables are behind (the few a
    /// replay left so, not every component: a tree of 20,000 components is not walked).
    func catchUpAllVariables() {
        guard !behindComponents.isEmpty else { return }
        for component in behindComponents {
            catchUpVariables(of: component)
            component.isListedBehind = false
        }
        behindComponents = []
    }

    /// Solves `component` again after constant changes, from its last presolve. Returns
    /// false when that cannot give the answer a rebuild would (the new constants make the
    /// required rows conflict or change which bound presolve keeps): the caller rebuilds
    /// the component then. Rows left to GLPK are re-solved warm from its last basis.
    func replayPresolve(_ component: EngineComponent) -> Bool {
        component.needsReplay = false
        let changedRows = component.presolveChangedRows
        component.presolveChangedRows = []
        // Taken out of the component while it changes, so that it is changed in place.
        guard var presolved = component.presolved else { return false }
        component.presolved = nil
        guard let changes = presolved.replay(constants: component.presolveConstants, changedRows: changedRows)
        else { return false }
        var reducedValues: [Double] = []
        var reducedAmbiguous: [Bool] = []
        if component.reducedIsLinked {
            guard case .solved(let answer, let flags) = presolved.reduced.solvedByLinkingRow() else {
                return false
            }
            reducedValues = answer
            reducedAmbiguous = flags
        } else if let warm = component.reducedWarm {
            // GLPK's answer stays GLPK's: the changed rows' bounds move and the LP is re-solved
            // from the last optimal basis, which also says which variables are undecided
            // (or, when it could not, the incremental solver kept beside it does).
            do {
                for k in changes.reducedRows {
                    try warm.setConstant(ofConstraint: k, to: presolved.reduced.constraints[k].constant)
                }
                let answer = try warm.solve()
                guard case .optimal = answer.status, answer.values.count == presolved.reduced.variables.count
                else {
                    return false
                }
                reducedValues = answer.values
                if let solver = component.reducedSolver {
                    guard component.reducedConstraints.count == presolved.reduced.constraints.count else {
                        return false
                    }
                    for k in changes.reducedRows {
                        try solver.setConstant(
                            of: component.reducedConstraints[k], to: presolved.reduced.constraints[k].constant
                        )
                    }
                    reducedAmbiguous = solver.ambiguity(of: component.reducedVariables)
                } else {
                    guard let flags = warm.ambiguity, flags.count == reducedValues.count else { return false }
                    reducedAmbiguous = flags
                }
            } catch {
                return false
            }
        } else if !presolved.reduced.constraints.isEmpty {
            guard let solver = component.reducedSolver,
                component.reducedConstraints.count == presolved.reduced.constraints.count
            else { return false }
            do {
                for k in changes.reducedRows {
                    try solver.setConstant(
                        of: component.reducedConstraints[k], to: presolved.reduced.constraints[k].constant)
                }
            } catch {
                return false
            }
            solver.updateVariables()
            reducedValues = component.reducedVariables.map(\.value)
            reducedAmbiguous = solver.ambiguity(of: component.reducedVariables)
        }
        var values = component.presolvedValues
        component.presolvedValues = []
        let moved = presolved.expandChanges(values: &values, reducedValues: reducedValues)
        if component.variableValues.count != component.variables.count
            || component.frameTargets.count != component.variables.count
        {
            component.variableValues = VariableValueTable(component.variables.map { variable($0) })
            component.frameTargets = component.variables.map { slotList[$0 >> 2].frameTarget($0 & 3) }
        }
        // The variables get these values when something reads them; frames are written
        // from `values`.
        if !moved.isEmpty, component.variablesBehind != nil {
            if !component.isListedBehind {
                component.isListedBehind = true
                behindComponents.append(component)
            }
            component.variablesBehindCount += moved.count
            if component.variablesBehindCount > component.variables.count {
                component.variablesBehind = nil
            } else {
                component.variablesBehind?.append(moved)
            }
        }
        // Ambiguity moves only with the rows left or a variable solved on a flat stretch.
        if changes.ambiguityChanged || reducedAmbiguous != component.reducedAmbiguous {
            component.reducedAmbiguous = reducedAmbiguous
            let ambiguous = presolved.expandAmbiguity(reducedAmbiguous)
            var ambiguousVariables: Set<Int> = []
            for (k, index) in component.variables.enumerated() where ambiguous[k] {
                ambiguousVariables.insert(index)
            }
            component.ambiguousVariables = ambiguousVariables
        }
        component.presolvedValues = values
        component.presolved = presolved
        component.movedVariables = moved
        return true
    }
}
