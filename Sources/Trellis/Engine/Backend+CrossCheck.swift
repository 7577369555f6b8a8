import TrellisGLPK
internal import TrellisSolver

extension Backend {
    /// Above this spread of a part's numbers (``numericSpread(_:)``) `auto` checks an
    /// incremental optimum against GLPK's and keeps the lower objective: the incremental
    /// tableau has no dual certificate, and on such spans its roundoff can stop it short of
    /// the optimum. Layout systems (coefficients near 1, strengths 1 to 1e6) stay below it.
    static let crossCheckSpread = 1.0e8

    /// The spread of a system's numbers: the ratio of its largest to smallest non-zero
    /// coefficient magnitude (over all constraints), times the ratio of its largest to
    /// smallest weight (non-required constraints and edits).
    ///
    /// - Complexity: O(coefficients + edits).
    static func numericSpread(_ system: LinearSystem) -> Double {
        var largest = 0.0
        var smallest = Double.infinity
        var heaviest = 0.0
        var lightest = Double.infinity
        for row in system.constraints {
            for c in row.coefficients where c.value != 0 {
                largest = max(largest, abs(c.value))
                smallest = min(smallest, abs(c.value))
            }
            if !row.strength.isRequired {
                heaviest = max(heaviest, row.strength.weight)
                lightest = min(lightest, row.strength.weight)
            }
        }
        for edit in system.edits {
            heaviest = max(heaviest, edit.strength.weight)
            lightest = min(lightest, edit.strength.weight)
        }
        let coefficients = largest > 0 ? largest / smallest : 1
        let weights = heaviest > 0 && lightest > 0 ? heaviest / lightest : 1
        return coefficients * weights
    }

    /// The better of `solution` (an optimal incremental answer) and GLPK's checked answer
    /// for the same part, when the part's spread is above ``crossCheckSpread``: GLPK's when
    /// its objective is lower by more than ``NumericPolicy/tolerance`` of the objective's
    /// size, with a note saying so. A GLPK failure leaves `solution` as it is.
    static func crossChecked(_ solution: SystemSolution, _ system: LinearSystem, _ priorities: PriorityMode)
        -> SystemSolution
    {
        guard solution.backend == .incremental, solution.status == SystemSolution.Status.optimal,
            numericSpread(system) > crossCheckSpread,
            let other = try? GLPKBackend.solve(validated: system, priorities: priorities),
            other.status == SystemSolution.Status.optimal, system.defect(of: other) == nil
        else { return solution }
        let allowance = NumericPolicy.tolerance * max(1, abs(solution.objective))
        guard other.objective < solution.objective - allowance else { return solution }
        var better = other
        better.note +=
            " (the incremental answer, objective \(solution.objective), stopped short of this optimum)"
        return better
    }
}
