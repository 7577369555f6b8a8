extension Solver {
    /// Puts in a required row that no symbol can start feasible in (the phase-1 case),
    /// undoing everything if it cannot hold.
    ///
    /// Phase 1 with an artificial variable (``addWithArtificialVariable(_:marker:key:)``) decides
    /// feasibility within the solver's tolerance and names the conflict's candidates. The
    /// tableau is journaled meanwhile (see ``TableauJournal``): a failure restores it
    /// exactly, at the cost of the rows and columns phase 1 touched instead of a copy of
    /// the whole state. The tableau need not be optimal (optimisation may be deferred):
    /// phase 1 only needs it feasible.
    /// - Parameters:
    ///   - original: the constraint's row over the current non-basic symbols, no markers.
    ///   - record: receives the markers.
    func insertWithoutSubject(
        _ original: Row, record: inout ConstraintRecord, constraint: Constraint
    ) throws(SolverError) {
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
