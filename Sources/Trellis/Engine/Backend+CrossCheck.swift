import TrellisGLPK
internal import TrellisSolver

extension Backend {
    /// Above this spread of a part's numbers (``numericSpread(_:)``) `auto` checks an
    /// incremental optimum against GLPK's and keeps the lower objective: the incremental
    /// tableau has no dual certificate, and on such spans its roundoff can stop it short of
    /// the optimum. Layout systems (coefficients near 1, strengths 1 to 1e6) stay below it.
    static let crossCheckSpread = 1.0e8

    /// ``LinearSystem/numericSpread``.
    static func numericSpread(_ system: LinearSystem) -> Double { system.numericSpread }

    /// The better of `solution` (an optimal incremental answer) and GLPK's checked answer
    /// for the same part, when the part's spread is above ``crossCheckSpread``: GLPK's when
    /// its objective is lower by more than ``NumericPolicy/tolerance`` of the objective's
    /// size, with a note saying so. A GLPK failure leaves `solution` as it is.
    static func crossChecked(_ solution: SystemSolution, _ system: LinearSystem, _ priorities: PriorityMode)
        -> SystemSolution
    {
        guard solution.backend == .incremental, solution.status == SystemSolution.Status.optimal,
            numericSpread(system) > crossCheckSpread,
            let other = try? GLPKBackend.solve(validated: system, priorities: priorities),
            other.status == SystemSolution.Status.optimal, system.defect(of: other) == nil
        else { return solution }
        let allowance = NumericPolicy.tolerance * max(1, abs(solution.objective))
        guard other.objective < solution.objective - allowance else { return solution }
        var better = other
        better.note +=
            " (the incremental answer, objective \(solution.objective), stopped short of this optimum)"
        return better
    }
}
