import Trellis

/// Attribute references of an item, for the right side of DSL relations: `other.dsl.bottom`,
/// `other.dsl.edges`.
///
// snippet: given let cell = LayoutView("cell"), avatar = LayoutView("avatar"), body = LayoutView("body")
/// ```swift
/// try body.makeConstraints { make in
///     make.top.equalTo(avatar.dsl.bottom).offset(10)
///     make.horizontalEdges.equalTo(cell.dsl.margins)
/// }
/// ```
public struct ItemAttributes {
    /// The item referred to.
    public let item: any LayoutItem

    init(_ item: any LayoutItem) { self.item = item }

    private func ref(_ attributes: [LayoutAttribute]) -> ItemAttribute {
        ItemAttribute(item: item, attributes: attributes)
    }

    /// The item's left edge.
    public var left: ItemAttribute { ref([.left]) }
    /// The item's right edge.
    public var right: ItemAttribute { ref([.right]) }
    /// The item's top edge.
    public var top: ItemAttribute { ref([.top]) }
    /// The item's bottom edge.
    public var bottom: ItemAttribute { ref([.bottom]) }
    /// The item's leading edge (left in left-to-right layouts).
    public var leading: ItemAttribute { ref([.leading]) }
    /// The item's trailing edge (right in left-to-right layouts).
    public var trailing: ItemAttribute { ref([.trailing]) }
    /// The item's width.
    public var width: ItemAttribute { ref([.width]) }
    /// The item's height.
    public var height: ItemAttribute { ref([.height]) }
    /// The item's horizontal centre.
    public var centerX: ItemAttribute { ref([.centerX]) }
    /// The item's vertical centre.
    public var centerY: ItemAttribute { ref([.centerY]) }
    /// The item's first text baseline.
    public var firstBaseline: ItemAttribute { ref([.firstBaseline]) }
    /// The item's last text baseline.
    public var lastBaseline: ItemAttribute { ref([.lastBaseline]) }
    /// The item's left edge inset by its left layout margin.
    public var leftMargin: ItemAttribute { ref([.leftMargin]) }
    /// The item's right edge inset by its right layout margin.
    public var rightMargin: ItemAttribute { ref([.rightMargin]) }
    /// The item's top edge inset by its top layout margin.
    public var topMargin: ItemAttribute { ref([.topMargin]) }
    /// The item's bottom edge inset by its bottom layout margin.
    public var bottomMargin: ItemAttribute { ref([.bottomMargin]) }
    /// The item's leading edge inset by its leading layout margin.
    public var leadingMargin: ItemAttribute { ref([.leadingMargin]) }
    /// The item's trailing edge inset by its trailing layout margin.
    public var trailingMargin: ItemAttribute { ref([.trailingMargin]) }
    /// The horizontal centre of the item's margin rectangle.
    public var centerXWithinMargins: ItemAttribute { ref([.centerXWithinMargins]) }
    /// The vertical centre of the item's margin rectangle.
    public var centerYWithinMargins: ItemAttribute { ref([.centerYWithinMargins]) }

    /// All four edges: top, left, bottom, right.
    public var edges: ItemAttribute { ref(AttributeSets.edges) }
    /// The left and right edges.
    public var horizontalEdges: ItemAttribute { ref(AttributeSets.horizontalEdges) }
    /// The top and bottom edges.
    public var verticalEdges: ItemAttribute { ref(AttributeSets.verticalEdges) }
    /// All four edges, direction-aware: top, leading, bottom, trailing.
    public var directionalEdges: ItemAttribute { ref(AttributeSets.directionalEdges) }
    /// Width and height.
    public var size: ItemAttribute { ref(AttributeSets.size) }
    /// The horizontal and vertical centre.
    public var center: ItemAttribute { ref(AttributeSets.center) }
    /// All four margin edges: topMargin, leftMargin, bottomMargin, rightMargin.
    public var margins: ItemAttribute { ref(AttributeSets.margins) }
    /// All four margin edges, direction-aware: topMargin, leadingMargin, bottomMargin, trailingMargin.
    public var directionalMargins: ItemAttribute { ref(AttributeSets.directionalMargins) }
    /// The centre of the margin rectangle: centerXWithinMargins, centerYWithinMargins.
    public var centerWithinMargins: ItemAttribute { ref(AttributeSets.centerWithinMargins) }
}

