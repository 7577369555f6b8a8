internal import TrellisSolver

/// The one rule for how Trellis prints a number, in every command and every description.
///
/// A number is rounded to 10 significant digits and then printed in the shortest form that
/// reads back as that rounded double: `15` (no fraction on a whole number), `51.5`,
/// `179.7265625`, `0.1234567`, `2.5e-07`. Ten digits keep the values people write and those
/// of a text measurer (multiples of 1/1024 point below 1,000) exact, while round-off within
/// the solvers' tolerance of 1e-9 (`14.9999999999`, `0.30000000000000004`) prints as the
/// number it stands for (`15`, `0.3`). Negative zero prints as `0`. The rounding is relative,
/// so a small value keeps its digits (`1.82e-11`: a solution's value is printed as solved);
/// a coordinate of a frame, in points, also prints as `0` below 1e-9 in magnitude
/// (``coordinate(_:)``), where a solver's round-off around zero is all there is.
///
/// ```swift
/// print(PrintedNumber.rounded(0.1 + 0.2))     // 0.3
/// print(PrintedNumber.rounded(179.7265625))   // 179.7265625
/// print(PrintedNumber.coordinate(5.5e-17))    // 0
/// print(PrintedNumber.text(-0.0))             // "0"
/// ```
package enum PrintedNumber {
    /// The significant digits kept.
    package static let significantDigits = 10

    /// Exact powers of ten, 1e0 through 1e22 (every one is a double exactly).
    private static let powers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// A frame coordinate's magnitude below which it prints as `0`: far below any pixel,
    /// and within the solvers' tolerance of a coordinate that is zero.
    package static let coordinateFloor = Tolerance.Engine.printedCoordinate

    /// A frame coordinate (points) as printed: ``rounded(_:)``, and `0` below
    /// ``coordinateFloor`` in magnitude.
    package static func coordinate(_ value: Double) -> Double {
        abs(value) < coordinateFloor ? 0 : rounded(value)
    }

    /// `value` rounded to ``significantDigits`` significant digits: the double nearest that
    /// decimal. Zero of either sign gives `0`; values that are not finite come back unchanged.
    ///
    /// - Complexity: O(1).
    package static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let magnitude = abs(value)
        guard magnitude > 0 else { return 0 }
        // Below 1e-13 ten digits need a power of ten past the exact ones: kept as it is.
        guard magnitude >= Tolerance.Engine.printedMagnitude else { return value }
        // The decimal exponent of the leading digit: 10^exponent <= magnitude < 10^(exponent + 1).
        var exponent = 0
        if magnitude >= 1 {
            while exponent < 22 && powers[exponent + 1] <= magnitude { exponent += 1 }
            if exponent >= 22 { return value }
        } else {
            exponent = -1
            while magnitude * powers[-exponent] < 1 { exponent -= 1 }
        }
        let shift = significantDigits - 1 - exponent
        if shift >= 0 {
            guard shift <= 22 else { return value }
            let scale = powers[shift]
            // An integer below 2^53 divided by an exact power of ten: the nearest double.
            return (value * scale).rounded() / scale
        }
        let scale = powers[-shift]
        return (value / scale).rounded() * scale
    }

    /// `value` as Trellis prints it (see the type's rule): `15`, `51.5`, `1e-07`, `inf`.
    package static func text(_ value: Double) -> String {
        spelled(rounded(value))
    }

    /// A frame coordinate as Trellis prints it (``coordinate(_:)``).
    package static func coordinateText(_ value: Double) -> String {
        spelled(coordinate(value))
    }

    /// An already rounded value's shortest spelling.
    private static func spelled(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
