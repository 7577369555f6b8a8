extension IncrementalBackend {
    /// Lexicographic priorities: strength levels solved from the highest weight down.
    ///
    /// Level by level, a fresh solver minimises the weighted violations of that level's
    /// constraints and edits, under the required constraints and the locks of the levels
    /// above. Then the level is locked: each of its constraints gets explicit error
    /// variables (`expr == p - n`, `expr <= p`, `expr >= -p`, with `p, n >= 0`) and the
    /// required constraint `sum(errors) <= optimum / weight + tolerance` (per unit of weight, so
    /// its roundoff does not grow with the weight), so no lower
    /// level can trade it away. The last level's solver gives the values.
    /// - Complexity: one solve per distinct weight.
    func solveStrict(_ system: LinearSystem) throws(SolverError) -> SystemSolution {
        let model = Model(system)
        var required: [Constraint] = []
        var soft: [(expression: Expression, relation: Relation, weight: Double)] = []
        for c in model.constraints {
            if c.strength.isRequired {
                required.append(c)
            } else {
                soft.append((c.expression, c.relation, c.strength.weight))
            }
        }
        for edit in system.edits {
            let x = model.variables[edit.variable]
            soft.append((Expression(x) - edit.suggestedValue, .equal, edit.strength.weight))
        }
        let levels = Set(soft.map(\.weight)).sorted(by: >)
        var locks: [Constraint] = []
        var solver = Solver()
        do {
            try solver.addConstraints(required)
        } catch .unsatisfiable(let conflict) {
            return unsatisfiable(system, model.indices(of: conflict))
        }
        for (rank, level) in levels.enumerated() {
            solver = Solver()
            let members = soft.filter { $0.weight == level }
            let goals = members.map { Constraint($0.expression, $0.relation, strength: Strength(level)) }
            do {
                try solver.addConstraints(required + locks + goals)
            } catch .unsatisfiable {
                // The required constraints held on their own: only a lock's roundoff fails.
                throw .internalFailure(
                    "a strict level's lock lost feasibility (level \(rank + 1) of \(levels.count), weight"
                        + " \(level): the locks of the levels above it could not be met again)")
            }
            let optimum = solver.objective
            var total = Expression()
            for member in members {
                let p = Variable("p")
                locks.append(Constraint(Expression(p), .greaterThanOrEqual))
                switch member.relation {
                case .equal:
                    let n = Variable("n")
                    locks.append(Constraint(Expression(n), .greaterThanOrEqual))
                    locks.append(Constraint(member.expression - p + n, .equal))
                    total = total + level * n
                case .lessThanOrEqual:
                    locks.append(Constraint(member.expression - p, .lessThanOrEqual))
                case .greaterThanOrEqual:
                    locks.append(Constraint(member.expression + p, .greaterThanOrEqual))
                }
                total = total + level * p
            }
            // The lock is written per unit of weight (errors summed, not weighted), so its
            // roundoff does not grow with the weight: a slack relative to the level's optimum
            // in points keeps the next level's phase 1 feasible.
            let perUnit = optimum / level
            let slack = Tolerance.Check.lockSlack * max(1, abs(perUnit))
            locks.append(Constraint(total / level - (perUnit + slack), .lessThanOrEqual))
        }
        // Only the last solver is refined: a level's optimum is read unrefined, with the same
        // kind of roundoff as the next level's phase 1 meets when it re-solves that level under
        // the lock (refined optima made those locks infeasible by 3e-8, seed 41000293).
        solver.refineConstants()
        solver.updateVariables()
        let values = model.variables.map(\.value)
        return SystemSolution(
            status: .optimal, values: values, objective: system.objective(at: values),
            backend: .incremental,
            note: "incremental simplex, strict priorities: \(levels.count) levels solved in turn")
    }
}
