import TrellisGLPK
public import TrellisSolver

/// Which solver a solve uses. `auto` splits a system into independent parts and picks a
/// backend for each by its size (the threshold below is measured); the result's
/// ``SystemSolution/backend`` and ``SystemSolution/note`` say which and why.
///
/// ```swift
/// let solution = try Backend.auto.solve(system)
/// print(solution.backend, solution.note)   // e.g. "auto: 1 component of 37 rows -> incremental ..."
/// ```
public enum Backend: String, Sendable, CaseIterable {
    case incremental
    case glpk
    case auto

    /// Parts with at most this many rows (constraints + edits) go to the incremental
    /// solver under `auto`; larger ones to GLPK.
    ///
    /// Measured by `Benchmarks/` (GLPKBenchmarks, release build, this machine): see
    /// `Benchmarks/RESULTS-backends.md` for the figures this number comes from.
    public static let incrementalRowLimit = 8

    /// Under `auto`, consecutive independent components smaller than this are solved
    /// together, as one system of at most this many rows (a solve has a fixed cost of a few
    /// microseconds that thousands of tiny components would otherwise pay each).
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
    /// non-required strengths: GLPK for strict priorities across several levels (the
    /// incremental solver is weighted only) and for parts above ``incrementalRowLimit``.
    public static func choice(rows: Int, levels: Int, priorities: PriorityMode) -> BackendKind {
        if priorities == .strict && levels > 1 { return .glpk }
        return rows <= incrementalRowLimit ? .incremental : .glpk
    }
}
