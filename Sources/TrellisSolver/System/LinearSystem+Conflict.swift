extension LinearSystem {
    /// An irreducible set of required constraints that cannot hold together, as the
    /// incremental solver names it (its phase-1 certificate, shrunk on fresh tableaux and
    /// proved irreducible by ``RowDependency`` or a deletion filter), or nil when the
    /// required constraints hold together on its tableau.
    ///
    /// For a backend whose own conflict search failed (GLPK's simplex can fail outright on
    /// rows a few parts in 1e9 from parallel): it still certifies the set with an LP of its
    /// own before reporting it.
    /// - Complexity: a few solves of the required constraints, about one in the usual case.
    package func requiredConflict() -> [Int]? {
        let variables = self.variables.map { Variable($0.name) }
        var owners: [ObjectIdentifier: Int] = [:]
        var constraints: [Constraint] = []
        for (index, row) in self.constraints.enumerated() where row.strength.isRequired {
            let terms = row.coefficients.map { Term(variables[$0.variable], $0.value) }
            let constraint = Constraint(
                Expression(terms, constant: row.constant), row.relation, strength: .required)
            owners[ObjectIdentifier(constraint)] = index
            constraints.append(constraint)
        }
        do {
            try Solver().addConstraints(constraints)
            return nil
        } catch .unsatisfiable(let conflict) {
            return conflict.compactMap { owners[ObjectIdentifier($0)] }.sorted()
        } catch {
            return nil
        }
    }
}
