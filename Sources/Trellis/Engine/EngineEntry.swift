import TrellisSolver

/// One constraint in an engine: its current form, the solver constraint standing for it,
/// and the component that holds it.
///
/// An intrinsic-size entry (hugging or compression resistance) has no constraint object
/// of its own: its numbers are on its slot (``EngineSlot/intrinsic``), and the object that
/// reports and ``LayoutView/constraints`` show is made from them when first asked for.
///
/// The two kinds are the subclasses ``ConstraintEntry`` and ``IntrinsicEntry``: the first
/// holds its form, the second only the form's constant (its one term follows from its slot).
class EngineEntry {
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
    // The flags sit next to `isImplicit`, in the gap after the numbers (an engine holds an
    // entry for each constraint, several per view).
    var isDirty = false
    var isRemoved = false
    /// ``presolveRow``'s storage, in the gap after the flags.
    private var presolveRowStorage: Int32 = -1
    /// The form last handed to the solver (nil when invalid or not built); each kind of
    /// entry keeps it its own way.
    var form: EngineForm? {
        get { nil }
        set {}  // neither kind is made through this class
    }
    /// The engine index of the form's first variable (nil without a form), read without
    /// making the whole form.
    var firstTermIndex: Int? { nil }
    /// How many terms the form has (0 without one).
    var termCount: Int { 0 }
    /// The constraint in the component's solver, nil when not in it (broken, invalid).
    var solverConstraint: Constraint?
    /// The component holding the entry. A strong reference: a weak one would give every
    /// component a side table and send each retain of it down the runtime's slow path. The
    /// engine empties the entry lists of the components it drops (``LayoutEngine``'s
    /// `releaseCrossReferences`, a rebuild), so the pair never outlives the engine.
    var component: EngineComponent?
    /// Slots of the items the constraint names (an intrinsic-size entry's one slot is its
    /// source's: it keeps no list of its own).
    var slots: EntrySlots {
        get { EntrySlots() }
        set {}  // neither kind is made through this class
    }
    /// The entry's row in its component's presolved system (-1 when not in one, or past
    /// what 32 bits hold: the replay then builds the component again instead).
    var presolveRow: Int {
        get { Int(presolveRowStorage) }
        set { presolveRowStorage = Int32(exactly: newValue) ?? -1 }
    }
    /// The weight of the strength the entry had in its presolved system (NaN when none: a
    /// plain number keeps the entry eight bytes smaller than an optional strength would, in
    /// every entry of a layout).
    var presolveWeight = Double.nan

    /// Only the subclasses make entries.
    fileprivate init(
        source: EntrySource, ordinal: Int, sequence: UInt64, isImplicit: Bool, intrinsicIndex: Int8
    ) {
        self.source = source
        self.ordinal = ordinal
        self.sequence = sequence
        self.isImplicit = isImplicit
        self.intrinsicIndex = intrinsicIndex
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

/// The entry of a constraint object (the user's, or a frame pin or fitting target).
final class ConstraintEntry: EngineEntry {
    /// ``form``'s storage.
    private var storedForm: EngineForm?
    /// ``slots``' storage.
    private var storedSlots = EntrySlots()

    init(constraint: LayoutConstraint, ordinal: Int, isImplicit: Bool) {
        super.init(
            source: .constraint(constraint), ordinal: ordinal, sequence: constraint.sequence,
            isImplicit: isImplicit, intrinsicIndex: -1)
    }

    override var form: EngineForm? {
        get { storedForm }
        set { storedForm = newValue }
    }

    override var slots: EntrySlots {
        get { storedSlots }
        set { storedSlots = newValue }
    }

    override var firstTermIndex: Int? { storedForm?.terms.first?.index }
    override var termCount: Int { storedForm?.terms.count ?? 0 }
}

/// The entry of one of a slot's intrinsic-size constraints: its form is `size - constant`,
/// so only the constant is kept (an entry per constraint, four per view of a large layout).
final class IntrinsicEntry: EngineEntry {
    /// The constant of the form last handed over, NaN when there is none (a valid form's
    /// numbers are finite).
    private var formConstant = Double.nan

    /// An entry for implicit constraint `index` (``EngineSlot/hugWidth`` ...
    /// ``EngineSlot/resistHeight``) of `slot`, which counts as activated at `sequence`.
    init(intrinsic index: Int, of slot: EngineSlot, sequence: UInt64, ordinal: Int) {
        super.init(
            source: .intrinsic(slot), ordinal: ordinal, sequence: sequence, isImplicit: true,
            intrinsicIndex: Int8(truncatingIfNeeded: index))
    }

    /// The slot the entry sizes; setting it changes nothing (the slot is the entry's source,
    /// which it keeps).
    override var slots: EntrySlots {
        get {
            guard case .intrinsic(let slot) = source else { return [] }
            return [slot]
        }
        set {}
    }

    override var form: EngineForm? {
        get {
            guard !formConstant.isNaN, case .intrinsic(let slot) = source else { return nil }
            var form = EngineForm()
            form.add(slot.index(EngineSlot.intrinsicOffset(Int(intrinsicIndex))), 1)
            form.constant = formConstant
            return form
        }
        set { formConstant = newValue?.constant ?? .nan }
    }

    override var firstTermIndex: Int? {
        guard !formConstant.isNaN, case .intrinsic(let slot) = source else { return nil }
        return slot.index(EngineSlot.intrinsicOffset(Int(intrinsicIndex)))
    }

    override var termCount: Int { formConstant.isNaN ? 0 : 1 }
}
