internal import CGLPK

// Which columns another optimum moves, read from GLPK's optimal basis: the rule the
// incremental solver applies to its tableau (`Solver.ambiguity(of:)`), in GLPK's terms. A
// non-basic variable (row or column) with a reduced cost of about 0 can move at no cost
// if the ratio test lets it take a positive step from its bound; if it can, it and every
// basic variable its tableau column reaches move along another optimum.

extension GLPKProblem {
    /// For each column of `model`, whether another optimum of the current optimal basis
    /// moves it; nil when GLPK cannot say (no optimal state, or a GLPK failure).
    ///
    /// - Complexity: one tableau column (a solve with the basis factors) per non-basic
    ///   variable whose reduced cost is about 0.
    func movableColumns(_ model: LPModel) -> [Bool]? {
        guard isOptimal else { return nil }
        let m = rowCount
        let n = columnCount
        let status = basis
        let rowValues = rowValues
        let columnValues = columnValues
        let rowDuals = rowDuals
        let columnDuals = columnDuals
        var costScale = 1.0
        for c in model.costs where abs(c) > costScale { costScale = abs(c) }
        let costTolerance = 1e-9 * costScale
        func stat(_ k: Int) -> Int32 { k < m ? status.rows[k] : status.columns[k - m] }
        func value(_ k: Int) -> Double { k < m ? rowValues[k] : columnValues[k - m] }
        func bounds(_ k: Int) -> LPBounds { k < m ? model.rowBounds[k] : model.columnBounds[k - m] }
        // Whether basic variable `k` moving in `direction` (sign) is stopped at once by a
        // bound it sits on.
        func blocked(_ k: Int, _ direction: Double) -> Bool {
            let x = value(k)
            func at(_ bound: Double) -> Bool { abs(x - bound) <= 1e-9 * max(1, abs(bound)) }
            switch bounds(k) {
            case .free: return false
            case .lower(let l): return direction < 0 && at(l)
            case .upper(let u): return direction > 0 && at(u)
            case .range(let l, let u): return direction < 0 ? at(l) : at(u)
            case .fixed: return true
            }
        }
        var movable = [Bool](repeating: false, count: n)
        var indices = [Int32](repeating: 0, count: m + n + 1)
        var values = [Double](repeating: 0, count: m + n + 1)
        for k in 0..<(m + n) {
            let s = stat(k)
            guard s == GLP_NL || s == GLP_NU || s == GLP_NF else { continue }
            let reducedCost = k < m ? rowDuals[k] : columnDuals[k - m]
            guard abs(reducedCost) <= costTolerance else { continue }
            guard let count = tableauColumn(k, indices: &indices, values: &values) else { return nil }
            var largest = 0.0
            for i in stride(from: 1, through: count, by: 1) { largest = max(largest, abs(values[i])) }
            let tiny = 1e-9 * max(1, largest)
            let directions: [Double] = s == GLP_NL ? [1] : (s == GLP_NU ? [-1] : [1, -1])
            let canMove = directions.contains { d in
                !stride(from: 1, through: count, by: 1).contains { i in
                    abs(values[i]) > tiny && blocked(Int(indices[i]), d * values[i])
                }
            }
            guard canMove else { continue }
            if k >= m { movable[k - m] = true }
            for i in stride(from: 1, through: count, by: 1) where abs(values[i]) > tiny {
                let basic = Int(indices[i])
                if basic >= m { movable[basic - m] = true }
            }
        }
        return movable
    }
}
