import TrellisGLPK
public import TrellisSolver

/// Every threshold of ``Backend/auto``, named once, for whole linear systems
/// (``Backend/solve(_:priorities:)``) and for the layout engine's independent parts alike.
///
/// A system or a layout part is split into independent components. Under `auto`:
/// - a component of more than ``componentPresolveRowLimit`` rows in a layout, or a whole
///   system of more than ``systemPresolveRowLimit`` rows, goes through presolve first; what
///   presolve leaves is solved exactly when it is one linking row, by the incremental solver
///   up to ``reducedIncrementalRowLimit`` rows, and otherwise part by part as below;
/// - a part of at most ``incrementalRowLimit`` rows goes to the incremental solver, a larger
///   one (or strict priorities over several levels) to GLPK;
/// - consecutive small components are solved together, up to ``groupRowLimit`` rows.
///
/// How each value was measured is in `Benchmarks/RESULTS-backends.md`.
///
/// ```swift
/// print(AutoPolicy.backend(rows: 12, levels: 1, priorities: .weighted))   // .incremental
/// print(AutoPolicy.backend(rows: 40, levels: 1, priorities: .weighted))   // .glpk
/// ```
public enum AutoPolicy {
    /// Parts with at most this many rows (constraints + edits) go to the incremental solver;
    /// larger ones to GLPK. The incremental solver wins every measured shape up to 16 rows.
    public static let incrementalRowLimit = 16

    /// Consecutive independent components smaller than this are solved together, as one
    /// system of at most this many rows: a solve has a fixed cost that thousands of tiny
    /// components would otherwise pay each, while GLPK's time per row grows past a few
    /// hundred rows.
    public static let groupRowLimit = 256

    /// A whole system with more rows (constraints plus edits) than this goes through presolve
    /// before the split into parts; a smaller one is split and solved as it is (a presolve
    /// pass would cost more than it saves).
    public static let systemPresolveRowLimit = 2_000

    /// A layout component with more rows than this goes through presolve; a smaller one keeps
    /// an incremental solver, whose edits (a constant, a priority) cost microseconds. A
    /// constant change in a presolved component replays the presolve; any other change
    /// presolves it again, which costs about as much as the first solve.
    public static let componentPresolveRowLimit = 64

    /// What presolve leaves goes to the incremental solver up to this many rows (weighted
    /// priorities), and part by part above: on equal-centring stacks, whose rows left couple
    /// every view, GLPK overtakes the incremental solver at about this size, and the
    /// incremental solver's fill-in grows about N^3 above it.
    public static let reducedIncrementalRowLimit = 256

    /// The backend for a part of `rows` rows with `levels` distinct non-required strengths:
    /// GLPK for strict priorities across several levels (it locks each level exactly, by
    /// fixing the optimal face) and for parts above ``incrementalRowLimit``; the incremental
    /// solver otherwise.
    public static func backend(rows: Int, levels: Int, priorities: PriorityMode) -> BackendKind {
        if priorities == .strict && levels > 1 { return .glpk }
        return rows <= incrementalRowLimit ? .incremental : .glpk
    }

    /// Whether a whole system of `rows` rows is presolved before it is split.
    public static func presolvesSystem(rows: Int) -> Bool { rows > systemPresolveRowLimit }

    /// Whether a layout component of `rows` rows is solved through presolve.
    public static func presolvesComponent(rows: Int) -> Bool { rows > componentPresolveRowLimit }

    /// The backend for the `rows` rows presolve left (weighted priorities; not one linking row).
    public static func reducedBackend(rows: Int) -> BackendKind {
        rows > reducedIncrementalRowLimit ? .glpk : .incremental
    }
}
