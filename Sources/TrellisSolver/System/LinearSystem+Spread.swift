extension LinearSystem {
    /// The spread of the system's numbers: the ratio of its largest to smallest non-zero
    /// coefficient magnitude (over all constraints), times the ratio of its largest to
    /// smallest weight (non-required constraints and edits). Above
    /// ``NumericPolicy/wideSpread`` the backends confirm their optima by another route.
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
        for edit in edits {
            heaviest = max(heaviest, edit.strength.weight)
            lightest = min(lightest, edit.strength.weight)
        }
        let coefficients = largest > 0 ? largest / smallest : 1
        let weights = heaviest > 0 && lightest > 0 ? heaviest / lightest : 1
        return coefficients * weights
    }
}
