extension Solver {
    /// The size from which ``insertBatch(_:)`` puts a batch's local constraints in first.
    /// Below it the batch goes in one pass (one optimisation, and the order small systems
    /// have always been solved in).
    static let localFirstBatch = 256

    /// The most variables a batch reserves index room for up front.
    static let reservedVariableLimit = 1_024

    /// Inserts the rows of a batch (the caller holds the snapshot and optimises afterwards).
    ///
    /// A small batch (under ``localFirstBatch``) goes in required constraints first, then
    /// the others. A larger one that mixes local constraints (over one variable: a minimum
    /// width, an intrinsic-size preference) with coupling ones (a position after the
    /// previous view, an edge against the container) goes in as:
    /// 1. the local ones (see ``localFirst(_:)``, with the required two-variable equalities
    ///    that make one variable equal to another, such as a table cell's width and its
    ///    column's), required then not, and the objective is optimised with its last
    ///    degenerate pivots undone (``Tableau/advanceObjective()``): each variable moves to
    ///    its own best value while its row is still short;
    /// 2. the coupling ones, required then not.
    ///
    /// Why: a coupling row is built from the current definitions of its variables, and a
    /// chain's position rows hold every earlier view's definition (a table's positions down
    /// a column hold every row height above). Built first (the one-pass order), they held
    /// each width at its minimum, and the optimisation that then moved every width out to
    /// its intrinsic size pivoted once per view on a symbol held by every later position's
    /// row, adding a cell to each: about n^2 / 2 new cells and n^3 / 6 cells moved for n
    /// views (a 10,000-view chain took minutes). Built last, they hold settled widths, and
    /// the final optimisation has little left to do: on a chain squeezed by its container,
    /// nothing (the local pass leaves each width's row in terms of its compression
    /// constraint, which is what the squeeze needs; the local optimum's basis, one
    /// degenerate pivot further, would have had to be switched back once per view, each
    /// switch rewriting every later position's row). The optimum is the same: only the
    /// order of the rows and of the pivots changes.
    /// - Complexity: the rows' cells are what the coupling needs: a chain of n views still
    ///   holds about 1.5 n^2 cells (each position's row names two error symbols and the
    ///   equality marker of every earlier view), which no choice of basis avoids.
    func insertBatch(_ constraints: [Constraint]) throws(SolverError) {
        if state.tableau.kinds.isEmpty {
            // At most a variable per term and a slack and an error per constraint: one
            // allocation per symbol array, sized to the batch (a small one does not get the
            // first reservation of a solver fed one constraint at a time).
            var bound = 0
            var errors = 0
            for constraint in constraints {
                bound &+= 2 &+ constraint.terms.count
                if !constraint.strength.isRequired { errors &+= 2 }
            }
            state.tableau.reserveSymbols(bound)
            // The rows too (at most one per constraint) and the objective's cells (at most
            // two errors per preference), so that none of them grows by doubling.
            state.tableau.reserveRows(constraints.count, objectiveCells: errors)
            // The records and their indices: a record per constraint, and at most a variable
            // per term (an estimate kept to small batches: terms share variables, and a large
            // table is cheaper grown than over-reserved).
            let variableBound = Swift.min(bound &- 2 &* constraints.count, Solver.reservedVariableLimit)
            state.variableIndex.reserve(variableBound)
            state.variables.reserveCapacity(variableBound)
            state.constraintIndex.reserve(constraints.count)
            state.constraints.reserveCapacity(constraints.count)
        }
        let early = constraints.count >= Solver.localFirstBatch ? localFirst(constraints) : []
        // Through a buffer: iterating the array by value would retain and release each
        // constraint in each pass.
        try constraints.withUnsafeBufferPointer { (all) throws(SolverError) in
            if !early.isEmpty {
                for k in all.indices where early[k] && all[k].strength.isRequired {
                    try insert(all[k], strength: all[k].strength, guarded: true)
                }
                for k in all.indices where early[k] && !all[k].strength.isRequired {
                    try insert(all[k], strength: all[k].strength, guarded: true)
                }
                state.tableau.advanceObjective()
            }
            for k in all.indices where all[k].strength.isRequired && (early.isEmpty || !early[k]) {
                try insert(all[k], strength: all[k].strength, guarded: true)
            }
            for k in all.indices where !all[k].strength.isRequired && (early.isEmpty || !early[k]) {
                try insert(all[k], strength: all[k].strength, guarded: true)
            }
        }
    }

    /// Per constraint, whether it goes in first; empty when the batch is not split (no
    /// local preference, or nothing but local constraints).
    ///
    /// First: a required equality over two variables (`w == columnWidth`), and a
    /// constraint over one variable, unless that variable is what a longer required
    /// equality of the batch would be solved for in the one-pass order (the first of its
    /// variables that nothing before it named: a position after its neighbour). Such an
    /// equality keeps its new variable as its subject only if the variable's own
    /// constraints come after it; otherwise the variable has a row already, the equality
    /// has no subject, and each needs a phase-1 optimisation.
    func localFirst(_ constraints: [Constraint]) -> [Bool] {
        var named = Set<ObjectIdentifier>()
        var defined = Set<ObjectIdentifier>()
        for constraint in constraints where constraint.strength.isRequired {
            let terms = constraint.expression.terms
            if constraint.relation == .equal && terms.count > 2 {
                let subject = terms.first {
                    !named.contains(ObjectIdentifier($0.variable)) && state.index(of: $0.variable) == nil
                }
                if let subject { defined.insert(ObjectIdentifier(subject.variable)) }
            }
            for term in terms { named.insert(ObjectIdentifier(term.variable)) }
        }
        var early = [Bool](repeating: false, count: constraints.count)
        var count = 0
        var preferences = 0
        for (i, constraint) in constraints.enumerated() {
            let terms = constraint.expression.terms
            if terms.count == 1 && !defined.contains(ObjectIdentifier(terms[0].variable)) {
                early[i] = true
                count += 1
                if !constraint.strength.isRequired { preferences += 1 }
            } else if terms.count == 2 && constraint.relation == .equal && constraint.strength.isRequired {
                early[i] = true
                count += 1
            }
        }
        // Without a local preference there is nothing to settle first.
        return preferences > 0 && count < constraints.count ? early : []
    }
}
