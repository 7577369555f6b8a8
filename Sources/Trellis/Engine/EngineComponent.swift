import TrellisSolver

/// An independent part of the layout: the entries that share variables, and how they are
/// solved (``strategy``): in one incremental solver, or, for large parts, as a
/// ``LinearSystem`` through presolve and a backend for what presolve leaves.
final class EngineComponent {
    // The two lists are appended to for every entry and variable of a build: without the
    // runtime exclusivity check (one thread holds the engine, and no access to them stays
    // open across a call).
    @exclusivity(unchecked) var entries: [EngineEntry] = []
    /// The variable indices that belong to this component.
    @exclusivity(unchecked) var variables: [Int] = []
    /// The component must be built again from ``entries`` (after a merge, a failed edit or
    /// any change a presolved component cannot replay).
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
    /// How the component is solved, with exactly the data that way of solving keeps.
    var strategy = ComponentStrategy.unbuilt
    /// What solved the component at its last build, for the report.
    var provenance = ComponentProvenance()
    /// The incremental solver's undecided variables as of the pass ``solveStamp``, worked
    /// out for every variable of the component at the first question after that pass.
    var ambiguity: AmbiguityCache?

    /// The component's incremental solver, when that is its strategy.
    var solver: Solver? {
        if case .incremental(let solver) = strategy { return solver }
        return nil
    }

    /// What the last presolve kept, when the component is solved through presolve.
    var presolvedState: PresolvedComponent? {
        if case .presolved(let state) = strategy { return state }
        return nil
    }

    /// Whether the last build solved the component through presolve (values are written
    /// at build time; a constant change replays the presolve, any other change builds it
    /// again) rather than in an incremental solver.
    var isPresolved: Bool { presolvedState != nil }

    /// The only variables whose values changed in the last solve, when known (see
    /// ``PresolvedComponent/movedVariables``); always nil for an incremental component.
    var movedVariables: [Int]? {
        get { presolvedState?.movedVariables }
        set { presolvedState?.movedVariables = newValue }
    }
}

/// A component's undecided variables (engine indices) as of one pass.
struct AmbiguityCache {
    let stamp: Int
    let variables: Set<Int>
}
