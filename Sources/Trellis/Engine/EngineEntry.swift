import TrellisSolver

/// A sparse linear form `sum(coefficient * x[index]) + constant REL 0` over the engine's
/// variable numbering: a constraint as the engine hands it to a solver.
struct EngineForm {
    /// `coefficient * x[index]`.
    struct Term: Equatable {
        var index: Int
        var coefficient: Double
    }

    var terms: [Term] = []
    var constant: Double = 0

    init() {
        terms.reserveCapacity(4)
    }

    /// Adds `coefficient * x[index]` (merging a repeated index).
    mutating func add(_ index: Int, _ coefficient: Double) {
        if coefficient == 0 { return }
        for k in terms.indices where terms[k].index == index {
            terms[k].coefficient += coefficient
            return
        }
        terms.append(Term(index: index, coefficient: coefficient))
    }

    /// Whether `other` has the same variables and coefficients (only the constant may differ).
    func hasSameTerms(as other: EngineForm) -> Bool { terms == other.terms }

    /// Whether every number is finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy(\.coefficient.isFinite) }
}

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
    /// The form last handed to the solver (nil when invalid or not built).
    var form: EngineForm?
    /// The constraint in the component's solver, nil when not in it (broken, invalid).
    var solverConstraint: Constraint?
    /// The component holding the entry.
    weak var component: EngineComponent?
    /// Slots of the items the constraint names.
    var slots: [EngineSlot] = []
    /// Why the constraint is left out, when it became invalid.
    var error: LayoutError?
    var isDirty = false
    var isRemoved = false

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
