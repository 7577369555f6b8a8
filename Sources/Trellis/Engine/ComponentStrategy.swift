import TrellisGLPK
import TrellisSolver

/// How a layout component is solved, each case with the data its way of solving keeps
/// between passes.
enum ComponentStrategy {
    /// Not built yet, or being built again.
    case unbuilt
    /// One incremental solver holds every constraint of the component (UIKit's way): a
    /// constant or priority change is one edit of that solver.
    case incremental(Solver)
    /// Presolve took out what it could; what it left is solved as ``ReducedSolve`` says. A
    /// constant change replays the recorded presolve; any other change builds it again.
    case presolved(PresolvedComponent)
}

/// What solves the rows presolve left of a component.
enum ReducedSolve {
    /// Presolve left nothing to solve.
    case nothing
    /// One linking row over variables with rows of their own (a row of views squeezed by
    /// its container, an equal-spacing stack), solved exactly by cheapest moves first; a
    /// replay solves it again, in O(n log n), so nothing is kept.
    case linked
    /// An incremental solver over the rows left, which takes new constants as edits.
    case incremental(ReducedIncremental)
    /// GLPK over the rows left, kept with its last optimal basis, so that a constant change
    /// re-solves warm; its basis also says which variables are undecided.
    case glpk(GLPKWarmSolver)
}

/// An incremental solver over the rows presolve left, with its constraints and variables in
/// the order of ``PresolvedSystem/reduced``.
struct ReducedIncremental {
    var solver: Solver
    var constraints: [Constraint]
    var variables: [Variable]
}

/// What a component solved through presolve keeps: the presolve to replay, the constants
/// and values it was last solved with, and where those values go in frames.
final class PresolvedComponent {
    /// The last presolve of the component, kept to replay it with new constants (taken out
    /// while a replay changes it in place; nil when the engine keeps none, and a constant
    /// change then builds the component again).
    var system: PresolvedSystem?
    /// The constant of each of the presolved system's rows.
    var constants: [Double]
    /// The rows of ``constants`` changed since the last solve.
    var changedRows: [Int] = []
    /// A constant changed since the last solve: the next pass replays the presolve.
    var needsReplay = false
    /// The values the last solve gave the component's variables (in their order).
    var values: [Double]
    /// The engine variable indices the last solve found undecided.
    var ambiguousVariables: Set<Int>
    /// What solves the rows presolve left.
    var reduced: ReducedSolve
    /// Which variables of the rows presolve left another optimum moves, as of the last solve
    /// (a replay expands ambiguity again only when these or presolve's own flags change).
    var reducedAmbiguous: [Bool]
    /// The only variables whose values changed in the last solve, when known (indices into
    /// the component's variables, new values in ``values``): frames are written for these
    /// alone, one coordinate each. Nil: every frame is written.
    var movedVariables: [Int]?
    /// The component's variables and where their values go in frames, in the same order
    /// (made by each presolve), so that a replay writes a value and a coordinate without
    /// looking a slot up.
    var variableValues: VariableValueTable
    var frameTargets: [FrameTarget]
    /// What replays moved since the variables last got their values (indices into the
    /// component's variables; nil: any of them): a replay writes frames from ``values``
    /// alone, and the variables catch up only before something reads them
    /// (``LayoutEngine/catchUpVariables(of:)``).
    var variablesBehind: [[Int]]? = []
    /// How many indices ``variablesBehind`` holds.
    var variablesBehindCount = 0
    /// Whether the engine lists this component in ``LayoutEngine/behindComponents``.
    var isListedBehind = false

    init(
        system: PresolvedSystem?, constants: [Double], values: [Double], ambiguousVariables: Set<Int>,
        reduced: ReducedSolve, reducedAmbiguous: [Bool], variableValues: VariableValueTable,
        frameTargets: [FrameTarget]
    ) {
        self.system = system
        self.constants = constants
        self.values = values
        self.ambiguousVariables = ambiguousVariables
        self.reduced = reduced
        self.reducedAmbiguous = reducedAmbiguous
        self.variableValues = variableValues
        self.frameTargets = frameTargets
    }
}

/// What solved a component at its last build: how (for the report's summary, read as data)
/// and a one-line note (for people, never read back).
struct ComponentProvenance {
    /// The way the component was solved.
    enum Path: Hashable {
        /// In an incremental solver.
        case incremental
        /// Presolve was tried and failed (the required constraints conflict, or the backend
        /// for the rows left failed), so the incremental solver built it, naming and breaking
        /// any conflict (LayoutEngine+Breaking.swift).
        case incrementalAfterPresolve
        /// Through presolve, with what it left solved by this backend.
        case presolved(BackendKind)
        /// Required constraints conflicted: the ones UIKit's rule breaks were left out, and
        /// presolve took the rest, with what it left solved by this backend.
        case presolvedAfterConflict(BackendKind)
    }

    var path = Path.incremental
    /// Whether presolve, or the backend for the rows it left, found that the required
    /// constraints conflict (the incremental build then goes one constraint at a time at once).
    var requiredConflict = false
    var note = ""

    /// The backend that produced the values.
    var backend: BackendKind {
        switch path {
        case .presolved(let kind), .presolvedAfterConflict(let kind): return kind
        case .incremental, .incrementalAfterPresolve: return .incremental
        }
    }
}
