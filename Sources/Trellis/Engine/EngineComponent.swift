import TrellisSolver

/// An independent part of the layout: the entries that share variables, in one solver.
final class EngineComponent {
    /// The component's solver (made by the first build).
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
}
