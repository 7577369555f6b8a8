// What presolve leaves of a chain of views under its container's edge: every variable has
// rows of its own (bounds, and soft one-variable rows), and one row links them all (the sum
// of the widths and gaps against the edge). Its optimum is that of a sum of convex
// piecewise-linear functions under one linear equality, found exactly by moving variables
// away from their own optima, cheapest unit first, until the linking row holds.

/// What solving a system by its linking row found (``LinearSystem/solvedByLinkingRow()``).
package enum LinkedOutcome: Equatable {
    /// The system is not one linking row plus one-variable rows (or has edits).
    case notLinked
    /// The required rows cannot all hold.
    case infeasible
    /// The optimal values, one per variable of the system, and whether another optimum
    /// moves each.
    case solved([Double], ambiguous: [Bool])
}

extension LinearSystem {
    /// The system solved exactly by its linking row when it is one row over several
    /// variables plus rows over one variable each, weighted, without edits (what presolve
    /// leaves of a row of views under its container's edge); ``LinkedOutcome/notLinked``
    /// otherwise.
    package func solvedByLinkingRow() -> LinkedOutcome { Presolve.solveLinked(self) }
}

extension Presolve {
    /// One variable's own rows as a function: required bounds and soft pieces (with
    /// weights per unit of the variable), pieces sorted by target.
    struct OwnRows {
        var lower = -Double.infinity
        var upper = Double.infinity
        var pieces: [Piece] = []
    }

    /// A stretch along which moving one variable costs the same per unit of the linking
    /// row's sum: `cost` per unit, for `length` units; `order` keeps a variable's
    /// stretches in sequence among equal costs.
    struct Stretch {
        var cost: Double
        var length: Double
        var variable: Int32
        var order: Int32
    }

    /// Solves a weighted system made of exactly one row over several variables (the
    /// linking row) and rows over one variable each, without edits: the least weighted
    /// violation, exactly (up to rounding), in O(rows log rows).
    ///
    /// Each variable starts at the optimum of its own rows (the value nearest 0 among equal
    /// optima, as presolve's separable solve picks). If the linking row then holds, that is
    /// the answer. Otherwise its residual is closed by moving variables in the direction
    /// that closes it, cheapest stretch first (each variable's cost per unit of the row is
    /// non-decreasing as it moves away from its optimum, so the greedy order is optimal). A
    /// soft linking row is one more such variable: its own residual, at its weight.
    ///
    /// Where several stretches cost the same at the optimum, other optima exist (same
    /// objective, other values); this picks the stretches in variable order.
    static func solveLinked(_ system: LinearSystem) -> LinkedOutcome {
        guard system.edits.isEmpty, let shape = LinkedShape(system) else { return .notLinked }
        let n = system.variables.count
        // The linking row `sum(a * x) + constant REL 0` is `sum(a * x) - t == -constant`,
        // with `t` its residual: a variable whose own rows are `t REL 0` at the row's strength.
        let linkRow = system.constraints[shape.link]
        var inLink = [Double](repeating: 0, count: n)
        for term in linkRow.coefficients {
            guard term.variable < n, term.value != 0, inLink[term.variable] == 0 else { return .notLinked }
            inLink[term.variable] = term.value
        }
        var residual = OwnRows()
        residual.add(a: 1, constant: 0, linkRow.relation, linkRow.strength)
        guard var start = LinkedStart(system, shape: shape, inLink: inLink),
            let residualStart = residual.optimum()
        else { return .infeasible }
        start.functions.append(residual)
        var coefficients = start.linked.map { inLink[$0] }
        coefficients.append(-1)
        var starting = start.linked.map { start.values[$0] }
        starting.append(residualStart)

        // How far the linking row's sum is from its target, and which way it must move.
        let target = -linkRow.constant
        var sum = 0.0
        var scale = abs(target)
        for k in coefficients.indices {
            sum += coefficients[k] * starting[k]
            scale = max(scale, abs(coefficients[k] * starting[k]))
        }
        let gap = target - sum
        // Any gap is closed (a tolerance relative to large values would leave the row
        // visibly off); the tolerance only judges whether the bounds let it close. With no
        // gap, "upward" is only the direction in which ties are looked for.
        let moves = closeGap(
            gap, functions: start.functions, coefficients: coefficients, starting: starting)
        if moves.remaining > Tolerance.Presolve.feasibility * max(1, scale) { return .infeasible }
        for (k, v) in start.linked.enumerated() where moves.moved[k] != 0 {
            let direction = moves.upward ? 1.0 : -1.0
            start.values[v] = starting[k] + direction * moves.moved[k] / coefficients[k]
        }
        let flags = linkedAmbiguity(moves)
        for (k, v) in start.linked.enumerated() { start.ambiguous[v] = flags[k] }
        return .solved(start.values, ambiguous: start.ambiguous)
    }

