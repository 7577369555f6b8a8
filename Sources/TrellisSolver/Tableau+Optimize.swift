extension Tableau {
    /// After this many pivots in a row that do not improve the objective, the primal
    /// simplex switches to Bland's rule, which cannot cycle.
    static let stallLimit = 8

    /// Primal simplex on the objective (or, in phase 1, the artificial objective) from a
    /// feasible tableau. Returns `false` only if the objective is unbounded below, which a
    /// sum of non-negative weighted errors cannot be (an internal failure).
    ///
    /// Entering: a restricted non-dummy symbol with reduced cost `< -epsilon` (it grows),
    /// or a free external non-basic symbol with `|reduced cost| > epsilon` (it moves
    /// against its cost's sign); by steepest reduced cost (Dantzig), or the smallest id
    /// (Bland) once ``stallLimit`` degenerate pivots happen in a row. Leaving: the
    /// restricted row that first reaches its bound (a slack or error reaching 0, a dummy
    /// row at once); ties go to the smallest basic id.
    /// - Complexity: per pivot, O(objective cells + rows holding the entering symbol)
    ///   plus the substitution.
    mutating func optimize(phaseOne: Bool) -> Bool {
        var stalled = 0
        while true {
            let goal = phaseOne ? (artificial ?? Row()) : objective
            let bland = stalled >= Tableau.stallLimit
            var entering: Int32 = -1
            var direction = 1.0
            var best = 0.0
            for cell in goal.cells {
                let kind = kinds[Int(cell.symbol)]
                var rate = 0.0
                var dir = 1.0
                switch kind {
                case .slack, .error:
                    guard cell.coefficient < -Tolerance.epsilon else { continue }
                    rate = -cell.coefficient
                case .external:
                    guard !Tolerance.isZero(cell.coefficient) else { continue }
                    rate = abs(cell.coefficient)
                    dir = cell.coefficient > 0 ? -1 : 1
                case .dummy, .unused:
                    continue
                }
                if bland {
                    entering = cell.symbol
                    direction = dir
                    break
                }
                if rate > best {
                    best = rate
                    entering = cell.symbol
                    direction = dir
                }
            }
            if entering < 0 { return true }
            guard let (slot, ratio) = leavingRow(entering: entering, direction: direction) else {
                return false
            }
            stalled = ratio < Tolerance.epsilon ? stalled + 1 : 0
            pivot(entering: entering, slot: slot)
        }
    }

    /// The primal ratio test for `entering` moving in `direction` (+1 grows, -1 shrinks).
    func leavingRow(entering: Int32, direction: Double) -> (Int32, Double)? {
        var found: Int32 = -1
        var foundBasic: Int32 = .max
        var minimum = Double.infinity
        for slot in columns[Int(entering)] {
            let row = rows[Int(slot)]
            let kind = kinds[Int(row.basic)]
            guard kind.isRestricted else { continue }
            let a = row.coefficient(of: entering) * direction
            let ratio: Double
            if kind == .dummy {
                ratio = 0
            } else if a < 0 {
                ratio = max(0, row.constant) / -a
            } else {
                continue
            }
            if ratio < minimum || (ratio == minimum && row.basic < foundBasic) {
                minimum = ratio
                found = slot
                foundBasic = row.basic
            }
        }
        return found >= 0 ? (found, minimum) : nil
    }
}
