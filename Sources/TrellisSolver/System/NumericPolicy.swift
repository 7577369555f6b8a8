/// The numeric range within which every answer is right, and the tolerance answers are
/// checked to (the policy is described in the "Numeric range" article).
///
/// Inside the range a backend's answer is checked before it is returned
/// (``LinearSystem/defect(of:)``); outside it, input is rejected with
/// ``SolverError/outOfRange(place:reason:)`` naming the constraint and why.
/// ```swift
/// let why = NumericPolicy.rangeProblem(coefficients: [1, 1e15], constant: 0, weight: 1)
/// // "coefficients span 1e+15 (largest 1e+15, smallest 1): rescale the system; at most 1e+12"
/// ```
public enum NumericPolicy {
    /// The largest ratio between the largest and smallest non-zero coefficient magnitude in
    /// one constraint.
    public static let maximumSpan = 1.0e12

    /// The largest magnitude of a coefficient, a constant or a suggested value.
    public static let maximumMagnitude = 1.0e12

    /// The smallest non-zero coefficient magnitude.
    public static let minimumCoefficient = Tolerance.minimumCoefficient

    /// The largest weight of a non-required constraint or edit.
    public static let maximumWeight = 1.0e12

    /// The relative tolerance of every check: a required constraint holds when its residual
    /// is within this fraction of the size of its terms (scaled by its largest coefficient,
    /// and at least 1), an objective is right when it is within this fraction of the size
    /// of its weighted terms.
    public static let tolerance = Tolerance.check

    /// Above this ``LinearSystem/numericSpread`` a floating-point optimum is confirmed by
    /// another route before it is returned: `auto` checks an incremental optimum against
    /// GLPK's, and GLPK checks its own against its rational simplex (up to 400 rows); the
    /// lower objective is kept. Layout systems (coefficients near 1, strengths 1 to 1e6)
    /// stay below it and are solved once.
    public static let wideSpread = 1.0e8

    /// Why a constraint with these numbers is outside the range, or `nil` when it is inside.
    ///
    /// `weight` is `.infinity` for a required constraint.
    /// - Complexity: O(coefficients).
    // Inlinable so that callers in other modules get it specialized for their sequence: the
    // generic version walked each coefficient through witness tables.
    @inlinable
    public static func rangeProblem<C: Sequence<Double>>(
        coefficients: C, constant: Double, weight: Double
    ) -> String? {
        var largest = 0.0
        var smallest = Double.infinity
        for c in coefficients where c != 0 {
            let m = abs(c)
            if m > largest { largest = m }
            if m < smallest { smallest = m }
        }
        return rangeProblem(largest: largest, smallest: smallest, constant: constant, weight: weight)
    }

    /// ``rangeProblem(coefficients:constant:weight:)`` from the largest and smallest non-zero
    /// coefficient magnitudes (`0` and `.infinity` without any).
    @usableFromInline
    static func rangeProblem(largest: Double, smallest: Double, constant: Double, weight: Double) -> String? {
        if largest > maximumMagnitude {
            return "coefficient \(format(largest)) is above \(format(maximumMagnitude)): rescale the system"
        }
        if smallest < minimumCoefficient {
            return
                "coefficient \(format(smallest)) is below \(format(minimumCoefficient)): rescale the system"
        }
        if largest > 0 && largest / smallest > maximumSpan {
            return
                "coefficients span \(format(largest / smallest)) (largest \(format(largest)), smallest \(format(smallest))): "
                + "rescale the system; at most \(format(maximumSpan))"
        }
        if abs(constant) > maximumMagnitude {
            return
                "constant \(format(constant)) is above \(format(maximumMagnitude)) in magnitude: rescale the system"
        }
        return weightProblem(weight)
    }

    /// Why `weight` (`.infinity` for required) is outside the range, or `nil`.
    public static func weightProblem(_ weight: Double) -> String? {
        if weight != .infinity && weight > maximumWeight {
            return "weight \(format(weight)) is above the largest supported weight \(format(maximumWeight))"
        }
        return nil
    }

    /// Why a suggested value is outside the range, or `nil`.
    public static func valueProblem(_ value: Double) -> String? {
        abs(value) > maximumMagnitude
            ? "suggested value \(format(value)) is above \(format(maximumMagnitude)) in magnitude: rescale the system"
            : nil
    }

    /// `value` for a message: plain when between 1e-4 and 1e6 in magnitude, else as
    /// `1.5e15` (three significant digits).
    static func format(_ value: Double) -> String {
        let m = abs(value)
        if m == 0 || (m >= 1e-4 && m < 1e6) || !m.isFinite { return "\(value)" }
        var exponent = 0
        var mantissa = m
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        while mantissa < 1 {
            mantissa *= 10
            exponent -= 1
        }
        var digits = (mantissa * 100).rounded() / 100
        if digits >= 10 {
            digits /= 10
            exponent += 1
        }
        let text = digits == digits.rounded() ? "\(Int(digits))" : "\(digits)"
        return (value < 0 ? "-" : "") + text + "e\(exponent)"
    }
}
