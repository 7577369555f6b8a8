/// A ``LinearSystem`` with its easy parts solved: what ``LinearSystem/presolved(priorities:)``
/// returns. ``reduced`` holds the rows left for a simplex solver; ``expand(_:)`` maps its
/// answer back to every variable of the original system.
///
/// Layout systems are mostly `x == y + c` equalities, fixed values and one-variable
/// preferences: presolve substitutes the equalities and fixed variables out, solves the
/// variables left alone with their own rows (a width with its hugging and compression
/// resistance) exactly, and drops bounds that others make redundant. What is left is the
/// real coupling, often nothing.
///
// snippet: given let system = LinearSystem()
/// ```swift
/// let presolved = system.presolved()
/// let reducedAnswer = try IncrementalBackend().solve(presolved.reduced, priorities: .weighted)
/// let values = presolved.expand(reducedAnswer.values)   // one value per original variable
/// ```
public struct PresolvedSystem: Sendable {
    /// The rows left, over ``variables`` (local index `k` is the original `variables[k]`).
    /// Edits that are left become soft equality rows. Row ids are `#k` (internal names).
    public var reduced: LinearSystem
    /// The original index of each variable of ``reduced``.
    public var variables: [Int]
    /// For each row of ``reduced``: the original constraint it was derived from (an index
    /// into `constraints`, or `constraints.count + e` for edit `e`).
    public var origins: [Int]
    /// Whether presolve found that the required constraints cannot all hold. The system
    /// must then be solved without presolve to name an irreducible conflicting set in the
    /// user's constraints.
    public var isInfeasible: Bool
    /// How many variables presolve determined (the rest are in ``reduced``, or in no row).
    public var eliminatedCount: Int { eliminations.count }
    /// The original system's size: variables, and rows (constraints plus edits).
    public var originalVariableCount: Int
    public var originalRowCount: Int

    var eliminations: EliminationTable
    /// The constant and the ambiguity of each elimination (changed by a replay).
    var eliminationConstants: [Double]
    var eliminationAmbiguous: [Bool]
    var initialValues: [Double]
    /// How to run the same presolve with new constants (nil when presolve found a conflict).
    var plan: PresolvePlan?
    /// Every row's constant at the end of presolve (what a replay compares against).
    var rowConstants: [Double]
    /// Built by the first incremental replay (``replay(constants:changedRows:)``).
    var index: PresolveIndex?
    /// What incremental replays changed and expansion has not caught up with.
    var backlog = ReplayBacklog()
    /// Every row's own constant (before presolve combined rows), as of presolve or the
    /// last ``replaying(constants:)`` (incremental replays leave it).
    var originalConstants: [Double] = []

    /// The value of every original variable, from the values of ``reduced``'s variables
    /// (variables in no row keep their initial value).
    ///
    /// - Complexity: O(variables + terms of the eliminations).
    public func expand(_ reducedValues: [Double]) -> [Double] {
        var values = initialValues
        for (k, v) in variables.enumerated() where k < reducedValues.count { values[v] = reducedValues[k] }
        let eliminationConstants =
            backlog.lazySources.isEmpty ? eliminationConstants : currentEliminationConstants
        for k in eliminations.indices.reversed() {
            var sum = eliminationConstants[k]
            for j in eliminations.terms(of: k) {
                sum += eliminations.termCoefficients[j] * values[Int(eliminations.termVariables[j])]
            }
            values[Int(eliminations.variables[k])] = -sum / eliminations.coefficients[k]
        }
        return values
    }

    /// Whether each original variable is ambiguous (another optimal answer moves it), from
    /// the same flags for ``reduced``'s variables: a variable determined by presolve is
    /// ambiguous when the row that determined it holds an ambiguous variable, or when it was
    /// chosen on a flat stretch of its own rows; a variable in no row is ambiguous.
    ///
    /// The rule can answer `true` where terms cancel (`x = y - z` with `y - z` decided
    /// while `y` and `z` are not); it never misses an ambiguous variable.
    public func expandAmbiguity(_ reducedAmbiguous: [Bool]) -> [Bool] {
        var flags = Array(repeating: true, count: initialValues.count)
        for (k, v) in variables.enumerated() {
            flags[v] = k < reducedAmbiguous.count ? reducedAmbiguous[k] : true
        }
        for k in eliminations.indices.reversed() {
            flags[Int(eliminations.variables[k])] =
                eliminationAmbiguous[k]
                || eliminations.terms(of: k).contains { flags[Int(eliminations.termVariables[$0])] }
        }
        return flags
    }

