import TrellisSolver

/// The relation of a constraint, as `NSLayoutConstraint.Relation`.
///
// snippet: given let a = LayoutView("a")
/// ```swift
/// let c = a.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
/// assert(c.relation == .lessThanOrEqual)
/// ```
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
    /// `<=`
    case lessThanOrEqual = "<="
    /// `==`
    case equal = "=="
    /// `>=`
    case greaterThanOrEqual = ">="

    /// The same relation in the solver's terms.
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The relation with its sides swapped (or both sides negated): `<=` and `>=` trade
    /// places, `==` stays.
    package var reversed: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        }
    }
}

extension LayoutRelation: CustomStringConvertible {
    public var description: String { rawValue }
}
