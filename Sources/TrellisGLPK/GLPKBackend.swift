public import TrellisSolver

/// The GLPK batch backend: the whole `LinearSystem` as one linear program, solved by
/// GLPK's dual simplex with its LP presolver.
///
/// It answers exactly as `IncrementalBackend` does (same objective, same
/// `SystemSolution`, same `SolverError`s), and also supports strict priorities:
/// one LP per strength level, from the highest, each locked to the optimum of the levels
/// above. Each call creates, uses and deletes its GLPK state on the calling thread, so
/// calls on different threads run in parallel.
///
// snippet: given let system = LinearSystem()
/// ```swift
/// let solution = try GLPKBackend().solve(system, priorities: .strict)
/// print(solution.status, solution.values, solution.note)
/// ```
public struct GLPKBackend: LinearSystemSolving {
    public var kind: BackendKind { .glpk }

    public init() {}

    /// GLPK's version string, e.g. `5.0`.
    public static var version: String { GLPKProblem.version }

    /// Solves `system`: the optimum under `priorities`, or an irreducible conflict among
    /// its required constraints.
    ///
    /// - Throws: `SolverError.invalidSystem` for a malformed system,
    ///   `SolverError.internalFailure` if GLPK itself fails.
    /// - Complexity: one LP solve (one per strength level when strict), plus, when the
    ///   system is unsatisfiable, one elastic LP and a warm re-solve per conflict candidate.
    public func solve(_ system: LinearSystem, priorities: PriorityMode = .weighted) throws(SolverError)
        -> SystemSolution
    {
        try system.validate()
        return try Self.solve(validated: system, priorities: priorities)
    }

    /// ``solve(_:priorities:)`` for a system the caller has already validated (for
    /// example a part split off a validated system by `Backend.auto`), skipping a second
    /// pass over it.
    package static func solve(validated system: LinearSystem, priorities: PriorityMode) throws(SolverError)
        -> SystemSolution
    {
        let translation = SystemTranslation(system, folding: priorities == .weighted)
        return try Self.solve(system, translation: translation, priorities: priorities, basis: nil).solution
    }

    /// The shared solve path; also returns the final basis for warm re-solves and, with
    /// `reportsAmbiguity` (weighted priorities), which columns another optimum moves (nil
    /// when GLPK cannot say), reusing `previousAmbiguity` when the basis allows.
    static func solve(
        _ system: LinearSystem, translation: SystemTranslation, priorities: PriorityMode, basis: LPBasis?,
        reportsAmbiguity: Bool = false, previousAmbiguity: AmbiguityMemo? = nil, namesConflicts: Bool = true
    ) throws(SolverError) -> (solution: SystemSolution, basis: LPBasis?, ambiguity: AmbiguityMemo?) {
        let initial = system.variables.map { $0.initialValue }
        if let empty = translation.violatedEmptyRow {
            let note =
                "glpk: required constraint '\(system.constraints[empty].id)' has no variables and fails"
            return (unsatisfiable(system, [empty], initial, note), nil, nil)
        }
        if translation.model.rowCount == 0 {
            // No row, so no variable column: every variable keeps its initial value, but an
            // aggregated one (defined by rows taken out of the LP) takes its definition.
            let values = translation.variableValues(
                Array(repeating: 0, count: translation.model.columnCount), system: system)
            return (
                SystemSolution(
                    status: .optimal, values: values, objective: system.objective(at: values),
                    backend: .glpk, note: "glpk: nothing to solve"),
                nil, nil
            )
        }
        do {
            let result = try Self.checkedRun(
                system, translation: translation, priorities: priorities, basis: basis,
                reportsAmbiguity: reportsAmbiguity, previousAmbiguity: previousAmbiguity,
                namesConflicts: namesConflicts)
            return exactlyConfirmed(result, system, translation, priorities, reportsAmbiguity)
        } catch {
            // A failed simplex or an answer that failed its check: the rational simplex, on
            // problems small enough for it, else a typed error.
            guard translation.model.rowCount <= exactRowLimit else { throw error }
            var result = try Self.checkedRun(
                system, translation: translation, priorities: priorities, basis: nil, exact: true,
                reportsAmbiguity: reportsAmbiguity, namesConflicts: namesConflicts)
            result.solution.note += " (the floating-point simplex failed: \(error))"
            return result
        }
    }

