/// A linear constraint `expression REL 0` with a strength, as a solver holds it.
///
/// Write constraints with `==`, `<=`, `>=` between expressions, variables, terms and
/// numbers; the left side minus the right side becomes ``expression``.
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let c = (x + y <= 20).strength(.strong).identified("budget")
/// try solver.addConstraint(c)
/// ```
/// Constraints have identity: the solver tracks them by object, so the same
/// constraint cannot be added twice, while two equal-looking ones can.
/// Its constant and strength can be changed while it is in a solver, through
/// ``Solver`` methods, which keep the solver's tableau consistent.
public final class Constraint: @unchecked Sendable {
    /// `lhs - rhs`, reduced (one term per variable).
    public internal(set) var expression: Expression
    /// The relation to zero.
    public let relation: Relation
    /// The strength.
    public internal(set) var strength: Strength
    /// An optional name for reports.
    public let identifier: String?
    /// Where it was written.
    public let location: SourceLocation

    /// Creates `expression REL 0`.
    public init(
        _ expression: Expression, _ relation: Relation, strength: Strength = .required,
        identifier: String? = nil, location: SourceLocation = .unknown
    ) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
        self.identifier = identifier
        self.location = location
    }

    /// Creates `lhs REL rhs`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required,
        identifier: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(
            lhs - rhs, relation, strength: strength, identifier: identifier,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// A copy with another strength (the constraint is not yet in a solver).
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(
            expression, relation, strength: strength, identifier: identifier, location: location)
    }

    /// A copy with an identifier.
    public func identified(_ identifier: String) -> Constraint {
        Constraint(
            expression, relation, strength: strength, identifier: identifier, location: location)
    }

    /// The violation at the variables' current values: how far `expression REL 0` is
    /// from holding (0 when it holds).
    public var violation: Double {
        let v = expression.value
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}

extension Constraint: CustomStringConvertible {
    public var description: String {
        var text = "\(expression) \(relation) 0"
        if !strength.isRequired { text += " @\(strength)" }
        if let identifier { text += " '\(identifier)'" }
        return text
    }
}
