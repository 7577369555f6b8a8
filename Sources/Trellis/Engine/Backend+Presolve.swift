import TrellisSolver

extension Backend {
    /// Systems with more rows (constraints plus edits) than this go through presolve under
    /// `auto` before the split into parts; smaller ones are split and solved as they are (a
    /// presolve pass would cost more than it saves, and their answers stay those of the
    /// per-part backend choice).
    public static let presolveRowLimit = 2_000

    /// `auto` with presolve in front: equalities, fixed values and one-variable rows are
    /// solved out, what is left goes to the incremental solver (weighted priorities; GLPK
    /// when it fails) or through ``solveAuto(_:priorities:)`` (strict), and the answer is
    /// mapped back. When the
    /// required constraints conflict, the whole system is solved without presolve, so the
    /// conflict is an irreducible set of the system's own constraints.
    static func solveAutoPresolving(_ system: LinearSystem, priorities: PriorityMode) throws(SolverError)
        -> SystemSolution
    {
        guard system.constraints.count + system.edits.count > presolveRowLimit else {
            return try solveAuto(system, priorities: priorities)
        }
        try system.validate()
        // What presolve leaves of a layout-shaped system is the real coupling (the widths of
        // a chain under its container's edge): the incremental solver took 1.1 s on the
        // 10,000-view chain's 30,001 rows where GLPK took 5.4 s, so weighted systems go to it
        // (GLPK when it fails); strict priorities to the per-part choice.
        let presolved = try system.solvePresolved(priorities: priorities, as: .incremental) {
            reduced throws(SolverError) in
            guard priorities == .weighted else { return try solveAuto(reduced, priorities: priorities) }
            do throws(SolverError) {
                return try IncrementalBackend().solve(reduced, priorities: .weighted)
            } catch {
                guard case .internalFailure = error else { throw error }
                return try solveAuto(reduced, priorities: priorities)
            }
        }
        guard var solution = presolved else { return try solveAuto(system, priorities: priorities) }
        solution.note = "auto: " + solution.note
        return solution
    }
}
