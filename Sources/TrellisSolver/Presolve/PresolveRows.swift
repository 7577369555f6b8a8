/// A system for presolve as flat arrays, one allocation per field rather than an array of
/// coefficients per row: what a caller with many short rows (a layout engine's component)
/// builds instead of a ``LinearSystem``, and presolves with
/// ``presolved(priorities:location:)``.
///
/// Row `r` reads `sum(coefficients[k] * x[variables[k]]) + constants[r] REL 0` over `k` in
/// ``terms(of:)``, with `relations[r]` and `strengths[r]`, as a ``LinearSystem``'s row does.
/// Variables are indices below ``initialValues``'s count.
///
/// ```swift
/// var rows = PresolveRows(initialValues: [0, 0])
/// rows.appendTerm(0, 1)
/// rows.appendTerm(1, -1)
/// rows.appendRow(constant: -4, relation: .equal, strength: .required)   // x0 - x1 - 4 == 0
/// rows.appendTerm(1, 1)
/// rows.appendRow(constant: -3, relation: .equal, strength: .required)   // x1 - 3 == 0
/// let presolved = rows.presolved { _ in .unknown }
/// print(presolved.expand([]))   // [7.0, 3.0]
/// ```
package struct PresolveRows: Sendable {
    /// Each variable's value before presolve (variables in no row keep it).
    package var initialValues: [Double]
    /// Where each row's terms start; one more entry than rows (the end of the last).
    package private(set) var starts: [Int32] = [0]
    package private(set) var variables: [Int32] = []
    package private(set) var coefficients: [Double] = []
    package private(set) var constants: [Double] = []
    package private(set) var relations: [Relation] = []
    package private(set) var strengths: [Strength] = []

    /// An empty system over `initialValues.count` variables.
    package init(initialValues: [Double]) {
        self.initialValues = initialValues
    }

    /// How many rows there are.
    package var count: Int { constants.count }

    /// The positions of row `r`'s terms in ``variables`` and ``coefficients``.
    package func terms(of r: Int) -> Range<Int> {
        Int(starts[r])..<Int(starts[r + 1])
    }

    /// Room for `rows` rows and `terms` terms in all.
    package mutating func reserveCapacity(rows: Int, terms: Int) {
        starts.reserveCapacity(rows + 1)
        constants.reserveCapacity(rows)
        relations.reserveCapacity(rows)
        strengths.reserveCapacity(rows)
        variables.reserveCapacity(terms)
        coefficients.reserveCapacity(terms)
    }

    /// Adds `coefficient * x[variable]` to the row being written (closed by ``appendRow``).
    package mutating func appendTerm(_ variable: Int, _ coefficient: Double) {
        variables.append(Int32(truncatingIfNeeded: variable))
        coefficients.append(coefficient)
    }

    /// Closes a row whose terms are those appended since the previous row.
    package mutating func appendRow(constant: Double, relation: Relation, strength: Strength) {
        constants.append(constant)
        relations.append(relation)
        strengths.append(strength)
        starts.append(Int32(truncatingIfNeeded: variables.count))
    }

    /// The rows with equalities, fixed variables and one-variable rows solved out, exactly as
    /// the same rows as a ``LinearSystem`` (variables unnamed, no edits) would be by
    /// ``LinearSystem/presolved(priorities:)``. `location(r)` is where row `r` was written
    /// (asked for the rows left in the reduced system only). The rows' terms are let go once
    /// presolve has its own copy (before it reduces them).
    package consuming func presolved(
        priorities: PriorityMode = .weighted, location: (Int) -> SourceLocation
    ) -> PresolvedSystem {
        var work = Presolve(variableCount: initialValues.count, isWeighted: priorities == .weighted)
        work.rows.reserveCapacity(count)
        // Substitutions lengthen some rows, which then move: room for half as many again.
        work.terms.reserveCapacity(rows: count, terms: variables.count + variables.count / 2)
        // Each column starts with room for two rows and doubles.
        work.columns.reserveCapacity(2 * variables.count)
        for r in 0..<count {
            let row = Presolve.WorkRow(
                constant: constants[r], relation: relations[r], strength: strengths[r], origin: r)
            let start = Int(starts[r])
            work.appendRow(row, termCount: Int(starts[r + 1]) - start) { k in
                (variables[start + k], coefficients[start + k])
            }
        }
        variables = []
        coefficients = []
        starts = []
        work.run()
        work.releaseWorkingState()
        return work.result(
            variable: { LinearSystem.VariableEntry(name: "", initialValue: initialValues[$0]) },
            initialValues: initialValues, originalConstants: constants, location: location)
    }
}
