internal import CGLPK
public import TrellisSolver

/// The GLPK batch backend (issue 3 fills in the solve).
public struct GLPKBackend: LinearSystemSolving {
    public var kind: BackendKind { .glpk }

    public init() {}

    /// GLPK's version string, e.g. `5.0`.
    public static var version: String { String(cString: glp_version()) }

    public func solve(_ system: LinearSystem, priorities: PriorityMode) throws(SolverError) -> SystemSolution
    {
        try system.validate()
        throw .internalFailure("the GLPK backend is not implemented yet")
    }
}
