import TrellisSolver

/// One constraint in an engine: its current form, the solver constraint standing for it,
/// and the component that holds it.
final class EngineEntry {
    let constraint: LayoutConstraint
    /// Creation order inside the engine (ties of activation order).
    let ordinal: Int
    /// The constraint's activation order, copied for sorting.
    let sequence: UInt64
    /// Whether the engine made it (frame, intrinsic size, fitting) rather than the user.
    let isImplicit: Bool
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
        self.constraint = constraint
        self.ordinal = ordinal
        self.sequence = constraint.sequence
        self.isImplicit = isImplicit
    }

    /// Orders entries by activation, then by creation in the engine.
    static func activationOrder(_ a: EngineEntry, _ b: EngineEntry) -> Bool {
        if a.constraint.sequence != b.constraint.sequence {
            return a.constraint.sequence < b.constraint.sequence
        }
        return a.ordinal < b.ordinal
    }
}
