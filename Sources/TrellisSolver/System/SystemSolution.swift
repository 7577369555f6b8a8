/// Which solver produced an answer.
public enum BackendKind: String, Sendable, Hashable, CaseIterable {
    /// The in-house incremental simplex ``Solver``.
    case incremental
    /// The GLPK batch LP solver.
    case glpk
}

/// The answer to a ``LinearSystem``, from either backend.
///
/// ```swift
/// let solution = try IncrementalBackend().solve(system)
/// if case .unsatisfiable(let ids) = solution.status { print(ids) }
/// ```
public struct SystemSolution: Sendable {
    /// Whether the required constraints can hold.
    public enum Status: Sendable, Hashable {
        /// The values minimise the objective subject to the required constraints.
        case optimal
        /// No values satisfy the required constraints; `conflict` holds indices into
        /// ``LinearSystem/constraints`` of an irreducible conflicting set of required ones.
        case unsatisfiable(conflict: [Int])
    }

    public var status: Status
    /// A value per variable of the system, by index (the initial values when unsatisfiable).
    public var values: [Double]
    /// The objective at ``values`` (``LinearSystem/objective(at:)``).
    public var objective: Double
    /// Which backend produced it.
    public var backend: BackendKind
    /// Why that backend was chosen (for `auto`), or what it did, in one line.
    public var note: String

    public init(status: Status, values: [Double], objective: Double, backend: BackendKind, note: String = "")
    {
        self.status = status
        self.values = values
        self.objective = objective
        self.backend = backend
        self.note = note
    }
}

/// A backend that solves a whole ``LinearSystem`` at once.
public protocol LinearSystemSolving: Sendable {
    /// Which backend this is.
    var kind: BackendKind { get }
    /// Solves `system`: the optimum of its objective under `priorities`, or an irreducible
    /// conflict among its required constraints.
    /// - Throws: ``SolverError/invalidSystem(_:)`` for a malformed system (nothing is solved).
    func solve(_ system: LinearSystem, priorities: PriorityMode) throws(SolverError) -> SystemSolution
}
