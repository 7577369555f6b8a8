import TrellisGLPK
internal import TrellisSolver

extension Backend {
    /// The better of `solution` (an optimal incremental answer) and GLPK's checked answer
    /// for the same part, when the part's spread (``LinearSystem/numericSpread``) is above
    /// ``NumericPolicy/wideSpread``: the incremental tableau has no dual certificate, and on
    /// such spans its roundoff can stop it short of the optimum. GLPK's answer wins when
    /// its objective is lower by more than `Tolerance.Check.forcedShortfall` of it, with a note saying
    /// so; a smaller gap is what the rows' tolerance allows on nearly parallel rows, and
    /// both answers are the optimum to it. A GLPK failure leaves `solution` as it is.
    static func crossChecked(_ solution: SystemSolution, _ system: LinearSystem, _ priorities: PriorityMode)
        -> SystemSolution
    {
        guard solution.backend == .incremental, solution.status == SystemSolution.Status.optimal,
            system.numericSpread > NumericPolicy.wideSpread,
            let other = try? GLPKBackend.solve(validated: system, priorities: priorities),
            other.status == SystemSolution.Status.optimal, system.defect(of: other) == nil
        else { return solution }
        let allowance = Tolerance.Check.forcedShortfall * max(1, abs(solution.objective))
        guard other.objective < solution.objective - allowance else { return solution }
        var better = other
        better.note +=
            " (the incremental answer, objective \(solution.objective), stopped short of this optimum)"
        return better
    }
}
