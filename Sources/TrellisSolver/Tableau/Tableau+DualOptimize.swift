extension Tableau {
    /// Whether the row at `slot` breaks its basic symbol's restriction: a slack or error
    /// below `-epsilon`, or a dummy away from 0.
    @inline(__always)
    func isInfeasible(_ slot: Int32) -> Bool {
        isInfeasible(basic: rows[Int(slot)].basic, constant: rows[Int(slot)].constant)
    }

    /// Whether a row defining `basic` as `constant` (plus cells) breaks its restriction.
    @inline(__always)
    func isInfeasible(basic: Int32, constant: Double) -> Bool {
        guard basic >= 0 else { return false }
        switch kinds[Int(basic)] {
        case .slack, .error: return constant < -Tolerance.epsilon
        case .dummy: return !Tolerance.isZero(constant)
        case .external, .unused: return false
        }
    }

    /// Dual simplex: restores feasibility of the rows queued in ``OptimizationState/infeasible`` while
    /// keeping the reduced costs optimal (after a constant changed).
    ///
    /// Leaving: the infeasible row with the smallest basic id (Bland's order, so it cannot
    /// cycle). Entering, for a row `b = c + sum(a_j * s_j)` that must move by sign
    /// `need` (+1 when `c < 0`): a non-dummy symbol with `need * a_j > 0` (a free
    /// external: any `a_j != 0`) minimising `|cost_j| / |a_j|`, ties to the smallest id; cells
    /// below ``pivotFloor(_:)`` of the row are roundoff and never pivots.
    /// - Returns: `nil` when feasible again, else the slot of a row that cannot be fixed:
    ///   its restricted basic symbol cannot reach its bound, so the required constraints
    ///   behind it conflict.
    mutating func dualOptimize() -> Int32? {
        while true {
            var chosen: Int32 = -1
            var chosenBasic: Int32 = .max
            var i = 0
            while i < optimization.infeasible.count {
                let slot = optimization.infeasible[i]
                if isInfeasible(slot) {
                    let basic = rows[Int(slot)].basic
                    if basic < chosenBasic {
                        chosenBasic = basic
                        chosen = slot
                    }
                    i += 1
                } else {
                    optimization.infeasible.swapAt(i, optimization.infeasible.count - 1)
                    optimization.infeasible.removeLast()
                }
            }
            if chosen < 0 { return nil }
            let row = rows[Int(chosen)]
            let need = row.constant < 0 ? 1.0 : -1.0
            var entering: Int32 = -1
            var minimum = Double.infinity
            let floor = pivotFloor(row)
            for cell in row.cells where abs(cell.coefficient) >= floor {
                let kind = kinds[Int(cell.symbol)]
                let a = cell.coefficient * need
                switch kind {
                case .slack, .error:
                    guard a > 0 else { continue }
                case .external:
                    break
                case .dummy, .unused:
                    continue
                }
                let ratio = abs(objective.coefficient(of: cell.symbol)) / abs(a)
                if ratio < minimum {
                    minimum = ratio
                    entering = cell.symbol
                }
            }
            if entering < 0 { return chosen }
            pivot(entering: entering, slot: chosen)
        }
    }
}
