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
struct SystemTranslation: Sendable {
    /// Below this a required row without coefficients counts as satisfied.
    static let emptyRowTolerance = 1e-9

    var model = LPModel()
    /// Column of each variable, or -1 for a variable in no row.
    var variableColumn: [Int]
    /// Row of each constraint, or -1 for a required constraint without coefficients.
    var constraintRow: [Int]
    /// Row of each edit.
    var editRow: [Int] = []
    /// For each column, the weight of the violation it measures (0 for variable columns).
    var columnWeight: [Double] = []
    /// A required constraint without coefficients that cannot hold, if any: a conflict of one.
    var violatedEmptyRow: Int?

    init(_ system: LinearSystem) {
        variableColumn = Array(repeating: -1, count: system.variables.count)
        constraintRow = Array(repeating: -1, count: system.constraints.count)
        var merged = RowMerger(variableCount: system.variables.count)
        for (i, row) in system.constraints.enumerated() {
            let terms = merged.merge(row.coefficients)
            if row.strength.isRequired && terms.isEmpty {
                if violatedEmptyRow == nil && !Self.holds(row.constant, row.relation) { violatedEmptyRow = i }
                continue
            }
            let r = model.addRow(Self.bounds(-row.constant, row.relation))
            constraintRow[i] = r
            for t in terms { model.addEntry(row: r, column: column(of: t.variable), value: t.value) }
            if !row.strength.isRequired {
                let w = row.strength.weight
                if row.relation != .greaterThanOrEqual { addError(row: r, sign: -1, weight: w) }
                if row.relation != .lessThanOrEqual { addError(row: r, sign: 1, weight: w) }
            }
        }
        for edit in system.edits {
            let r = model.addRow(.fixed(edit.suggestedValue))
            editRow.append(r)
            model.addEntry(row: r, column: column(of: edit.variable), value: 1)
            addError(row: r, sign: -1, weight: edit.strength.weight)
            addError(row: r, sign: 1, weight: edit.strength.weight)
        }
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

    /// Whether `constant REL 0` holds, within ``emptyRowTolerance``.
    static func holds(_ constant: Double, _ relation: Relation) -> Bool {
        switch relation {
        case .equal: return abs(constant) <= emptyRowTolerance
        case .lessThanOrEqual: return constant <= emptyRowTolerance
        case .greaterThanOrEqual: return constant >= -emptyRowTolerance
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
