// Variables left only in rows of their own: each is a one-dimensional problem (the sum of
// its soft rows' violations, a convex piecewise-linear function, between the bounds its
// required rows set), solved exactly by walking the breakpoints.

extension Presolve {
    /// One soft row on one variable, as `x REL target` with its weight.
    struct Piece {
        var target: Double
        var relation: Relation
        var weight: Double
    }

    /// Solves every variable whose live rows all hold it alone (weighted priorities only:
    /// under strict priorities a level is not a sum of weights across levels).
    mutating func solveSeparable() {
        guard isWeighted else { return }
        // Removing a row trims its variable's column: the rows are read from a copy.
        var live = columns.takeScratch()
        defer { columns.giveBack(live) }
        for v in columns.indices where !isEliminated[v] && counts[v] > 0 {
            copyLiveRows(of: Int32(v), into: &live)
            guard live.allSatisfy({ termCount(Int($0)) == 1 }) else { continue }
            let solved = Self.separableOptimum(count: live.count, hint: nil) { k in
                let row = rows[Int(live[k])]
                return (coefficient(0, of: Int(live[k])), row.constant, row.relation, row.strength)
            }
            guard let solved else {
                isInfeasible = true
                return
            }
            for r in live { removeRow(r) }
            plan.separableEliminations.append(Int32(eliminations.count))
            plan.eliminationRows.append(-1)
            for r in live {
                plan.separableRows.append(r)
                plan.separableCoefficients.append(coefficient(0, of: Int(r)))
            }
            plan.separableStarts.append(Int32(plan.separableRows.count))
            plan.separableTurns.append(solved.turn)
            eliminations.append(
                variable: Int32(v), coefficient: 1, constant: -solved.value, isAmbiguous: solved.isAmbiguous)
            isEliminated[v] = true
        }
    }

    /// The best value of a variable alone with `count` rows, each `a * x + constant REL 0`
    /// (`row(k)` gives row `k`): the least weighted violation of the soft rows within the
    /// bounds of the required ones, the one nearest 0 among equal optima (then
    /// `isAmbiguous`). Nil when the required bounds cross.
    static func separableOptimum(
        count: Int, _ row: (Int) -> (a: Double, constant: Double, relation: Relation, strength: Strength)
    ) -> (value: Double, isAmbiguous: Bool)? {
        separableOptimum(count: count, hint: nil, row).map { ($0.value, $0.isAmbiguous) }
    }

    /// ``separableOptimum(count:_:)``, first trying `hint` (the `turn` of an earlier solve
    /// of the same variable) as the target where the slope turns: one pass checks it, and the
    /// selection runs only when it no longer holds. `turn` is the lower end of the
    /// unconstrained minimizers, for the next solve's hint.
    static func separableOptimum(
        count: Int, hint: Double?,
        _ row: (Int) -> (a: Double, constant: Double, relation: Relation, strength: Strength)
    ) -> (value: Double, isAmbiguous: Bool, turn: Double)? {
        var own = OwnRows()
        own.pieces.reserveCapacity(count)
        for k in 0..<count {
            let (a, constant, relation, strength) = row(k)
            own.add(a: a, constant: constant, relation, strength)
        }
        let (lower, upper, pieces) = (own.lower, own.upper, own.pieces)
        if lower > upper + Tolerance.Presolve.feasibility * max(1, abs(lower), abs(upper)) { return nil }
        let (low, high) =
            hint.flatMap { Self.minimizers(pieces, turningAt: $0) } ?? Self.minimizers(pieces)
        // The optimum over the bounds: the unconstrained minimizers clamped to them.
        var from = max(low, lower)
        var to = min(high, upper)
        if from > to {
            if high < lower { (from, to) = (lower, lower) } else { (from, to) = (upper, upper) }
        }
        let value = from > 0 ? from : (to < 0 ? to : 0)
        let isAmbiguous = to - from > Tolerance.Presolve.feasibility * max(1, abs(from), abs(to))
        return (value, isAmbiguous, low)
    }

