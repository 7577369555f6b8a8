import TrellisSolver

/// A sparse linear form `sum(coefficient * x[index]) + constant REL 0` over the engine's
/// variable numbering: a constraint as the engine hands it to a solver.
struct EngineForm {
    var indices: [Int] = []
    var coefficients: [Double] = []
    var constant: Double = 0

    /// Adds `coefficient * x[index]` (merging a repeated index).
    mutating func add(_ index: Int, _ coefficient: Double) {
        if coefficient == 0 { return }
        if let at = indices.firstIndex(of: index) {
            coefficients[at] += coefficient
        } else {
            indices.append(index)
            coefficients.append(coefficient)
        }
    }

    /// Whether `other` has the same variables and coefficients (only the constant may differ).
    func hasSameTerms(as other: EngineForm) -> Bool {
        indices == other.indices && coefficients == other.coefficients
    }

    /// Whether every number is finite.
    var isFinite: Bool { constant.isFinite && coefficients.allSatisfy(\.isFinite) }
}

/// One constraint in an engine: its current form, the solver constraint standing for it,
/// and the component that holds it.
final class EngineEntry {
    let constraint: LayoutConstraint
    /// Creation order inside the engine (ties of activation order).
    let ordinal: Int
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
    var solver = Solver()
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
}
