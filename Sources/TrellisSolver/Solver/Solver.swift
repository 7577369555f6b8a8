/// The incremental simplex solver (Cassowary family, in the manner of kiwi).
///
/// It keeps required constraints satisfied and minimises the weighted sum of violations
/// of the others and of edit variables (FORMATS.md §1). Constraints, edits, constants and
/// strengths change incrementally; each change re-optimises from the current tableau.
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let solver = Solver()
/// try solver.addConstraints([x + y == 10, (x == 3).strength(.weak)])
/// solver.updateVariables()   // x.value == 3, y.value == 7
/// ```
/// Every throwing call leaves the solver exactly as it was (same tableau, same ``dump()``).
/// A `Solver` is not thread-safe; confine each to one thread or task at a time.
public final class Solver {
    /// Everything the solver holds, as one value so that a snapshot is a copy.
    @exclusivity(unchecked) var state: SolverState
    /// Whether an unsatisfiable call shrinks its conflict to an irreducible set (scratch
    /// solvers used for that shrinking do not recurse). Off, the conflict thrown is the
    /// certificate phase 1 named, unchecked: for a caller that will redo the change
    /// another way (the layout engine adds a failed batch again one constraint at a time).
    package var findsConflicts = true
    /// Whether a long row is linked (`Tableau+Links.swift`) even while some external is
    /// non-basic. Off (the default), a row is linked only while every other external is
    /// basic, so that its subject is the one the solved form would choose and the solver's
    /// answers are exactly the solved form's. On, for a solver asked only which required
    /// constraints can hold (the layout engine's search for what breaks): a chain then keeps
    /// rows of three cells after an inequality over its last view left a variable non-basic,
    /// where the solved form holds about n^2 / 2 cells.
    package var linksAnyBasis = false
    /// Whether a conflict that rank alone proves irreducible is taken as it stands
    /// (``searchConflict(_:fallback:)``); off, it is checked and shrunk on scratch tableaux
    /// like any other (the tests compare the two).
    var provesByRank = true
    /// How many times the tableau was rebuilt after a false conflict (``rebuildTableau(adding:undoing:)``).
    var rebuilds = 0
    /// Whether a required row that phase 1 would only pivot once, its artificial row leaving,
    /// is solved directly (``Tableau/phaseOneExit(_:)``); off, phase 1 always runs (the
    /// tests compare the two).
    var exitsPhaseOneDirectly = true
    /// Scratch for expanding linked rows (`Tableau+Links.swift`): a new row over a linked
    /// variable, ``isAmbiguous(_:)``. Kept here, outside the state, so that a snapshot does
    /// not retain it and the calls of a large layout do not each allocate it. Like ``state``,
    /// it is never accessed from two places at once (the solver is confined to one thread),
    /// so its accesses go unchecked: a row build passes it once per term.
    @exclusivity(unchecked) var linkScratch = LinkExpander()
    /// Emptied row cell buffers that ``reset()`` kept from the rows it dropped, for the
    /// rows built next to take (``insert(_:strength:guarded:)``) instead of allocating
    /// theirs. Outside the state, like ``linkScratch``: a snapshot does not share them.
    @exclusivity(unchecked) var spareCells: [[Cell]] = []

    /// Creates an empty solver.
    public init() {
        state = SolverState(token: 0)
        state = SolverState(token: Solver.token(for: self))
    }

    /// This solver's token in variables' slot caches: its address, never 0.
    static func token(for solver: Solver) -> UInt {
        UInt(bitPattern: ObjectIdentifier(solver).hashValue) | 1
    }

