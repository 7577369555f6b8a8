// A dump laid out in kiwi's sections.

extension Solver {
    /// The solver's state in kiwi's dump sections: Objective, Tableau, Infeasible,
    /// Variables, Edit Variables and Constraints, each under a dashed heading.
    ///
    /// Symbols print as a kind letter and id (`x` external, `s` slack, `e` error, `d`
    /// dummy), rows as `basic | constant + coefficient * symbol ...`, and constraints as
    /// kiwi prints them (``Constraint/kiwiDescription``).
    /// ```swift
    /// let x = Variable("x")
    /// let solver = Solver()
    /// try solver.addConstraint(x >= 10)
    /// print(solver.kiwiDump())   // Objective / --------- / ... / Constraints / ----------- / 1 * x + -10 >= 0
    /// ```
    public func kiwiDump() -> String {
        settle()
        let tableau = state.tableau
        func name(_ symbol: Int32) -> String { "\(tableau.kind(symbol).prefix)\(symbol)" }
        func render(_ row: Row) -> String {
            var text = kiwiNumber(row.constant)
            for cell in row.cells { text += " + \(kiwiNumber(cell.coefficient)) * \(name(cell.symbol))" }
            return text
        }
        func section(_ title: String, _ lines: [String]) -> [String] {
            [title, String(repeating: "-", count: title.count)] + lines + [""]
        }
        let live = tableau.rows.filter { $0.basic >= 0 }.sorted { $0.basic < $1.basic }
        var lines = section("Objective", [render(tableau.objective)])
        lines += section("Tableau", live.map { "\(name($0.basic)) | " + render($0) })
        lines += section("Infeasible", tableau.optimization.infeasible.map(name))
        lines += section("Variables", state.variables.map { "\($0.variable.name) = \(name($0.symbol))" })
        var edits: [String] = []
        var constraints: [String] = []
        for record in state.constraints.compactMap({ $0 }) {
            if let edit = record.editVariable {
                edits.append(edit.name)
            } else {
                constraints.append(record.constraint.kiwiDescription)
            }
        }
        lines += section("Edit Variables", edits)
        lines += section("Constraints", constraints)
        return lines.joined(separator: "\n")
    }
}
