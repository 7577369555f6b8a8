import TrellisSolver

/// Lays out one tree (or, for fitting sizes, one view's subtree) and keeps what it built
/// between passes.
///
/// Each item has four variables — minX, minY, width, height — relative to its parent, so a
/// subtree's internal layout does not depend on where its root sits. Constraints become
/// linear forms over them (``LayoutEngine/form(of:)``); union-find over the variables the
/// forms share splits the system into independent components, each with its own
/// `Solver`. Changes arrive as notifications from views and constraints and are queued;
/// ``layout(strict:)`` applies them: a constant change is `Solver.setConstant`, a priority
/// change `Solver.setStrength`, a changed shape (multiplier) a remove and add of that one
/// constraint, and only the touched components are solved again and write frames. A tree
/// edit or a direction change rebuilds everything.
final class LayoutEngine {
    /// The root of the tree, or the view being fitted.
    var root: LayoutView? { rootStorage.view }
    private let rootStorage: UnownedView

    // The two maps and the slots' lists of entries are read for every constraint of a
    // build, and the runtime exclusivity check was about a twentieth of a large layout's
    // instructions; the engine never holds an access to them open across a call.
    /// The index in ``slotList`` of each item's slot, by the item's identity (read through
    /// ``slot(for:)``; a `Dictionary` spent most of each lookup hashing).
    @exclusivity(unchecked) var slotIndex = IdentityTable()
    /// The slots in tree order; slot `k` owns variables `4k ..< 4k + 4`.
    var slotList: [EngineSlot] = []
    /// The entry of each constraint, by the constraint's identity.
    @exclusivity(unchecked) var entries: [ObjectIdentifier: EngineEntry] = [:]
    /// The component of each variable, nil when no constraint uses it.
    var varComponent: [EngineComponent?] = []
    /// The components a replay left with variables behind their values (see
    /// ``PresolvedComponent/variablesBehind``), each listed once until caught up.
    var behindComponents: [EngineComponent] = []
    var components: [EngineComponent] = []
    /// Slots of views with a measure function.
    var measuredSlots: [EngineSlot] = []
    /// Entries left out because they are invalid, with why, by entry (an error is rare, so
    /// the engine keeps it here rather than a field in every entry).
    var invalidEntries: [ObjectIdentifier: InvalidEntry] = [:]

    // Without the runtime exclusivity check (one thread holds an engine, and the library never
    // keeps an access open across a call): written for every view or entry of every build.
    /// What changed since the last pass.
    @exclusivity(unchecked) var pending = PendingChanges()
    var direction: LayoutDirection = .leftToRight
    /// Which solver the components use (``LayoutView/layoutBackend``).
    var backend: Backend = .auto
    /// Whether a component solved through presolve keeps its presolve to replay after a
    /// constant change (``LayoutView/keepsPresolveForReplay``).
    var keepsPresolveForReplay = true
    /// Ordinals of slots and entries, and the pass being run (unchecked as ``pending`` is).
    @exclusivity(unchecked) var sequence = EngineSequence()
    /// The last pass's report, and what must be worked out again for the next one.
    var reporting = ReportState()
    /// The fitting target and priorities (fitting engines only).
    var fitting: FittingRequest

    /// How the views and constraints this engine observes refer to it (see
    /// ``EngineReference``).
    let reference = EngineReference()

    init(root: LayoutView, fitting: Bool) {
        self.rootStorage = UnownedView(root)
        self.fitting = FittingRequest(isOn: fitting)
        reference.attach(self)
    }

    /// Slots and entries point at each other (a slot lists the entries naming it, an entry
    /// the slots it names), and so do components and their entries; the engine owns them
    /// all, so it cuts those links when it goes.
    deinit {
        reference.detach()
        releaseCrossReferences()
    }

    /// Empties the slot-entry and component-entry lists so that no slot or component and
    /// entry keep each other alive.
    func releaseCrossReferences() {
        for component in components { component.entries = [] }
        for slot in slotList {
            slot.entries = []
            slot.intrinsic = IntrinsicEntries()
        }
        for entry in entries.values { entry.slots = [] }
        for invalid in invalidEntries.values { invalid.entry.slots = [] }
    }

