extension IncrementalBackend {
    /// The model of a ``LinearSystem`` as solver objects.
    struct Model {
        var variables: [Variable]
        var constraints: [Constraint]
        var indexOf: [ObjectIdentifier: Int]

        init(_ system: LinearSystem) {
            variables = system.variables.map { Variable($0.name, value: $0.initialValue) }
            constraints = []
            indexOf = [:]
            for (i, entry) in system.constraints.enumerated() {
                let terms = entry.coefficients.map { [variables] c in Term(variables[c.variable], c.value) }
                let c = Constraint(
                    Expression(terms, constant: entry.constant), entry.relation,
                    strength: entry.strength, identifier: entry.id, location: entry.location)
                constraints.append(c)
                indexOf[ObjectIdentifier(c)] = i
            }
        }

        func indices(of conflict: [Constraint]) -> [Int] {
            conflict.compactMap { indexOf[ObjectIdentifier($0)] }.sorted()
        }
    }

    /// One solver: the edits (added and suggested), then the constraints as one batch.
    func solveWeighted(_ system: LinearSystem) throws(SolverError) -> SystemSolution {
        let model = Model(system)
        let solver = Solver()
        for edit in system.edits {
            let variable = model.variables[edit.variable]
            try solver.addEditVariable(variable, strength: edit.strength)
            try solver.suggestValue(variable, edit.suggestedValue)
        }
        do {
            try solver.addConstraints(model.constraints)
        } catch .unsatisfiable(let conflict) {
            return unsatisfiable(system, model.indices(of: conflict))
        }
        solver.refineConstants()
        solver.updateVariables()
        let values = model.variables.map(\.value)
        return SystemSolution(
            status: .optimal, values: values, objective: system.objective(at: values),
            backend: .incremental,
            note: "incremental simplex: \(system.constraints.count) constraints, \(system.edits.count) edits"
                + (solver.rebuilds > 0 ? "; rebuilt after a false conflict (roundoff)" : ""))
    }

    func unsatisfiable(_ system: LinearSystem, _ conflict: [Int]) -> SystemSolution {
        let values = system.variables.map(\.initialValue)
        return SystemSolution(
            status: .unsatisfiable(conflict: conflict), values: values,
            objective: system.objective(at: values), backend: .incremental,
            note: "incremental simplex: \(conflict.count) required constraints conflict")
    }
}
