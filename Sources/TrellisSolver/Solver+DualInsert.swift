extension Solver {
    /// Adds a required row that no symbol can start feasible in, by the dual simplex.
    ///
    /// The constraint's own marker (its new slack, or the dummy of an equality) becomes
    /// basic at the value the row gives it, which breaks its bound (a negative slack, a
    /// dummy away from 0); the dual simplex then pivots until every row is feasible again.
    /// The objective's reduced costs stay optimal throughout, so unlike phase 1 (see
    /// ``addWithArtificialVariable(_:key:)``) no second optimisation has to undo what
    /// feasibility cost: on a build one constraint at a time this halves the pivots of
    /// such rows. It needs an optimal tableau to start from.
    ///
    /// If a row cannot be repaired, its basic symbol cannot reach its bound for any value
    /// of the others: that row is a certificate of infeasibility, and the required
    /// constraints owning its symbols are the candidates for the irreducible conflict.
    /// - Parameters:
    ///   - row: `0 = constant + cells`, with the marker's cell.
    ///   - marker: the new slack or dummy of the constraint.
    func addWithDualSimplex(_ row: Row, marker: Int32, key: Constraint) throws(SolverError) {
        var basicRow = row
        basicRow.solve(for: marker)
        let slot = state.tableau.insertRow(basicRow)
        state.tableau.infeasible.append(slot)
        guard let stuck = state.tableau.dualOptimize() else { return }
        let stuckRow = state.tableau.rows[Int(stuck)]
        var members: [Constraint] = []
        for symbol in [stuckRow.basic] + stuckRow.cells.map(\.symbol) {
            if let member = conflictMember(ownerOf: symbol), !members.contains(where: { $0 === member }) {
                members.append(member)
            }
        }
        let fallback = state.requiredConstraints
        throw .unsatisfiable(conflict: irreducibleConflict(members, key: key, fallback: fallback))
    }
}

extension Tableau {
    /// Whether no symbol can enter to lower the objective (the reduced costs are optimal),
    /// which the dual simplex needs to start from.
    func isOptimal() -> Bool {
        enteringSymbol(objective, bland: false, skipped: []).0 < 0
    }
}
