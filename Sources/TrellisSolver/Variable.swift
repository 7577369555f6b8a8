/// A named unknown of a linear system, whose `value` a ``Solver`` writes.
///
/// Variables have identity (like kiwi's): two variables with the same name are
/// still two different unknowns. `Variable` is deliberately not `Equatable`, so that
/// `x == y` builds a ``Constraint`` instead of comparing; compare identities with `===`.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(width >= 100)
/// solver.updateVariables()
/// print(width.value)  // 100
/// ```
public final class Variable: Identifiable, @unchecked Sendable {
    /// The name used in descriptions, dumps and the JSON formats.
    public let name: String
    /// The value the last ``Solver/updateVariables()`` wrote (or the initial value).
    public var value: Double

    /// Creates a variable.
    /// - Parameters:
    ///   - name: a name for descriptions; need not be unique.
    ///   - value: the initial value, reported until a solver writes one.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.value = value
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `v<address>` when it has none.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}
