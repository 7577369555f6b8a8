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
        if state.tableau.kind(marker) == .dummy && !state.tableau.isInfeasible(slot) {
            // An equality that already holds: its dummy must still leave the basis (a
            // basic dummy may only define a row of dummies), by a degenerate pivot that
            // keeps the reduced costs optimal.
            if let entering = state.tableau.cheapestEntering(slot) {
                state.tableau.pivot(entering: entering, slot: slot)
            }
            return
        }
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

    /// The non-dummy symbol of the row at `slot` whose entering changes the objective least
    /// per unit of the row (smallest `|cost| / |coefficient|`), or `nil` when only dummies
    /// remain.
    func cheapestEntering(_ slot: Int32) -> Int32? {
        var best: Int32?
        var minimum = Double.infinity
        for cell in rows[Int(slot)].cells where kinds[Int(cell.symbol)].isPivotable {
            let ratio = abs(objective.coefficient(of: cell.symbol)) / abs(cell.coefficient)
            if ratio < minimum {
                minimum = ratio
                best = cell.symbol
            }
        }
        return best
    }

    /// `row` with every symbol that has become basic replaced by its row.
    mutating func reexpressed(_ row: Row) -> Row {
        var fresh = Row(constant: row.constant)
        for cell in row.cells { addDefinition(of: cell.symbol, times: cell.coefficient, to: &fresh) }
        return fresh
    }
}