    /// Forgets the tree (the root became a subview): stops observing everything.
    func detach() {
        catchUpAllVariables()
        releaseCrossReferences()
        for slot in slotList {
            if let view = slot.view { view.caches.observers.remove(self) }
            if let guide = slot.guide { guide.observers.remove(self) }
        }
        for entry in entries.values where !entry.isImplicit { entry.constraint.observers.remove(self) }
        slotIndex = IdentityTable()
        slotList = []
        entries = [:]
        components = []
        pending.structureDirty = true
    }

    // MARK: Notifications

    /// A view's own property changed: `.implicit` for a frame pin, an intrinsic size or its
    /// priorities, `.forms` for what constraint forms read (margins, baselines).
    func itemDidChange(_ view: LayoutView, _ change: EngineSlot.Change) {
        guard !pending.structureDirty, let slot = slot(for: ObjectIdentifier(view)) else { return }
        if view.measure != nil { slot.needsMeasure = true }
        markDirty(slot, change)
    }

    /// The tree changed shape.
    func structureDidChange() {
        pending.structureDirty = true
    }

    /// A stack view's arrangement changed; it is built at the start of the next layout.
    func stackNeedsArrangement(_ stack: LayoutStackView) {
        pending.stacks.append(WeakStack(stack: stack))
    }

    /// Builds the pending stack arrangements, all of them when the structure changed (a new
    /// tree's stacks have not told this engine), before anything is collected for layout.
    func arrangeStacks() {
        if pending.structureDirty, let root {
            for view in root.subtreeViews {
                if let stack = view as? LayoutStackView { stack.arrangeIfNeeded() }
            }
        }
        var stacks: [WeakStack] = []
        swap(&stacks, &pending.stacks)
        for entry in stacks { entry.stack?.arrangeIfNeeded() }
    }

    /// A constraint was installed on `host`.
    func constraintDidActivate(_ constraint: LayoutConstraint, on host: LayoutView) {
        guard !pending.structureDirty, slot(for: ObjectIdentifier(host)) != nil,
            entries[ObjectIdentifier(constraint)] == nil
        else { return }
        addEntry(constraint, isImplicit: false)
    }

    /// A constraint's constant, multiplier or priority changed.
    func constraintDidChange(_ constraint: LayoutConstraint) {
        guard !pending.structureDirty, let entry = entries[ObjectIdentifier(constraint)] else { return }
        markDirty(entry)
    }

    /// A constraint was deactivated.
    func constraintDidDeactivate(_ constraint: LayoutConstraint) {
        constraint.observers.remove(self)
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        entry.isRemoved = true
        if !pending.structureDirty { markDirty(entry) }
    }

    // MARK: Queues

    func markDirty(_ entry: EngineEntry) {
        if entry.isDirty { return }
        entry.isDirty = true
        pending.dirtyEntries.append(entry)
    }

    func markDirty(_ slot: EngineSlot, _ change: EngineSlot.Change) {
        if slot.change == .none { pending.dirtySlots.append(slot) }
        slot.change = max(slot.change, change)
    }

    func markStale(_ component: EngineComponent) {
        reporting.reportDirty = true
        if component.isStale { return }
        component.isStale = true
        pending.staleComponents.append(component)
    }

    /// Creates and registers an entry for `constraint`, queued for building.
    @discardableResult
    func addEntry(_ constraint: LayoutConstraint, isImplicit: Bool) -> EngineEntry {
        let entry = ConstraintEntry(
            constraint: constraint, ordinal: sequence.nextOrdinal, isImplicit: isImplicit)
        sequence.nextOrdinal += 1
        entries[ObjectIdentifier(constraint)] = entry
        if !isImplicit { constraint.observers.add(self) }
        markDirty(entry)
        return entry
    }

    /// The variable with engine index `index`.
    func variable(_ index: Int) -> Variable {
        slotList[index >> 2].variables[index & 3]
    }
}

/// A stack view an engine must arrange, not kept alive by the engine.
struct WeakStack {
    weak var stack: LayoutStackView?
}

/// An entry left out of the layout, and why.
struct InvalidEntry {
    let entry: EngineEntry
    let error: LayoutError
}

extension LayoutEngine {
    /// The slot of the item whose identity is `id`, or nil when the engine has none.
    @inline(__always)
    func slot(for id: ObjectIdentifier) -> EngineSlot? {
        guard let k = slotIndex[id] else { return nil }
        return slotList[Int(k)]
    }
}