    /// `result`, or the rational simplex's answer when `result` is a weighted optimum of
    /// the floating-point simplex on at most ``exactRowLimit`` rows whose numbers spread
    /// wider than ``NumericPolicy/wideSpread``, and the rational one is lower by more than
    /// `Tolerance.Check.forcedShortfall` of it (the note says so). The optimality certificate allows
    /// a gap of the tolerance times the size of the terms, which such spreads take to 1e14:
    /// an answer 2.7e-6 above the optimum passed it (seed 2741008300). A smaller gap is
    /// what the rows' own tolerance allows on nearly parallel rows (the rational answer,
    /// 1.0e-6 lower, sat 6e-11 of its terms outside a row the floating one held exactly):
    /// both are the optimum to that tolerance, and the floating one stands.
    private static func exactlyConfirmed(
        _ result: (solution: SystemSolution, basis: LPBasis?, ambiguity: AmbiguityMemo?),
        _ system: LinearSystem,
        _ translation: SystemTranslation, _ priorities: PriorityMode, _ reportsAmbiguity: Bool
    ) -> (solution: SystemSolution, basis: LPBasis?, ambiguity: AmbiguityMemo?) {
        guard priorities == .weighted, result.solution.status == .optimal,
            translation.model.rowCount <= exactRowLimit,
            system.numericSpread > NumericPolicy.wideSpread,
            let exact = try? Self.checkedRun(
                system, translation: translation, priorities: priorities, basis: nil, exact: true,
                reportsAmbiguity: reportsAmbiguity),
            exact.solution.status == .optimal
        else { return result }
        let floating = result.solution.objective
        guard exact.solution.objective < floating - Tolerance.Check.forcedShortfall * max(1, abs(floating))
        else {
            return result
        }
        var better = exact
        better.solution.note += " (the floating-point simplex stopped at \(floating), short of this optimum)"
        return better
    }

    /// Systems up to this many LP rows are retried with GLPK's exact rational simplex
    /// (``SimplexMethod/exact``) when the floating-point simplex fails or its answer fails
    /// its check.
    static let exactRowLimit = 400

    /// One solve, its answer checked (``LinearSystem/defect(of:)``).
    static func checkedRun(
        _ system: LinearSystem, translation: SystemTranslation, priorities: PriorityMode, basis: LPBasis?,
        exact: Bool = false, reportsAmbiguity: Bool = false, previousAmbiguity: AmbiguityMemo? = nil,
        namesConflicts: Bool = true
    ) throws(SolverError) -> (solution: SystemSolution, basis: LPBasis?, ambiguity: AmbiguityMemo?) {
        let initial = system.variables.map { $0.initialValue }
        do {
            var run = LPSolveRun(translation: translation, priorities: priorities)
            run.exact = exact
            run.reportsAmbiguity = reportsAmbiguity
            run.previousAmbiguity = previousAmbiguity
            switch try run.run(from: basis) {
            case .optimal(let columns, let finalBasis, let warm, let movable):
                let values = translation.variableValues(columns, system: system)
                let levels = priorities == .strict ? translation.levels.count : 1
                let mode = levels > 1 ? "strict, \(levels) levels" : "weighted"
                let start =
                    exact
                    ? "exact rational simplex"
                    : (warm ? "warm dual simplex, presolver off" : "dual simplex with presolve")
                let count = translation.aggregates.count
                let substituted =
                    count == 0
                    ? "" : " (\(count) variable\(count == 1 ? "" : "s") substituted by their own soft rows)"
                let note =
                    "glpk: \(start); \(mode); \(translation.model.rowCount) rows, "
                    + "\(translation.model.columnCount) columns\(substituted)"
                let solution = SystemSolution(
                    status: .optimal, values: values, objective: system.objective(at: values),
                    backend: .glpk, note: note)
                if let defect = system.defect(of: solution) {
                    throw SolverError.internalFailure("the GLPK answer failed its check: \(defect)")
                }
                return (solution, finalBasis, movable)
            case .infeasible:
                guard namesConflicts else {
                    return (
                        unsatisfiable(system, [], initial, "glpk: infeasible (conflict not named)"), basis,
                        nil
                    )
                }
                let (conflict, finder) = try namedConflict(system)
                let note = "glpk: infeasible; \(finder) found \(conflict.count) constraints"
                return (unsatisfiable(system, conflict, initial, note), basis, nil)
            }
        } catch let failure as GLPKFailure {
            throw failure.solverError
        } catch let error as SolverError {
            throw error
        } catch {
            throw .internalFailure("\(error)")
        }
    }

