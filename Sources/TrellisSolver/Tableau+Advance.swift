extension Tableau {
    /// The primal simplex of ``optimize(phaseOne:)`` on the objective, without degenerate
    /// pivots: an entering symbol that no row lets move (ratio 0), or that no row bounds, is
    /// passed over for the rest of the call. Every pivot lowers the objective, so it ends; it
    /// may end short of the optimum (at a vertex where only degenerate pivots remain), so a
    /// full optimisation must follow.
    ///
    /// A warm start for a batch whose local constraints go in first: each variable moves to
    /// its own best value, and the basis at that vertex is the one the moves left. The
    /// degenerate pivots that would only change the basis there are left to the final
    /// optimisation, which knows the coupling rows by then: on a chain squeezed by its
    /// container they would have to be undone, one per view, each rewriting every later
    /// position's row.
    /// - Complexity: per pivot, O(objective cells + rows holding the entering symbol)
    ///   plus the substitution.
    mutating func advanceObjective() {
        var passed = [Bool](repeating: false, count: kinds.count)
        while true {
            let tolerance = Tableau.costTolerance(objective)
            var entering: Int32 = -1
            var direction = 1.0
            var best = 0.0
            for cell in objective.cells where !passed[Int(cell.symbol)] {
                var rate = 0.0
                var dir = 1.0
                switch kinds[Int(cell.symbol)] {
                case .slack, .error:
                    guard cell.coefficient < -tolerance else { continue }
                    rate = -cell.coefficient
                case .external:
                    guard abs(cell.coefficient) > tolerance else { continue }
                    rate = abs(cell.coefficient)
                    dir = cell.coefficient > 0 ? -1 : 1
                case .dummy, .unused:
                    continue
                }
                if rate > best
                    || (rate == best && columns[Int(cell.symbol)].count < columns[Int(entering)].count)
                {
                    best = rate
                    entering = cell.symbol
                    direction = dir
                }
            }
            if entering < 0 { return }
            guard let (slot, ratio) = leavingRow(entering: entering, direction: direction),
                ratio >= Tolerance.epsilon
            else {
                passed[Int(entering)] = true
                continue
            }
            pivot(entering: entering, slot: slot)
        }
    }
}
