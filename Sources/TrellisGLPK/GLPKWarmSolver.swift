public import TrellisSolver

/// A GLPK solver for one system that is re-solved after small changes: a constraint's
/// constant or an edit's suggested value. It keeps the last optimal basis in Swift and
/// warm-starts the next solve from it (dual simplex, presolver off), which after such a
/// change usually takes a few pivots instead of a full solve.
///
/// Each ``solve()`` creates, uses and deletes its GLPK state on the calling thread, so an
/// instance may move between threads (one call at a time); nothing GLPK is kept between
/// calls.
///
/// ```swift
/// let solver = try GLPKWarmSolver(system)
/// _ = try solver.solve()                        // cold: dual simplex with presolve
/// try solver.setSuggestedValue(ofEdit: 0, to: 640)
/// let next = try solver.solve()                 // warm from the stored basis
/// ```
public final class GLPKWarmSolver {
    /// The system as it is now, with every change applied.
    public private(set) var system: LinearSystem
    /// How strengths compete in every solve.
    public let priorities: PriorityMode
    private var translation: SystemTranslation
    private var basis: LPBasis?
    /// Whether each ``solve()`` also works out which variables another optimum moves
    /// (``ambiguity``), from the optimal basis; weighted priorities only.
    package var reportsAmbiguity = false
    /// After a ``solve()`` with ``reportsAmbiguity``: for each variable of ``system``, whether
    /// another optimum moves it (a variable in no row is free); nil when GLPK could not say
    /// (then ask an incremental solver).
    package private(set) var ambiguity: [Bool]?
    private var ambiguityMemo: AmbiguityMemo?

    /// Prepares `system` (validated now; nothing is solved yet).
    /// - Throws: ``SolverError/invalidSystem(_:)`` for a malformed system.
    public init(_ system: LinearSystem, priorities: PriorityMode = .weighted) throws(SolverError) {
        try system.validate()
        self.system = system
        self.priorities = priorities
        translation = SystemTranslation(system)
    }

    /// Solves the current system, warm when a basis from an earlier solve exists.
    /// A failure leaves the solver as it was.
    public func solve() throws(SolverError) -> SystemSolution {
        let reports = reportsAmbiguity && priorities == .weighted
        let result = try GLPKBackend.solve(
            system, translation: translation, priorities: priorities, basis: basis,
            reportsAmbiguity: reports, previousAmbiguity: ambiguityMemo)
        if let next = result.basis { basis = next }
        ambiguityMemo = result.ambiguity
        if reports && result.solution.status == .optimal && translation.model.rowCount == 0 {
            // Nothing to solve: every variable is free.
            ambiguity = Array(repeating: true, count: system.variables.count)
        } else {
            // A variable in no row is free; one in a row moves with its column.
            ambiguity = result.ambiguity.map { memo in
                translation.variableColumn.map { j in j < 0 || (j < memo.movable.count && memo.movable[j]) }
            }
        }
        return result.solution
    }

    /// Changes the constant of constraint `index` (the row reads `sum + constant REL 0`).
    /// - Throws: ``SolverError/invalidSystem(_:)`` for an index out of range or a
    ///   non-finite constant; nothing changes then.
    public func setConstant(ofConstraint index: Int, to constant: Double) throws(SolverError) {
        guard system.constraints.indices.contains(index) else {
            throw .invalidSystem("constraint index \(index) out of range")
        }
        guard constant.isFinite else {
            throw .invalidSystem("constraint \(index) '\(system.constraints[index].id)': non-finite constant")
        }
        system.constraints[index].constant = constant
        let row = translation.constraintRow[index]
        if row >= 0 {
            let relation = system.constraints[index].relation
            translation.model.rowBounds[row] = SystemTranslation.bounds(-constant, relation)
        } else {
            // A required row without coefficients: only its verdict can change.
            translation = SystemTranslation(system)
        }
    }

    /// Changes the suggested value of edit `index`.
    /// - Throws: ``SolverError/invalidSystem(_:)`` for an index out of range or a
    ///   non-finite value; nothing changes then.
    public func setSuggestedValue(ofEdit index: Int, to value: Double) throws(SolverError) {
        guard system.edits.indices.contains(index) else {
            throw .invalidSystem("edit index \(index) out of range")
        }
        guard value.isFinite else { throw .invalidSystem("edit \(index): non-finite suggested value") }
        system.edits[index].suggestedValue = value
        translation.model.rowBounds[translation.editRow[index]] = .fixed(value)
    }
}
