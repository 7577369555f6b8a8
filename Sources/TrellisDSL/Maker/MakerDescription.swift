import Trellis
import TrellisSolver

/// One relation written in a maker closure, before it becomes constraints.
final class MakerDescription {
    /// What the right side is.
    enum Target {
        case value(ConstraintTargetValue)
        case superview
    }

    let item: any LayoutItem
    /// Whose rules apply to targets and insets.
    let dialect: MakerDialect
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

    init(
        item: any LayoutItem, attributes: [LayoutAttribute], location: SourceLocation,
        dialect: MakerDialect = .snapKit
    ) {
        self.item = item
        self.attributes = attributes
        self.location = location
        self.dialect = dialect
    }

    /// The attributes in the order the dialect makes them: SnapKit sorts a chain by its
    /// attribute order (`make.top.left` gives left, then top); Masonry keeps the order
    /// written.
    var orderedAttributes: [LayoutAttribute] {
        var unique: [LayoutAttribute] = []
        for attribute in attributes where !unique.contains(attribute) { unique.append(attribute) }
        guard dialect == .snapKit else { return unique }
        return unique.sorted { AttributeSets.snapKitRank($0) < AttributeSets.snapKitRank($1) }
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
    /// `centerOffset`: x for horizontal positions, y for vertical ones (Masonry: centres
    /// only).
    case point(LayoutPoint, centresOnly: Bool)
    /// Masonry's `sizeOffset`: width for the width, height for the height.
    case size(LayoutSize)

    /// The amount added to the constant of `attribute` under `dialect`'s rules.
    func amount(for attribute: LayoutAttribute, dialect: MakerDialect = .snapKit) -> Double {
        switch self {
        case .none: return 0
        case .offset(let value): return value
        case .inset(let insets): return AttributeSets.insetConstant(attribute, insets, dialect: dialect)
        case .point(let point, let centresOnly):
            let kind = AttributeSets.kind(attribute)
            if centresOnly && kind != .centerX && kind != .centerY { return 0 }
            return AttributeSets.pointConstant(attribute, point)
        case .size(let size): return AttributeSets.sizeConstant(attribute, size)
        }
    }

    var isFinite: Bool {
        switch self {
        case .none: return true
        case .offset(let value): return value.isFinite
        case .inset(let insets): return insets.isFinite
        case .point(let point, _): return point.x.isFinite && point.y.isFinite
        case .size(let size): return size.width.isFinite && size.height.isFinite
        }
    }
}

/// Whose rules a maker follows where SnapKit and Masonry differ: the order of a chain's
/// constraints, insets on sizes and centres, and what `updateConstraints` does without a
/// match.
enum MakerDialect: Sendable {
    /// `makeConstraints` and friends: SnapKit's rules.
    case snapKit
    /// `mas_makeConstraints` and friends: Masonry's rules.
    case masonry
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
    func constant(multiplier: Double, modifier: MakerModifier, dialect: MakerDialect = .snapKit) -> Double {
        let base = secondItem == nil ? targetConstant * multiplier : targetConstant
        return base + modifier.amount(for: attribute, dialect: dialect)
    }
}
