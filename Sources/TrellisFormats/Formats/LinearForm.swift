import Trellis
public import TrellisSolver

/// A linear form over named variables, `sum(coefficient * name) + constant`, as the
/// constraint grammar of FORMATS.md §1 produces it.
///
/// Names keep the order in which they were first mentioned, including names whose
/// coefficients cancelled out (`x - x` still mentions `x`), so a file's variables are
/// created in reading order.
///
/// ```swift
/// let parsed = try ConstraintParser.parse("2*(x - y) / 4 + 1 >= y")
/// print(parsed.form.coefficient(of: "x"))  // 0.5
/// print(parsed.form.coefficient(of: "y"))  // -1.5
/// print(parsed.form.constant)              // 1
/// ```
public struct LinearForm: Sendable, Hashable {
    /// Every name mentioned, in order of first mention.
    public private(set) var names: [String]
    /// The non-zero coefficients by name.
    public private(set) var coefficients: [String: Double]
    /// The constant term.
    public private(set) var constant: Double
    /// The set of ``names``, for O(1) membership.
    private var mentioned: Set<String>

    /// The form `constant` (no variables).
    public init(constant: Double = 0) {
        names = []
        mentioned = []
        coefficients = [:]
        self.constant = constant
    }

    /// The form `1 * name`.
    public init(name: String) {
        names = [name]
        mentioned = [name]
        coefficients = [name: 1]
        constant = 0
    }

    /// The coefficient of `name` (0 when absent).
    public func coefficient(of name: String) -> Double { coefficients[name] ?? 0 }

    /// Whether no variable has a non-zero coefficient.
    public var isConstant: Bool { coefficients.isEmpty }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && coefficients.values.allSatisfy(\.isFinite) }

    /// Adds `factor * other` in place: O(terms of `other`). Coefficients that become zero
    /// are dropped; names stay. Returns false when a touched number is no longer finite.
    @discardableResult
    mutating func add(_ other: LinearForm, times factor: Double = 1) -> Bool {
        var finite = true
        for name in other.names where mentioned.insert(name).inserted {
            names.append(name)
        }
        for (name, value) in other.coefficients {
            let sum = coefficient(of: name) + factor * value
            coefficients[name] = sum == 0 ? nil : sum
            finite = finite && sum.isFinite
        }
        constant += factor * other.constant
        return finite && constant.isFinite
    }

    /// `factor * self`.
    func scaled(by factor: Double) -> LinearForm {
        var result = self
        result.constant *= factor
        for (name, value) in coefficients {
            let product = value * factor
            result.coefficients[name] = product == 0 ? nil : product
        }
        return result
    }

    /// `self / divisor`, dividing each coefficient (more exact than scaling by `1 / divisor`).
    func divided(by divisor: Double) -> LinearForm {
        var result = self
        result.constant /= divisor
        for (name, value) in coefficients {
            let quotient = value / divisor
            result.coefficients[name] = quotient == 0 ? nil : quotient
        }
        return result
    }
}

/// A parsed constraint of the system format: `form REL 0`, where `form` is the left side
/// minus the right side.
///
/// ```swift
/// let parsed = try ConstraintParser.parse("x + 2 <= y")
/// // parsed.form is x - y + 2, parsed.relation is .lessThanOrEqual
/// ```
public struct ParsedConstraint: Sendable, Hashable {
    /// Left side minus right side.
    public var form: LinearForm
    /// How `form` relates to 0.
    public var relation: Relation

    /// Creates a parsed constraint.
    public init(form: LinearForm, relation: Relation) {
        self.form = form
        self.relation = relation
    }
}