    /// One line: how much presolve took out.
    public var summary: String {
        "presolve: \(eliminatedCount) of \(originalVariableCount) variables determined, "
            + "\(reduced.constraints.count) of \(originalRowCount) rows left"
    }
}

extension LinearSystem {
    /// The system with equalities, fixed variables and one-variable rows solved out (see
    /// ``PresolvedSystem``). The system should be valid (``validate()``).
    ///
    /// Under ``PriorityMode/strict``, variables with only rows of their own are left to the
    /// solver (their levels are not one sum), and nothing else changes.
    ///
    // snippet: given let system = LinearSystem()
    /// ```swift
    /// let presolved = system.presolved()
    /// print(presolved.summary)   // "presolve: 39990 of 40000 variables determined, ..."
    /// ```
    /// - Complexity: about O(terms) for layout-shaped systems: substitutions copy rows of at
    ///   most a few terms, and long rows keep a position index.
    public func presolved(priorities: PriorityMode = .weighted) -> PresolvedSystem {
        var work = Presolve(variableCount: variables.count, isWeighted: priorities == .weighted)
        work.rows.reserveCapacity(constraints.count + edits.count)
        let termCount = constraints.reduce(edits.count) { $0 + $1.coefficients.count }
        // Substitutions lengthen some rows, which then move: room for half as many again.
        work.terms.reserveCapacity(rows: constraints.count + edits.count, terms: termCount + termCount / 2)
        // Each column starts with room for two rows and doubles.
        work.columns.reserveCapacity(2 * termCount)
        for (i, row) in constraints.enumerated() {
            let entry = Presolve.WorkRow(
                constant: row.constant, relation: row.relation, strength: row.strength, origin: i)
            work.appendRow(entry, terms: row.coefficients)
        }
        for (e, edit) in edits.enumerated() {
            let entry = Presolve.WorkRow(
                constant: -edit.suggestedValue, relation: .equal, strength: edit.strength,
                origin: constraints.count + e)
            work.appendRow(entry, terms: [Coefficient(variable: edit.variable, value: 1)])
        }
        work.run()
        work.releaseWorkingState()
        let constraints = constraints
        // Written into one array of its final size: `map` then `+` made three.
        var originalConstants: [Double] = []
        originalConstants.reserveCapacity(constraints.count + edits.count)
        for i in constraints.indices { originalConstants.append(constraints[i].constant) }
        for e in edits.indices { originalConstants.append(-edits[e].suggestedValue) }
        return work.result(
            variable: { variables[$0] }, initialValues: variables.map(\.initialValue),
            originalConstants: originalConstants,
            location: { $0 < constraints.count ? constraints[$0].location : .unknown })
    }
}

extension Presolve {
    /// Lets go of what only ``run()`` needs (the columns, the queue, the long rows' indexes
    /// and the stamps), before ``result(variable:initialValues:originalConstants:location:)``
    /// builds the answer: they are a tenth of the peak memory of a large system's presolve.
    /// Nothing but `result` may be asked of the presolve afterwards.
    mutating func releaseWorkingState() {
        columns = ColumnStore(variableCount: 0)
        queue = []
        longRows = []
        variableStamp = []
    }

    /// Reduces the rows appended until no rule applies, then solves the variables left alone
    /// with their own rows (unless a conflict was found).
    mutating func run() {
        // Rows are looked at first to last (the queue pops from its end).
        queue.reverse()
        reduce()
        // Rows that grew may now be the longer of a pair: one more look at every equality.
        for _ in 0..<3 where !isInfeasible {
            let before = eliminations.count
            for r in rows.indices.reversed()
            where rows[r].isLive && rows[r].relation == .equal && rows[r].strength.isRequired {
                enqueue(Int32(r))
            }
            reduce()
            if eliminations.count == before { break }
        }
        if !isInfeasible { solveSeparable() }
    }
}