    /// Moves the linked variables (and the residual, last of `functions`) from `starting`
    /// until the linking row's sum has moved by `gap`, cheapest stretch first; what is
    /// left of the gap when the bounds stop it is `remaining`.
    static func closeGap(
        _ gap: Double, functions: [OwnRows], coefficients: [Double], starting: [Double]
    ) -> LinkedMoves {
        let upward = gap >= 0
        var stretches: [Stretch] = []
        stretches.reserveCapacity(3 * functions.count)
        for k in functions.indices {
            let a = coefficients[k]
            // Raising the row's sum raises x when a > 0 and lowers it when a < 0.
            let rightward = (a > 0) == upward
            functions[k].stretches(
                from: starting[k], rightward: rightward, perUnit: abs(a), variable: Int32(k), into: &stretches
            )
        }
        stretches.sort { ($0.cost, $0.variable, $0.order) < ($1.cost, $1.variable, $1.order) }
        var remaining = abs(gap)
        var moved = [Double](repeating: 0, count: functions.count)
        var last = -1
        var lastIsPartial = false
        while remaining > 0 && last + 1 < stretches.count {
            last += 1
            let take = min(stretches[last].length, remaining)
            moved[Int(stretches[last].variable)] += take
            remaining -= take
            lastIsPartial = take < stretches[last].length
        }
        return LinkedMoves(
            functions: functions, coefficients: coefficients, starting: starting, upward: upward,
            stretches: stretches, last: last, lastIsPartial: lastIsPartial, moved: moved,
            remaining: remaining)
    }

    /// A system of one linking row plus one-variable rows: which row links, and each
    /// variable's own rows grouped (one pass to count, one to place).
    struct LinkedShape {
        let link: Int
        let starts: [Int32]
        let grouped: [Int32]
        /// Per row: its one variable's coefficient (0 for the linking row).
        let rowCoefficient: [Double]

        /// Nil unless `system` is exactly one row over several variables plus rows over one
        /// variable each.
        init?(_ system: LinearSystem) {
            let n = system.variables.count
            var link = -1
            var ownCounts = [Int32](repeating: 0, count: n + 1)
            // Each one-variable row's variable and coefficient, read once through a buffer
            // (no copy of each row, with its id and terms, per visit).
            var rowVariable = [Int32](repeating: -1, count: system.constraints.count)
            var rowCoefficient = [Double](repeating: 0, count: system.constraints.count)
            let shaped: Bool = system.constraints.withUnsafeBufferPointer { rows in
                for r in rows.indices {
                    let count = rows[r].coefficients.count
                    if count > 1 {
                        if link >= 0 { return false }
                        link = r
                        continue
                    }
                    guard count == 1 else { return false }
                    let term = rows[r].coefficients[0]
                    guard term.value != 0, term.variable >= 0, term.variable < n else { return false }
                    rowVariable[r] = Int32(term.variable)
                    rowCoefficient[r] = term.value
                    ownCounts[term.variable] += 1
                }
                return true
            }
            guard shaped, link >= 0 else { return nil }
            var starts = [Int32](repeating: 0, count: n + 1)
            for v in 0..<n { starts[v + 1] = starts[v] + ownCounts[v] }
            var grouped = [Int32](repeating: 0, count: Int(starts[n]))
            var fill = Array(starts[0..<n])
            for r in rowVariable.indices where rowVariable[r] >= 0 {
                let v = Int(rowVariable[r])
                grouped[Int(fill[v])] = Int32(r)
                fill[v] += 1
            }
            self.link = link
            self.starts = starts
            self.grouped = grouped
            self.rowCoefficient = rowCoefficient
        }

        /// Variable `v`'s own rows as a function, pieces sorted by target.
        func own(_ v: Int, _ rows: UnsafeBufferPointer<LinearSystem.ConstraintEntry>) -> OwnRows {
            var result = OwnRows()
            result.pieces.reserveCapacity(Int(starts[v + 1] - starts[v]))
            for k in Int(starts[v])..<Int(starts[v + 1]) {
                let r = Int(grouped[k])
                result.add(
                    a: rowCoefficient[r], constant: rows[r].constant, rows[r].relation, rows[r].strength)
            }
            if result.pieces.count > 1 { result.pieces.sort { $0.target < $1.target } }
            return result
        }
    }

    /// Every variable at the optimum of its own rows: the values, whether another optimum
    /// moves each variable outside the linking row, and the linking row's variables with
    /// their functions.
    struct LinkedStart {
        var values: [Double]
        var ambiguous: [Bool]
        var functions: [OwnRows] = []
        var linked: [Int] = []

