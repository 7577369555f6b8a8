import Trellis

/// A small, fast, seeded pseudo-random generator (SplitMix64): the same seed gives the same
/// numbers on every machine, which makes generated data and tests reproducible.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let roll = Int.random(in: 1...6, using: &rng)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The internal state; advances by a fixed odd constant per draw.
    public private(set) var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0), by multiply-shift (tiny bias, fully deterministic).
    ///
    /// ```swift
    /// var rng = SplitMix64(seed: 1)
    /// let die = rng.next(below: 6) + 1
    /// ```
    public mutating func next(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let wide = next().multipliedFullWidth(by: UInt64(bound))
        return Int(wide.high)
    }
}
