internal import TrellisSolver

/// The optimality certificate of a floating-point simplex answer, recomputed in Swift on the
/// original (unscaled) data: GLPK's row duals `y` give reduced costs `d = c - Aᵀy`, and
/// since `c·x = d·x + y·(Ax)`, the objective exceeds the best lower bound the duals prove by
/// at most the complementary-slackness gap: for each column (and each row, with its dual
/// and activity) whose dual is positive, its distance above its lower bound times the dual;
/// negative, its distance below its upper bound times the dual's magnitude; and where the
/// dual's sign asks for a bound the column (or row) does not have, the dual's magnitude
/// times (|value| + 1), a dual infeasibility.
///
/// A gap within ``NumericPolicy/tolerance`` of the size of the terms is an optimum; a larger
/// one means the simplex stopped short (seen on coefficient spans near 1e12), and the answer
/// is not returned as optimal.
struct OptimalityCertificate {
    /// The complementary-slackness gap of the answer.
    var gap: Double
    /// The gap allowed: ``NumericPolicy/tolerance`` times (1 + |objective| + the size of
    /// the terms `|c_j x_j|` and `|y_i a_ij x_j|`).
    var allowance: Double

    /// Whether the answer is certified optimal.
    var holds: Bool { gap <= allowance }

    /// Computes the certificate of the column values `columns` with row duals `rowDuals`,
    /// for `model`'s matrix with the bounds and costs given (those of the LP just solved).
    ///
    /// - Complexity: O(rows + columns + entries).
    init(
        model: LPModel, rowBounds: [LPBounds], columnBounds: [LPBounds], costs: [Double],
        columns: [Double], rowDuals: [Double]
    ) {
        let rows = rowBounds.count
        let cols = columnBounds.count
        guard columns.count == cols, rowDuals.count == rows, costs.count == cols else {
            gap = .infinity
            allowance = 0
            return
        }
        var activity = [Double](repeating: 0, count: rows)
        var rowSize = [Double](repeating: 0, count: rows)
        var reduced = costs
        for k in 0..<model.entryCount {
            let i = Int(model.entryRows[k])
            let j = Int(model.entryColumns[k])
            let a = model.entryValues[k]
            activity[i] += a * columns[j]
            rowSize[i] += abs(a * columns[j])
            reduced[j] -= a * rowDuals[i]
        }
        var objective = 0.0
        var size = 0.0
        var total = 0.0
        for j in 0..<cols {
            objective += costs[j] * columns[j]
            size += abs(costs[j] * columns[j])
            total += Self.slackness(dual: reduced[j], value: columns[j], bounds: columnBounds[j])
        }
        for i in 0..<rows {
            size += abs(rowDuals[i]) * rowSize[i]
            total += Self.slackness(dual: rowDuals[i], value: activity[i], bounds: rowBounds[i])
        }
        gap = total.isNaN ? .infinity : total
        allowance = NumericPolicy.tolerance * (1 + abs(objective) + size)
    }

    /// One term of the gap: how much the objective could still fall through this dual.
    static func slackness(dual: Double, value: Double, bounds: LPBounds) -> Double {
        if dual == 0 { return 0 }
        var lower: Double?
        var upper: Double?
        switch bounds {
        case .free: break
        case .lower(let l): lower = l
        case .upper(let u): upper = u
        case .range(let l, let u):
            lower = l
            upper = u
        case .fixed(let v):
            lower = v
            upper = v
        }
        if dual > 0 {
            guard let lower else { return dual * (abs(value) + 1) }
            return dual * max(0, value - lower)
        }
        guard let upper else { return -dual * (abs(value) + 1) }
        return -dual * max(0, upper - value)
    }

    /// The certificate as text for a failure message.
    var description: String {
        "duality gap \(gap) above the allowed \(allowance)"
    }
}
