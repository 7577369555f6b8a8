import TrellisSolver

/// A small dense two-phase simplex (Bland's rule), the test target's independent oracle.
///
/// It minimises `c·z` subject to `A z = b`, `z >= 0`. ``optimum(of:)`` turns a list of
/// solver constraints into that form (free variables split as `x+ - x-`, slacks, and
/// explicit violation variables for non-required constraints) and returns the true
/// optimum of the weighted sum of violations, or `nil` when the required ones conflict.
/// Dense and slow on purpose: it shares no code or idea of representation with `Solver`.
public struct ReferenceLP {
    var rows: [[Double]] = []
    var rhs: [Double] = []
    var cost: [Double] = []
    var columns = 0

    mutating func addColumn(cost c: Double) -> Int {
        columns += 1
        cost.append(c)
        for i in rows.indices { rows[i].append(0) }
        return columns - 1
    }

    mutating func addRow(_ entries: [Int: Double], _ b: Double) {
        var row = [Double](repeating: 0, count: columns)
        for (j, v) in entries { row[j] += v }
        rows.append(row)
        rhs.append(b)
    }

    /// The optimum of the weighted violations of `constraints` (all of kinds), or nil.
    /// `edits` are `(variable, weight, value)` pulls.
    public static func optimum(
        of constraints: [Constraint], edits: [(Variable, Double, Double)] = []
    ) -> Double? {
        var lp = ReferenceLP()
        var columnsOf: [ObjectIdentifier: (Int, Int)] = [:]
        func column(_ v: Variable) -> (Int, Int) {
            if let c = columnsOf[ObjectIdentifier(v)] { return c }
            let c = (lp.addColumn(cost: 0), lp.addColumn(cost: 0))
            columnsOf[ObjectIdentifier(v)] = c
            return c
        }
        var all: [(Expression, Relation, Strength)] = constraints.map {
            ($0.expression, $0.relation, $0.strength)
        }
        for (v, w, value) in edits { all.append((Expression(v) - value, .equal, Strength(w))) }
        for (expression, relation, strength) in all {
            var entries: [Int: Double] = [:]
            for term in expression.terms {
                let (plus, minus) = column(term.variable)
                entries[plus, default: 0] += term.coefficient
                entries[minus, default: 0] -= term.coefficient
            }
            let w = strength.isRequired ? 0 : strength.weight
            switch relation {
            case .equal:
                if !strength.isRequired {
                    entries[lp.addColumn(cost: w)] = 1
                    entries[lp.addColumn(cost: w)] = -1
                }
            case .lessThanOrEqual:
                entries[lp.addColumn(cost: 0)] = 1
                if !strength.isRequired { entries[lp.addColumn(cost: w)] = -1 }
            case .greaterThanOrEqual:
                entries[lp.addColumn(cost: 0)] = -1
                if !strength.isRequired { entries[lp.addColumn(cost: w)] = 1 }
            }
            lp.addRow(entries, -expression.constant)
        }
        return lp.minimize()
    }

    /// Two-phase simplex. nil when infeasible.
    func minimize() -> Double? {
        let m = rows.count
        let n = columns
        if m == 0 { return 0 }
        // Tableau with artificials n..<n+m.
        var t = [[Double]](repeating: [Double](repeating: 0, count: n + m), count: m)
        var b = rhs
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = sign * rows[i][j] }
            t[i][n + i] = 1
            b[i] *= sign
        }
        var basis = Array(n..<(n + m))
        let eps = 1e-9

        func run(_ c: [Double], allowed: Int) -> Bool {
            var z = c
            var zb = 0.0
            for i in 0..<m where c[basis[i]] != 0 {
                let k = c[basis[i]]
                for j in 0..<(n + m) { z[j] -= k * t[i][j] }
                zb -= k * b[i]
            }
            var iterations = 0
            while iterations < 10_000 {
                iterations += 1
                guard let e = (0..<allowed).first(where: { z[$0] < -eps && !basis.contains($0) }) else {
                    return true
                }
                var leave = -1
                var best = Double.infinity
                for i in 0..<m where t[i][e] > eps {
                    let r = b[i] / t[i][e]
                    if r < best - 1e-12 || (abs(r - best) <= 1e-12 && leave >= 0 && basis[i] < basis[leave]) {
                        best = r
                        leave = i
                    }
                }
                if leave < 0 { return false }
                let p = t[leave][e]
                for j in 0..<(n + m) { t[leave][j] /= p }
                b[leave] /= p
                for i in 0..<m where i != leave && t[i][e] != 0 {
                    let k = t[i][e]
                    for j in 0..<(n + m) { t[i][j] -= k * t[leave][j] }
                    b[i] -= k * b[leave]
                }
                let k = z[e]
                for j in 0..<(n + m) { z[j] -= k * t[leave][j] }
                zb -= k * b[leave]
                basis[leave] = e
            }
            return false
        }

        var phaseOne = [Double](repeating: 0, count: n + m)
        for j in n..<(n + m) { phaseOne[j] = 1 }
        _ = run(phaseOne, allowed: n + m)
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= n { infeasibility += b[i] }
        if infeasibility > 1e-7 { return nil }
        // Drive artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= n {
            if let e = (0..<n).first(where: { abs(t[i][$0]) > eps && !basis.contains($0) }) {
                let p = t[i][e]
                for j in 0..<(n + m) { t[i][j] /= p }
                b[i] /= p
                for k in 0..<m where k != i && t[k][e] != 0 {
                    let f = t[k][e]
                    for j in 0..<(n + m) { t[k][j] -= f * t[i][j] }
                    b[k] -= f * b[i]
                }
                basis[i] = e
            }
        }
        var phaseTwo = cost + [Double](repeating: 0, count: m)
        for i in 0..<m where basis[i] >= n { phaseTwo[basis[i]] = 0 }
        guard run(phaseTwo, allowed: n) else { return -.infinity }
        var total = 0.0
        for i in 0..<m where basis[i] < n { total += cost[basis[i]] * b[i] }
        return total
    }
}
