public import TrellisSolver

/// The GLPK batch backend: the whole ``LinearSystem`` as one linear program, solved by
/// GLPK's dual simplex with its LP presolver.
///
/// It answers exactly as ``IncrementalBackend`` does (same objective, same
/// ``SystemSolution``, same ``SolverError``s), and also supports strict priorities:
/// one LP per strength level, from the highest, each locked to the optimum of the levels
/// above. Each call creates, uses and deletes its GLPK state on the calling thread, so
/// calls on different threads run in parallel.
///
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
    /// - Throws: ``SolverError/invalidSystem(_:)`` for a malformed system,
    ///   ``SolverError/internalFailure(_:)`` if GLPK itself fails.
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
        let translation = SystemTranslation(system)
        return try Self.solve(system, translation: translation, priorities: priorities, basis: nil).solution
    }

    /// The shared solve path; also returns the final basis for warm re-solves.
    static func solve(
        _ system: LinearSystem, translation: SystemTranslation, priorities: PriorityMode, basis: LPBasis?
    ) throws(SolverError) -> (solution: SystemSolution, basis: LPBasis?) {
        let initial = system.variables.map { $0.initialValue }
        if let empty = translation.violatedEmptyRow {
            let note =
                "glpk: required constraint '\(system.constraints[empty].id)' has no variables and fails"
            return (unsatisfiable(system, [empty], initial, note), nil)
        }
        if translation.model.rowCount == 0 {
            return (
                SystemSolution(
                    status: .optimal, values: initial, objective: system.objective(at: initial),
                    backend: .glpk, note: "glpk: nothing to solve"),
                nil
            )
        }
        do {
            let run = LPSolveRun(translation: translation, priorities: priorities)
            switch try run.run(from: basis) {
            case .optimal(let columns, let finalBasis, let warm):
                let values = translation.variableValues(columns, system: system)
                let levels = priorities == .strict ? translation.levels.count : 1
                let mode = levels > 1 ? "strict, \(levels) levels" : "weighted"
                let start = warm ? "warm dual simplex, presolver off" : "dual simplex with presolve"
                let note =
                    "glpk: \(start); \(mode); \(translation.model.rowCount) rows, "
                    + "\(translation.model.columnCount) columns"
                let solution = SystemSolution(
                    status: .optimal, values: values, objective: system.objective(at: values),
                    backend: .glpk, note: note)
                return (solution, finalBasis)
            case .infeasible:
                let conflict = try ConflictFinder(system: system).find()
                let note =
                    "glpk: infeasible; elastic LP and deletion filter found \(conflict.count) constraints"
                return (unsatisfiable(system, conflict, initial, note), basis)
            }
        } catch {
            throw error.solverError
        }
    }

    private static func unsatisfiable(
        _ system: LinearSystem, _ conflict: [Int], _ values: [Double], _ note: String
    ) -> SystemSolution {
        SystemSolution(
            status: .unsatisfiable(conflict: conflict), values: values,
            objective: system.objective(at: values), backend: .glpk, note: note)
    }
}