        /// Nil when some variable's required rows cannot all hold.
        init?(_ system: LinearSystem, shape: LinkedShape, inLink: [Double]) {
            let n = system.variables.count
            values = [Double](repeating: 0, count: n)
            ambiguous = [Bool](repeating: false, count: n)
            let count = system.constraints[shape.link].coefficients.count
            functions.reserveCapacity(count + 1)
            linked.reserveCapacity(count)
            var result = self
            let feasible: Bool = system.constraints.withUnsafeBufferPointer { rows in
                for v in 0..<n {
                    let f = shape.own(v, rows)
                    guard let best = f.optimum() else { return false }
                    result.values[v] = best
                    if inLink[v] != 0 {
                        result.functions.append(f)
                        result.linked.append(v)
                    } else {
                        result.ambiguous[v] = f.hasFlatOptimum()
                    }
                }
                return true
            }
            guard feasible else { return nil }
            self = result
        }
    }
}

extension Presolve.OwnRows {
    /// Adds row `a * x + constant REL 0`: a bound when required, else a piece weighted by
    /// `|a|` times the strength's weight (the row's violation per unit of `x`).
    mutating func add(a: Double, constant: Double, _ rowRelation: Relation, _ strength: Strength) {
        let target = -constant / a
        var relation = rowRelation
        if a < 0 {
            if relation == .lessThanOrEqual {
                relation = .greaterThanOrEqual
            } else if relation == .greaterThanOrEqual {
                relation = .lessThanOrEqual
            }
        }
        if strength.isRequired {
            if relation != .lessThanOrEqual { lower = max(lower, target) }
            if relation != .greaterThanOrEqual { upper = min(upper, target) }
        } else {
            pieces.append(
                Presolve.Piece(target: target, relation: relation, weight: strength.weight * abs(a)))
        }
    }

    /// The least-cost value within the bounds (nearest 0 among equal ones); nil when the
    /// bounds cross. The pieces must be sorted by target.
    func optimum() -> Double? {
        if lower > upper + Tolerance.Presolve.feasibility * max(1, abs(lower), abs(upper)) { return nil }
        if lower >= upper { return lower }
        let (low, high) = Presolve.minimizers(pieces)
        var from = max(low, lower)
        var to = min(high, upper)
        if from > to {
            if high < lower { (from, to) = (lower, lower) } else { (from, to) = (upper, upper) }
        }
        return from > 0 ? from : (to < 0 ? to : 0)
    }

    /// Appends the stretches met moving from `start` (an optimum) to the right or to the
    /// left up to the bound: each with its cost per unit of `x` divided by `perUnit` and its
    /// length times `perUnit` (so in units of the linking row's sum).
    func stretches(
        from start: Double, rightward: Bool, perUnit: Double, variable: Int32,
        into out: inout [Presolve.Stretch]
    ) {
        let end = rightward ? upper : lower
        if rightward ? start >= end : start <= end { return }
        // The cost per unit of moving away from `start`: pieces on the far side pull toward
        // it (they get cheaper: negative), pieces behind or at it push back.
        var cost = 0.0
        for p in pieces {
            let ahead = rightward ? p.target > start : p.target < start
            switch p.relation {
            case .equal: cost += ahead ? -p.weight : p.weight
            case .greaterThanOrEqual:
                if rightward { cost += ahead ? -p.weight : 0 } else { cost += ahead ? 0 : p.weight }
            case .lessThanOrEqual:
                if rightward { cost += ahead ? 0 : p.weight } else { cost += ahead ? -p.weight : 0 }
            }
        }
        var position = start
        var order: Int32 = 0
        func emit(to next: Double) {
            let length = abs(next - position)
            if length > 0 {
                out.append(
                    Presolve.Stretch(
                        cost: max(0, cost) / perUnit, length: length * perUnit, variable: variable,
                        order: order))
                order += 1
            }
            position = next
        }
        var k = rightward ? 0 : pieces.count - 1
        while k >= 0 && k < pieces.count {
            let t = pieces[k].target
            let beyond = rightward ? t <= start : t >= start
            if beyond {
                k += rightward ? 1 : -1
                continue
            }
            if rightward ? t >= end : t <= end { break }
            emit(to: t)
            // Crossing `t`: each piece there stops pulling or starts pushing.
            while k >= 0 && k < pieces.count && pieces[k].target == t {
                cost += pieces[k].relation == .equal ? 2 * pieces[k].weight : pieces[k].weight
                k += rightward ? 1 : -1
            }
        }
        emit(to: end)
    }
}
