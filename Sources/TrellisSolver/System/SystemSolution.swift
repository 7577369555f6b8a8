/// Which solver produced an answer: a name each backend module declares for itself, so this
/// module names only its own solver.
///
// snippet: given let system = LinearSystem()
/// ```swift
/// let solution = try IncrementalBackend().solve(system, priorities: .weighted)
/// print(solution.backend)   // incremental
/// ```
public struct BackendKind: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The backend's name, as the command-line tool and the file formats write it.
    public var rawValue: String

    /// A backend named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The in-house incremental simplex ``Solver``.
    public static let incremental = BackendKind(rawValue: "incremental")

    public var description: String { rawValue }

    /// The incremental solver first, then the others by name, so that summaries over
    /// several backends read the same every time.
    public static func < (a: BackendKind, b: BackendKind) -> Bool {
        if (a == .incremental) != (b == .incremental) { return a == .incremental }
        return a.rawValue < b.rawValue
    }
}

/// The answer to a ``LinearSystem``, from either backend.
///
// snippet: given let system = LinearSystem()
/// ```swift
/// let solution = try IncrementalBackend().solve(system, priorities: .weighted)
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
