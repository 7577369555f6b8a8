/// The relation of a constraint `lhs REL rhs`.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    /// `<=`
    case lessThanOrEqual = "<="
    /// `==`
    case equal = "=="
    /// `>=`
    case greaterThanOrEqual = ">="
}

extension Relation: CustomStringConvertible {
    public var description: String { rawValue }
}
