/// SplitMix64: a tiny seeded generator, so every random test draws the same numbers on
/// every run and machine and its failures reproduce.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The state; advances by a fixed odd constant per draw.
    public var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is at most 1), by multiply-shift.
    public mutating func next(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }
}
