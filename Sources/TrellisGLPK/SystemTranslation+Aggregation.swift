internal import TrellisSolver

// Variables defined by their own soft rows, solved out of the LP.
//
// A view's intrinsic length gives its length variable `v` two soft rows of one variable
// each: `a v <= d` (hugging, weight p) and `a v >= d` (compression resistance, weight q),
// with the same `a` and `d`. As rows they read `a v - plus <= d` and `a v + minus >= d`.
// Every optimum has `a v = d + plus - minus` (at most one of the two error columns is
// positive: lowering both by the smaller keeps every row and costs less), so the pair is
// one equality; and since `v` is a free column, that equality defines it:
// `v = (d + plus - minus) / a`. Putting the definition into the other rows that hold `v`
// takes `v`'s column and both rows out of the LP. A soft equality of one variable,
// `a v == d`, defines its variable the same way.
//
// For the equal-centring stack of 2,000 views (8,000 rows), this takes out a third of the
// rows and GLPK's dual simplex needs half the iterations (1.2 s -> 0.4 s by `glpsol --dual`
// on the LP before and after). The same goes for every lexicographic level under strict
// priorities: a point of the original LP maps to one of the aggregated LP with the same
// variables and error columns no larger, so every level's optimum is the same.

/// One variable solved out of the LP: `variable = (rhs + plus - minus) / coefficient`.
struct Aggregate: Sendable {
    /// The system's variable.
    var variable: Int
    /// Its coefficient in the defining rows.
    var coefficient: Double
    /// The defining rows' right-hand side `d` (their constant, negated).
    var rhs: Double
    /// The constraint whose error column raises `a v` (`<=` or `==`), and the one whose
    /// column lowers it (`>=`, or the same `==`).
    var upperConstraint: Int
    var lowerConstraint: Int
    /// The LP columns `plus` and `minus`.
    var plus: Int
    var minus: Int
    /// The other LP rows holding the variable, with `b / a` for its coefficient `b` there:
    /// each such row's entries are `factor` on `plus`, `-factor` on `minus`, and its
    /// right-hand side is lowered by `factor * rhs`.
    var uses: [(row: Int, factor: Double)] = []
}

extension SystemTranslation {
    /// Systems of at most this many constraints keep every variable in the LP: GLPK's time
    /// on them is mostly fixed costs, and their answers stay those of the LP as written
    /// (the same as the exact rational simplex's limit, ``GLPKBackend/exactRowLimit``).
    static let aggregationConstraintLimit = 400

    /// For each variable of `system`, the candidate definitions found among its soft rows
    /// of one variable, as `(upper, lower)` constraint indices; -1 where there is none.
    /// A variable qualifies with a soft `==` row of its own, or else when its first soft
    /// `<=` and `>=` rows share coefficient and constant; and it must also appear in some
    /// other row (otherwise taking it out gains nothing), but in no required equality.
    /// GLPK's presolver takes those equalities out itself, and a definition put into them
    /// stops it: a 10,000-cell table whose widths are required equal down each column took
    /// 18 s instead of 3 s with its widths substituted.
    static func definitions(_ system: LinearSystem) -> (upper: [Int32], lower: [Int32]) {
        let n = system.variables.count
        var upper = [Int32](repeating: -1, count: n)
        var lower = [Int32](repeating: -1, count: n)
        var equal = [Int32](repeating: -1, count: n)
        var occurrences = [Int32](repeating: 0, count: n)
        var inRequiredEquality = [Bool](repeating: false, count: n)
        for (i, row) in system.constraints.enumerated() {
            for c in row.coefficients { occurrences[c.variable] &+= 1 }
            if row.strength.isRequired && row.relation == .equal {
                for c in row.coefficients { inRequiredEquality[c.variable] = true }
            }
            guard !row.strength.isRequired, row.coefficients.count == 1, row.coefficients[0].value != 0 else {
                continue
            }
            let v = row.coefficients[0].variable
            let index = Int32(truncatingIfNeeded: i)
            switch row.relation {
            case .equal: if equal[v] < 0 { equal[v] = index }
            case .lessThanOrEqual: if upper[v] < 0 { upper[v] = index }
            case .greaterThanOrEqual: if lower[v] < 0 { lower[v] = index }
            }
        }
        for v in 0..<n {
            // A soft equality defines its variable on its own; otherwise the first `<=` and
            // `>=` rows, when they agree.
            if equal[v] >= 0 {
                upper[v] = equal[v]
                lower[v] = equal[v]
            }
            let u = Int(upper[v])
            let l = Int(lower[v])
            guard u >= 0 || l >= 0 else { continue }
            let defining: Int32 = u == l ? 1 : 2
            if u < 0 || l < 0 || occurrences[v] <= defining || inRequiredEquality[v]
                || !sameDefinition(system, u, l)
            {
                upper[v] = -1
                lower[v] = -1
            }
        }
        return (upper, lower)
    }

