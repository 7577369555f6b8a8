import Synchronization

/// A linear constraint `expression REL 0` with a strength, as a solver holds it.
///
/// Write constraints with `==`, `<=`, `>=` between expressions, variables, terms and
/// numbers; the left side minus the right side becomes ``expression``.
// snippet: given let solver = Solver()
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let c = (x + y <= 20).strength(.strong).identified("budget")
/// try solver.addConstraint(c)
/// ```
/// Constraints have identity: the solver tracks them by object, so the same
/// constraint cannot be added twice, while two equal-looking ones can.
/// Its constant and strength can be changed while it is in a solver, through
/// ``Solver`` methods, which keep the solver's tableau consistent.
///
/// A constraint is `Sendable`: its terms, relation and names are immutable, and the two
/// things a solver changes (the constant and the strength's weight) are atomics, so reading
/// them while a solver on another thread changes them gives an old or a new value.
public final class Constraint: Sendable {
    /// The terms of `lhs - rhs`, reduced (one term per variable).
    let terms: [Term]
    /// The constant's bit pattern.
    private let constantBits: Atomic<UInt64>
    /// The strength's weight, as a bit pattern.
    private let weightBits: Atomic<UInt64>
    /// The relation to zero.
    public let relation: Relation
    /// An optional name for reports.
    public let identifier: String?
    /// Where it was written.
    public let location: SourceLocation

    /// `lhs - rhs`, reduced (one term per variable).
    public var expression: Expression { Expression(terms, constant: constant) }

    /// The strength.
    public internal(set) var strength: Strength {
        get { Strength(Double(bitPattern: weightBits.load(ordering: .relaxed))) }
        set { weightBits.store(newValue.weight.bitPattern, ordering: .relaxed) }
    }

    /// The expression's constant (changed by ``Solver/setConstant(of:to:)``).
    var constant: Double {
        get { Double(bitPattern: constantBits.load(ordering: .relaxed)) }
        set { constantBits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// Creates `expression REL 0`.
    public init(
        _ expression: Expression, _ relation: Relation, strength: Strength = .required,
        identifier: String? = nil, location: SourceLocation = .unknown
    ) {
        let reduced = expression.reduced()
        self.terms = reduced.terms
        self.constantBits = Atomic(reduced.constant.bitPattern)
        self.weightBits = Atomic(strength.weight.bitPattern)
        self.relation = relation
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
