import TrellisSolver

extension ReducedSolve {
    /// Whether another optimum of the rows presolve left (`left`, solved this way, with
    /// `ambiguous` flagging its undecided variables) changes a combination of their
    /// variables: what ``PresolvedSystem/expandAmbiguity(_:moves:)`` asks of the determined
    /// variables whose rows hold undecided ones. The incremental solver reads it from its
    /// tableau, GLPK from the directions its optimal basis moves the columns in, a required
    /// linking row from its coefficients. Where none can say, a combination that holds an
    /// undecided variable counts as moved (the safe answer).
    func combinationTest(_ left: LinearSystem, ambiguous: [Bool]) -> (ReducedCombination) -> Bool {
        let safe: (ReducedCombination) -> Bool = { combination in
            combination.contains { $0.variable >= ambiguous.count || ambiguous[$0.variable] }
        }
        switch self {
        case .nothing:
            return safe
        case .glpk(let warm):
            return { combination in warm.isAmbiguous(combination: combination) ?? safe(combination) }
        case .linked:
            return LinkedCombinationTest(left, ambiguous: ambiguous)?.moves ?? safe
        case .incremental(let solved):
            return { combination in
                guard combination.allSatisfy({ $0.variable < solved.variables.count }) else { return true }
                return solved.solver.isAmbiguous(
                    combination: combination.map { (solved.variables[$0.variable], $0.coefficient) })
            }
        }
    }
}
