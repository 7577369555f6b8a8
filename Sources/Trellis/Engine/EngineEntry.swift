import TrellisSolver

/// One constraint in an engine: its current form, the solver constraint standing for it,
/// and the component that holds it.
///
/// An intrinsic-size entry (hugging or compression resistance) has no constraint object
/// of its own: its numbers are on its slot (``EngineSlot/intrinsic``), and the object that
/// reports and ``LayoutView/constraints`` show is made from them when first asked for.
final class EngineEntry {
    /// The constraint, or the slot whose intrinsic size the entry stands for.
    let source: EntrySource
    /// Creation order inside the engine (ties of activation order).
    let ordinal: Int
    /// The constraint's activation order, copied for sorting.
    let sequence: UInt64
    /// Whether the engine made it (frame, intrinsic size, fitting) rather than the user.
    let isImplicit: Bool
    /// The index of an intrinsic-size entry among the slot's implicit constraints
    /// (``EngineSlot/hugWidth`` ... ``EngineSlot/resistHeight``), -1 for any other.
    let intrinsicIndex: Int8
    // The flags sit next to `isImplicit`, in the gap before the form (an engine holds an
    // entry for each constraint, several per view).
    var isDirty = false
    var isRemoved = false
    /// The form last handed to the solver (nil when invalid or not built).
    var form: EngineForm?
    /// The constraint in the component's solver, nil when not in it (broken, invalid).
    var solverConstraint: Constraint?
    /// The component holding the entry.
    weak var component: EngineComponent?
    /// Slots of the items the constraint names.
    var slots = EntrySlots()
    /// Why the constraint is left out, when it became invalid.
    var error: LayoutError? {
        get { errorBox?.error }
        set { errorBox = LayoutErrorBox.box(newValue) }
    }
    /// ``error``'s storage.
    private var errorBox: LayoutErrorBox?
    /// The entry's row in its component's presolved system (-1 when not in one), and the
    /// weight of the strength it had there (NaN when none: a plain number keeps the entry
    /// eight bytes smaller than an optional strength would, in every entry of a layout).
    var presolveRow = -1
    var presolveWeight = Double.nan

    init(constraint: LayoutConstraint, ordinal: Int, isImplicit: Bool) {
        self.source = .constraint(constraint)
        self.ordinal = ordinal
        self.sequence = constraint.sequence
        self.isImplicit = isImplicit
        self.intrinsicIndex = -1
    }

    /// An entry for implicit constraint `index` (``EngineSlot/hugWidth`` ...
    /// ``EngineSlot/resistHeight``) of `slot`, which counts as activated at `sequence`.
    init(intrinsic index: Int, of slot: EngineSlot, sequence: UInt64, ordinal: Int) {
        self.source = .intrinsic(slot)
        self.ordinal = ordinal
        self.sequence = sequence
        self.isImplicit = true
        self.intrinsicIndex = Int8(truncatingIfNeeded: index)
        self.slots = [slot]
    }

    /// The constraint (for an intrinsic-size entry: made from the slot's numbers on the first
    /// request, and kept by the slot).
    var constraint: LayoutConstraint {
        switch source {
        case .constraint(let constraint): constraint
        case .intrinsic(let slot): slot.intrinsicConstraint(Int(intrinsicIndex))
        }
    }

    /// The activation order: the constraint's, or the view's creation for an intrinsic size.
    var activationSequence: UInt64 {
        switch source {
        case .constraint(let constraint): constraint.sequence
        case .intrinsic: sequence
        }
    }

    /// The constraint's relation.
    var relation: LayoutRelation {
        switch source {
        case .constraint(let constraint): constraint.relation
        case .intrinsic: EngineSlot.intrinsicRelation(Int(intrinsicIndex))
        }
    }

    /// The constraint's priority.
    var priority: LayoutPriority {
        switch source {
        case .constraint(let constraint): constraint.priority
        case .intrinsic(let slot): slot.intrinsic.priority(Int(intrinsicIndex))
        }
    }

    /// Where the constraint was created (nowhere in the user's code for an intrinsic size).
    var location: SourceLocation {
        switch source {
        case .constraint(let constraint): constraint.location
        case .intrinsic: .unknown
        }
    }

    /// Orders entries by activation, then by creation in the engine.
    static func activationOrder(_ a: EngineEntry, _ b: EngineEntry) -> Bool {
        let first = a.activationSequence
        let second = b.activationSequence
        if first != second { return first < second }
        return a.ordinal < b.ordinal
    }
}

/// What an ``EngineEntry`` stands for: a constraint object, or one of the hugging and
/// compression-resistance constraints of a slot's intrinsic size, held as numbers on the slot.
enum EntrySource {
    case constraint(LayoutConstraint)
    case intrinsic(EngineSlot)
}
