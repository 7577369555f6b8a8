extension Solver {
    /// Takes the constraint at record `slot` out of the tableau (without optimising).
    ///
    /// 1. Its errors leave the objective: `objective -= weight * error`, with `error`
    ///    replaced by its row when basic.
    /// 2. Its marker becomes basic (it is already, or it enters in the row chosen by
    ///    ``Tableau/markerLeavingRow(_:)``, which keeps every other row feasible), and
    ///    that row, the only equation still involving the constraint, is dropped.
    /// 3. Its symbols are freed and its variables lose a reference.
    func erase(_ slot: Int32) {
        guard let record = state.record(slot) else { return }
        if !record.isRequired {
            for symbol in [record.marker, record.other] where symbol >= 0 {
                guard state.tableau.kind(symbol) == .error else { continue }
                let row = state.tableau.rowOf[Int(symbol)]
                if row >= 0 {
                    let definition = state.tableau.rows[Int(row)]
                    state.tableau.objective.add(definition, times: -record.weight)
                } else {
                    state.tableau.objective.add(symbol, -record.weight)
                }
            }
        }
        let marker = record.marker
        var row = state.tableau.rowOf[Int(marker)]
        if row < 0, var leaving = state.tableau.markerLeavingRow(marker) {
            if state.tableau.isLinked(leaving) {
                // Only external rows hold the marker: choose among their solved forms.
                state.tableau.materializeLinkedHolders(of: marker, scratch: &linkScratch)
                guard let expanded = state.tableau.markerLeavingRow(marker) else {
                    finishErase(slot, record)
                    return
                }
                leaving = expanded
            }
            state.tableau.pivot(entering: marker, slot: leaving)
            row = leaving
        }
        if row >= 0 { _ = state.tableau.removeRow(row) }
        finishErase(slot, record)
    }

    /// The end of ``erase(_:)``: the constraint's symbols and record go, its variables lose
    /// a reference.
    private func finishErase(_ slot: Int32, _ record: ConstraintRecord) {
        let marker = record.marker
        state.tableau.releaseSymbol(marker)
        if record.other >= 0 { state.tableau.releaseSymbol(record.other) }
        state.unstore(slot)
        for term in record.constraint.expression.terms { state.release(term.variable) }
        state.tableau.optimization.needsOptimize = true
    }
}

extension Tableau {
    /// The row in which a non-basic `marker` should enter so that dropping that row
    /// afterwards keeps every remaining row feasible.
    ///
    /// Among restricted rows `b = c + a*marker + ...`: first those with `a < 0` (the
    /// marker may grow up to `c / -a`), the smallest ratio; else those with `a > 0`
    /// (it may shrink by `c / a`), the smallest ratio; else any unrestricted row. A dummy
    /// row counts as restricted both ways: it must stay 0.
    ///
    /// `mutating` though it changes nothing: called on the solver's state, a non-mutating
    /// method got a copy of the whole tableau (a retain and release of every array in it).
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1
        var firstRatio = Double.infinity
        var second: Int32 = -1
        var secondRatio = Double.infinity
        var third: Int32 = -1
        listHolders(of: marker)
        forEachHolder(of: marker) { slot, a in
            let kind = kinds[Int(rows[Int(slot)].basic)]
            if kind == .external {
                if third < 0 || slot < third { third = slot }
                return
            }
            let ratio = abs(rows[Int(slot)].constant) / abs(a)
            if a < 0 || kind == .dummy {
                if ratio < firstRatio || (ratio == firstRatio && slot < first) {
                    firstRatio = ratio
                    first = slot
                }
            } else if ratio < secondRatio || (ratio == secondRatio && slot < second) {
                secondRatio = ratio
                second = slot
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