    /// ``minimizers(_:)`` when the slope turns non-negative at target `t`, checked in one
    /// pass; nil when it does not (or `pieces` is small enough that the answer comes from
    /// sorting). A changed intrinsic size rarely moves a column width shared by 10,000 cells
    /// off the target where it was, so the replay tries the last one first.
    static func minimizers(_ pieces: [Piece], turningAt t: Double) -> (Double, Double)? {
        if pieces.count <= 32 || !t.isFinite { return nil }
        var slope = 0.0
        var total = 0.0
        var least = Double.infinity
        var below = 0.0
        var at = 0.0
        var next = Double.infinity
        for p in pieces {
            total += p.weight
            if p.relation != .lessThanOrEqual { slope -= p.weight }
            least = min(least, p.target)
            let rise = p.relation == .equal ? 2 * p.weight : p.weight
            if p.target < t {
                below += rise
            } else if p.target == t {
                at += rise
            } else {
                next = min(next, p.target)
            }
        }
        let zero = total * Tolerance.Presolve.flatSlope
        if slope >= -zero { return (-.infinity, least) }
        // The slope just left of `t` must still be falling, and turn at `t`.
        let before = slope + below
        let after = before + at
        guard at > 0, before < -zero, after >= -zero else { return nil }
        return after > zero ? (t, t) : (t, next)
    }

    /// The interval where `sum(weight * violation)` of the pieces is least (infinite ends
    /// where it stays flat): ``minimizersBySorting(_:)``'s answer, found by selection in
    /// expected linear time (a column width shared by 10,000 cells has 20,000 pieces, solved
    /// again after each change of one of them).
    ///
    /// The target where the slope turns non-negative is found by three-way partitions
    /// around a pivot target, keeping the slope left of the part still searched.
    static func minimizers(_ pieces: [Piece]) -> (Double, Double) {
        if pieces.count <= 32 { return minimizersBySorting(pieces) }
        var slope = 0.0
        var total = 0.0
        var least = Double.infinity
        var most = -Double.infinity
        for p in pieces {
            total += p.weight
            if p.relation != .lessThanOrEqual { slope -= p.weight }
            least = min(least, p.target)
            most = max(most, p.target)
        }
        let zero = total * Tolerance.Presolve.flatSlope
        if slope >= -zero { return (-.infinity, least) }
        func rise(_ p: Piece) -> Double { p.relation == .equal ? 2 * p.weight : p.weight }
        var items = pieces
        // `slope` is the slope just left of `items[low..<high]`'s targets; `above` the least
        // target right of them.
        var low = 0
        var high = items.count
        var above = Double.infinity
        while low < high {
            let a = items[low].target
            let b = items[(low + high) / 2].target
            let c = items[high - 1].target
            let pivot = max(min(a, b), min(max(a, b), c))
            var less = low
            var k = low
            var greater = high
            while k < greater {
                let t = items[k].target
                if t < pivot {
                    items.swapAt(less, k)
                    less += 1
                    k += 1
                } else if t > pivot {
                    greater -= 1
                    items.swapAt(k, greater)
                } else {
                    k += 1
                }
            }
            var rises = 0.0
            for j in low..<less { rises += rise(items[j]) }
            if slope + rises >= -zero && less > low {
                // The slope turns at a target below the pivot.
                above = pivot
                high = less
                continue
            }
            slope += rises
            for j in less..<greater { slope += rise(items[j]) }
            if slope > zero { return (pivot, pivot) }
            if slope >= -zero {
                var next = above
                for j in greater..<high { next = min(next, items[j].target) }
                return (pivot, next)
            }
            low = greater
        }
        return (most, .infinity)
    }

    /// ``minimizers(_:)`` by sorting the pieces and walking their targets.
    ///
    /// The slope is `-sum(w)` over `==` and `>=` pieces left of every target and rises by
    /// `w` at each `>=` or `<=` target and `2w` at each `==` target; the minimum is where it
    /// turns non-negative, and a stretch of slope 0 is a set of equal minima.
    static func minimizersBySorting(_ pieces: [Piece]) -> (Double, Double) {
        if pieces.isEmpty { return (-.infinity, .infinity) }
        let sorted = pieces.sorted { $0.target < $1.target }
        var slope = 0.0
        var total = 0.0
        for p in sorted {
            total += p.weight
            if p.relation != .lessThanOrEqual { slope -= p.weight }
        }
        let zero = total * Tolerance.Presolve.flatSlope
        if slope >= -zero { return (-.infinity, sorted[0].target) }
        var k = 0
        while k < sorted.count {
            let t = sorted[k].target
            while k < sorted.count && sorted[k].target == t {
                slope += sorted[k].relation == .equal ? 2 * sorted[k].weight : sorted[k].weight
                k += 1
            }
            if slope > zero { return (t, t) }
            if slope >= -zero { return (t, k < sorted.count ? sorted[k].target : .infinity) }
        }
        return (sorted[sorted.count - 1].target, .infinity)
    }
}
