import TrellisGLPK
internal import TrellisSolver

extension Backend {
    /// Independent components smaller than this many rows (constraints plus edits) are put
    /// together into one LP of at most this many rows under `--backend glpk`. GLPK's simplex
    /// spends time per iteration in proportion to the whole LP, and the iterations grow with
    /// its rows: 10,000 independent cells (70,000 rows) took 11 s as one LP, and well under a
    /// second as LPs of this size; a much smaller LP pays GLPK's fixed cost per problem more
    /// often. A component above the limit is an LP of its own.
    static let glpkGroupRowLimit = 1_000

    /// `glpk`: a system of more than ``AutoPolicy/systemPresolveRowLimit`` rows goes through
    /// presolve first (equalities and fixed values substituted out, one-variable rows solved
    /// exactly), and GLPK solves every row left (``solveGLPK(_:priorities:checkingIDs:)``): a chain of
    /// `x[i+1] == x[i] + w[i] + 8` rows is one dense triangular basis to GLPK's simplex, each
    /// pivot paying for the whole chain (24 s for 10,000 views), and one linking row after
    /// presolve. When presolve finds a conflict, or GLPK's answer does not hold in the whole
    /// system, the whole system is solved as it is, so a conflict names the user's own rows.
    /// `checkingIDs: false` leaves out the duplicate-id check (the caller made it).
    static func solveGLPKPresolving(
        _ system: LinearSystem, priorities: PriorityMode, checkingIDs: Bool = true
    )
        throws(SolverError) -> SystemSolution
    {
        guard AutoPolicy.presolvesSystem(rows: system.constraints.count + system.edits.count) else {
            return try solveGLPK(system, priorities: priorities, checkingIDs: checkingIDs)
        }
        try system.validate(checkingIDs: checkingIDs)
        // From here on the system is valid, and presolve numbers the rows it leaves (`#i`).
        let presolved = system.presolved(priorities: priorities)
        guard !presolved.isInfeasible else {
            return try solveGLPK(system, priorities: priorities, checkingIDs: false)
        }
        var reducedValues: [Double] = []
        var note = "nothing left for the simplex"
        if !presolved.reduced.constraints.isEmpty || !presolved.reduced.edits.isEmpty {
            let answer = try solveGLPK(presolved.reduced, priorities: priorities, checkingIDs: false)
            guard case .optimal = answer.status, answer.values.count == presolved.reduced.variables.count
            else { return try solveGLPK(system, priorities: priorities, checkingIDs: false) }
            reducedValues = answer.values
            note = answer.note.dropPrefix("glpk: ")
        }
        let values = presolved.expand(reducedValues)
        let solution = SystemSolution(
            status: .optimal, values: values, objective: system.objective(at: values), backend: .glpk,
            note: "glpk: \(presolved.summary); \(note)")
        guard system.defect(of: solution) == nil else {
            return try solveGLPK(system, priorities: priorities, checkingIDs: false)
        }
        return solution
    }

    /// The whole system through GLPK, its independent components as separate LPs
    /// (small ones grouped, ``glpkGroupRowLimit``), the values merged. The optimum is the
    /// same (the objective, and each strict level, is a sum over components); an
    /// unsatisfiable part is reported with its conflict in the whole system's indices. A
    /// system of one component, or one whose required constraint without variables fails,
    /// is one LP as written.
    static func solveGLPK(_ system: LinearSystem, priorities: PriorityMode, checkingIDs: Bool = true)
        throws(SolverError) -> SystemSolution
    {
        try system.validate(checkingIDs: checkingIDs)
        let failsEmpty = system.constraints.contains { row in
            row.coefficients.isEmpty && row.strength.isRequired && !Self.holds(row)
        }
        let parts = failsEmpty ? [] : BackendComponent.split(system, groupingUpTo: glpkGroupRowLimit)
        guard parts.count > 1 else { return try GLPKBackend.solve(validated: system, priorities: priorities) }
        let initial = system.variables.map { $0.initialValue }
        var values = initial
        var firstNote = ""
        for part in parts {
            let solution = try GLPKBackend.solve(validated: part.system, priorities: priorities)
            if firstNote.isEmpty { firstNote = solution.note }
            if let failed = part.merge(
                solution, into: &values, of: system, backend: .glpk,
                note: {
                    "glpk: a part of \(part.rowCount) rows (of \(parts.count) LPs) is unsatisfiable; "
                        + $0.note.dropPrefix("glpk: ")
                })
            {
                return failed
            }
        }
        let components = parts.reduce(0) { $0 + $1.componentCount }
        let note =
            "glpk: \(components) components in \(parts.count) LPs (small ones grouped up to "
            + "\(glpkGroupRowLimit) rows); first: " + firstNote.dropPrefix("glpk: ")
        return SystemSolution(
            status: .optimal, values: values, objective: system.objective(at: values), backend: .glpk,
            note: note)
    }
}

extension String {
    /// The string without `prefix` when it starts with it.
    fileprivate func dropPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
