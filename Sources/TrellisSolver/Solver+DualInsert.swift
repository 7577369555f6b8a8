extension Solver {
    /// Puts in a required row that no symbol can start feasible in (the phase-1 case),
    /// undoing everything if it cannot hold.
    ///
    /// First, on an optimal tableau, by the dual simplex (``addWithDualSimplex(_:marker:)``),
    /// which keeps the reduced costs optimal and so needs no second optimisation. If that
    /// gets stuck (the constraints conflict, or a row is within roundoff of its bound), the
    /// attempt is undone and phase 1 with an artificial variable decides, as the judge of
    /// feasibility within ``Tolerance/epsilon`` and the source of the conflict's candidates.
    /// The tableau is journaled (see ``TableauJournal``) so a failure restores it exactly.
    /// - Parameters:
    ///   - original: the constraint's row over the current non-basic symbols, no markers.
    ///   - record: receives the markers.
    func insertWithoutSubject(
        _ original: Row, record: inout ConstraintRecord, constraint: Constraint
    ) throws(SolverError) {
        var saved = state.tableau.beginJournal()
        var row = original
        if state.tableau.needsOptimize {
            // The dual simplex needs optimal reduced costs; optimising moves the basis, so
            // the row is re-expressed over the new non-basic symbols.
            optimizeObjective()
            row = state.tableau.reexpressed(row)
        }
        if state.tableau.isOptimal() {
            var attemptRecord = record
            addMarkers(to: &row, record: &attemptRecord, relation: constraint.relation)
            if row.constant < 0 { row.scale(by: -1) }
            if addWithDualSimplex(row, marker: attemptRecord.marker) {
                state.tableau.commitJournal()
                record = attemptRecord

                return
            }
            state.tableau.rollBack(to: saved)
            saved = state.tableau.beginJournal()
            row = original
        }
        addMarkers(to: &row, record: &record, relation: constraint.relation)
        if row.constant < 0 { row.scale(by: -1) }
        do {
            try addWithArtificialVariable(row, key: constraint)
        } catch {
            state.tableau.rollBack(to: saved)
            throw error
        }
        state.tableau.commitJournal()
    }

    /// Adds a required row by the dual simplex; `false` when it gets stuck (the caller
    /// undoes the attempt).
    ///
    /// The constraint's own marker (its new slack, or the dummy of an equality) becomes
    /// basic at the value the row gives it, which breaks its bound (a negative slack, a
    /// dummy away from 0); the dual simplex then pivots until every row is feasible again.
    /// The objective's reduced costs stay optimal throughout, so unlike phase 1 (see
    /// ``addWithArtificialVariable(_:key:)``) no second optimisation has to undo what
    /// feasibility cost: on a build one constraint at a time this saves a fifth of the
    /// pivots. It needs an optimal tableau to start from.
    /// - Parameters:
    ///   - row: `0 = constant + cells`, with the marker's cell.
    ///   - marker: the new slack or dummy of the constraint.
    func addWithDualSimplex(_ row: Row, marker: Int32) -> Bool {
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
            return true
        }
        state.tableau.infeasible.append(slot)
        return state.tableau.dualOptimize() == nil
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
