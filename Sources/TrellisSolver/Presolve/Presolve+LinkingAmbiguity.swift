// Which variables of a linking-row system another optimum moves. At the optimum found by
// cheapest moves first, closing the last unit of the row costs `lambda` (the cost of the
// last stretch taken; 0 when nothing moved). Two variables can trade a unit of the row
// between them at no cost exactly when one can move further at `lambda` per unit and the
// other can give back a unit it took at `lambda` (or, when `lambda` is 0, move the other
// way for free): then neither value is decided.

extension Presolve {
    /// The state of ``solveLinked(_:)`` once the linking row is closed: per function (the
    /// linked variables, then the row's residual), its coefficient in the row, its starting
    /// value and the units of the row it moved; the stretches in the order they were taken,
    /// the index of the last one taken (`-1` for none) and whether it was taken in part.
    struct LinkedMoves {
        var functions: [OwnRows]
        var coefficients: [Double]
        var starting: [Double]
        var upward: Bool
        var stretches: [Stretch]
        var last: Int
        var lastIsPartial: Bool
        var moved: [Double]
        /// What is left of the gap when the bounds stop the moves.
        var remaining: Double
    }

    /// For each function of `moves` (the residual last), whether another optimum moves it.
    ///
    /// A variable is ambiguous when it can move one way at no extra cost and some other
    /// variable (or the row's residual) can move the other way to keep the row: the same
    /// rule as the incremental solver's (a non-basic symbol with a zero reduced cost), in
    /// the terms of the greedy solve.
    static func linkedAmbiguity(_ moves: LinkedMoves) -> [Bool] {
        let count = moves.functions.count
        let lambda = moves.last >= 0 ? moves.stretches[moves.last].cost : 0
        let slack = Tolerance.Presolve.costTie * max(1, lambda)
        func ties(_ cost: Double) -> Bool { abs(cost - lambda) <= slack }
        // Can take more of the row at `lambda`: the stretch taken in part, and the next ones
        // at the same cost.
        var canTake = [Bool](repeating: false, count: count)
        // Can give back a unit of the row, saving `lambda`.
        var canGive = [Bool](repeating: false, count: count)
        if moves.last >= 0 && moves.lastIsPartial {
            canTake[Int(moves.stretches[moves.last].variable)] = true
        }
        var next = moves.last + 1
        while next < moves.stretches.count && ties(moves.stretches[next].cost) {
            canTake[Int(moves.stretches[next].variable)] = true
            next += 1
        }
        var taken = moves.last
        while taken >= 0 && ties(moves.stretches[taken].cost) {
            canGive[Int(moves.stretches[taken].variable)] = true
            taken -= 1
        }
        if ties(0) {
            // At no cost, a variable still at its own optimum may also move the other way.
            var scratch: [Stretch] = []
            for k in 0..<count where moves.moved[k] == 0 && !canGive[k] {
                let a = moves.coefficients[k]
                let rightward = (a > 0) != moves.upward
                scratch.removeAll(keepingCapacity: true)
                moves.functions[k].stretches(
                    from: moves.starting[k], rightward: rightward, perUnit: abs(a), variable: Int32(k),
                    into: &scratch)
                if let first = scratch.first, first.cost <= slack { canGive[k] = true }
            }
        }
        let takers = canTake.reduce(0) { $0 + ($1 ? 1 : 0) }
        let givers = canGive.reduce(0) { $0 + ($1 ? 1 : 0) }
        return (0..<count).map { k in
            (canTake[k] && givers - (canGive[k] ? 1 : 0) > 0)
                || (canGive[k] && takers - (canTake[k] ? 1 : 0) > 0)
        }
    }
}

extension Presolve.OwnRows {
    /// Whether the optimum of these rows alone is a stretch rather than one value (another
    /// value costs the same).
    func hasFlatOptimum() -> Bool {
        if lower >= upper { return false }
        let (low, high) = Presolve.minimizers(pieces)
        return max(low, lower) < min(high, upper)
    }
}
