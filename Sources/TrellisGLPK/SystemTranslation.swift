internal import TrellisSolver

/// A ``LinearSystem`` as an LP (FORMATS.md §1's objective, made linear):
///
/// - a free column per variable that appears anywhere (GLPK's new columns are fixed at 0
///   until told otherwise, so every one gets explicit bounds);
/// - a row per constraint, `sum(a * x) REL -constant`; a required row is bounded by that
///   alone; a non-required one gets non-negative error columns, `+ minus - plus` for `==`,
///   `- plus` for `<=` and `+ minus` for `>=`, so the error columns measure the violation;
/// - a row per edit, `x - plus + minus == suggested`;
/// - error columns cost their weight (or 1 in their level, for strict priorities).
///
/// Coefficients of the same variable in a row are merged; exact zeros dropped. A required
/// row left with no coefficients is checked right here instead of being handed to GLPK.
/// A variable defined by its own soft rows (a view's hugging and compression resistance)
/// is solved out of the LP (`SystemTranslation+Aggregation.swift`).
struct SystemTranslation: Sendable {
    var model = LPModel()
    /// Column of each variable, or -1 for a variable in no row or solved out of the LP
    /// (``aggregateOfVariable``).
    var variableColumn: [Int]
    /// Row of each constraint, or -1 for a required constraint without coefficients or a
    /// row that defines an aggregated variable (``aggregateOfConstraint``).
    var constraintRow: [Int]
    /// Row of each edit.
    var editRow: [Int] = []
    /// For each row, the constraint it holds, or `-1 - e` for edit `e`.
    var rowOrigin: [Int32] = []
    /// For each row, how much its right-hand side was lowered by the aggregated variables
    /// put into it (0 for most): a new constant `k` gives the bounds for `-k - shift`.
    var rowShift: [Double] = []
    /// For each column, the weight of the violation it measures (0 for variable columns).
    var columnWeight: [Double] = []
    /// A required constraint without coefficients that cannot hold, if any: a conflict of one.
    var violatedEmptyRow: Int?
    /// The variables solved out of the LP (see `SystemTranslation+Aggregation.swift`).
    var aggregates: [Aggregate] = []
    /// For each variable, its aggregate, or -1 (empty when there are no aggregates).
    var aggregateOfVariable: [Int32] = []
    /// For each constraint, the aggregate it defines, or -1 (empty when there are none).
    var aggregateOfConstraint: [Int32] = []

    /// Translates `system`; with `aggregating`, variables defined by their own soft rows are
    /// solved out of the LP (by default, for systems of more than
    /// ``aggregationConstraintLimit`` constraints); with `folding` as well (weighted
    /// priorities only), their other soft rows on the same constant go into the costs of the
    /// aggregate's columns (``foldSameConstantRows(_:)``).
    init(_ system: LinearSystem, aggregating: Bool? = nil, folding: Bool = false) {
        variableColumn = Array(repeating: -1, count: system.variables.count)
        constraintRow = Array(repeating: -1, count: system.constraints.count)
        model.rowBounds.reserveCapacity(system.constraints.count + system.edits.count)
        rowOrigin.reserveCapacity(system.constraints.count + system.edits.count)
        rowShift.reserveCapacity(system.constraints.count + system.edits.count)
        if aggregating ?? (system.constraints.count > Self.aggregationConstraintLimit) {
            findAggregates(system)
            if folding && !aggregates.isEmpty { foldSameConstantRows(system) }
        }
        var merged = RowMerger(variableCount: system.variables.count)
        for (i, row) in system.constraints.enumerated() {
            if aggregate(definedBy: i) != nil { continue }
            let terms = merged.merge(row.coefficients)
            if row.strength.isRequired && terms.isEmpty {
                if violatedEmptyRow == nil && !Self.holds(row.constant, row.relation) { violatedEmptyRow = i }
                continue
            }
            let r = addRow(origin: Int32(truncatingIfNeeded: i))
            constraintRow[i] = r
            addTerms(terms, row: r)
            setBounds(ofRow: r, from: system)
            if !row.strength.isRequired {
                let w = row.strength.weight
                if row.relation != .greaterThanOrEqual { addError(row: r, sign: -1, weight: w) }
                if row.relation != .lessThanOrEqual { addError(row: r, sign: 1, weight: w) }
            }
        }
        for (e, edit) in system.edits.enumerated() {
            let r = addRow(origin: -1 - Int32(truncatingIfNeeded: e))
            editRow.append(r)
            addTerm(variable: edit.variable, value: 1, row: r)
            setBounds(ofRow: r, from: system)
            addError(row: r, sign: -1, weight: edit.strength.weight)
            addError(row: r, sign: 1, weight: edit.strength.weight)
        }
    }

    /// Records the aggregates of `system` and their error columns.
    private mutating func findAggregates(_ system: LinearSystem) {
        let (upper, lower) = Self.definitions(system)
        for v in upper.indices where upper[v] >= 0 {
            if aggregates.isEmpty {
                aggregateOfVariable = Array(repeating: -1, count: system.variables.count)
                aggregateOfConstraint = Array(repeating: -1, count: system.constraints.count)
            }
            let u = Int(upper[v])
            let l = Int(lower[v])
            let k = Int32(truncatingIfNeeded: aggregates.count)
            let plus = model.addColumn(.lower(0), cost: system.constraints[u].strength.weight)
            columnWeight.append(system.constraints[u].strength.weight)
            let minus = model.addColumn(.lower(0), cost: system.constraints[l].strength.weight)
            columnWeight.append(system.constraints[l].strength.weight)
            aggregates.append(
                Aggregate(
                    variable: v, coefficient: system.constraints[u].coefficients[0].value,
                    rhs: -system.constraints[u].constant, upperConstraint: u, lowerConstraint: l,
                    plus: plus, minus: minus))
            aggregateOfVariable[v] = k
            aggregateOfConstraint[u] = k
            aggregateOfConstraint[l] = k
        }
    }

