/// What presolve did to the rows' constants, recorded so that the same reduction can be run
/// again with new constants (``PresolvedSystem/replaying(constants:)``).
///
/// Which variable each row takes out depends only on the rows' variables, coefficients,
/// relations and strengths, never on their constants: with the same structure, presolve
/// makes the same eliminations, and each constant of a reduced row is the same linear
/// combination of the original constants. Three steps do read constants, and are run again
/// on replay: the check that a required row left without variables holds, the solve of a
/// variable alone with its rows (where its optimum lies), and which of a variable's
/// required bounds is the tightest (the one kept in the reduced system).
struct PresolvePlan: Sendable {
    /// Row `combinations.targets[k]` gained `combinations.factors[k]` times the constant of
    /// row `combinations.sources[k]`, in this order.
    var combinations = CombinationLog()
    /// The row each elimination was made with (-1 for a variable solved alone).
    var eliminationRows: [Int32] = []
    /// Required rows left without variables (their constant must satisfy the relation).
    var emptyRequiredRows: [Int32] = []
    /// Variables solved alone: elimination `separableEliminations[k]` from the rows
    /// `separableRows[separableStarts[k]..<separableStarts[k + 1]]`, each `a * x + constant`
    /// with `a` in `separableCoefficients`.
    var separableEliminations: [Int32] = []
    var separableStarts: [Int32] = [0]
    /// Where each such variable's slope turned when presolve solved it (the hint its first
    /// replay checks first).
    var separableTurns: [Double] = []
    var separableRows: [Int32] = []
    var separableCoefficients: [Double] = []
    /// One-variable required inequalities left live.
    var bounds = BoundRows()
    /// The row each row of the reduced system comes from.
    var reducedRows: [Int32] = []
    /// Every row's relation and strength (presolve never changes them).
    var relations: [Relation] = []
    var strengths: [Strength] = []

    mutating func recordCombination(target: Int32, source: Int32, factor: Double) {
        combinations.targets.append(target)
        combinations.sources.append(source)
        combinations.factors.append(factor)
    }

    /// Which bound rows are kept, for the given row constants: for each variable, the first
    /// tightest lower and the first tightest upper bound.
    static func keptBounds(
        rows: [Int32], variables: [Int32], coefficients: [Double], relations: [Relation], constants: [Double]
    ) -> [Bool] {
        var lower: [Int32: Int] = [:]
        var upper: [Int32: Int] = [:]
        var bounds = [Double](repeating: 0, count: rows.count)
        for k in rows.indices {
            let r = Int(rows[k])
            let a = coefficients[k]
            let v = variables[k]
            bounds[k] = -constants[r] / a
            if (relations[r] == .greaterThanOrEqual) == (a > 0) {
                if let best = lower[v], bounds[k] <= bounds[best] { continue }
                lower[v] = k
            } else {
                if let best = upper[v], bounds[k] >= bounds[best] { continue }
                upper[v] = k
            }
        }
        var kept = [Bool](repeating: false, count: rows.count)
        for k in lower.values { kept[k] = true }
        for k in upper.values { kept[k] = true }
        return kept
    }
}

