import TrellisSolver

// A constant change in a component solved through presolve: the presolve is run again
// from its recorded plan with the new constants (no new analysis), the rows it left keep
// their incremental solver and get the new constants as edits, and only the variables
// whose values moved are written back.

extension LayoutEngine {
    /// Solves `component` again after constant changes, from its last presolve. Returns
    /// false when that cannot give the answer a rebuild would (the new constants make the
    /// required rows conflict, change which bound presolve keeps, or the rows left were
    /// solved by GLPK): the caller rebuilds the component then.
    func replayPresolve(_ component: EngineComponent) -> Bool {
        component.needsReplay = false
        guard let presolved = component.presolved,
            let next = presolved.replaying(constants: component.presolveConstants)
        else { return false }
        var reducedValues: [Double] = []
        var reducedAmbiguous: [Bool] = []
        if !next.reduced.constraints.isEmpty {
            guard let solver = component.reducedSolver,
                component.reducedConstraints.count == next.reduced.constraints.count
            else { return false }
            do {
                for (k, row) in next.reduced.constraints.enumerated()
                where row.constant != presolved.reduced.constraints[k].constant {
                    try solver.setConstant(of: component.reducedConstraints[k], to: row.constant)
                }
            } catch {
                return false
            }
            solver.updateVariables()
            reducedValues = component.reducedVariables.map(\.value)
            reducedAmbiguous = component.reducedVariables.map { solver.isAmbiguous($0) }
        }
        let values = next.expand(reducedValues)
        var changed: [Int] = []
        let old = component.presolvedValues
        for (k, index) in component.variables.enumerated()
        where k >= old.count || old[k] != values[k] {
            variable(index).value = values[k]
            changed.append(index)
        }
        // Ambiguity moves only with the rows left or a variable solved on a flat stretch.
        if !next.reduced.constraints.isEmpty || !next.hasSameAmbiguity(as: presolved) {
            let ambiguous = next.expandAmbiguity(reducedAmbiguous)
            var ambiguousVariables: Set<Int> = []
            for (k, index) in component.variables.enumerated() where ambiguous[k] {
                ambiguousVariables.insert(index)
            }
            component.ambiguousVariables = ambiguousVariables
        }
        component.presolvedValues = values
        component.presolved = next
        component.changedVariables = changed
        return true
    }
}
