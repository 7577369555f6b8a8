internal import CGLPK
internal import TrellisSolver

// Which columns another optimum moves, read from GLPK's optimal basis: the rule the
// incremental solver applies to its tableau (`Solver.ambiguity(of:)`), in GLPK's terms. A
// non-basic variable (row or column) with a reduced cost of about 0 can move at no cost
// if the ratio test lets it take a positive step from its bound; if it can, it and every
// basic variable its tableau column reaches move along another optimum.

/// What ``GLPKProblem/movableColumns(_:reusing:)`` found, with what it depends on: the basis
/// and which basic variables sit on a bound. The costs are fixed between re-solves of one
/// system, so the same basis has the same reduced costs and tableau; a re-solve after a
/// constant change that keeps both gives the same answer without a tableau column.
struct AmbiguityMemo: Sendable, Equatable {
    /// Per row then column: the basis status of a non-basic variable, or for a basic one
    /// which of its bounds it sits on.
    var signature: [UInt8]
    var movable: [Bool]
    /// The directions the movable columns move in (nil past ``MoveDirections/limit``).
    var directions: MoveDirections?
}

extension GLPKProblem {
    /// For each column of `model`, whether another optimum of the current optimal basis
    /// moves it; nil when GLPK cannot say (no optimal state, or a GLPK failure). `previous`
    /// is returned as it is when the basis and the bounds its basic variables sit on are
    /// the same.
    ///
    /// - Complexity: one tableau column (a solve with the basis factors) per non-basic
    ///   variable whose reduced cost is about 0; O(rows + columns) when `previous` holds.
    func movableColumns(_ model: LPModel, reusing previous: AmbiguityMemo? = nil) -> AmbiguityMemo? {
        guard isOptimal else { return nil }
        let m = rowCount
        let n = columnCount
        let status = basis
        let rowValues = rowValues
        let columnValues = columnValues
        func stat(_ k: Int) -> Int32 { k < m ? status.rows[k] : status.columns[k - m] }
        func value(_ k: Int) -> Double { k < m ? rowValues[k] : columnValues[k - m] }
        func bounds(_ k: Int) -> LPBounds { k < m ? model.rowBounds[k] : model.columnBounds[k - m] }
        // Whether basic variable `k` sits on its lower (1) and upper (2) bound.
        func sitsOn(_ k: Int) -> UInt8 {
            let x = value(k)
            func at(_ bound: Double) -> Bool {
                abs(x - bound) <= Tolerance.GLPK.ambiguity * max(1, abs(bound))
            }
            switch bounds(k) {
            case .free: return 0
            case .lower(let l): return at(l) ? 1 : 0
            case .upper(let u): return at(u) ? 2 : 0
            case .range(let l, let u): return (at(l) ? 1 : 0) | (at(u) ? 2 : 0)
            case .fixed: return 3
            }
        }
        var signature = [UInt8](repeating: 0, count: m + n)
        for k in 0..<(m + n) {
            let s = stat(k)
            signature[k] = s == GLP_BS ? 16 | sitsOn(k) : UInt8(truncatingIfNeeded: s)
        }
        if let previous, previous.signature == signature, previous.movable.count == n { return previous }
        let rowDuals = rowDuals
        let columnDuals = columnDuals
        var costScale = 1.0
        for c in model.costs where abs(c) > costScale { costScale = abs(c) }
        let costTolerance = Tolerance.GLPK.ambiguity * costScale
        // Whether basic variable `k` moving in `direction` (sign) is stopped at once by a
        // bound it sits on.
        func blocked(_ k: Int, _ direction: Double) -> Bool {
            let on = signature[k] & 3
            return direction < 0 ? on & 1 != 0 : on & 2 != 0
        }
        var movable = [Bool](repeating: false, count: n)
        var entries: [(direction: Int32, column: Int32, value: Double)] = []
        var direction: Int32 = 0
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
            let tiny = Tolerance.GLPK.ambiguity * max(1, largest)
            let directions: [Double] = s == GLP_NL ? [1] : (s == GLP_NU ? [-1] : [1, -1])
            let canMove = directions.contains { d in
                !stride(from: 1, through: count, by: 1).contains { i in
                    abs(values[i]) > tiny && blocked(Int(indices[i]), d * values[i])
                }
            }
            guard canMove else { continue }
            if k >= m {
                movable[k - m] = true
                entries.append((direction, Int32(k - m), 1))
            }
            for i in stride(from: 1, through: count, by: 1) where abs(values[i]) > tiny {
                let basic = Int(indices[i])
                guard basic >= m else { continue }
                movable[basic - m] = true
                entries.append((direction, Int32(basic - m), values[i]))
            }
            direction += 1
        }
        return AmbiguityMemo(
            signature: signature, movable: movable, directions: MoveDirections(entries, columnCount: n))
    }
}
