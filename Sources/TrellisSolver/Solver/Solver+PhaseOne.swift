extension Solver {
    /// Puts in a required row that no symbol can start feasible in (the phase-1 case),
    /// undoing everything if it cannot hold.
    ///
    /// Phase 1 with an artificial variable (``addWithArtificialVariable(_:marker:key:)``) decides
    /// feasibility within the solver's tolerance and names the conflict's candidates. The
    /// tableau is journaled meanwhile (see ``TableauJournal``): a failure restores it
    /// exactly, at the cost of the rows and columns phase 1 touched instead of a copy of
    /// the whole state. The tableau need not be optimal (optimisation may be deferred):
    /// phase 1 only needs it feasible. When phase 1 would only pivot its artificial row out
    /// (``Tableau/phaseOneExit(_:)``), the row is solved for the entering symbol at once
    /// instead, with the same result and no journal.
    /// - Parameters:
    ///   - original: the constraint's row over the current non-basic symbols, no markers.
    ///   - record: receives the markers.
    func insertWithoutSubject(
        _ original: Row, record: inout ConstraintRecord, constraint: Constraint
    ) throws(SolverError) {
        if exitsPhaseOneDirectly, let subject = state.tableau.phaseOneExit(original) {
            // Phase 1 would pivot once, the artificial row leaving: the same rows at once.
            var row = original
            addMarkers(to: &row, record: &record, relation: constraint.relation)
            if row.constant < 0 { row.scale(by: -1) }
            row.solve(for: subject)
            state.tableau.substitute(subject, by: row)
            state.tableau.insertRow(row)
            // Phase 1 gives its artificial symbol's id back: a reused id goes back where it
            // was, a new one is the id the next new symbol takes anyway, so the ids given
            // out later are the same.
            return
        }
        let saved = state.tableau.beginJournal()
        var row = original
        addMarkers(to: &row, record: &record, relation: constraint.relation)
        if row.constant < 0 { row.scale(by: -1) }
        do {
            try addWithArtificialVariable(row, marker: record.marker, key: constraint)
        } catch {
            state.tableau.rollBack(to: saved)
            throw error
        }
        state.tableau.commitJournal()
    }
}
