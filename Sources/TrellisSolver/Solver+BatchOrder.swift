extension Solver {
    /// The size from which ``insertBatch(_:)`` puts a batch's local constraints in first.
    /// Below it the batch goes in one pass (one optimisation, and the order small systems
    /// have always been solved in).
    static let localFirstBatch = 256

    /// Inserts the rows of a batch (the caller holds the snapshot and optimises afterwards).
    ///
    /// A small batch (under ``localFirstBatch``) goes in required constraints first, then
    /// the others. A larger one that mixes local constraints (over one variable: a minimum
    /// width, an intrinsic-size preference) with coupling ones (a position after the
    /// previous view, an edge against the container) goes in as:
    /// 1. the local ones, required then not, and the objective is optimised: each
    ///    variable settles at its own best value while its row is still short;
    /// 2. the coupling ones, required then not.
    ///
    /// Why: a coupling row is built from the current definitions of its variables, and a
    /// chain's position rows hold every earlier view's definition. Built first (the
    /// one-pass order), they held each width at its minimum, and the optimisation that then
    /// moved every width out to its intrinsic size pivoted once per view on a symbol
    /// held by every later position's row, adding a cell to each: about n^2 / 2 new cells
    /// and n^3 / 6 cells moved for n views (a 10,000-view chain took minutes). Built last,
    /// they hold settled widths; what remains of the optimisation are changes of basis at
    /// each view's own vertex, between symbols created together (adjacent ids), which an
    /// in-place merge applies by moving a few cells. The optimum is the same: only the order
    /// of the rows and of the pivots changes.
    /// - Complexity: the rows' cells are what the coupling needs: a chain of n views still
    ///   holds about 1.5 n^2 cells (each position's row names two error symbols and the
    ///   equality marker of every earlier view), which no choice of basis avoids.
    func insertBatch(_ constraints: [Constraint]) throws(SolverError) {
        var local = 0
        for constraint in constraints where constraint.expression.terms.count <= 1 { local += 1 }
        let split = constraints.count >= Solver.localFirstBatch && local > 0 && local < constraints.count
        if split {
            for constraint in constraints
            where constraint.strength.isRequired && constraint.expression.terms.count <= 1 {
                try insert(constraint, strength: constraint.strength, guarded: true)
            }
            for constraint in constraints
            where !constraint.strength.isRequired && constraint.expression.terms.count <= 1 {
                try insert(constraint, strength: constraint.strength, guarded: true)
            }
            state.tableau.optimizeObjective()
        }
        for constraint in constraints
        where constraint.strength.isRequired && (!split || constraint.expression.terms.count > 1) {
            try insert(constraint, strength: constraint.strength, guarded: true)
        }
        for constraint in constraints
        where !constraint.strength.isRequired && (!split || constraint.expression.terms.count > 1) {
            try insert(constraint, strength: constraint.strength, guarded: true)
        }
    }
}