    /// Whether the required constraints `conflict` of `system` cannot hold together, by an LP
    /// of their own (GLPK's exact rational simplex when small): the certificate an
    /// unsatisfiable answer needs.
    // snippet: given let system = LinearSystem()
    /// ```swift
    /// let certain = try GLPKBackend.certifiesConflict(system, [0, 3])
    /// ```
    /// - Throws: `SolverError.internalFailure` when GLPK fails on that LP.
    public static func certifiesConflict(_ system: LinearSystem, _ conflict: [Int]) throws(SolverError)
        -> Bool
    {
        var subsystem = LinearSystem(variables: system.variables)
        for i in conflict where system.constraints.indices.contains(i) {
            let row = system.constraints[i]
            guard row.strength.isRequired else { return false }
            subsystem.constraints.append(row)
        }
        let translation = SystemTranslation(subsystem)
        if translation.violatedEmptyRow != nil { return true }
        if translation.model.rowCount == 0 { return false }
        // Rows that are clearly linearly independent hold together whatever their constants.
        if system.rowsAreIndependent(conflict) { return false }
        // Infeasible by the floating-point simplex on the scaled problem, and, when small,
        // by the rational simplex too: either finding a feasible point refutes the claim.
        // A point the floating-point run returns refutes it only if the rows hold there
        // within the numeric policy: GLPK's presolver takes rows that cross by more than
        // that (`10485760 W <= 1120`, `335544320 W >= 36864`: W at most 1.0681e-4 and at
        // least 1.0986e-4) for bounds that meet, and answers "optimal"; the rational
        // simplex decides then.
        do throws(GLPKFailure) {
            let small = translation.model.rowCount <= exactRowLimit
            // The floating-point simplex can fail outright on nearly parallel rows (code 5):
            // the rational simplex decides then, when the conflict is small enough for it.
            let floating: LPSolveRun.Result
            do {
                floating = try LPSolveRun(translation: translation, priorities: .weighted).run(from: nil)
            } catch {
                guard small else { throw error }
                floating = .infeasible
            }
            switch floating {
            case .infeasible:
                guard small else { return true }
            case .optimal(let columns, _, _, _):
                let values = translation.variableValues(columns, system: subsystem)
                let point = SystemSolution(
                    status: .optimal, values: values, objective: subsystem.objective(at: values),
                    backend: .glpk,
                    note: "")
                if subsystem.defect(of: point) == nil || !small { return false }
            }
            var run = LPSolveRun(translation: translation, priorities: .weighted)
            run.exact = true
            if case .infeasible = try run.run(from: nil) { return true }
            return false
        } catch {
            throw error.solverError
        }
    }

    /// Conflicts longer than this are returned as given by ``reducedConflict(_:_:)`` (each
    /// member costs one LP of the conflict's rows).
    public static let conflictReductionLimit = 400

    /// `conflict` (certified infeasible) with every member dropped whose removal leaves the
    /// rest still infeasible by ``certifiesConflict(_:_:)``: a deletion filter with the exact
    /// test, for a conflict found by another solver. A conflict whose rows have one linear
    /// dependency with every member in it is irreducible as it is (no subset has a Farkas
    /// certificate) and is returned without an LP per member. (The conflicts GLPK finds
    /// itself come from `ConflictFinder`'s warm-started filter over its Farkas candidates.)
    // snippet: given let system = LinearSystem()
    /// ```swift
    /// let members = try GLPKBackend.reducedConflict(system, [0, 1, 2])   // e.g. [1, 2]
    /// ```
    public static func reducedConflict(_ system: LinearSystem, _ conflict: [Int]) throws(SolverError) -> [Int]
    {
        guard conflict.count > 1, conflict.count <= conflictReductionLimit else { return conflict }
        if system.hasSingleFullDependency(conflict) { return conflict }
        var members = conflict
        var i = 0
        while i < members.count {
            var without = members
            without.remove(at: i)
            if try certifiesConflict(system, without) {
                members = without
            } else {
                i += 1
            }
        }
        return members
    }

    private static func unsatisfiable(
        _ system: LinearSystem, _ conflict: [Int], _ values: [Double], _ note: String
    ) -> SystemSolution {
        SystemSolution(
            status: .unsatisfiable(conflict: conflict), values: values,
            objective: system.objective(at: values), backend: .glpk, note: note)
    }
}
