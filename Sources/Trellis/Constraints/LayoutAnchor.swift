import TrellisSolver

/// One attribute of one item, held without keeping it alive (constraints do not keep views
/// alive, so a tree that holds its constraints has no reference cycles).
struct AnchorTerm {
    let reference: ItemReference
    let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.reference = ItemReference.to(item)
        self.attribute = attribute
    }

    /// The item, or nil once it has been deallocated.
    var item: (any LayoutItem)? { reference.item }

    /// `item.attribute`.
    var description: String { "\(item?.displayName ?? "<deallocated>").\(attribute)" }
}

/// What one side of a constraint measures: an attribute, or the distance between two
/// position attributes (``LayoutXAxisAnchor/anchorWithOffset(to:)``).
enum AnchorExpression {
    case attribute(AnchorTerm)
    /// `to - from`, measured in the direction of reading for leading/trailing anchors.
    /// Boxed: a distance is rare, and inline its two terms would make each of a constraint's
    /// two sides as large as two terms.
    indirect case distance(from: AnchorTerm, to: AnchorTerm)

    /// The anchor the side starts from: the attribute, or the distance's start.
    var primary: AnchorTerm {
        switch self {
        case .attribute(let term): return term
        case .distance(let from, _): return from
        }
    }

    /// The attribute kind as seen by a relation: a distance is a dimension.
    var isDimension: Bool {
        switch self {
        case .attribute(let term): return term.attribute.isDimension
        case .distance: return true
        }
    }

    /// Every term, for validation and tree queries.
    var terms: [AnchorTerm] {
        switch self {
        case .attribute(let term): return [term]
        case .distance(let from, let to): return [from, to]
        }
    }

    var description: String {
        switch self {
        case .attribute(let term): return term.description
        case .distance(let from, let to): return "(\(to.description) - \(from.description))"
        }
    }
}

/// Shared constructors of the typed anchors.
enum AnchorFactory {
    static func make(
        _ first: AnchorExpression, _ relation: LayoutRelation, _ second: AnchorExpression?,
        multiplier: Double, constant: Double, fileID: String, line: Int
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            location: SourceLocation(fileID: fileID, line: line))
    }
}
