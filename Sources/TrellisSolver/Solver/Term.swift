/// A variable times a coefficient: one summand of an ``Expression``.
///
/// ```swift
/// let x = Variable("x")
/// let t = 2 * x          // Term(variable: x, coefficient: 2)
/// ```
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Term: CustomStringConvertible {
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
