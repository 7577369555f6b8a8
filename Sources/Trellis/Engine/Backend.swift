import TrellisGLPK
public import TrellisSolver

/// Which solver a solve uses. `auto` splits a system into independent parts and picks a
/// backend for each by its size (the threshold below is measured); the result's
/// `SystemSolution.backend` and `SystemSolution.note` say which and why.
///
/// ```swift
/// let solution = try Backend.auto.solve(system)
/// print(solution.backend, solution.note)   // e.g. "auto: 1 component; 1 glpk (> 8 rows)"
/// ```
public enum Backend: String, Sendable, CaseIterable {
    case incremental
    case glpk
    case auto

    /// Parts with at most this many rows (constraints + edits) go to the incremental
    /// solver under `auto`; larger ones to GLPK.
    ///
    /// Measured on a 2-core machine (idle, release build, 2026-11-21) with `swift run -c release BackendCrossover --calibrate` in
    /// `Benchmarks/`: one component of each layout shape at growing sizes, both backends
    /// interleaved, best of many runs, two runs agreeing to 0.02. Time of the incremental
    /// solver (build + solve) over GLPK's (cold, with presolve, polishing pass):
    ///
    ///     chain, rows  6   10   18   34   66  122  202:  0.65 0.81 0.96 0.99 0.94 0.75 0.61
    ///     table, rows  6   13   20   27   41   69  148:  0.60 0.84 1.03 1.13 1.34 1.63 1.57
    ///     cells, rows  8   16   24   32   48   64:       0.71 0.88 1.00 1.03 1.08 1.08
    ///
    /// The incremental solver wins on every shape up to 16 rows; GLPK wins coupled tables
    /// from 20 rows and independent cells from about 30, while chains stay incremental's up to
    /// a few hundred rows (see `Benchmarks/RESULTS-backends.md`). The limit was 8 before the
    /// solver got faster.
    public static let incrementalRowLimit = 16

    /// Under `auto`, consecutive independent components smaller than this are solved
    /// together, as one system of at most this many rows: a solve has a fixed cost of about
    /// 10 µs that thousands of tiny components would otherwise pay each, while GLPK's time
    /// per row grows past a few hundred rows. Measured (BackendCrossover, auto vs GLPK cold
    /// on the whole system): 1,000 independent cells 34 ms at 128 and at 256, 54 ms at 512
    /// (whole system in one LP: 407-437 ms); a 30-cell table 1.14x GLPK at 128, 1.07x at 256.
    public static let groupRowLimit = 256

    /// Solves `system` with this backend.
    ///
    /// - Throws: `SolverError.invalidSystem` for a malformed system, or the chosen
    ///   backend's failure.
    public func solve(_ system: LinearSystem, priorities: PriorityMode = .weighted) throws(SolverError)
        -> SystemSolution
    {
        switch self {
        case .incremental:
            // A conflict is certified by an LP of its own before it is reported; an optimum on
            // a system of wide numeric spread is checked against GLPK's, and one found short
            // is a typed failure: a forced backend answers with itself or not at all.
            return try Self.forcedIncremental(system, priorities)
        case .glpk:
            return try GLPKBackend().solve(system, priorities: priorities)
        case .auto:
            return try Self.solveAutoPresolving(system, priorities: priorities)
        }
    }

    /// The backend `auto` picks for a part of `rows` rows with `levels` distinct
    /// non-required strengths: GLPK for strict priorities across several levels (its levels
    /// are locked exactly, by fixing the optimal face; the incremental solver's strict mode
    /// rebuilds a solver per level and locks levels with a slack), and for parts above
    /// ``incrementalRowLimit``; the incremental solver otherwise.
    public static func choice(rows: Int, levels: Int, priorities: PriorityMode) -> BackendKind {
        if priorities == .strict && levels > 1 { return .glpk }
        return rows <= incrementalRowLimit ? .incremental : .glpk
    }
}
