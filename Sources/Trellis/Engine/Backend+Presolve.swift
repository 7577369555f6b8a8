import TrellisSolver

extension Backend {
    /// Systems with more rows (constraints plus edits) than this go through presolve under
    /// `auto` before the split into parts; smaller ones are split and solved as they are (a
    /// presolve pass would cost more than it saves, and their answers stay those of the
    /// per-part backend choice).
    public static let presolveRowLimit = 2_000

    /// `auto` with presolve in front: equalities, fixed values and one-variable rows are
    /// solved out, what is left goes through ``solveAuto(_:priorities:)`` (split into parts,
    /// each to the backend its size calls for), and the answer is mapped back. When the
    /// required constraints conflict, the whole system is solved without presolve, so the
    /// conflict is an irreducible set of the system's own constraints.
    static func solveAutoPresolving(_ system: LinearSystem, priorities: PriorityMode) throws(SolverError)
        -> SystemSolution
    {
        guard system.constraints.count + system.edits.count > presolveRowLimit else {
            return try solveAuto(system, priorities: priorities)
        }
        try system.validate()
        let presolved = try system.solvePresolved(priorities: priorities, as: .incremental) {
            reduced throws(SolverError) in
            try solveAuto(reduced, priorities: priorities)
        }
        guard var solution = presolved else { return try solveAuto(system, priorities: priorities) }
        solution.note = "auto: " + solution.note
        return solution
    }
}
