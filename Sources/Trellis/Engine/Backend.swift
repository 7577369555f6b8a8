import TrellisGLPK
public import TrellisSolver

/// Which solver a solve uses. `auto` picks per problem by size (issue 3 measures the
/// threshold); the result's ``SystemSolution/backend`` and ``SystemSolution/note`` say which
/// and why.
///
/// ```swift
/// let solution = try Backend.auto.solve(system)
/// print(solution.backend, solution.note)
/// ```
public enum Backend: String, Sendable, CaseIterable {
    case incremental
    case glpk
    case auto

    /// Solves `system` with this backend.
    public func solve(_ system: LinearSystem, priorities: PriorityMode = .weighted) throws(SolverError)
        -> SystemSolution
    {
        switch self {
        case .incremental, .auto:
            return try IncrementalBackend().solve(system, priorities: priorities)
        case .glpk:
            return try GLPKBackend().solve(system, priorities: priorities)
        }
    }
}
