extension Solver {
    /// Iterative refinement of the tableau's constant column against the constraints.
    ///
    /// The rows' constants are the values of the basic symbols, carried from pivot to
    /// pivot. When a batch is built, the intermediate vertices can be far out (values of
    /// 1e7 on a system whose optimum is within 300), and the roundoff of those steps (an ulp
    /// of 1e7 is 2e-9) stays in the constants once the values come back: the final values
    /// then break an equality by 1e-9 in absolute terms, which a strong weight turns into an
    /// objective of 1e-3 where the optimum is 0 (`check_solve.py` seed 34000447).
    ///
    /// This evaluates every constraint (and edit) at the current values, with its markers:
    /// `constant + sum(a * x) + k * marker - k * other`, which is 0 exactly when the tableau
    /// holds. The residual is the drift of that constraint's constant inside the tableau, so
    /// it is moved back through the marker column (``applyConstantChange(_:by:)``, as
    /// ``setConstant(of:to:)`` does) and the values follow. A row pushed below its bound is
    /// repaired by the dual simplex, then the objective is re-optimised if it pivoted; if the
    /// dual simplex cannot repair it, the tableau is left as it was.
    /// - Returns: the largest residual before the correction, relative to its row's scale.
    /// - Complexity: O(terms of all constraints + rows holding the markers of the drifted
    ///   constraints); meant once after a batch solve, not on the interactive paths.
    @discardableResult
    func refineConstants() -> Double {
        settle()
        var worst = 0.0
        var corrections: [(record: ConstraintRecord, residual: Double)] = []
        let linked = state.tableau.linking.count == 0 ? [] : state.tableau.linkedRowValues()
        for case let record? in state.constraints {
            // An edit's current constant is -suggested, kept in its variable's record.
            var constant = record.constant
            if let edit = record.editVariable, let index = state.index(of: edit) {
                constant = -state.variables[Int(index)].suggested
            }
            var residual = constant
            var scale = abs(constant)
            for term in record.constraint.expression.terms {
                guard let index = state.index(of: term.variable) else { continue }
                let part =
                    term.coefficient
                    * state.tableau.value(of: state.variables[Int(index)].symbol, linked: linked)
                residual += part
                scale = max(scale, abs(part))
            }
            residual += record.markerCoefficient * state.tableau.value(of: record.marker, linked: linked)
            if record.other >= 0 {
                residual -= record.markerCoefficient * state.tableau.value(of: record.other, linked: linked)
            }
            if residual != 0 { corrections.append((record, residual)) }
            worst = max(worst, abs(residual) / max(1, scale))
        }
        guard !corrections.isEmpty else { return worst }
        let snapshot = state
        for correction in corrections {
            applyConstantChange(correction.record, by: correction.residual)
        }
        let before = state.tableau.counts.pivots
        guard state.tableau.dualOptimize() == nil else {
            // A row the dual simplex cannot bring back: keep the unrefined tableau.
            state = snapshot
            return worst
        }
        if state.tableau.counts.pivots != before { optimizeObjective() }
        return worst
    }
}
