extension LinearSystem {
    /// Why `solution` is not a right answer to this system, or `nil` when it passes.
    ///
    /// The check every backend's answer gets before it is returned, in O(coefficients):
    /// - an optimal answer has a finite value for every variable, every required constraint
    ///   holds within ``NumericPolicy/tolerance`` of the size of its terms (the sum of the
    ///   magnitudes of its terms and constant, and at least 1), and the reported objective is the one
    ///   recomputed from the values, within the tolerance of the size of the weighted terms;
    /// - an unsatisfiable answer names at least one constraint, each one existing and
    ///   required. (Whether the named set really conflicts takes an LP of its own; the
    ///   `auto` backend certifies it.)
    // snippet: given let system = LinearSystem()
    // snippet: given let solution = try IncrementalBackend().solve(system, priorities: .weighted)
    /// ```swift
    /// if let defect = system.defect(of: solution) { print("rejected: \(defect)") }
    /// ```
    public func defect(of solution: SystemSolution) -> String? {
        switch solution.status {
        case .unsatisfiable(let conflict):
            if conflict.isEmpty { return "an unsatisfiable answer names no constraint" }
            for i in conflict {
                guard constraints.indices.contains(i) else { return "the conflict names constraint \(i)" }
                if !constraints[i].strength.isRequired {
                    return "the conflict names non-required constraint '\(constraints[i].id)'"
                }
            }
            return nil
        case .optimal:
            break
        }
        let values = solution.values
        guard values.count == variables.count else {
            return "\(values.count) values for \(variables.count) variables"
        }
        for (v, value) in values.enumerated() where !value.isFinite {
            return "variable '\(variables[v].name)' is not finite (\(value))"
        }
        let tolerance = NumericPolicy.tolerance
        var objectiveSize = 0.0
        for row in constraints {
            var sum = row.constant
            var size = abs(row.constant)
            for c in row.coefficients {
                let term = c.value * values[c.variable]
                sum += term
                size += abs(term)
            }
            guard row.strength.isRequired else {
                objectiveSize += row.strength.weight * size
                continue
            }
            // Within the tolerance of the size of the terms, and of 1 at least: a floor
            // relative to the largest coefficient let a row with a coefficient of 3.2e6 and
            // terms of 9.3 be off by 1.9e-6, and without a floor a row whose terms are all
            // near 1e-9 failed on a residue of 2.5e-16.
            let slack = tolerance * max(1, size)
            let holds: Bool
            switch row.relation {
            case .equal: holds = abs(sum) <= slack
            case .lessThanOrEqual: holds = sum <= slack
            case .greaterThanOrEqual: holds = sum >= -slack
            }
            if !holds {
                return "required constraint '\(row.id)' is off by \(sum) (terms of size \(size))"
            }
        }
        for edit in edits {
            objectiveSize += edit.strength.weight * (abs(values[edit.variable]) + abs(edit.suggestedValue))
        }
        let objective = self.objective(at: values)
        guard objective.isFinite, solution.objective.isFinite else { return "the objective is not finite" }
        if abs(objective - solution.objective) > tolerance * max(1, objectiveSize) {
            return
                "the reported objective \(solution.objective) is not the objective of the values, \(objective)"
        }
        return nil
    }
}
