import TrellisSolver

extension Backend {
    /// `auto` with presolve in front: equalities, fixed values and one-variable rows are
    /// solved out, what is left goes to the incremental solver (weighted priorities, at
    /// most ``AutoPolicy/reducedIncrementalRowLimit`` rows; GLPK when it fails) or through
    /// ``solveAuto(_:priorities:checkingIDs:)`` (larger, or strict), and the answer is mapped back. When the
    /// required constraints conflict, the whole system is solved without presolve, so the
    /// conflict is an irreducible set of the system's own constraints.
    /// `checkingIDs: false` leaves out the duplicate-id check (the caller made it).
    static func solveAutoPresolving(
        _ system: LinearSystem, priorities: PriorityMode, checkingIDs: Bool = true
    )
        throws(SolverError) -> SystemSolution
    {
        guard AutoPolicy.presolvesSystem(rows: system.constraints.count + system.edits.count) else {
            return try solveAuto(system, priorities: priorities, checkingIDs: checkingIDs)
        }
        try system.validate(checkingIDs: checkingIDs)
        // From here on the system is valid, and presolve numbers the rows it leaves (`#i`).
        // What presolve leaves of a layout-shaped system is the real coupling. One linking
        // row (a chain under its container's edge) is solved exactly by presolve itself.
        // Otherwise, as in the layout engine: up to `AutoPolicy.reducedIncrementalRowLimit` rows
        // weighted, the incremental solver (GLPK when it fails); larger, or strict, the
        // per-part choice. The 2,000-view equal-centring system's 7,998 rows left (soft equal
        // distances coupling every view; `gen_scale.py solve centring 2000`) took the
        // incremental solver 125 s and 733 MB, GLPK 0.5 s.
        let presolved = try system.solvePresolved(priorities: priorities, as: .incremental) {
            reduced throws(SolverError) in
            guard priorities == .weighted,
                AutoPolicy.reducedBackend(rows: reduced.constraints.count) == .incremental
            else {
                return try solveParts(reduced, priorities: priorities, checkingIDs: false)
            }
            do throws(SolverError) {
                return try IncrementalBackend().solve(reduced, priorities: .weighted)
            } catch {
                guard case .internalFailure = error else { throw error }
                return try solveParts(reduced, priorities: priorities, checkingIDs: false)
            }
        }
        guard var solution = presolved else {
            return try solveAuto(system, priorities: priorities, checkingIDs: false)
        }
        solution.note = "auto: " + solution.note
        return solution
    }
}
