public import TrellisSolver

extension SystemFile {
    /// The output object of `trellis solve` (FORMATS.md §1), as one line of JSON:
    /// `status`, `backend`, `objective` (computed from the values with
    /// `LinearSystem.objective(at:)`), `values` (every variable, by name, in the file's
    /// order), `conflict` (constraint ids) when unsatisfiable, and `note` when the backend
    /// left one.
    ///
    /// ```swift
    /// print(try file.outputJSON(for: try file.solve()))
    /// // {"status":"optimal","backend":"incremental","objective":0.5,"values":{"x":3,"y":4}}
    /// ```
    /// - Throws: `SolverError.internalFailure(_:)` when the solution does not match the
    ///   system (wrong number of values, a conflict index out of range) or holds a value
    ///   that is not finite: JSON has no NaN, and printing one would be a lie.
    public func outputJSON(for solution: SystemSolution) throws(SolverError) -> String {
        let names = variableNames
        guard solution.values.count == names.count else {
            throw .internalFailure(
                "the backend returned \(solution.values.count) values for \(names.count) variables")
        }
        if let bad = solution.values.firstIndex(where: { !$0.isFinite }) {
            throw .internalFailure("the backend returned a non-finite value for '\(names[bad])'")
        }
        let objective = system.objective(at: solution.values)
        guard objective.isFinite else { throw .internalFailure("the objective is not finite") }
        var fields: [String] = []
        switch solution.status {
        case .optimal: fields.append("\"status\":\"optimal\"")
        case .unsatisfiable: fields.append("\"status\":\"unsatisfiable\"")
        }
        fields.append("\"backend\":" + JSONText.string(solution.backend.rawValue))
        fields.append("\"objective\":" + JSONText.number(objective))
        let values = zip(names, solution.values).map { JSONText.string($0) + ":" + JSONText.number($1) }
        fields.append("\"values\":{" + values.joined(separator: ",") + "}")
        if case .unsatisfiable(let conflict) = solution.status {
            var ids: [String] = []
            for index in conflict {
                guard system.constraints.indices.contains(index) else {
                    throw .internalFailure("the backend named constraint \(index), which does not exist")
                }
                ids.append(JSONText.string(system.constraints[index].id))
            }
            fields.append("\"conflict\":[" + ids.joined(separator: ",") + "]")
        }
        if !solution.note.isEmpty { fields.append("\"note\":" + JSONText.string(solution.note)) }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
