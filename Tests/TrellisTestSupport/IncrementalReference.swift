public import TrellisSolver

/// `system` solved by one incremental ``Solver`` (its constraints added as one batch): each
/// variable's value, and whether another optimum moves it (``Solver/ambiguity(of:)``); nil
/// when the required constraints cannot all hold. Edits are not taken.
public func incrementalAnswer(_ system: LinearSystem) -> (values: [Double], ambiguous: [Bool])? {
    let variables = system.variables.map { Variable($0.name) }
    let solver = Solver()
    do {
        try solver.addConstraints(
            system.constraints.map { row in
                Constraint(
                    Expression(
                        row.coefficients.map { Term(variables[$0.variable], $0.value) },
                        constant: row.constant),
                    row.relation, strength: row.strength)
            })
    } catch {
        return nil
    }
    solver.updateVariables()
    return (variables.map(\.value), solver.ambiguity(of: variables))
}
