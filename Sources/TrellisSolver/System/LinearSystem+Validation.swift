extension LinearSystem {
    /// Checks what every backend relies on: indices in range, finite numbers, valid
    /// strengths, unique constraint ids, non-required edits on distinct variables.
    ///
    /// - Throws: ``SolverError/invalidSystem(_:)`` naming the first problem and where.
    /// - Complexity: O(total number of coefficients).
    public func validate() throws(SolverError) {
        var seenIDs = Set<String>(minimumCapacity: constraints.count)
        for (v, entry) in variables.enumerated() where !entry.initialValue.isFinite {
            throw .invalidSystem("variable \(v) '\(entry.name)': non-finite initial value")
        }
        for (i, row) in constraints.enumerated() {
            // Built only for a message (one string per row would cost more than the checks).
            var place: String { "constraint \(i) '\(row.id)'" }
            if !seenIDs.insert(row.id).inserted { throw .invalidSystem("\(place): duplicate id") }
            if !row.constant.isFinite { throw .invalidSystem("\(place): non-finite constant") }
            if !row.strength.isValid { throw .invalidSystem("\(place): invalid strength \(row.strength)") }
            for c in row.coefficients {
                guard variables.indices.contains(c.variable) else {
                    throw .invalidSystem("\(place): variable index \(c.variable) out of range")
                }
                if !c.value.isFinite { throw .invalidSystem("\(place): non-finite coefficient") }
            }
            if let reason = NumericPolicy.rangeProblem(
                coefficients: row.coefficients.lazy.map(\.value), constant: row.constant,
                weight: row.strength.weight)
            {
                throw .outOfRange(place: place, reason: reason)
            }
        }
        var editVariables = Set<Int>()
        for (i, edit) in edits.enumerated() {
            let place = "edit \(i)"
            guard variables.indices.contains(edit.variable) else {
                throw .invalidSystem("\(place): variable index \(edit.variable) out of range")
            }
            if edit.strength.isRequired { throw .invalidSystem("\(place): edits cannot be required") }
            if !edit.strength.isValid { throw .invalidSystem("\(place): invalid strength \(edit.strength)") }
            if !edit.suggestedValue.isFinite { throw .invalidSystem("\(place): non-finite suggested value") }
            let edited = "\(place) of '\(variables[edit.variable].name)'"
            if let reason = NumericPolicy.weightProblem(edit.strength.weight) {
                throw .outOfRange(place: edited, reason: reason)
            }
            if let reason = NumericPolicy.valueProblem(edit.suggestedValue) {
                throw .outOfRange(place: edited, reason: reason)
            }
            if !editVariables.insert(edit.variable).inserted {
                throw .invalidSystem("\(place): variable '\(variables[edit.variable].name)' edited twice")
            }
        }
    }
}
