extension Solver {
    /// Makes `variable` an edit variable at a non-required strength.
    ///
    /// The edit is the hidden constraint `variable == suggested` (0 until
    /// ``suggestValue(_:_:)``) at `strength`; its violation counts in the objective.
    // snippet: given let solver = Solver(), width = Variable("width")
    /// ```swift
    /// try solver.addEditVariable(width, strength: .strong)
    /// try solver.suggestValue(width, 400)
    /// ```
    /// - Throws: ``SolverError/requiredEditStrength(_:)``, ``SolverError/invalidStrength(_:)``,
    ///   ``SolverError/duplicateEditVariable(_:)``. On error nothing changes.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if strength.isRequired { throw .requiredEditStrength(variable) }
        if !strength.isValid { throw .invalidStrength(strength) }
        if let reason = NumericPolicy.weightProblem(strength.weight) {
            throw .outOfRange(place: "edit variable \(variable)", reason: reason)
        }
        if hasEditVariable(variable) { throw .duplicateEditVariable(variable) }
        try insertEdit(variable, strength: strength)
        deferOptimization()
        checkInvariantsIfEnabled()
    }

    /// The edit constraint of ``addEditVariable(_:strength:)`` into the tableau, its
    /// arguments checked.
    func insertEdit(_ variable: Variable, strength: Strength) throws(SolverError) {
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try insert(constraint, strength: strength, guarded: false)
        guard let slot = state.constraintIndex[ObjectIdentifier(constraint)] else {
            throw .internalFailure("edit constraint was not stored")
        }
        state.constraints[Int(slot)]?.editVariable = variable
        if let index = state.index(of: variable), let marker = state.record(slot)?.marker {
            state.variables[Int(index)].edit = slot
            state.variables[Int(index)].editMarker = marker
            state.variables[Int(index)].editWeight = strength.weight
            state.variables[Int(index)].suggested = 0
        }
    }

    /// Removes an edit variable.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` (nothing changes).
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = state.index(of: variable), case let slot = state.variables[Int(index)].edit,
            slot >= 0
        else { throw .unknownEditVariable(variable) }
        state.variables[Int(index)].edit = -1
        state.variables[Int(index)].editMarker = -1
        erase(slot)
        deferOptimization()
        checkInvariantsIfEnabled()
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        guard let index = state.index(of: variable) else { return false }
        return state.variables[Int(index)].edit >= 0
    }

    /// Suggests a value for an edit variable and re-optimises (dual simplex).
    ///
    /// Only the rows holding the edit's error symbol change (their constants), then the
    /// dual simplex repairs the rows that went infeasible.
    // snippet: given let solver = Solver(), width = Variable("width")
    // snippet: given try solver.addEditVariable(width, strength: .strong)
    /// ```swift
    /// try solver.suggestValue(width, 800)
    /// solver.updateVariables()
    /// ```
    /// - Throws: ``SolverError/nonFinite(constraint:variable:)``,
    ///   ``SolverError/unknownEditVariable(_:)``. On error nothing changes.
    /// - Complexity: O(rows holding the edit's marker) plus dual simplex pivots.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        if !value.isFinite { throw .nonFinite(constraint: nil, variable: variable) }
        if abs(value) > NumericPolicy.maximumMagnitude {
            throw .outOfRange(
                place: "edit variable \(variable)", reason: NumericPolicy.valueProblem(value) ?? "")
        }
        if !state.pending.isEmpty && hasEditVariable(variable) { flushPending() }
        guard state.suggest(variable, value) else { throw .unknownEditVariable(variable) }
        checkInvariantsIfEnabled()
    }
}

extension SolverState {
    /// Moves edit `variable`'s target to `value` and re-optimises; `false` when it is not
    /// an edit variable (nothing changes).
    mutating func suggest(_ variable: Variable, _ value: Double) -> Bool {
        guard let index = index(of: variable) else { return false }
        let i = Int(index)
        let marker = variables[i].editMarker
        guard marker >= 0 else { return false }
        tableau.settle()
        // The edit is `variable - suggested == 0` with marker coefficient -1: its
        // expression constant goes from -old to -value.
        let change = variables[i].suggested - value
        variables[i].suggested = value
        tableau.applyConstantChange(
            marker: marker, markerCoefficient: -1, weight: variables[i].editWeight, change: change)
        _ = tableau.reoptimize()
        return true
    }
}