    /// Sets row `r`'s bounds from its constraint's constant or its edit's suggested value in
    /// `system`, less the row's ``rowShift``.
    mutating func setBounds(ofRow r: Int, from system: LinearSystem) {
        let origin = Int(rowOrigin[r])
        if origin >= 0 {
            let row = system.constraints[origin]
            model.rowBounds[r] = Self.bounds(-row.constant - rowShift[r], row.relation)
        } else {
            model.rowBounds[r] = .fixed(system.edits[-origin - 1].suggestedValue - rowShift[r])
        }
    }

    /// The aggregate whose variable is `v`, if it was solved out of the LP.
    @inline(__always)
    func aggregate(of v: Int) -> Int? {
        aggregateOfVariable.isEmpty || aggregateOfVariable[v] < 0 ? nil : Int(aggregateOfVariable[v])
    }

    /// The aggregate that constraint `i` defines, if any.
    @inline(__always)
    func aggregate(definedBy i: Int) -> Int? {
        aggregateOfConstraint.isEmpty || aggregateOfConstraint[i] < 0 ? nil : Int(aggregateOfConstraint[i])
    }

    private mutating func addRow(origin: Int32) -> Int {
        rowOrigin.append(origin)
        rowShift.append(0)
        return model.addRow(.free)
    }

    /// The row's entries: a column per variable, or an aggregated variable's definition.
    private mutating func addTerms(_ terms: [LinearSystem.Coefficient], row r: Int) {
        for t in terms { addTerm(variable: t.variable, value: t.value, row: r) }
    }

    private mutating func addTerm(variable: Int, value: Double, row r: Int) {
        guard let k = aggregate(of: variable) else {
            model.addEntry(row: r, column: column(of: variable), value: value)
            return
        }
        let factor = value / aggregates[k].coefficient
        model.addEntry(row: r, column: aggregates[k].plus, value: factor)
        model.addEntry(row: r, column: aggregates[k].minus, value: -factor)
        rowShift[r] += factor * aggregates[k].rhs
        aggregates[k].uses.append((r, factor))
    }

    private mutating func column(of variable: Int) -> Int {
        if variableColumn[variable] < 0 {
            variableColumn[variable] = model.addColumn(.free)
            columnWeight.append(0)
        }
        return variableColumn[variable]
    }

    private mutating func addError(row: Int, sign: Double, weight: Double) {
        let j = model.addColumn(.lower(0), cost: weight)
        columnWeight.append(weight)
        model.addEntry(row: row, column: j, value: sign)
    }

    /// The row bounds for `sum REL rhs`.
    static func bounds(_ rhs: Double, _ relation: Relation) -> LPBounds {
        switch relation {
        case .equal: return .fixed(rhs)
        case .lessThanOrEqual: return .upper(rhs)
        case .greaterThanOrEqual: return .lower(rhs)
        }
    }

    /// Whether `constant REL 0` holds, within the empty-row tolerance.
    static func holds(_ constant: Double, _ relation: Relation) -> Bool {
        switch relation {
        case .equal: return abs(constant) <= Tolerance.Check.emptyRow
        case .lessThanOrEqual: return constant <= Tolerance.Check.emptyRow
        case .greaterThanOrEqual: return constant >= -Tolerance.Check.emptyRow
        }
    }

    /// The distinct weights of the error columns, highest first: the strict levels.
    var levels: [Double] {
        Array(Set(columnWeight.filter { $0 > 0 })).sorted(by: >)
    }

    /// Objective coefficients for one strict level: 1 on its error columns, 0 elsewhere.
    func costs(forLevel weight: Double) -> [Double] {
        columnWeight.map { $0 == weight ? 1 : 0 }
    }

    /// Values of the system's variables from LP column values; variables in no row keep
    /// their initial values.
    func variableValues(_ columns: [Double], system: LinearSystem) -> [Double] {
        system.variables.indices.map { v in
            if let k = aggregate(of: v) { return value(of: aggregates[k], columns: columns) }
            let j = variableColumn[v]
            return j >= 0 && j < columns.count ? columns[j] : system.variables[v].initialValue
        }
    }
}

/// Merges repeated variables of a row in O(terms) with a scratch array.
struct RowMerger {
    private var slot: [Int]
    private var stamp: [Int]
    private var generation = 0

    init(variableCount: Int) {
        slot = Array(repeating: 0, count: variableCount)
        stamp = Array(repeating: -1, count: variableCount)
    }

    /// The row's coefficients with each variable once, in first-seen order, zeros dropped.
    mutating func merge(_ terms: [LinearSystem.Coefficient]) -> [LinearSystem.Coefficient] {
        generation += 1
        var out: [LinearSystem.Coefficient] = []
        out.reserveCapacity(terms.count)
        for t in terms {
            if stamp[t.variable] == generation {
                out[slot[t.variable]].value += t.value
            } else {
                stamp[t.variable] = generation
                slot[t.variable] = out.count
                out.append(t)
            }
        }
        if out.contains(where: { $0.value == 0 }) { out.removeAll { $0.value == 0 } }
        return out
    }
}
