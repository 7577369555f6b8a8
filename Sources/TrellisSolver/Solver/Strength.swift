/// How much a constraint matters: required, or a positive finite weight.
///
/// A non-required constraint with weight `w` adds `w * |violation|` (for `==`) or
/// `w * max(0, violation)` (for `<=`, `>=`) to the objective the solver minimises.
/// The named strengths follow kiwi: ``strong`` = 1,000,000, ``medium`` = 1,000,
/// ``weak`` = 1.
///
// snippet: given let solver = Solver(), x = Variable("x")
/// ```swift
/// try solver.addConstraint((x == 3).strength(.weak))
/// let s = Strength.create(0, 1, 0, 1.25)   // 1250, as kiwi computes it
/// ```
public struct Strength: Sendable, Hashable {
    /// The weight; `.infinity` for ``required``.
    public let weight: Double

    /// A raw weight. The solver rejects weights that are not positive and finite
    /// (``SolverError/invalidStrength(_:)``).
    public init(_ weight: Double) { self.weight = weight }

    /// Must hold; never traded against others.
    public static let required = Strength(.infinity)
    /// 1,000,000.
    public static let strong = Strength(1_000_000)
    /// 1,000.
    public static let medium = Strength(1_000)
    /// 1.
    public static let weak = Strength(1)

    /// kiwi's `strength::create(a, b, c, w)`: each of `a * w`, `b * w`, `c * w` clamped
    /// to 0...1000, weighted 1e6, 1e3 and 1.
    public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
        func clamp(_ v: Double) -> Double { Swift.max(0, Swift.min(1000, v)) }
        return Strength(clamp(a * w) * 1_000_000 + clamp(b * w) * 1_000 + clamp(c * w))
    }

    /// Whether this is ``required``.
    public var isRequired: Bool { weight == .infinity }

    /// Whether a solver accepts it: required, or positive and finite.
    public var isValid: Bool { isRequired || (weight.isFinite && weight > 0) }
}

extension Strength: Comparable {
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }
}

extension Strength: CustomStringConvertible {
    public var description: String {
        switch weight {
        case .infinity: "required"
        case 1_000_000: "strong"
        case 1_000: "medium"
        case 1: "weak"
        default: "\(weight)"
        }
    }
}
