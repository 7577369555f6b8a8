import TrellisGLPK
internal import TrellisSolver

extension Backend {
    /// `auto`: validates the whole system, splits it into independent parts, solves each
    /// with the backend ``AutoPolicy/backend(rows:levels:priorities:)`` names, and merges the values
    /// (and the first conflict, mapped back to the whole system's indices).
    ///
    /// An incremental solve that fails for a reason of its own (not a malformed system)
    /// is retried with GLPK, and the note says so (after `auto: `).
    static func solveAuto(_ system: LinearSystem, priorities: PriorityMode, checkingIDs: Bool = true)
        throws(SolverError) -> SystemSolution
    {
        var solution = try solveParts(system, priorities: priorities, checkingIDs: checkingIDs)
        solution.note = "auto: " + solution.note
        return solution
    }

    /// ``solveAuto(_:priorities:checkingIDs:)`` with the note's text alone, for callers that put it after
    /// a summary of their own (presolve's).
    static func solveParts(_ system: LinearSystem, priorities: PriorityMode, checkingIDs: Bool = true)
        throws(SolverError) -> SystemSolution
    {
        try system.validate(checkingIDs: checkingIDs)
        let initial = system.variables.map { $0.initialValue }
        // Constraints without coefficients belong to no part: a required one that fails
        // is a conflict of its own; the others only add a constant to the objective.
        for (i, row) in system.constraints.enumerated()
        where row.coefficients.isEmpty && row.strength.isRequired && !Self.holds(row) {
            return SystemSolution(
                status: .unsatisfiable(conflict: [i]), values: initial,
                objective: system.objective(at: initial),
                backend: .incremental,
                note: "required constraint '\(row.id)' has no variables and fails")
        }
        let parts = BackendComponent.split(system, groupingUpTo: AutoPolicy.groupRowLimit)
        var values = initial
        var rowsBy: [BackendKind: Int] = [:]
        var partsBy: [BackendKind: Int] = [:]
        var fallbacks: [String] = []
        for part in parts {
            let levels = priorities == .strict ? part.strengthLevelCount : 1
            let first = AutoPolicy.backend(rows: part.rowCount, levels: levels, priorities: priorities)
            // One level: strict is weighted, and the incremental backend's weighted path is faster.
            let mode = levels > 1 ? priorities : .weighted
            let (solution, kind, retried) = try Self.solveChecked(part.system, first, mode)
            if let retried { fallbacks.append(retried) }
            rowsBy[kind, default: 0] += part.rowCount
            partsBy[kind, default: 0] += 1
            if let failed = part.merge(
                solution, into: &values, of: system, backend: kind,
                note: { _ in
                    "a part of \(part.rowCount) rows (of \(parts.count)) is unsatisfiable, found by \(kind.rawValue)"
                })
            {
                return failed
            }
        }
        let kinds = partsBy.keys.sorted()
        let main = kinds.max { rowsBy[$0, default: 0] < rowsBy[$1, default: 0] } ?? .incremental
        let components = parts.reduce(0) { $0 + $1.componentCount }
        var note = "\(components) component\(components == 1 ? "" : "s")"
        if components > parts.count {
            note +=
                " in \(parts.count) solve\(parts.count == 1 ? "" : "s") (small ones grouped up to \(AutoPolicy.groupRowLimit) rows)"
        }
        note += "; "
        note += kinds.map { k in
            let why =
                k == .incremental
                ? "<= \(AutoPolicy.incrementalRowLimit) rows"
                : (priorities == .strict
                    ? "> \(AutoPolicy.incrementalRowLimit) rows or strict levels"
                    : "> \(AutoPolicy.incrementalRowLimit) rows")
            return "\(partsBy[k, default: 0]) \(k.rawValue) (\(why))"
        }.joined(separator: ", ")
        if kinds.count > 1 {
            note += "; backend \(main.rawValue) solved the most rows (\(rowsBy[main, default: 0]))"
        }
        if !fallbacks.isEmpty {
            note += "; \(fallbacks.count) part(s) retried with the other backend ("
            note += fallbacks.prefix(3).joined(separator: "; ") + (fallbacks.count > 3 ? "; ..." : "") + ")"
        }
        return SystemSolution(
            status: .optimal, values: values, objective: system.objective(at: values), backend: main,
            note: note)
    }

