import Trellis
public import TrellisSolver

extension SystemFile {
    /// The output object of `trellis solve` (FORMATS.md §1), as one line of JSON:
    /// `status`, `backend`, `objective` (computed from the values with
    /// `LinearSystem.objective(at:)`), `values` (every variable, by name, in the file's
    /// order), `conflict` (constraint ids) when unsatisfiable, and `note` when the backend
    /// left one.
    ///
    // snippet: given let file = try SystemFile(json: #"{ "constraints": [ { "constraint": "x == 3" } ] }"#)
    /// ```swift
    /// print(try file.outputJSON(for: try file.solve()))
    /// // {"status":"optimal","backend":"incremental","objective":0.5,"values":{"x":3,"y":4}}
    /// ```
    /// - Throws: `SolverError.internalFailure(_:)` when the solution does not match the
    ///   system (wrong number of values, a conflict index out of range) or holds a value
    ///   that is not finite: JSON has no NaN, and printing one would be a lie.
    public func outputJSON(for solution: SystemSolution) throws(SolverError) -> String {
        try output(for: solution).text
    }

    /// ``outputJSON(for:)`` as UTF-8 and a line break: what `trellis solve` writes.
    ///
    /// - Throws: `SolverError.internalFailure(_:)`, as ``outputJSON(for:)``.
    package func outputLine(for solution: SystemSolution) throws(SolverError) -> [UInt8] {
        var writer = try output(for: solution)
        writer.bytes.append(UInt8(ascii: "\n"))
        return writer.bytes
    }

    /// The output object, written into one byte buffer.
    private func output(for solution: SystemSolution) throws(SolverError) -> JSONWriter {
        let variables = system.variables
        guard solution.values.count == variables.count else {
            throw .internalFailure(
                "the backend returned \(solution.values.count) values for \(variables.count) variables")
        }
        if let bad = solution.values.firstIndex(where: { !$0.isFinite }) {
            throw .internalFailure("the backend returned a non-finite value for '\(variables[bad].name)'")
        }
        let objective = system.objective(at: solution.values)
        guard objective.isFinite else { throw .internalFailure("the objective is not finite") }
        var conflictIDs: [String] = []
        if case .unsatisfiable(let conflict) = solution.status {
            for index in conflict {
                guard system.constraints.indices.contains(index) else {
                    throw .internalFailure("the backend named constraint \(index), which does not exist")
                }
                conflictIDs.append(system.constraints[index].id)
            }
        }
        var writer = JSONWriter(style: .compact, capacity: 64 + 24 * variables.count)
        writer.beginObject()
        writer.key("status")
        switch solution.status {
        case .optimal: writer.string("optimal")
        case .unsatisfiable: writer.string("unsatisfiable")
        }
        writer.key("backend")
        writer.string(solution.backend.rawValue)
        writer.key("objective")
        writer.number(PrintedNumber.rounded(objective))
        writer.key("values")
        writer.beginObject()
        for (variable, value) in zip(variables, solution.values) {
            writer.key(variable.name)
            writer.number(PrintedNumber.rounded(value))
        }
        writer.endObject()
        if case .unsatisfiable = solution.status {
            writer.key("conflict")
            writer.beginArray()
            for id in conflictIDs { writer.string(id) }
            writer.endArray()
        }
        if !solution.note.isEmpty {
            writer.key("note")
            writer.string(solution.note)
        }
        writer.endObject()
        return writer
    }
}
