/// The groups of a ``LayoutView``'s own state.

/// A view's first and last baselines, as offsets from its top (nil: at the bottom).
struct BaselineOffsets: Equatable {
    var first: Double?
    var last: Double?
}

/// How strongly a view keeps its intrinsic size along each axis: against growing
/// (hugging) and against shrinking (compression resistance).
struct ContentPriorities: Equatable {
    var horizontalHugging: LayoutPriority = .defaultLow
    var verticalHugging: LayoutPriority = .defaultLow
    var horizontalCompression: LayoutPriority = .defaultHigh
    var verticalCompression: LayoutPriority = .defaultHigh
}

/// What a view keeps between layouts: the engines that hold state about it, the engines it
/// made and the size it measured.
struct ViewCaches {
    /// Engines that hold state about this view.
    var observers = EngineObservers()
    /// The engine laying out the tree when this view is its root.
    var rootEngine: LayoutEngine?
    /// The engine computing fitting sizes of this view's subtree.
    var fittingEngine: LayoutEngine?
    /// The unwrapped size from ``LayoutView/measure``, cached until invalidated.
    var naturalSize: LayoutSize?
}
