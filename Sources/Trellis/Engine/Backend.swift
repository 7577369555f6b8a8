import TrellisGLPK
public import TrellisSolver

/// Which solver a solve uses. `auto` splits a system into independent parts and picks a
/// backend for each by its size (the threshold below is measured); the result's
/// ``SystemSolution/backend`` and ``SystemSolution/note`` say which and why.
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
    /// Measured on this machine (2 shared cores, release build, 2026-11-21) with
    /// `swift run -c release BackendCrossover --calibrate` in `Benchmarks/`: one component
    /// of each layout shape at growing sizes, both backends interleaved, best of many runs.
    /// Time of the incremental solver (build + solve) over GLPK's (cold, with presolve):
    ///
    ///     rows      6      8     10     13-16   20-27   34-41   ~120   ~385
    ///     chain   0.99    —     1.23   1.32    1.28    1.30    1.07    —
    ///     table   0.79    —      —     1.19    1.52    2.18    2.73   3.24
    ///     cells    —     0.96    —     1.23    1.33    1.33     —      —
    ///
    /// The incremental solver wins up to 8 rows; GLPK from 10 rows on, and by far on
    /// coupled tables (see `Benchmarks/RESULTS-backends.md` for the full sweep).
    public static let incrementalRowLimit = 8

    /// Under `auto`, consecutive independent components smaller than this are solved
    /// together, as one system of at most this many rows: a solve has a fixed cost of about
    /// 10 µs that thousands of tiny components would otherwise pay each, while GLPK's time
    /// per row grows past a few hundred rows. Measured (BackendCrossover, auto vs GLPK cold
    /// on the whole system): 1,000 independent cells 34 ms at 128 and at 256, 54 ms at 512
    /// (whole system in one LP: 407-437 ms); a 30-cell table 1.14x GLPK at 128, 1.07x at 256.
    public static let groupRowLimit = 256

    /// Solves `system` with this backend.
    ///
    /// - Throws: ``SolverError/invalidSystem(_:)`` for a malformed system, or the chosen
    ///   backend's failure.
    public func solve(_ system: LinearSystem, priorities: PriorityMode = .weighted) throws(SolverError)
        -> SystemSolution
    {
        switch self {
        case .incremental:
            return try IncrementalBackend().solve(system, priorities: priorities)
        case .glpk:
            return try GLPKBackend().solve(system, priorities: priorities)
        case .auto:
            return try Self.solveAuto(system, priorities: priorities)
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