/// One or more attributes of one item: a ``ConstraintTarget``.
///
// snippet: given let avatar = LayoutView("avatar"), name = LayoutView("name")
/// ```swift
/// let target = avatar.dsl.bottom   // item: avatar, attributes: [.bottom]
/// try name.makeConstraints { make in make.top.equalTo(target).offset(8) }
/// ```
public struct ItemAttribute: ConstraintTarget {
    /// The item.
    public let item: any LayoutItem
    /// The attributes, in the order of their composite (`edges`: top, left, bottom, right).
    public let attributes: [LayoutAttribute]

    /// The item and attributes as a resolved target.
    public var constraintTarget: ConstraintTargetValue { .attributes(item, attributes) }
}

extension LayoutItem {
    /// The item's attributes as DSL targets: `avatar.dsl.bottom`, `cell.dsl.margins`.
    public var dsl: ItemAttributes { ItemAttributes(self) }
}

/// The attributes of the composites, and how attributes pair up by kind.
enum AttributeSets {
    static let edges: [LayoutAttribute] = [.top, .left, .bottom, .right]
    static let horizontalEdges: [LayoutAttribute] = [.left, .right]
    static let verticalEdges: [LayoutAttribute] = [.top, .bottom]
    static let directionalEdges: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
    static let size: [LayoutAttribute] = [.width, .height]
    static let center: [LayoutAttribute] = [.centerX, .centerY]
    static let margins: [LayoutAttribute] = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
    static let directionalMargins: [LayoutAttribute] = [
        .topMargin, .leadingMargin, .bottomMargin, .trailingMargin,
    ]
    static let centerWithinMargins: [LayoutAttribute] = [.centerXWithinMargins, .centerYWithinMargins]

    /// The attribute without its margin: `leftMargin` is a `left`, `centerXWithinMargins` a
    /// `centerX`.
    static func kind(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return attribute
        }
    }

    static let directionalHorizontalEdges: [LayoutAttribute] = [.leading, .trailing]
    static let directionalVerticalEdges: [LayoutAttribute] = [.top, .bottom]

    /// Masonry's order of the attributes of a composite (`edges`: left, right, top, bottom).
    static func masonryRank(_ attribute: LayoutAttribute) -> Int {
        let order: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ]
        return order.firstIndex(of: attribute) ?? order.count
    }

    /// A composite's attributes in `dialect`'s order (Masonry orders composites itself;
    /// SnapKit's order is applied to the whole relation later).
    static func composite(_ attributes: [LayoutAttribute], _ dialect: MakerDialect) -> [LayoutAttribute] {
        guard dialect == .masonry, attributes.count > 1 else { return attributes }
        return attributes.sorted { masonryRank($0) < masonryRank($1) }
    }

    /// SnapKit's order of attributes in one relation (its option-set bit order).
    static func snapKitRank(_ attribute: LayoutAttribute) -> Int {
        let order: [LayoutAttribute] = [
            .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline, .leftMargin, .topMargin, .rightMargin, .bottomMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ]
        return order.firstIndex(of: attribute) ?? order.count
    }

    /// A point's part for `attribute`: x for horizontal positions, y for vertical ones, 0
    /// for sizes (both libraries' rule).
    static func pointConstant(_ attribute: LayoutAttribute, _ point: LayoutPoint) -> Double {
        if attribute.isXAxis { return point.x }
        if attribute.isYAxis { return point.y }
        return 0
    }

    /// A size's part for `attribute`: width for the width, height for the height, 0 for
    /// positions (both libraries' rule).
    static func sizeConstant(_ attribute: LayoutAttribute, _ size: LayoutSize) -> Double {
        switch attribute {
        case .width: return size.width
        case .height: return size.height
        default: return 0
        }
    }

    /// The constant that insets `attribute` by `insets` (inward: bottom, right and trailing
    /// negated). SnapKit also shrinks a width by left + right and moves a centre by half the
    /// difference; Masonry leaves sizes and centres alone.
    static func insetConstant(
        _ attribute: LayoutAttribute, _ insets: LayoutInsets, dialect: MakerDialect = .snapKit
    ) -> Double {
        if dialect == .masonry {
            switch kind(attribute) {
            case .width, .height, .centerX, .centerY: return 0
            default: break
            }
        }
        switch kind(attribute) {
        case .top: return insets.top
        case .left, .leading: return insets.left
        case .bottom: return -insets.bottom
        case .right, .trailing: return -insets.right
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .centerX: return (insets.left - insets.right) / 2
        case .centerY: return (insets.top - insets.bottom) / 2
        default: return 0
        }
    }
}
