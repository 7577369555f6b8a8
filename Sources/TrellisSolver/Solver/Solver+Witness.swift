extension Solver {
    /// Whether the solver's current values satisfy every one of `constraints` (all taken as
    /// required) within ``NumericPolicy/tolerance`` of the size of its terms, and of 1 at
    /// least, the rule an answer is checked by (``LinearSystem/defect(of:)``): a point that
    /// passes is a witness that they hold together.
    ///
    /// A tableau's "they hold" is its phase 1 ending within its own tolerances. Rows a few
    /// parts in 1e8 from parallel (`h + 1.00000001 * w <= -6.5`, `h + w >= -5.5`,
    /// `w <= 8`) put values near 1e8 in the tableau, and beside them cells that cancel up
    /// to 1e-8 of such a value can hide a whole conflict (`w2 - h >= 2`, `w2 - h <= -2`): the
    /// values then break a constraint by 4, which this test sees.
    /// - Complexity: O(terms of `constraints`); reads the values without writing them to
    ///   the variables (which other solvers may share).
    func witnesses(_ constraints: [Constraint]) -> Bool {
        settle()
        let linked = state.tableau.linking.count == 0 ? [] : state.tableau.linkedRowValues()
        for constraint in constraints {
            var sum = constraint.expression.constant
            var size = abs(sum)
            for term in constraint.expression.terms {
                guard let index = state.index(of: term.variable) else { return false }
                let value = state.tableau.value(of: state.variables[Int(index)].symbol, linked: linked)
                let part = term.coefficient * value
                guard part.isFinite else { return false }
                sum += part
                size += abs(part)
            }
            let slack = NumericPolicy.tolerance * max(1, size)
            switch constraint.relation {
            case .equal: if abs(sum) > slack { return false }
            case .lessThanOrEqual: if sum > slack { return false }
            case .greaterThanOrEqual: if sum < -slack { return false }
            }
        }
        return true
    }
}