extension Presolve {
    /// The rows still live as a system of their own, with redundant bounds dropped.
    /// `variable(v)` is the original variable `v`, `originalConstants` every row's own
    /// constant, and `location(r)` where row `r` was written.
    func result(
        variable: (Int) -> LinearSystem.VariableEntry, initialValues: [Double], originalConstants: [Double],
        location: (Int) -> SourceLocation
    ) -> PresolvedSystem {
        // Variable and row indices are `Int32` throughout presolve.
        var local = [Int32](repeating: -1, count: counts.count)
        var reduced = LinearSystem()
        var variables: [Int] = []
        for v in counts.indices where !isEliminated[v] && counts[v] > 0 {
            local[v] = Int32(truncatingIfNeeded: variables.count)
            variables.append(v)
            reduced.variables.append(variable(v))
        }
        // The tightest lower and upper required bound of each variable (the others are
        // implied by it). A one-term row's bound is worked out again when compared, by the
        // same operation, rather than kept for every row.
        var lowerRow = [Int32](repeating: -1, count: counts.count)
        var upperRow = [Int32](repeating: -1, count: counts.count)
        func bound(_ r: Int) -> Double { -rows[r].constant / coefficient(0, of: r) }
        for (r, row) in rows.enumerated()
        where row.isLive && row.strength.isRequired && row.relation != .equal && termCount(r) == 1 {
            let v = Int(terms.variable(0, of: r))
            let a = coefficient(0, of: r)
            let isLower = (row.relation == .greaterThanOrEqual) == (a > 0)
            let value = bound(r)
            if isLower {
                if lowerRow[v] < 0 || value > bound(Int(lowerRow[v])) { lowerRow[v] = Int32(r) }
            } else {
                if upperRow[v] < 0 || value < bound(Int(upperRow[v])) { upperRow[v] = Int32(r) }
            }
        }
        var origins: [Int] = []
        var plan = self.plan
        plan.relations = rows.map(\.relation)
        plan.strengths = rows.map(\.strength)
        for (r, row) in rows.enumerated() where row.isLive {
            if row.strength.isRequired && row.relation != .equal && termCount(r) == 1 {
                let v = Int(terms.variable(0, of: r))
                let isKept = lowerRow[v] == Int32(r) || upperRow[v] == Int32(r)
                plan.bounds.rows.append(Int32(r))
                plan.bounds.variables.append(terms.variable(0, of: r))
                plan.bounds.coefficients.append(coefficient(0, of: r))
                plan.bounds.kept.append(isKept)
                if !isKept { continue }
            }
            plan.reducedRows.append(Int32(r))
            var coefficients: [LinearSystem.Coefficient] = []
            coefficients.reserveCapacity(termCount(r))
            for k in 0..<termCount(r) {
                coefficients.append(
                    LinearSystem.Coefficient(
                        variable: Int(local[Int(terms.variable(k, of: r))]), value: coefficient(k, of: r)))
            }
            reduced.constraints.append(
                LinearSystem.ConstraintEntry(
                    id: "#\(reduced.constraints.count)", coefficients: coefficients, constant: row.constant,
                    relation: row.relation, strength: row.strength, location: location(row.origin)))
            origins.append(row.origin)
        }
        return PresolvedSystem(
            reduced: reduced, variables: variables, origins: origins, isInfeasible: isInfeasible,
            originalVariableCount: counts.count, originalRowCount: originalConstants.count,
            eliminations: eliminations,
            eliminationConstants: eliminations.constants,
            eliminationAmbiguous: eliminations.isAmbiguous,
            initialValues: initialValues, plan: isInfeasible ? nil : plan, rowConstants: rows.map(\.constant),
            originalConstants: originalConstants)
    }
}

/// What incremental replays changed that expansion has not caught up with.
struct ReplayBacklog: Sendable {
    /// Eliminations whose constant changed.
    var eliminations: [Int32] = []
    /// Rows moved whose steps add into rows kept apart (see ``PresolveIndex``).
    var lazySources: [Int32] = []
}
