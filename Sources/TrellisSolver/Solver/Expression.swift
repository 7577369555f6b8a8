/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build expressions with ordinary arithmetic on variables, terms and numbers:
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let e = 2 * (x - y) / 4 + 1   // 0.5 x - 0.5 y + 1
/// ```
/// The same variable may appear in several terms; ``reduced()`` merges them.
public struct Expression: Sendable {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression holding one term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether the expression has no terms with a non-zero coefficient.
    public var isConstant: Bool { terms.allSatisfy { $0.coefficient == 0 } }

    /// The same expression with one term per variable (in order of first
    /// appearance) and no zero coefficients.
    ///
    /// - Complexity: O(n) in the number of terms.
    public func reduced() -> Expression {
        // Most expressions are a few terms with no repeated variable: merged by comparing
        // identities, without hashing, and returned as they are when nothing merges.
        if terms.count <= Self.scanLimit { return reducedByScanning() }
        var order: [ObjectIdentifier] = []
        var sums: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if var existing = sums[key] {
                existing.coefficient += term.coefficient
                sums[key] = existing
            } else {
                sums[key] = term
                order.append(key)
            }
        }
        var merged: [Term] = []
        merged.reserveCapacity(order.count)
        for key in order {
            if let term = sums[key], term.coefficient != 0 { merged.append(term) }
        }
        return Expression(merged, constant: constant)
    }

    /// The most terms ``reduced()`` merges by comparing each with the ones before it.
    static let scanLimit = 16

    /// ``reduced()`` for a few terms: the same sums, added in the same order.
    private func reducedByScanning() -> Expression {
        var isReduced = true
        for (i, term) in terms.enumerated() {
            if term.coefficient == 0 || terms[..<i].contains(where: { $0.variable === term.variable }) {
                isReduced = false
                break
            }
        }
        if isReduced { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            if let k = merged.firstIndex(where: { $0.variable === term.variable }) {
                merged[k].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// The expression's value at the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension Expression: CustomStringConvertible {
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
