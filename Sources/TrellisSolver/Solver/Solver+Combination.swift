extension Solver {
    /// Whether another optimal solution changes `sum(coefficient * variable)` over `terms`:
    /// ``isAmbiguous(_:)`` for a linear combination of variables. Variables that are
    /// undecided one by one can have a decided sum: `x + y == 10` leaves `x` and `y`
    /// undecided, but not `x + y`.
    ///
    /// The combination is written over the non-basic symbols (each basic variable through
    /// its row); it is ambiguous when a symbol that ``isAmbiguous(_:)``'s rule lets move at
    /// no cost keeps a coefficient that does not cancel (``CancellingSums``).
    /// A variable the solver does not know makes the answer `true`.
    ///
    // snippet: given let solver = Solver(), x = Variable("x"), y = Variable("y")
    /// ```swift
    /// try solver.addConstraint(x + y == 10)
    /// print(solver.isAmbiguous(combination: [(x, 1), (y, 1)]))   // false
    /// print(solver.isAmbiguous(combination: [(x, 1)]))           // true
    /// ```
    package func isAmbiguous(combination terms: [(variable: Variable, coefficient: Double)]) -> Bool {
        settle()
        // The tableau is read in place: a local copy would retain each of its arrays for
        // every combination presolve asks about.
        let tolerance = Tableau.costTolerance(state.tableau.objective)
        var sums = CancellingSums()
        for (variable, coefficient) in terms where coefficient != 0 {
            guard let index = state.variableIndex[ObjectIdentifier(variable)] else { return true }
            let symbol = state.variables[Int(index)].symbol
            let slot = state.tableau.rowOf[Int(symbol)]
            guard slot >= 0 else {
                sums.add(symbol, coefficient)
                continue
            }
            let row =
                state.tableau.isLinked(slot)
                ? state.tableau.expansion(ofLinked: slot, using: &linkScratch) : state.tableau.rows[Int(slot)]
            for cell in row.cells { sums.add(cell.symbol, coefficient * cell.coefficient) }
        }
        return sums.containsNonZero { state.tableau.canMoveFreely($0, tolerance: tolerance) }
    }
}
