import Foundation
public import TrellisSolver

/// How much a constraint matters, 1...1000, as `UILayoutPriority`; 1000 is required.
///
// snippet: given let label = LayoutView("label"), a = LayoutView("a")
/// ```swift
/// label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
/// let c = a.widthAnchor.constraint(equalToConstant: 40)
/// c.priority = 999
/// ```
///
/// ## Mapping to solver weights
/// A required priority (1000) becomes a required solver constraint. A priority `p` below
/// 1000 becomes the weight `10^((p - 1) / 111)`: 1 at priority 1, 2.8 at 50, 175 at 250,
/// 5.6e6 at 750, 9.8e8 at 999 (the range of kiwi's strengths). The solver minimises the
/// weighted sum of violations, so a constraint of priority `p` wins against any set of
/// lower-priority constraints whose weighted violations add up to less than its own: a
/// difference of `d` points is a weight ratio of `10^(d / 111)`. Limits: one point
/// (250 vs 251) is a ratio of 1.021, so the higher one wins when the violations it would
/// cause are equal (the case of two labels competing by hugging or compression) or up to
/// 2% larger; 250 vs 750 is a ratio of 32,000, so the lower one would have to be violated
/// 32,000 times more (in points, summed) to win. Unlike UIKit, priorities are not strictly
/// lexicographic: enough lower-priority violation can outweigh a higher priority.
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority, valid in 1...1000.
    public var rawValue: Double

    /// Creates a priority. Values outside 1...1000 are rejected when the constraint is
    /// activated or laid out (``LayoutError/priorityOutOfRange(_:)``).
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// Creates a priority.
    public init(_ value: Double) { self.rawValue = value }

    /// A priority written as an integer: `c.priority = 999`.
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }
    /// A priority written as a decimal: `c.priority = 999.5`.
    public init(floatLiteral value: Double) { self.rawValue = value }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` uses to pull a size toward its target.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether it lies in 1...1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    /// Whether it is 1000.
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength (see the mapping above). Only meaningful when ``isValid``.
    public var strength: Strength {
        if isRequired { return .required }
        return Strength(pow(10, (rawValue - 1) / 111))
    }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` points higher: `.defaultLow + 1`.
    public static func + (lhs: LayoutPriority, rhs: Double) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }
    /// A priority `rhs` points lower: `.required - 1`.
    public static func - (lhs: LayoutPriority, rhs: Double) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }
    /// A priority `lhs` points higher.
    public static func + (lhs: Double, rhs: LayoutPriority) -> LayoutPriority { rhs + lhs }
    /// Raises the priority by `rhs` points.
    public static func += (lhs: inout LayoutPriority, rhs: Double) { lhs = lhs + rhs }
    /// Lowers the priority by `rhs` points.
    public static func -= (lhs: inout LayoutPriority, rhs: Double) { lhs = lhs - rhs }
}

extension LayoutPriority: CustomStringConvertible {
    public var description: String { formatNumber(rawValue) }
}
