/// The incremental simplex solver (Cassowary family).
///
/// API CONTRACT (other modules code against these signatures; issue 2 implements them):
/// every throwing call leaves the solver exactly as it was.
public final class Solver {
    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint and re-optimises.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        throw .internalFailure("Solver is not implemented yet")
    }

    /// Adds constraints as one batch (all or nothing), optimising once.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        throw .internalFailure("Solver is not implemented yet")
    }

    /// Removes a constraint and re-optimises.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        throw .unknownConstraint(constraint)
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { false }

    /// Makes `variable` an edit variable at a non-required strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        throw .internalFailure("Solver is not implemented yet")
    }

    /// Removes an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        throw .unknownEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { false }

    /// Suggests a value for an edit variable and re-optimises (dual simplex).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        throw .unknownEditVariable(variable)
    }

    /// Writes the current solution into every variable's `value`.
    public func updateVariables() {}

    /// Removes everything.
    public func reset() {}

    /// Changes the constant of a constraint in the solver (`expression.constant`), cheaply.
    public func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        throw .unknownConstraint(constraint)
    }

    /// Changes the strength of a constraint in the solver (also to and from required).
    public func setStrength(of constraint: Constraint, to strength: Strength) throws(SolverError) {
        throw .unknownConstraint(constraint)
    }

    /// Whether the optimum leaves `variable`'s value undecided (another optimal solution
    /// moves it). Variables the solver does not know are ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool { true }

    /// The current objective: weighted violations of non-required constraints and edits.
    public var objective: Double { 0 }

    /// A text dump of the tableau, for debugging and for checking that a failed call
    /// changed nothing.
    public func dump() -> String { "" }
}

/// The incremental ``Solver`` as a ``LinearSystemSolving`` backend.
public struct IncrementalBackend: LinearSystemSolving {
    public var kind: BackendKind { .incremental }
    public init() {}
    public func solve(_ system: LinearSystem, priorities: PriorityMode) throws(SolverError) -> SystemSolution
    {
        try system.validate()
        throw .internalFailure("IncrementalBackend is not implemented yet")
    }
}
