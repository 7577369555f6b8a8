import TrellisSolver

/// One relation written in a maker closure, before it becomes constraints.
final class MakerDescription {
    /// What the right side is.
    enum Target {
        case value(ConstraintTargetValue)
        case superview
    }

    let view: LayoutView
    var attributes: [LayoutAttribute]
    var relation: LayoutRelation?
    var target: Target?
    var location: SourceLocation
    var multiplier: Double = 1
    var modifier: MakerModifier = .none
    var priority: LayoutPriority = .required
    var label: String?
    /// A misuse found while writing (a division by zero), reported when the maker finishes.
    var error: DSLError?
    /// The handle `.constraint` returns; filled when the maker finishes.
    let handle = MakerConstraint()

    init(view: LayoutView, attributes: [LayoutAttribute], location: SourceLocation) {
        self.view = view
        self.attributes = attributes
        self.location = location
    }

    /// Records `relation` to `target` written at `fileID`/`line`.
    func relate(_ relation: LayoutRelation, _ target: Target, fileID: String, line: Int) {
        self.relation = relation
        self.target = target
        self.location = SourceLocation(fileID: fileID, line: line)
    }
}

/// How `offset` and `inset` change the constants of a relation (the last one written wins;
/// it adds to a constant given as the target).
enum MakerModifier {
    case none
    case offset(Double)
    case inset(LayoutInsets)

    /// The amount added to the constant of `attribute`.
    func amount(for attribute: LayoutAttribute) -> Double {
        switch self {
        case .none: return 0
        case .offset(let value): return value
        case .inset(let insets): return AttributeSets.insetConstant(attribute, insets)
        }
    }

    var isFinite: Bool {
        switch self {
        case .none: return true
        case .offset(let value): return value.isFinite
        case .inset(let insets): return insets.isFinite
        }
    }
}

/// One constraint of a relation: its first attribute, what it relates to, and the part of its
/// constant that came from the target (offsets and insets are added to it).
struct MakerPart {
    let attribute: LayoutAttribute
    let secondItem: (any LayoutItem)?
    let secondAttribute: LayoutAttribute
    let targetConstant: Double

    /// The constant for `multiplier` and `modifier`: a constant-only constraint's target
    /// number is scaled by the multiplier.
    func constant(multiplier: Double, modifier: MakerModifier) -> Double {
        let base = secondItem == nil ? targetConstant * multiplier : targetConstant
        return base + modifier.amount(for: attribute)
    }
}
