extension LinearSystem {
    /// The spread of the system's numbers: the ratio of its largest to smallest non-zero
    /// coefficient magnitude (over all constraints), times the ratio of its largest to
    /// smallest weight (non-required constraints and edits); or, when larger, the ratio of
    /// its largest to smallest non-zero constant or suggested value divided by 1e4 (so
    /// layout constants from 0.01 to 1e6 stay below the threshold, while a constant of
    /// 1e-5 beside a bound of 1e8, lost in the tableau's sums, is above it). Above
    /// ``NumericPolicy/wideSpread`` the backends confirm their optima by another route.
    // snippet: given let system = LinearSystem()
    /// ```swift
    /// if system.numericSpread > 1e8 { print("badly scaled") }
    /// ```
    /// - Complexity: O(coefficients + edits).
    public var numericSpread: Double {
        var largest = 0.0
        var smallest = Double.infinity
        var heaviest = 0.0
        var lightest = Double.infinity
        for row in constraints {
            for c in row.coefficients where c.value != 0 {
                largest = max(largest, abs(c.value))
                smallest = min(smallest, abs(c.value))
            }
            if !row.strength.isRequired {
                heaviest = max(heaviest, row.strength.weight)
                lightest = min(lightest, row.strength.weight)
            }
        }
        var big = 0.0
        var tiny = Double.infinity
        func note(_ value: Double) {
            guard value != 0, value.isFinite else { return }
            big = max(big, abs(value))
            tiny = min(tiny, abs(value))
        }
        for row in constraints { note(row.constant) }
        for edit in edits {
            note(edit.suggestedValue)
            heaviest = max(heaviest, edit.strength.weight)
            lightest = min(lightest, edit.strength.weight)
        }
        let coefficients = largest > 0 ? largest / smallest : 1
        let weights = heaviest > 0 && lightest > 0 ? heaviest / lightest : 1
        let constants = big > 0 ? big / tiny / 1e4 : 1
        return max(coefficients * weights, constants)
    }
}
