public import TrellisSolver

/// kiwi's enaml-like window (``BenchWorkload/enamlLike``) as solver objects, for timing the
/// incremental `Solver` directly; each value has its own fresh variables and constraints.
///
/// ```swift
/// let enaml = try EnamlLike()
/// let solver = Solver()
/// try solver.addEditVariable(enaml.width, strength: .strong)
/// try solver.addEditVariable(enaml.height, strength: .strong)
/// try solver.addConstraints(enaml.constraints)
/// ```
public struct EnamlLike: Sendable {
    /// The 37 variables, in the system's order.
    public let variables: [Variable]
    /// The 111 constraints, in the system's order.
    public let constraints: [Constraint]
    /// The edit variables: the window's width and height (strong).
    public let width: Variable
    public let height: Variable

    /// Builds the window from the one definition of the workload.
    ///
    /// - Throws: ``BenchError/workloadUnavailable(_:)`` if the embedded system does not read
    ///   back (a defect, caught by the tests).
    public init() throws(BenchError) {
        let system = try BenchWorkload.enamlLike.system(size: 1)
        let variables = system.variables.map { Variable($0.name, value: $0.initialValue) }
        guard system.edits.count == 2 else {
            throw .workloadUnavailable("enaml-like: expected 2 edits, found \(system.edits.count)")
        }
        self.variables = variables
        constraints = system.constraints.map { row in
            Constraint(
                Expression(
                    row.coefficients.map { Term(variables[$0.variable], $0.value) }, constant: row.constant),
                row.relation, strength: row.strength, identifier: row.id)
        }
        width = variables[system.edits[0].variable]
        height = variables[system.edits[1].variable]
    }
}