    /// Takes out of the LP every other soft row of one aggregated variable on its defining
    /// coefficient and constant, its weight added to the cost of the column that measures its
    /// violation: `minus` for `>=`, `plus` for `<=`, both for `==`. Every optimum has one of
    /// `plus` and `minus` at 0 (as above), and then such a row's violation is that column's
    /// value, so the LP's optimum is the same. A chain's width with a strong `>=` and a weak
    /// `==` on its intrinsic size keeps no row of its own then; with the row, GLPK's dual
    /// simplex squeezed the widths of a 10,000-view chain one pivot each before it moved the
    /// cheaper edge (10,000 iterations, 13 s), and without it the edge moves first (a few
    /// iterations). The costs mix weights, so only weighted priorities fold.
    mutating func foldSameConstantRows(_ system: LinearSystem) {
        for (i, row) in system.constraints.enumerated() {
            guard !row.strength.isRequired, row.coefficients.count == 1, aggregate(definedBy: i) == nil,
                let k = aggregate(of: row.coefficients[0].variable),
                Self.sameDefinition(system, aggregates[k].upperConstraint, i)
            else { continue }
            let w = row.strength.weight
            if row.relation != .greaterThanOrEqual { addCost(w, column: aggregates[k].plus) }
            if row.relation != .lessThanOrEqual { addCost(w, column: aggregates[k].minus) }
            aggregateOfConstraint[i] = Int32(truncatingIfNeeded: k)
        }
    }

    private mutating func addCost(_ weight: Double, column j: Int) {
        model.costs[j] += weight
        columnWeight[j] += weight
    }

    /// Whether constraints `u` and `l` (one variable each) have the same coefficient and
    /// constant: one equality between them.
    static func sameDefinition(_ system: LinearSystem, _ u: Int, _ l: Int) -> Bool {
        let a = system.constraints[u]
        let b = system.constraints[l]
        return a.coefficients[0].value == b.coefficients[0].value && a.constant == b.constant
    }

    /// The value of an aggregated variable from the LP's column values.
    func value(of aggregate: Aggregate, columns: [Double]) -> Double {
        let plus = aggregate.plus < columns.count ? columns[aggregate.plus] : 0
        let minus = aggregate.minus < columns.count ? columns[aggregate.minus] : 0
        return (aggregate.rhs + plus - minus) / aggregate.coefficient
    }

    /// Whether aggregate `k`'s defining constraints still define it in `system` (after a
    /// change of constants), and if so moves its right-hand side there: the rows that
    /// use it get their bounds again.
    mutating func refreshAggregate(_ k: Int, in system: LinearSystem) -> Bool {
        let aggregate = aggregates[k]
        guard Self.sameDefinition(system, aggregate.upperConstraint, aggregate.lowerConstraint) else {
            return false
        }
        let rhs = -system.constraints[aggregate.upperConstraint].constant
        guard rhs != aggregate.rhs else { return true }
        let delta = rhs - aggregate.rhs
        aggregates[k].rhs = rhs
        for use in aggregate.uses {
            // Shifted by the change (a row may hold several aggregates): the rounding is that
            // of adding the constants themselves.
            rowShift[use.row] += use.factor * delta
            setBounds(ofRow: use.row, from: system)
        }
        return true
    }
}
