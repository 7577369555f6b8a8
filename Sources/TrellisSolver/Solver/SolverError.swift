/// Why a solver call failed. A call that throws leaves the solver exactly as it was.
///
// snippet: given let solver = Solver(), x = Variable("x")
/// ```swift
/// do {
///     try solver.addConstraint(x == 1)
///     try solver.addConstraint(x == 2)
/// } catch {
///     if case .unsatisfiable(let conflict) = error { print(conflict.map(\.description)) }
/// }
/// ```
public enum SolverError: Error, Sendable {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraints cannot all hold. `conflict` is irreducible: without any
    /// one of its members the rest of them can hold (the constraint being added, when
    /// adding, is among them).
    case unsatisfiable(conflict: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditStrength(Variable)
    /// A strength that is neither required nor positive and finite.
    case invalidStrength(Strength)
    /// A coefficient or constant that is NaN or infinite; `constraint` is the one it was
    /// in, when there is one, `variable` the edit variable for a suggested value.
    case nonFinite(constraint: Constraint?, variable: Variable?)
    /// A number outside the documented range (``NumericPolicy``): `place` names the
    /// constraint or edit, `reason` says what is out of range and what to do.
    case outOfRange(place: String, reason: String)
    /// A malformed ``LinearSystem``: what is wrong and where.
    case invalidSystem(String)
    /// The backend failed for a reason of its own (an internal solver failure).
    case internalFailure(String)
}

extension SolverError: CustomStringConvertible {
    public var description: String {
        func name(_ c: Constraint) -> String { c.identifier.map { "'\($0)'" } ?? "\(c)" }
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint \(name(c))"
        case .unknownConstraint(let c): return "unknown constraint \(name(c))"
        case .unsatisfiable(let conflict):
            return "unsatisfiable required constraints: " + conflict.map(name).joined(separator: ", ")
        case .duplicateEditVariable(let v): return "duplicate edit variable \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable \(v)"
        case .requiredEditStrength(let v): return "edit variable \(v) cannot be required"
        case .invalidStrength(let s):
            return "invalid strength \(s): need required or a positive finite weight"
        case .nonFinite(let c, let v):
            if let c { return "non-finite number in constraint \(name(c))" }
            if let v { return "non-finite value suggested for \(v)" }
            return "non-finite number"
        case .outOfRange(let place, let reason): return "\(place): \(reason)"
        case .invalidSystem(let what): return "invalid linear system: \(what)"
        case .internalFailure(let what): return "solver failure: \(what)"
        }
    }
}
