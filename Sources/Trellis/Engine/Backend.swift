import TrellisGLPK
public import TrellisSolver

/// Which solver a solve uses. `auto` splits a system into independent parts and picks a
/// backend for each by its size (every threshold is in ``AutoPolicy``); the result's
/// `SystemSolution.backend` and `SystemSolution.note` say which and why.
///
// snippet: given let system = LinearSystem()
/// ```swift
/// let solution = try Backend.auto.solve(system)
/// print(solution.backend, solution.note)   // e.g. "auto: 1 component; 1 glpk (> 16 rows)"
/// ```
public enum Backend: String, Sendable, CaseIterable {
    case incremental
    case glpk
    case auto

    /// Solves `system` with this backend.
    ///
    /// - Throws: `SolverError.invalidSystem` for a malformed system, or the chosen
    ///   backend's failure.
    public func solve(_ system: LinearSystem, priorities: PriorityMode = .weighted) throws(SolverError)
        -> SystemSolution
    {
        try solve(system, priorities: priorities, checkingIDs: true)
    }

    /// ``solve(_:priorities:)``; `checkingIDs: false` leaves out the duplicate-id check of the
    /// system's validation (`auto` and `glpk`), for a caller that checked the ids itself.
    package func solve(_ system: LinearSystem, priorities: PriorityMode, checkingIDs: Bool)
        throws(SolverError)
        -> SystemSolution
    {
        switch self {
        case .incremental:
            // A conflict is certified by an LP of its own before it is reported; an optimum on
            // a system of wide numeric spread is checked against GLPK's, and one found short
            // is a typed failure: a forced backend answers with itself or not at all.
            return try Self.forcedIncremental(system, priorities)
        case .glpk:
            return try Self.solveGLPKPresolving(system, priorities: priorities, checkingIDs: checkingIDs)
        case .auto:
            return try Self.solveAutoPresolving(system, priorities: priorities, checkingIDs: checkingIDs)
        }
    }
}
