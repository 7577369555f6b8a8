/// Sums of terms by key that know when they cancelled: each key keeps its sum and the largest
/// term added to it, and counts as zero when the sum is below
/// `Tolerance.Presolve.combinationCancellation` of that term. What the ambiguity of a
/// combination of variables reads, in the incremental solver (over its symbols) and in GLPK
/// (over the directions its basis moves in).
package struct CancellingSums {
    private var sums: [Int32: (sum: Double, scale: Double)] = [:]

    /// An empty set of sums.
    package init() {}

    /// Adds `value` to the sum of `key`.
    package mutating func add(_ key: Int32, _ value: Double) {
        let old = sums[key] ?? (0, 0)
        sums[key] = (old.sum + value, max(old.scale, abs(value)))
    }

    /// Whether a sum of `sum` whose largest term was `scale` cancelled.
    @inline(__always)
    package static func cancels(_ sum: Double, scale: Double) -> Bool {
        abs(sum) <= Tolerance.Presolve.combinationCancellation * scale
    }

    /// Whether some key whose sum did not cancel satisfies `predicate`.
    package func containsNonZero(where predicate: (Int32) -> Bool) -> Bool {
        sums.contains { key, entry in !Self.cancels(entry.sum, scale: entry.scale) && predicate(key) }
    }
}
