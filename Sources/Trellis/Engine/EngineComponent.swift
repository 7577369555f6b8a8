import TrellisGLPK
import TrellisSolver

/// An independent part of the layout: the entries that share variables, in one solver, or
/// (for large parts) solved as a ``LinearSystem`` through presolve and a backend.
final class EngineComponent {
    /// The component's solver (made by the first build; unused while ``isPresolved``).
    lazy var solver = Solver()
    var entries: [EngineEntry] = []
    /// The variable indices that belong to this component.
    var variables: [Int] = []
    /// The solver must be built again from ``entries`` (after a merge or a failed edit).
    var needsRebuild = true
    /// Queued for solving and writing frames.
    var isStale = false
    /// Merged into another component.
    var isDead = false
    /// The conflicts found at the last build.
    var conflicts: [LayoutConflict] = []
    /// The pass in which the component was last solved.
    var solveStamp = -1
    /// Whether ``entries`` are in activation order.
    var isSorted = true
    /// Whether the last build solved the component through presolve (values are written
    /// at build time; a constant change replays the presolve, any other change builds it
    /// again) rather than in ``solver``.
    var isPresolved = false
    /// The engine variable indices the last presolved build found undecided.
    var ambiguousVariables: Set<Int> = []
    /// The last presolve of the component (kept to replay it with new constants), the
    /// constant of each of its rows, and whether a constant changed since it was solved.
    var presolved: PresolvedSystem?
    var presolveConstants: [Double] = []
    /// The rows of ``presolveConstants`` changed since the last solve.
    var presolveChangedRows: [Int] = []
    /// The values the last presolved solve gave ``variables`` (in their order).
    var presolvedValues: [Double] = []
    var needsReplay = false
    /// The incremental solver over the rows presolve left, with its constraints and
    /// variables in the order of ``PresolvedSystem/reduced`` (nil when nothing was left).
    /// When GLPK solved those rows, this solver only says which variables are undecided.
    var reducedSolver: Solver?
    /// GLPK over the rows presolve left, when the engine's backend is GLPK: it keeps the
    /// last optimal basis, so a constant change re-solves warm from it.
    var reducedWarm: GLPKWarmSolver?
    var reducedConstraints: [Constraint] = []
    var reducedVariables: [Variable] = []
    /// Whether the rows presolve left are one linking row over variables with rows of their
    /// own, solved exactly by cheapest moves first (no solver kept: a replay solves them
    /// again, in O(n log n)).
    var reducedIsLinked = false
    /// Which variables of the rows presolve left another optimum moves, as of the last solve
    /// (a replay expands ambiguity again only when these or presolve's own flags change).
    var reducedAmbiguous: [Bool] = []
    /// The only variables whose values changed in the last solve, when known (indices into
    /// ``variables``, new values in ``presolvedValues``): frames are written for these alone,
    /// one coordinate each. Nil: every frame is written.
    var movedVariables: [Int]?
    /// The variables of ``variables`` and where their values go in frames, in the same order
    /// (made by each presolve), so that a replay writes a value and a
    /// coordinate without looking a slot up.
    var variableValues = VariableValueTable([])
    var frameTargets: [FrameTarget] = []
    /// What replays moved since the variables last got their values (indices into
    /// ``variables``; nil: any of them): a replay writes frames from ``presolvedValues``
    /// alone, and the variables catch up only before something reads them
    /// (``LayoutEngine/catchUpVariables(of:)``).
    var variablesBehind: [[Int]]? = []
    /// How many indices ``variablesBehind`` holds.
    var variablesBehindCount = 0
    /// Whether the engine lists this component in ``LayoutEngine/behindComponents``.
    var isListedBehind = false
    /// The backend that produced the values, and what it did, in one line.
    var backend = BackendKind.incremental
    var note = ""
}
