extension LinearSystem {
    /// The value of row `index`'s left side, `sum(coefficients) + constant`, at `values`.
    public func residual(ofConstraint index: Int, at values: [Double]) -> Double {
        let row = constraints[index]
        var sum = row.constant
        for c in row.coefficients { sum += c.value * values[c.variable] }
        return sum
    }

    /// How far row `index` is from holding at `values` (0 when it holds).
    public func violation(ofConstraint index: Int, at values: [Double]) -> Double {
        let r = residual(ofConstraint: index, at: values)
        switch constraints[index].relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    /// The weighted sum of violations of all non-required constraints and edits at
    /// `values` (FORMATS.md §1): the objective both backends minimise.
    ///
    /// - Complexity: O(total number of coefficients).
    public func objective(at values: [Double]) -> Double {
        var total = 0.0
        for (i, row) in constraints.enumerated() where !row.strength.isRequired {
            total += row.strength.weight * violation(ofConstraint: i, at: values)
        }
        for edit in edits {
            total += edit.strength.weight * abs(values[edit.variable] - edit.suggestedValue)
        }
        return total
    }

    /// The largest violation of a required constraint at `values`.
    public func maxRequiredViolation(at values: [Double]) -> Double {
        var worst = 0.0
        for (i, row) in constraints.enumerated() where row.strength.isRequired {
            worst = max(worst, violation(ofConstraint: i, at: values))
        }
        return worst
    }
}
