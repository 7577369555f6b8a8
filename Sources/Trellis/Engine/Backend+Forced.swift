import TrellisGLPK
internal import TrellisSolver

extension Backend {
    /// The answer of a forced incremental backend: its own, or a typed failure.
    ///
    /// A conflict is certified by an LP of its own before it is reported
    /// (``certified(_:_:)``). On a system of wide numeric spread
    /// (``LinearSystem/numericSpread`` above ``NumericPolicy/wideSpread``) the tableau's
    /// optimum is checked against GLPK's, as under `auto` (``crossChecked(_:_:_:)``); when
    /// GLPK's objective is lower by more than `Tolerance.Check.forcedShortfall` of it, the incremental
    /// answer fell short (a smaller gap is the roundoff of a wide spread: both answers are
    /// the optimum to that tolerance, and the incremental one is returned). A caller who forced the
    /// incremental backend then gets ``SolverError/internalFailure(_:)`` saying so and what
    /// `auto` does, never GLPK's answer under the incremental name (that cross-check
    /// belongs to `auto`); so does one whose incremental solve failed its own check.
    // snippet: given let system = LinearSystem()
    /// ```swift
    /// do { _ = try Backend.incremental.solve(system) } catch {
    ///     if case .internalFailure(let why) = error { print(why) }   // "... short of the optimum ..."
    /// }
    /// ```
    static func forcedIncremental(_ system: LinearSystem, _ priorities: PriorityMode) throws(SolverError)
        -> SystemSolution
    {
        let solution: SystemSolution
        do {
            solution = try certified(IncrementalBackend().solve(system, priorities: priorities), system)
        } catch .internalFailure(let why) {
            throw .internalFailure(
                "\(why); the incremental backend cannot certify an answer here: `--backend auto` gives"
                    + " such a part to GLPK")
        }
        let checked = crossChecked(solution, system, priorities)
        let gap = solution.objective - checked.objective
        guard checked.backend != solution.backend,
            gap > Tolerance.Check.forcedShortfall * max(1, abs(checked.objective))
        else {
            return solution
        }
        throw .internalFailure(
            "the incremental answer (objective \(solution.objective)) is short of the optimum"
                + " \(checked.objective) that GLPK found; it cannot be certified: `--backend auto`"
                + " answers with GLPK's optimum")
    }
}