extension PresolvedSystem {
    /// The same presolve with new row constants: `constants[i]` is the constant of
    /// constraint `i` (`constraints.count + e` for edit `e`: minus its suggested value).
    /// Relations, strengths, variables and coefficients must be those presolve saw.
    ///
    /// Returns nil when the new constants make the required rows conflict, or change which
    /// bound of a variable is kept in ``reduced`` (presolve the whole system again then).
    /// Otherwise the answer is exactly the one a fresh ``LinearSystem/presolved(priorities:)``
    /// gives: the same rows with the same constants (``origins`` and the variables are
    /// unchanged), and the same eliminations.
    ///
    // snippet: given let system = LinearSystem()
    // snippet: given let presolved = system.presolved()
    /// ```swift
    /// var constants = system.constraints.map(\.constant)
    /// constants[3] = 120                                       // a new intrinsic width
    /// if let next = presolved.replaying(constants: constants) {
    ///     let reduced = try IncrementalBackend().solve(next.reduced, priorities: .weighted)
    ///     print(next.expand(reduced.values))   // one value per original variable
    /// }
    /// ```
    /// - Complexity: O(rows + substitutions presolve made), no allocation per term.
    public func replaying(constants original: [Double]) -> PresolvedSystem? {
        guard let plan, original.count == originalRowCount else { return nil }
        var constants = original
        plan.combine(&constants)
        for r in plan.emptyRequiredRows where !Presolve.holds(constants[Int(r)], plan.relations[Int(r)]) {
            return nil
        }
        var next = self
        for (k, r) in plan.eliminationRows.enumerated()
        where r >= 0 && next.eliminationConstants[k] != constants[Int(r)] {
            next.eliminationConstants[k] = constants[Int(r)]
        }
        for s in plan.separableEliminations.indices {
            let start = Int(plan.separableStarts[s])
            let end = Int(plan.separableStarts[s + 1])
            // Solved again only when one of its rows changed (a shared column width has a
            // row per cell, and its solve sorts them).
            var changed = false
            for j in start..<end {
                let r = Int(plan.separableRows[j])
                if constants[r] != rowConstants[r] {
                    changed = true
                    break
                }
            }
            if !changed { continue }
            let solved = Presolve.separableOptimum(count: end - start) { j in
                let r = Int(plan.separableRows[start + j])
                return (
                    plan.separableCoefficients[start + j], constants[r], plan.relations[r], plan.strengths[r]
                )
            }
            guard let solved else { return nil }
            let e = Int(plan.separableEliminations[s])
            next.eliminationConstants[e] = -solved.value
            next.eliminationAmbiguous[e] = solved.isAmbiguous
        }
        if !plan.bounds.rows.isEmpty {
            let kept = PresolvePlan.keptBounds(
                rows: plan.bounds.rows, variables: plan.bounds.variables,
                coefficients: plan.bounds.coefficients,
                relations: plan.relations, constants: constants)
            if kept != plan.bounds.kept { return nil }
        }
        for (k, r) in plan.reducedRows.enumerated()
        where next.reduced.constraints[k].constant != constants[Int(r)] {
            next.reduced.constraints[k].constant = constants[Int(r)]
        }
        next.rowConstants = constants
        // Every elimination's constant is set above: nothing kept apart is pending, and the
        // rows kept apart take their own constants from these.
        next.originalConstants = original
        next.backlog.lazySources = []
        if var index = next.index {
            next.index = nil
            for j in index.lazy.indices { index.lazy[j].constant = original[Int(index.lazy[j].row)] }
            for (j, r) in plan.separableRows.enumerated() { index.separable.constants[j] = constants[Int(r)] }
            next.index = index
        }
        return next
    }
}

extension PresolvedSystem {
    /// Whether ``expandAmbiguity(_:)`` gives the same flags as `other`'s for the same flags
    /// of the reduced variables: the same eliminations, and the same variables chosen on a
    /// flat stretch. True for a replay whose new constants moved no optimum onto or off a
    /// flat stretch; callers may keep the ambiguity they had then.
    ///
    // snippet: given let system = LinearSystem()
    // snippet: given let presolved = system.presolved()
    // snippet: given let constants = system.constraints.map(\.constant)
    // snippet: given let reducedFlags = [Bool](repeating: false, count: presolved.reduced.variables.count)
    // snippet: given var flags: [Bool] = []
    /// ```swift
    /// if let next = presolved.replaying(constants: constants),
    ///     !next.reduced.constraints.isEmpty || !next.hasSameAmbiguity(as: presolved) {
    ///     flags = next.expandAmbiguity(reducedFlags)
    /// }
    /// ```
    public func hasSameAmbiguity(as other: PresolvedSystem) -> Bool {
        eliminations.count == other.eliminations.count && eliminationAmbiguous == other.eliminationAmbiguous
    }
}

extension PresolvePlan {
    /// Runs every recorded combination of rows on `constants`, in the order presolve made
    /// them: `constants[target] += factor * constants[source]`.
    /// - Complexity: O(combinations), no allocation.
    func combine(_ constants: inout [Double]) {
        constants.withUnsafeMutableBufferPointer { c in
            combinations.targets.withUnsafeBufferPointer { targets in
                combinations.sources.withUnsafeBufferPointer { sources in
                    combinations.factors.withUnsafeBufferPointer { factors in
                        for k in 0..<targets.count {
                            c[Int(targets[k])] += factors[k] * c[Int(sources[k])]
                        }
                    }
                }
            }
        }
    }
}

/// Constant combinations as presolve made them: row `targets[k]` gained `factors[k]` times
/// the constant of row `sources[k]`.
struct CombinationLog: Sendable {
    var targets: [Int32] = []
    var sources: [Int32] = []
    var factors: [Double] = []
}

/// One-variable required inequalities left live: row, variable, coefficient, whether it is
/// kept in the reduced system (the tightest lower or upper bound of its variable).
struct BoundRows: Sendable {
    var rows: [Int32] = []
    var variables: [Int32] = []
    var coefficients: [Double] = []
    var kept: [Bool] = []
}
