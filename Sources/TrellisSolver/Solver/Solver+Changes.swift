extension Solver {
    /// Changes the constant of a constraint in the solver (`expression.constant`), cheaply.
    ///
    /// No row is rebuilt: the constant enters the tableau through the constraint's marker
    /// column, so only the rows holding the marker change, then the dual simplex repairs
    /// feasibility (as ``suggestValue(_:_:)`` does).
    // snippet: given let solver = Solver()
    // snippet: given let a = (left: Variable("a.left"), right: Variable("a.right"))
    // snippet: given let b = (left: Variable("b.left"), right: Variable("b.right"))
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
        if state.pendingIndex[ObjectIdentifier(constraint)] != nil { flushPending() }
        guard let slot = state.constraintIndex[ObjectIdentifier(constraint)],
            let record = state.record(slot), record.editVariable == nil
        else { throw .unknownConstraint(constraint) }
        if !constant.isFinite { throw .nonFinite(constraint: constraint, variable: nil) }
        if let reason = NumericPolicy.rangeProblem(coefficients: [], constant: constant, weight: 1) {
            throw .outOfRange(place: "constraint \(constraint)", reason: reason)
        }
        settle()
        let old = record.constant
        if !record.isRequired {
            state.constraints[Int(slot)]?.constant = constant
            constraint.constant = constant
            applyConstantChange(record, by: constant - old)
            try reoptimizeAfterConstantChange()
            checkInvariantsIfEnabled()
            return
        }
        let snapshot = state
        state.constraints[Int(slot)]?.constant = constant
        applyConstantChange(record, by: constant - old)
        if state.tableau.dualOptimize() != nil {
            state = snapshot
            constraint.constant = constant
            let search = searchConflict([constraint], fallback: state.requiredConstraints)
            // Refuted, the new constant can hold: the tableau is rebuilt with it.
            try rebuild(after: search, undoing: { constraint.constant = old })
            checkInvariantsIfEnabled()
            return
        }
        constraint.constant = constant
        optimizeObjective()
        checkInvariantsIfEnabled()
    }

    /// Changes the strength of a constraint in the solver (also to and from required).
    ///
    /// Between non-required strengths only the objective changes (`weight * errors`),
    /// then the primal simplex re-optimises. To or from required, the constraint is
    /// taken out and put back with its new strength, atomically.
    // snippet: given let solver = Solver(), width = Variable("width")
    // snippet: given let preferredWidth = (width == 320).strength(.strong)
    // snippet: given try solver.addConstraint(preferredWidth)
    /// ```swift
    /// try solver.setStrength(of: preferredWidth, to: .weak)
    /// ```
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidStrength(_:)``,
    ///   ``SolverError/unsatisfiable(conflict:)`` (when becoming required). On error
    ///   nothing changes.
    public func setStrength(of constraint: Constraint, to strength: Strength) throws(SolverError) {
        if state.pendingIndex[ObjectIdentifier(constraint)] != nil { flushPending() }
        guard let slot = state.constraintIndex[ObjectIdentifier(constraint)],
            let record = state.record(slot), record.editVariable == nil
        else { throw .unknownConstraint(constraint) }
        if !strength.isValid { throw .invalidStrength(strength) }
        if let reason = NumericPolicy.weightProblem(strength.weight) {
            throw .outOfRange(place: "constraint \(constraint)", reason: reason)
        }
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
            deferOptimization()
            checkInvariantsIfEnabled()
            return
        }
        let snapshot = state
        do {
            erase(slot)
            try insert(constraint, strength: strength, guarded: true)
            deferOptimization()
        } catch .unsatisfiable(let certificate) {
            state = snapshot
            let search = searchConflict(certificate, fallback: state.requiredConstraints)
            // Refuted, it is rebuilt with the new strength (the rebuild reads each
            // constraint's own).
            let old = constraint.strength
            constraint.strength = strength
            try rebuild(after: search, undoing: { constraint.strength = old })
        } catch {
            state = snapshot
            throw error
        }
        constraint.strength = strength
        checkInvariantsIfEnabled()
    }

    /// Moves the constraint's constant by `change` inside the tableau.
    func applyConstantChange(_ record: ConstraintRecord, by change: Double) {
        state.tableau.applyConstantChange(
            marker: record.marker, markerCoefficient: record.markerCoefficient, weight: record.weight,
            change: change)
    }
}

extension Tableau {
    /// Moves a constraint's expression constant by `change` inside the tableau.
    ///
    /// The constraint's equation is `expression + k*marker + ... = 0`. Raising the
    /// expression's constant by `change` is the same as renaming `marker = marker' + d`
    /// with `d = change / k`. So a row `b = c + a*marker + ...` gets `c += a*d`, and the
    /// marker's own row (when basic) `marker' = c - d + ...`. The objective's constant
    /// follows the basic errors' constants (the marker's own weight, if it is an error,
    /// now prices the new marker, so it does not move the constant). Rows left
    /// infeasible are queued for the dual simplex.
    /// - Complexity: O(rows holding the marker * log(cells per row)).
    mutating func applyConstantChange(
        marker: Int32, markerCoefficient: Double, weight: Double, change: Double
    ) {
        let d = change / markerCoefficient
        let ownCost = kinds[Int(marker)] == .error ? weight : 0
        let own = rowOf[Int(marker)]
        if own >= 0 {
            rows[Int(own)].constant -= d
            if isInfeasible(own) { optimization.infeasible.append(own) }
            objective.constant -= ownCost * d
            return
        }
        refreshColumnCache(marker)
        // The arrays are moved out for the loop and back after it (`swap`): borrowing them
        // from `self` would retain and release each (atomic operations that cost more than
        // the loop on a small tableau).
        var queue: [Int32] = []
        swap(&queue, &optimization.infeasible)
        var entries: [Cell] = []
        swap(&entries, &columnIndex.caches[Int(marker)].entries)
        var kinds: [SymbolKind] = []
        swap(&kinds, &self.kinds)
        var rows: [Row] = []
        swap(&rows, &self.rows)
        // The column's entries outermost: borrowed inside the other closures, the array
        // was retained and released around the loop (atomic operations that cost a quarter
        // of a suggestion on a small tableau).
        entries.withUnsafeBufferPointer { entries in
            kinds.withUnsafeBufferPointer { kinds in
                rows.withUnsafeMutableBufferPointer { rows in
                    for entry in entries {
                        let slot = Int(entry.symbol)
                        let constant = rows[slot].constant + entry.coefficient * d
                        rows[slot].constant = constant
                        // Off its bound: a slack or error below 0, a dummy away from 0.
                        if constant < -Tolerance.epsilon {
                            if kinds[Int(rows[slot].basic)].isRestricted { queue.append(Int32(slot)) }
                        } else if constant > Tolerance.epsilon && kinds[Int(rows[slot].basic)] == .dummy {
                            queue.append(Int32(slot))
                        }
                    }
                }
            }
        }
        swap(&rows, &self.rows)
        swap(&kinds, &self.kinds)
        swap(&entries, &columnIndex.caches[Int(marker)].entries)
        swap(&queue, &optimization.infeasible)
        objective.constant += (objective.coefficient(of: marker) - ownCost) * d
    }

    /// Dual simplex after constants changed, then a primal pass if it pivoted (kept for
    /// safety: the dual simplex preserves optimal reduced costs). `false` if a row stayed
    /// infeasible.
    mutating func reoptimize() -> Bool {
        guard !optimization.infeasible.isEmpty else { return true }
        let before = counts.pivots
        if dualOptimize() != nil { return false }
        if counts.pivots != before { optimize(phaseOne: false) }
        return true
    }
}