    /// Solves a part with `kind`, then, when that backend fails or its answer fails the
    /// check (including an unsatisfiable answer whose conflict an LP of its own does not
    /// certify), with the other one; an incremental optimum on a part of wide numeric spread
    /// is checked against GLPK's (``crossChecked(_:_:_:)``). Returns the answer, the backend that gave it, and what
    /// failed first when the other backend was needed.
    /// - Throws: the second backend's error when both fail.
    private static func solveChecked(_ system: LinearSystem, _ kind: BackendKind, _ priorities: PriorityMode)
        throws(SolverError) -> (SystemSolution, BackendKind, String?)
    {
        let failure: SolverError
        do {
            let first = try certified(try Self.solvePart(system, kind, priorities), system)
            let solution = crossChecked(first, system, priorities)
            if solution.backend != first.backend {
                return (
                    solution, solution.backend,
                    "\(kind.rawValue): objective \(first.objective) short of the optimum"
                )
            }
            return (solution, kind, nil)
        } catch {
            guard case .internalFailure = error else { throw error }
            failure = error
        }
        let other: BackendKind = kind == .incremental ? .glpk : .incremental
        // The incremental backend has no strict mode of many levels beyond its own; both
        // backends accept every valid part.
        let solution = try certified(try Self.solvePart(system, other, priorities), system)
        return (solution, other, "\(kind.rawValue): \(failure)")
    }

    /// `solution` when it is optimal or its conflict is certified infeasible by an LP of its
    /// own (the GLPK backend certifies its own conflicts), and irreducible by the same test:
    /// the incremental solver decides which members it can drop with its own tolerances, and
    /// on a badly scaled system it can keep one the others do not need. Each member is then
    /// asked again, by GLPK (exact rational arithmetic for up to 400 rows), whether the rest
    /// still conflict without it, and dropped if they do; `note` says when that happened.
    /// - Throws: ``SolverError/internalFailure(_:)`` for an uncertified conflict.
    static func certified(_ solution: SystemSolution, _ system: LinearSystem) throws(SolverError)
        -> SystemSolution
    {
        guard solution.backend == .incremental, case .unsatisfiable(let conflict) = solution.status else {
            return solution
        }
        guard try GLPKBackend.certifiesConflict(system, conflict) else {
            throw .internalFailure(
                "the conflict \(conflict.map { system.constraints[$0].id }) holds on its own")
        }
        let members = try GLPKBackend.reducedConflict(system, conflict)
        if members.count == conflict.count { return solution }
        var answer = solution
        answer.status = .unsatisfiable(conflict: members)
        answer.note +=
            "; GLPK reduced the incremental solver's conflict of \(conflict.count) constraints to \(members.count)"
        return answer
    }

    private static func solvePart(_ system: LinearSystem, _ kind: BackendKind, _ priorities: PriorityMode)
        throws(SolverError) -> SystemSolution
    {
        // Parts of a validated system are valid: GLPK skips a second validation.
        if kind == .glpk { return try GLPKBackend.solve(validated: system, priorities: priorities) }
        return try IncrementalBackend().solve(system, priorities: priorities)
    }

    /// Whether a constraint without coefficients, `constant REL 0`, holds.
    static func holds(_ row: LinearSystem.ConstraintEntry) -> Bool {
        let c = row.constant
        switch row.relation {
        case .equal: return abs(c) <= Tolerance.Check.emptyRow
        case .lessThanOrEqual: return c <= Tolerance.Check.emptyRow
        case .greaterThanOrEqual: return c >= -Tolerance.Check.emptyRow
        }
    }
}
