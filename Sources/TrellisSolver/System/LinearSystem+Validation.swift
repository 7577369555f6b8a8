extension LinearSystem {
    /// Checks what every backend relies on: indices in range, finite numbers, valid
    /// strengths, unique constraint ids, non-required edits on distinct variables.
    ///
    /// - Throws: ``SolverError/invalidSystem(_:)`` naming the first problem and where.
    /// - Complexity: O(total number of coefficients).
    public func validate() throws(SolverError) {
        try validate(checkingIDs: true)
    }

    /// ``validate()``, leaving out the duplicate-id check when `checkingIDs` is false: for
    /// systems whose ids were checked as they were read (a system file's), where hashing every
    /// id again is a tenth of a large solve.
    package func validate(checkingIDs: Bool) throws(SolverError) {
        var seenIDs = Set<String>(minimumCapacity: checkingIDs ? constraints.count : 0)
        for (v, entry) in variables.enumerated() where !entry.initialValue.isFinite {
            throw .invalidSystem("variable \(v) '\(entry.name)': non-finite initial value")
        }
        // Through the buffer, field by field: no copy (and release) of a whole row per row.
        try constraints.withUnsafeBufferPointer { (rows) throws(SolverError) in
            for i in rows.indices {
                // Built only for a message (one string per row would cost more than the checks).
                var place: String { "constraint \(i) '\(rows[i].id)'" }
                if checkingIDs && !seenIDs.insert(rows[i].id).inserted {
                    throw .invalidSystem("\(place): duplicate id")
                }
                let constant = rows[i].constant
                if !constant.isFinite { throw .invalidSystem("\(place): non-finite constant") }
                let strength = rows[i].strength
                if !strength.isValid { throw .invalidSystem("\(place): invalid strength \(strength)") }
                var largest = 0.0
                var smallest = Double.infinity
                for c in rows[i].coefficients {
                    guard variables.indices.contains(c.variable) else {
                        throw .invalidSystem("\(place): variable index \(c.variable) out of range")
                    }
                    if !c.value.isFinite { throw .invalidSystem("\(place): non-finite coefficient") }
                    if c.value != 0 {
                        let m = abs(c.value)
                        if m > largest { largest = m }
                        if m < smallest { smallest = m }
                    }
                }
                if let reason = NumericPolicy.rangeProblem(
                    largest: largest, smallest: smallest, constant: constant, weight: strength.weight)
                {
                    throw .outOfRange(place: place, reason: reason)
                }
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
