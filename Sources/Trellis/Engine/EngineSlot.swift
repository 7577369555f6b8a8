import TrellisSolver

/// One item in an engine: its four variables (minX, minY, width, height, relative to its
/// parent), the entries that name it, and the implicit constraints the engine made for it.
final class EngineSlot {
    /// Offsets of the four variables from ``base``.
    static let minX = 0
    static let minY = 1
    static let width = 2
    static let height = 3
    /// Indices of the implicit constraints in ``implicit``.
    static let frameLeft = 0
    static let frameTop = 1
    static let frameWidth = 2
    static let frameHeight = 3
    static let hugWidth = 4
    static let resistWidth = 5
    static let hugHeight = 6
    static let resistHeight = 7
    static let fitWidth = 8
    static let fitHeight = 9

    /// The view, while alive.
    var view: LayoutView? {
        guard case .view(let view) = unretained, reference.isAttached else { return nil }
        return view.takeUnretainedValue()
    }
    /// The guide, while alive.
    var guide: LayoutGuide? {
        guard case .guide(let guide) = unretained, reference.isAttached else { return nil }
        return guide.takeUnretainedValue()
    }
    /// The item's own reference, which says whether it is alive.
    private let reference: ItemReference
    /// The identity of the item (also the key in the engine).
    let id: ObjectIdentifier
    /// Index of minX in the engine's variable numbering; the others follow.
    var base = 0
    /// The parent's slot (a guide's: its owner's), nil for the engine's root.
    var parent: EngineSlot?
    /// Distance from the engine's root.
    var depth = 0
    /// minX, minY, width, height.
    let variables: SlotVariables
    /// Entries whose constraint names this item (the intrinsic-size ones are in ``intrinsic``).
    @exclusivity(unchecked) var entries: [EngineEntry] = []  // unchecked: see LayoutEngine.slots
    /// The implicit constraints (frame pins, fitting target), by index; at the intrinsic
    /// size's indices, the objects made for ``intrinsic``'s entries when asked for.
    var implicit = ImplicitConstraints()
    /// The intrinsic size's hugging and compression resistance, as numbers and entries
    /// (without the runtime exclusivity check: one thread holds the engine, and no access to
    /// it stays open across a call).
    @exclusivity(unchecked) var intrinsic = IntrinsicEntries()
    /// The height ``LayoutView/measure`` gave at the width of the last solve.
    var measuredHeight: Double?
    /// What changed on the item since the last layout (queued when not `.none`).
    var change = Change.none
    /// The content changed: measure again after the next solve even if the width did not.
    var needsMeasure = false
    /// The pass in which the frame was last written.
    var writeStamp = -1
    /// The item as a ``FrameTarget`` holds it (taken at creation, so that making targets
    /// loads no weak reference).
    private let unretained: UnretainedItem

    /// What an item's change asks the engine to redo, in increasing order of work.
    enum Change: Comparable {
        /// Nothing is queued.
        case none
        /// A value only the implicit constraints read changed (a pinned frame, an intrinsic
        /// size or its priorities): they are brought in line, and only those that changed
        /// are refreshed.
        case implicit
        /// A value constraint forms read changed too (margins, baselines): every entry that
        /// names the item is formed again.
        case forms
    }

    /// A view or a guide, held without reference counting.
    private enum UnretainedItem {
        case view(Unmanaged<LayoutView>)
        case guide(Unmanaged<LayoutGuide>)
    }

    init(view: LayoutView) {
        self.reference = view.reference
        self.unretained = .view(Unmanaged.passUnretained(view))
        self.id = ObjectIdentifier(view)
        self.variables = SlotVariables(view.displayName)
    }

    init(guide: LayoutGuide) {
        self.reference = guide.reference
        self.unretained = .guide(Unmanaged.passUnretained(guide))
        self.id = ObjectIdentifier(guide)
        self.variables = SlotVariables(guide.displayName)
    }

    /// The item, while alive.
    var item: (any LayoutItem)? { view ?? guide }

    /// The variable at `offset` (``minX`` ... ``height``).
    func index(_ offset: Int) -> Int { base + offset }

    /// Where the variable at `offset` goes in the item's frame.
    func frameTarget(_ offset: Int) -> FrameTarget {
        switch unretained {
        case .view(let view): FrameTarget(view: view, guide: nil, offset: offset)
        case .guide(let guide): FrameTarget(view: nil, guide: guide, offset: offset)
        }
    }

    /// The frame the variables hold.
    var frame: LayoutRect {
        LayoutRect(
            x: variables[0].value, y: variables[1].value, width: variables[2].value,
            height: variables[3].value)
    }
}

/// One coordinate of an item's frame, with the item held without reference counting:
/// retaining and releasing each item was most of the time of writing 90,000 frames after a
/// replay.
///
/// Used only while the engine's structure is not dirty: every item of the engine's slots is
/// then in the tree, kept by its superview or owning view (the root by the layout running);
/// removing one marks the structure dirty, and the next layout makes its components (and
/// these) again before it writes.
struct FrameTarget {
    let view: Unmanaged<LayoutView>?
    let guide: Unmanaged<LayoutGuide>?
    /// ``EngineSlot/minX`` ... ``EngineSlot/height``.
    let offset: Int

    /// Writes `value` into the coordinate.
    func write(_ value: Double) {
        if let view {
            view._withUnsafeGuaranteedRef { $0.solvedFrame.setCoordinate(offset, to: value) }
        } else if let guide {
            guide._withUnsafeGuaranteedRef { $0.frame.setCoordinate(offset, to: value) }
        }
    }
}
