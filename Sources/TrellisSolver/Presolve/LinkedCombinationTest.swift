/// Whether another optimum of a system solved by its linking row
/// (``LinearSystem/solvedByLinkingRow()``) changes a combination of its variables, given
/// which variables another optimum moves.
///
/// When the linking row is a required equality, every other optimum moves the undecided
/// variables along it: their moves `d` keep `sum(a * d) == 0` over the row's coefficients
/// `a`. A combination is then decided when, over the undecided variables of the row, it is
/// a multiple of the row, and it holds no undecided variable outside the row. Anything else
/// is answered `true`, which is always safe.
package struct LinkedCombinationTest {
    /// Per variable: its coefficient in the linking row (0 when it is not in it).
    private let coefficients: [Double]
    private let ambiguous: [Bool]
    /// How many of the linking row's variables are undecided.
    private let undecidedInRow: Int

    /// Nil unless `system` has exactly one row over several variables and that row is a
    /// required equality (the combinations of a soft or inequality row are left to the
    /// safe answer).
    package init?(_ system: LinearSystem, ambiguous: [Bool]) {
        guard ambiguous.count == system.variables.count else { return nil }
        var link: LinearSystem.ConstraintEntry?
        for row in system.constraints where row.coefficients.count > 1 {
            guard link == nil else { return nil }
            link = row
        }
        guard let link, link.relation == .equal, link.strength.isRequired else { return nil }
        var coefficients = [Double](repeating: 0, count: system.variables.count)
        for term in link.coefficients {
            guard term.variable >= 0, term.variable < coefficients.count else { return nil }
            coefficients[term.variable] += term.value
        }
        self.coefficients = coefficients
        self.ambiguous = ambiguous
        undecidedInRow = coefficients.indices.filter { coefficients[$0] != 0 && ambiguous[$0] }.count
    }

    /// Whether another optimum changes `sum(coefficient * x[variable])`.
    package func moves(_ combination: ReducedCombination) -> Bool {
        var ratio: Double?
        var inRow = 0
        for (variable, coefficient) in combination {
            guard variable >= 0, variable < coefficients.count else { return true }
            guard ambiguous[variable], coefficient != 0 else { continue }
            let a = coefficients[variable]
            guard a != 0 else { return true }
            inRow += 1
            let r = coefficient / a
            if let ratio {
                let tolerance = Tolerance.Presolve.combinationCancellation * max(abs(ratio), abs(r))
                if abs(r - ratio) > tolerance { return true }
            } else {
                ratio = r
            }
        }
        // A multiple of the row must weigh every undecided variable in it (or none).
        return inRow != 0 && inRow != undecidedInRow
    }
}
