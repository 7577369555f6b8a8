/// The groups of a ``LayoutEngine``'s bookkeeping besides its slots, entries and
/// components.

/// What changed since the last pass, applied by the next ``LayoutEngine/layout(strict:)``.
struct PendingChanges {
    /// Whether the tree changed shape (everything is rebuilt).
    var structureDirty = true
    var dirtySlots: [EngineSlot] = []
    var dirtyEntries: [EngineEntry] = []
    var staleComponents: [EngineComponent] = []
    /// Stack views whose arrangement must be built before the next layout.
    var stacks: [WeakStack] = []
}

/// Counters that order what an engine makes and tell its passes apart.
struct EngineSequence {
    /// The ordinal the next slot or entry gets.
    var nextOrdinal = 0
    /// The current pass's stamp.
    var passStamp = 0
}

/// The last pass's report and whether it is out of date.
struct ReportState {
    var reportDirty = true
    /// Whether the report's backend summary must be worked out again: set when a component
    /// is built or rebuilt (its backend or note may change), not when one is only solved
    /// again, so that a constant change in a tree of 20,000 components does not walk them all.
    var summaryDirty = true
    var lastReport = LayoutReport()
    /// Components solved and rebuilt by the last pass that did any work.
    var lastSolvedCount = 0
    var lastRebuiltCount = 0
}

/// Whether an engine computes fitting sizes (frames are not written, and the root's position
/// is free), and what it is asked for: the target size and the priorities it is held at.
struct FittingRequest {
    let isOn: Bool
    var target = LayoutSize.zero
    var priorities = (
        horizontal: LayoutPriority.fittingSizeLevel, vertical: LayoutPriority.fittingSizeLevel
    )
}
