public import TrellisSolver

extension BackendKind {
    /// GLPK, the batch LP solver of ``GLPKBackend``.
    ///
    // snippet: given let system = LinearSystem()
    /// ```swift
    /// let solution = try GLPKBackend().solve(system)
    /// print(solution.backend == .glpk)   // true
    /// ```
    public static let glpk = BackendKind(rawValue: "glpk")
}
