extension Solver {
    /// Changes the constant of a constraint in the solver (`expression.constant`), cheaply.
    ///
    /// No row is rebuilt: the constant enters the tableau through the constraint's marker
    /// column, so only the rows holding the marker change, then the dual simplex repairs
    /// feasibility (as ``suggestValue(_:_:)`` does).
    /// ```swift
    /// let gap = (b.left - a.right == 8)
    /// try solver.addConstraint(gap)
    /// try solver.setConstant(of: gap, to: -12)   // now b.left - a.right - 12 == 0
    /// ```
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite(constraint:variable:)``,
    ///   ``SolverError/unsatisfiable(conflict:)`` (a required constraint that can no longer
    ///   hold with the others; it is in the conflict). On error nothing changes.
    /// - Complexity: O(rows holding the marker) plus dual simplex pivots; a required
    ///   constraint also pays a copy-on-write snapshot of the tableau.
    public func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let slot = state.constraintIndex[ObjectIdentifier(constraint)],
            let record = state.record(slot), record.editVariable == nil
        else { throw .unknownConstraint(constraint) }
        if !constant.isFinite { throw .nonFinite(constraint: constraint, variable: nil) }
        let old = constraint.expression.constant
        if !record.isRequired {
            constraint.expression.constant = constant
            applyConstantChange(record, by: constant - old)
            try reoptimizeAfterConstantChange()
            checkInvariantsIfEnabled()
            return
        }
        let snapshot = state
        applyConstantChange(record, by: constant - old)
        if state.tableau.dualOptimize() != nil {
            state = snapshot
            constraint.expression.constant = constant
            let conflict = irreducibleConflict(
                [], key: constraint, fallback: state.requiredConstraints)
            constraint.expression.constant = old
            throw .unsatisfiable(conflict: conflict)
        }
        constraint.expression.constant = constant
        optimizeObjective()
        checkInvariantsIfEnabled()
    }

    /// Changes the strength of a constraint in the solver (also to and from required).
    ///
    /// Between non-required strengths only the objective changes (`weight * errors`),
    /// then the primal simplex re-optimises. To or from required, the constraint is
    /// taken out and put back with its new strength, atomically.
    /// ```swift
    /// try solver.setStrength(of: preferredWidth, to: .weak)
    /// ```
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidStrength(_:)``,
    ///   ``SolverError/unsatisfiable(conflict:)`` (when becoming required). On error
    ///   nothing changes.
    public func setStrength(of constraint: Constraint, to strength: Strength) throws(SolverError) {
        guard let slot = state.constraintIndex[ObjectIdentifier(constraint)],
            let record = state.record(slot), record.editVariable == nil
        else { throw .unknownConstraint(constraint) }
        if !strength.isValid { throw .invalidStrength(strength) }
        if strength == constraint.strength { return }
        if !record.isRequired && !strength.isRequired {
            let change = strength.weight - record.weight
            for symbol in [record.marker, record.other] where symbol >= 0 {
                guard state.tableau.kind(symbol) == .error else { continue }
                let row = state.tableau.rowOf[Int(symbol)]
                if row >= 0 {
                    state.tableau.objective.add(state.tableau.rows[Int(row)], times: change)
                } else {
                    state.tableau.objective.add(symbol, change)
                }
            }
            state.constraints[Int(slot)]?.weight = strength.weight
            constraint.strength = strength
            optimizeObjective()
            checkInvariantsIfEnabled()
            return
        }
        let snapshot = state
        do {
            erase(slot)
            try insert(constraint, strength: strength, guarded: true)
            optimizeObjective()
        } catch {
            state = snapshot
            throw error
        }
        constraint.strength = strength
        checkInvariantsIfEnabled()
    }

    /// Moves the constraint's constant by `change` inside the tableau.
    ///
    /// The constraint's equation is `expression + k*marker + ... = 0`. Raising the
    /// expression's constant by `change` is the same as renaming `marker = marker' + d`
    /// with `d = change / k`. So a row `b = c + a*marker + ...` gets `c += a*d`, the
    /// marker's own row (when basic) `marker' = c - d + ...`. The objective's constant
    /// follows the basic errors' constants (the marker's own weight, if it is an error,
    /// now prices the new marker, so it does not move the constant).
    /// Rows left infeasible are queued for the dual simplex.
    func applyConstantChange(_ record: ConstraintRecord, by change: Double) {
        let d = change / record.markerCoefficient
        let marker = record.marker
        // The marker's own weight in the objective (an error's), which stays on the new
        // marker: only the basic errors' changed constants move the objective's constant.
        let ownCost = state.tableau.kind(marker) == .error ? record.weight : 0
        let own = state.tableau.rowOf[Int(marker)]
        if own >= 0 {
            state.tableau.rows[Int(own)].constant -= d
            if state.tableau.isInfeasible(own) { state.tableau.infeasible.append(own) }
            state.tableau.objective.constant -= ownCost * d
            return
        }
        for slot in state.tableau.columns[Int(marker)] {
            let a = state.tableau.rows[Int(slot)].coefficient(of: marker)
            state.tableau.rows[Int(slot)].constant += a * d
            if state.tableau.isInfeasible(slot) { state.tableau.infeasible.append(slot) }
        }
        let cost = state.tableau.objective.coefficient(of: marker)
        state.tableau.objective.constant += (cost - ownCost) * d
    }
}
