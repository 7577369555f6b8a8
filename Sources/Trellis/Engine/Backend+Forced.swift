import TrellisGLPK
internal import TrellisSolver

extension Backend {
    /// The answer of a forced incremental backend: `solution` itself, or a typed failure.
    ///
    /// On a system of wide numeric spread (``LinearSystem/numericSpread`` above
    /// ``NumericPolicy/wideSpread``) the tableau's optimum is checked against GLPK's, as
    /// under `auto` (``crossChecked(_:_:_:)``). When GLPK's objective is lower, the
    /// incremental answer fell short: a caller who forced the incremental backend gets
    /// ``SolverError/internalFailure(_:)`` saying so and what `auto` answers, never GLPK's
    /// answer under the incremental name (that cross-check belongs to `auto`).
    /// ```swift
    /// do { _ = try Backend.incremental.solve(system) }
    /// catch .internalFailure(let why) { print(why) }   // "... short of the optimum ..."
    /// ```
    static func forcedIncremental(
        _ solution: SystemSolution, _ system: LinearSystem, _ priorities: PriorityMode
    ) throws(SolverError) -> SystemSolution {
        let checked = crossChecked(solution, system, priorities)
        guard checked.backend != solution.backend else { return solution }
        throw .internalFailure(
            "the incremental answer (objective \(solution.objective)) is short of the optimum"
                + " \(checked.objective) that GLPK found; it cannot be certified: `--backend auto`"
                + " answers with GLPK's optimum")
    }
}
