extension Tableau {
    /// The primal simplex of ``optimize(phaseOne:)`` on the objective, then its last
    /// degenerate pivots undone: the pivots after the last one that moved the solution only
    /// changed the basis at the final vertex, and they are pivoted back, last first. The
    /// solution is the optimum; the basis may not prove it (a reduced cost can be negative
    /// along a direction blocked at 0), so a full optimisation must follow.
    ///
    /// A warm start for a batch whose local constraints go in first: each variable moves to
    /// its own best value (degenerate pivots on the way, such as a width passing an
    /// intrinsic size of one of the cells sharing it, are kept), and the basis at that vertex
    /// is left as the moves made it. Which basis the final optimisation needs there depends
    /// on the coupling rows inserted next: on a chain squeezed by its container it is the one
    /// the moves made, and the local optimum's basis would have to be switched back, once
    /// per view, each switch rewriting every later position's row.
    /// - Complexity: that of ``optimize(phaseOne:)``, plus the undone pivots.
    mutating func advanceObjective() {
        var stalled = 0
        var skipped: [Int32] = []
        // The degenerate pivots since the last move: slot, entering and leaving symbols.
        var run: [(slot: Int32, entering: Int32, leaving: Int32)] = []
        while true {
            let bland = stalled >= Tableau.stallLimit
            var reach: [Int]? = nil
            let (entering, direction) = enteringSymbol(
                objective, bland: bland, skipped: skipped, reach: &reach)
            if entering < 0 { break }
            guard let (slot, ratio) = leavingRow(entering: entering, direction: direction, bland: bland)
            else {
                skipped.append(entering)
                continue
            }
            if ratio < Tolerance.epsilon {
                stalled += 1
                run.append((slot, entering, rows[Int(slot)].basic))
            } else {
                stalled = 0
                run.removeAll(keepingCapacity: true)
            }
            pivot(entering: entering, slot: slot)
        }
        for step in run.reversed() where rowOf[Int(step.entering)] == step.slot {
            pivot(entering: step.leaving, slot: step.slot)
        }
    }
}
