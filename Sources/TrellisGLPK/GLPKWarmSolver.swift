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
// snippet: given let system = LinearSystem()
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
    ///
    /// Ambiguity is read from the LP's optimal basis, so with it on, variables defined by
    /// their own soft rows stay in the LP as columns of their own (taken out, their
    /// movement shows only through error columns, which a degenerate basis can hide).
    package var reportsAmbiguity = false {
        didSet {
            guard reportsAmbiguity != oldValue else { return }
            translation = translated()
            basis = nil
            ambiguityMemo = nil
            changedAggregates.removeAll()
        }
    }
    /// After a ``solve()`` with ``reportsAmbiguity``: for each variable of ``system``, whether
    /// another optimum moves it (a variable in no row is free); nil when GLPK could not say
    /// (then ask an incremental solver).
    package private(set) var ambiguity: [Bool]?
    private var ambiguityMemo: AmbiguityMemo?

    /// After a ``solve()`` with ``reportsAmbiguity``: whether another optimum changes
    /// `sum(coefficient * x[variable])` over variables of ``system`` (``ambiguity`` for a
    /// combination: `x + y` can be decided where `x` and `y` are not). Nil when the basis
    /// did not say (then ask an incremental solver, or take a combination holding an
    /// undecided variable as moved).
    package func isAmbiguous(combination: ReducedCombination) -> Bool? {
        guard ambiguity != nil, let memo = ambiguityMemo, let directions = memo.directions else { return nil }
        if translation.model.rowCount == 0 { return !combination.isEmpty }
        var columns: [(column: Int, coefficient: Double)] = []
        columns.reserveCapacity(combination.count)
        for (variable, coefficient) in combination {
            guard variable >= 0, variable < translation.variableColumn.count else { return true }
            let column = translation.variableColumn[variable]
            // A variable in no row is free.
            guard column >= 0 else { return true }
            columns.append((column, coefficient))
        }
        return directions.moves(columns)
    }
    /// Aggregated variables (``SystemTranslation``) whose defining constants changed since
    /// the last solve.
    private var changedAggregates: Set<Int> = []

    /// Prepares `system` (validated now; nothing is solved yet).
    /// - Throws: `SolverError.invalidSystem` for a malformed system.
    public convenience init(_ system: LinearSystem, priorities: PriorityMode = .weighted) throws(SolverError)
    {
        try self.init(system, priorities: priorities, reportsAmbiguity: false)
    }

    /// Prepares `system` with ``reportsAmbiguity`` set from the start (the LP is translated
    /// once, in the form that setting needs).
    /// Whether an unsatisfiable answer names its conflict (an irreducible set, certified).
    /// Off, it names none: for a caller that only needs to know, and names the conflict its
    /// own way (the layout engine rebuilds such a part in the incremental solver).
    package var namesConflicts = true

    package init(_ system: LinearSystem, priorities: PriorityMode = .weighted, reportsAmbiguity: Bool)
        throws(SolverError)
    {
        try system.validate()
        self.system = system
        self.priorities = priorities
        self.reportsAmbiguity = reportsAmbiguity
        translation = SystemTranslation(system, aggregating: reportsAmbiguity ? false : nil)
    }

    /// The current system as an LP: with ambiguity reported, every variable keeps its column
    /// (ambiguity is read column by column from the optimal basis).
    private func translated() -> SystemTranslation {
        SystemTranslation(system, aggregating: reportsAmbiguity ? false : nil)
    }

    /// Solves the current system, warm when a basis from an earlier solve exists.
    /// A failure leaves the solver as it was.
    public func solve() throws(SolverError) -> SystemSolution {
        refreshAggregates()
        let reports = reportsAmbiguity && priorities == .weighted
        let result = try GLPKBackend.solve(
            system, translation: translation, priorities: priorities, basis: basis,
            reportsAmbiguity: reports, previousAmbiguity: ambiguityMemo, namesConflicts: namesConflicts)
        if let next = result.basis { basis = next }
        ambiguityMemo = result.ambiguity
        if reports && result.solution.status == .optimal && translation.model.rowCount == 0 {
            // Nothing to solve: every variable is free.
            ambiguity = Array(repeating: true, count: system.variables.count)
        } else {
            // A variable in no row is free; one in a row moves with its column (with
            // ambiguity on, every variable in a row has one: nothing is substituted).
            ambiguity = result.ambiguity.map { memo in
                translation.variableColumn.map { j in j < 0 || (j < memo.movable.count && memo.movable[j]) }
            }
        }
        return result.solution
    }

    /// Changes the constant of constraint `index` (the row reads `sum + constant REL 0`).
    /// - Throws: `SolverError.invalidSystem` for an index out of range or a
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
            translation.setBounds(ofRow: row, from: system)
        } else if let k = translation.aggregate(definedBy: index) {
            // A row that defines an aggregated variable: its partner may change too before
            // the next solve, which brings the rows that use it up to date.
            changedAggregates.insert(k)
        } else {
            // A required row without coefficients: only its verdict can change.
            translation = translated()
        }
    }

    /// Changes the suggested value of edit `index`.
    /// - Throws: `SolverError.invalidSystem` for an index out of range or a
    ///   non-finite value; nothing changes then.
    public func setSuggestedValue(ofEdit index: Int, to value: Double) throws(SolverError) {
        guard system.edits.indices.contains(index) else {
            throw .invalidSystem("edit index \(index) out of range")
        }
        guard value.isFinite else { throw .invalidSystem("edit \(index): non-finite suggested value") }
        system.edits[index].suggestedValue = value
        translation.setBounds(ofRow: translation.editRow[index], from: system)
    }

    /// Brings the rows that use each changed aggregate up to date; when a pair of rows no
    /// longer defines its variable (their constants now differ), the LP is translated again
    /// (a new shape: the next solve is cold).
    private func refreshAggregates() {
        guard !changedAggregates.isEmpty else { return }
        defer { changedAggregates.removeAll(keepingCapacity: true) }
        for k in changedAggregates.sorted() where !translation.refreshAggregate(k, in: system) {
            translation = translated()
            basis = nil
            ambiguityMemo = nil
            return
        }
    }
}