    /// Adds a constraint and re-optimises.
    ///
    /// A required constraint goes into the tableau at once (that is where it can fail). A
    /// non-required one cannot fail once checked, so it waits until the solution is next
    /// read or the tableau next changes otherwise, and goes in then with the others added
    /// meanwhile: a run of additions costs what one ``addConstraints(_:)`` batch does,
    /// whose required-first order saves a quarter of the pivots on kiwi's benchmark
    /// layout. Not observable: every read settles first.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidStrength(_:)``,
    ///   ``SolverError/nonFinite(constraint:variable:)``, or
    ///   ``SolverError/unsatisfiable(conflict:)`` with an irreducible conflicting set of
    ///   required constraints that includes `constraint`. A conflict that fresh tableaux of
    ///   the required constraints refute is roundoff: the tableau is rebuilt instead (see
    ///   the *Numeric range* article), and ``SolverError/internalFailure(_:)`` is thrown if
    ///   that fails too. On error nothing changes.
    /// - Complexity: one row build and substitution, then primal simplex pivots.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        let id = ObjectIdentifier(constraint)
        if state.constraintIndex[id] != nil || state.pendingIndex[id] != nil {
            throw .duplicateConstraint(constraint)
        }
        if !constraint.strength.isRequired {
            state.pendingIndex[id] = Int32(truncatingIfNeeded: state.pending.count)
            state.pending.append(constraint)
            return
        }
        // No snapshot here: keeping one alive would copy the whole tableau on the first
        // write. `insert` takes one itself only when the row needs phase 1 (the only way
        // adding can fail once the checks above passed).
        do {
            try insert(constraint, strength: constraint.strength, guarded: false)
        } catch .unsatisfiable(let certificate) {
            let search = searchConflict(certificate, fallback: state.requiredConstraints)
            try rebuild(after: search, adding: [constraint])
        }
        deferOptimization()
        checkInvariantsIfEnabled()
    }

    /// Adds constraints as one batch (all or nothing), optimising once.
    ///
    /// Required constraints go in first (each keeps the tableau feasible, and the
    /// non-required rows that follow find a smaller tableau), then the others; the
    /// objective is optimised once at the end. A large batch puts its constraints over one
    /// variable in (and optimises them) before the ones that couple variables, so that
    /// coupled rows such as a long chain's positions are built from settled definitions.
    // snippet: given let solver = Solver(), left = Variable("left"), width = Variable("width")
    /// ```swift
    /// try solver.addConstraints([left >= 0, width == 100, (left == 10).strength(.weak)])
    /// ```
    /// - Throws: as ``addConstraint(_:)``, also for a constraint listed twice. On error
    ///   nothing changes.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        // Repeats within the batch are found in a set on a temporary buffer (on the stack for
        // a small batch); the constraints are read through a buffer: iterating the array by
        // value would retain and release each one.
        let buckets = IdentitySet.bucketCount(for: constraints.count)
        try withUnsafeTemporaryAllocation(of: UInt.self, capacity: buckets) { (buffer) throws(SolverError) in
            var seen = IdentitySet(buckets: buffer)
            try constraints.withUnsafeBufferPointer { (all) throws(SolverError) in
                for k in all.indices {
                    try validate(all[k])
                    let id = ObjectIdentifier(all[k])
                    if state.constraintIndex[id] != nil || state.pendingIndex[id] != nil || !seen.insert(id) {
                        throw .duplicateConstraint(all[k])
                    }
                }
            }
        }
        flushPending()
        // An empty solver is restored by emptying it again, without a snapshot: one would
        // share the storage a reset kept, and the batch's first write to each array would
        // copy it.
        let snapshot = state.isPristine ? nil : state
        do {
            try insertBatch(constraints)
            deferOptimization()
        } catch .unsatisfiable(let certificate) {
            // The required constraints the batch had put in count as the ones before it.
            let fallback = state.requiredConstraints
            restore(snapshot)
            try rebuild(after: searchConflict(certificate, fallback: fallback), adding: constraints)
        } catch {
            restore(snapshot)
            throw error
        }
        checkInvariantsIfEnabled()
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` (nothing changes).
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        if dropPending(constraint) { return }
        guard let index = state.constraintIndex[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        if state.isEditConstraint(index) { throw .unknownConstraint(constraint) }
        erase(index)
        deferOptimization()
        checkInvariantsIfEnabled()
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        if state.pendingIndex[ObjectIdentifier(constraint)] != nil { return true }
        guard let index = state.constraintIndex[ObjectIdentifier(constraint)] else { return false }
        return !state.isEditConstraint(index)
    }

    /// Writes the current solution into every variable's `value`.
    ///
    /// - Complexity: O(number of variables in the solver).
    public func updateVariables() {
        settle()
        state.writeValues()
    }

    /// Removes everything: constraints, edits and variables.
    ///
    /// The solver is then as a new one is and gives the same answers, but keeps the storage
    /// it had allocated (its tables, records and some rows' cell buffers, emptied), so that
    /// constraints added next, as kiwi users reuse a solver from one layout to the next,
    /// allocate little of it again. A new solver gives that memory back.
    // snippet: given let solver = Solver(), x = Variable("x")
    /// ```swift
    /// try solver.addConstraints([x == 3])
    /// solver.reset()
    /// try solver.addConstraints([x == 4])   // as a new solver would
    /// ```
    public func reset() {
        state.reset(keepingLimits: false, sparingCells: &spareCells)
    }

    /// Puts back the state `snapshot` holds, or, for `nil`, the empty state (with the
    /// tableau's limits as they are set).
    func restore(_ snapshot: SolverState?) {
        if let snapshot {
            state = snapshot
        } else {
            state.reset(keepingLimits: true, sparingCells: &spareCells)
        }
    }

    /// The current objective: weighted violations of non-required constraints and edits.
    ///
    /// It is recomputed from the current values, `sum(weight * violation)`, not read from
    /// the objective row's constant: that constant is carried from pivot to pivot and
    /// constant change to constant change, and drifts from the values' objective by their
    /// roundoff.
    // snippet: given let solver = Solver(), x = Variable("x")
    /// ```swift
    /// try solver.addConstraints([x >= 10, (x == 4).strength(.weak)])
    /// print(solver.objective)   // 6
    /// ```
    /// - Complexity: O(terms of the non-required constraints and edits).
    public var objective: Double {
        settle()
        var total = 0.0
        let linked = state.tableau.linking.count == 0 ? [] : state.tableau.linkedRowValues()
        for case let record? in state.constraints where !record.isRequired {
            var constant = record.constant
            if let edit = record.editVariable, let index = state.index(of: edit) {
                constant = -state.variables[Int(index)].suggested
            }
            var sum = constant
            for term in record.constraint.expression.terms {
                guard let index = state.index(of: term.variable) else { continue }
                sum +=
                    term.coefficient
                    * state.tableau.value(of: state.variables[Int(index)].symbol, linked: linked)
            }
            let violation: Double
            switch record.constraint.relation {
            case .equal: violation = abs(sum)
            case .lessThanOrEqual: violation = max(0, sum)
            case .greaterThanOrEqual: violation = max(0, -sum)
            }
            total += record.weight * violation
        }
        return total
    }

    // MARK: Validation

    func validate(_ constraint: Constraint) throws(SolverError) {
        if !constraint.strength.isValid { throw .invalidStrength(constraint.strength) }
        // One pass over the coefficients, through a buffer: iterating the terms by value
        // would retain and release each term's variable. (The terms and the constant as the
        // constraint holds them, without an `Expression` made of them.)
        let constant = constraint.constant
        var finite = constant.isFinite
        var largest = 0.0
        var smallest = Double.infinity
        constraint.terms.withUnsafeBufferPointer { terms in
            for k in terms.indices {
                let c = terms[k].coefficient
                if !c.isFinite { finite = false }
                if c != 0 {
                    let m = abs(c)
                    if m > largest { largest = m }
                    if m < smallest { smallest = m }
                }
            }
        }
        if !finite { throw .nonFinite(constraint: constraint, variable: nil) }
        if let reason = NumericPolicy.rangeProblem(
            largest: largest, smallest: smallest, constant: constant,
            weight: constraint.strength.weight)
        {
            throw .outOfRange(
                place: "constraint \(constraint.identifier.map { "'\($0)'" } ?? "\(constraint)")",
                reason: reason)
        }
    }
}

/// The incremental ``Solver`` as a ``LinearSystemSolving`` backend.
///
// snippet: given let system = LinearSystem()
/// ```swift
/// let solution = try IncrementalBackend().solve(system, priorities: .weighted)
/// ```
public struct IncrementalBackend: LinearSystemSolving {
    public var kind: BackendKind { .incremental }
    public init() {}
    public func solve(_ system: LinearSystem, priorities: PriorityMode) throws(SolverError) -> SystemSolution
    {
        try system.validate()
        let solution: SystemSolution
        switch priorities {
        case .weighted: solution = try solveWeighted(system)
        case .strict: solution = try solveStrict(system)
        }
        if let defect = system.defect(of: solution) {
            throw .internalFailure("the incremental answer failed its check: \(defect)")
        }
        return solution
    }
}
