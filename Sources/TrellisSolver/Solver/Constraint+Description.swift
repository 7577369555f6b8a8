// kiwi's way of printing terms, expressions and constraints, and its violation check.

/// A number as kiwi prints it: whole numbers without a fraction (`100`, not `100.0`).
func kiwiNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

extension Term {
    /// The term as kiwi prints it: `coefficient * name`, the coefficient always written.
    /// ```swift
    /// print((100 * Variable("foo")).kiwiDescription)   // 100 * foo
    /// ```
    public var kiwiDescription: String {
        "\(kiwiNumber(coefficient)) * \(variable.name)"
    }
}

extension Expression {
    /// The expression as kiwi prints it: its terms, then the constant, joined by ` + `.
    /// ```swift
    /// print((foo + 2 * bar + 10).kiwiDescription)   // 1 * foo + 2 * bar + 10
    /// ```
    public var kiwiDescription: String {
        (terms.map(\.kiwiDescription) + [kiwiNumber(constant)]).joined(separator: " + ")
    }
}

extension Constraint {
    /// The constraint as kiwi prints it: `expression op 0`.
    /// ```swift
    /// print((foo + 1 == 0).kiwiDescription)   // 1 * foo + 1 == 0
    /// ```
    public var kiwiDescription: String {
        "\(expression.kiwiDescription) \(relation.rawValue) 0"
    }

    /// Whether the constraint does not hold at the variables' current values (by more than
    /// 1e-8), as kiwi's `violated()`.
    /// ```swift
    /// let c = Variable("x") >= 10
    /// print(c.violated())   // true while x is 0
    /// ```
    public func violated() -> Bool {
        violation > 1e-8
    }
}
