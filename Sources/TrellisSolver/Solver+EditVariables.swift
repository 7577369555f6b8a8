extension Solver {
    /// Makes `variable` an edit variable at a non-required strength.
    ///
    /// The edit is the hidden constraint `variable == suggested` (0 until
    /// ``suggestValue(_:_:)``) at `strength`; its violation counts in the objective.
    /// ```swift
    /// try solver.addEditVariable(width, strength: .strong)
    /// try solver.suggestValue(width, 400)
    /// ```
    /// - Throws: ``SolverError/requiredEditStrength(_:)``, ``SolverError/invalidStrength(_:)``,
    ///   ``SolverError/duplicateEditVariable(_:)``. On error nothing changes.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if strength.isRequired { throw .requiredEditStrength(variable) }
        if !strength.isValid { throw .invalidStrength(strength) }
        if state.edits[ObjectIdentifier(variable)] != nil { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try insert(constraint, strength: strength, guarded: false)
        guard let slot = state.constraintIndex[ObjectIdentifier(constraint)] else {
            throw .internalFailure("edit constraint was not stored")
        }
        state.constraints[Int(slot)]?.editVariable = variable
        state.edits[ObjectIdentifier(variable)] = slot
        optimizeObjective()
        checkInvariantsIfEnabled()
    }

    /// Removes an edit variable.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` (nothing changes).
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = state.edits[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable)
        }
        state.edits[ObjectIdentifier(variable)] = nil
        erase(slot)
        optimizeObjective()
        checkInvariantsIfEnabled()
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        state.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-optimises (dual simplex).
    ///
    /// Only the rows holding the edit's error symbol change (their constants), then the
    /// dual simplex repairs the rows that went infeasible.
    /// ```swift
    /// try solver.suggestValue(width, 800)
    /// solver.updateVariables()
    /// ```
    /// - Throws: ``SolverError/nonFinite(constraint:variable:)``,
    ///   ``SolverError/unknownEditVariable(_:)``. On error nothing changes.
    /// - Complexity: O(rows holding the edit's marker) plus dual simplex pivots.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        if !value.isFinite { throw .nonFinite(constraint: nil, variable: variable) }
        guard let slot = state.edits[ObjectIdentifier(variable)],
            let record = state.record(slot)
        else { throw .unknownEditVariable(variable) }
        // The edit is `variable - suggested == 0`: its expression constant is -suggested.
        let old = record.constraint.expression.constant
        record.constraint.expression.constant = -value
        applyConstantChange(record, by: -value - old)
        try reoptimizeAfterConstantChange()
        checkInvariantsIfEnabled()
    }

    /// Re-optimises the objective from a feasible tableau.
    func optimizeObjective() {
        state.tableau.optimize(phaseOne: false)
    }

    /// Dual simplex after constants changed in non-required rows (which cannot fail),
    /// then a primal pass if it pivoted.
    func reoptimizeAfterConstantChange() throws(SolverError) {
        let before = state.tableau.pivots
        if state.tableau.dualOptimize() != nil {
            throw .internalFailure("the dual simplex found a non-required row infeasible")
        }
        if state.tableau.pivots != before { optimizeObjective() }
    }
}
