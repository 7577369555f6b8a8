/// Attribute references of an item, for the right side of DSL relations: `other.dsl.bottom`,
/// `other.dsl.edges`.
///
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

    public var left: ItemAttribute { ref([.left]) }
    public var right: ItemAttribute { ref([.right]) }
    public var top: ItemAttribute { ref([.top]) }
    public var bottom: ItemAttribute { ref([.bottom]) }
    public var leading: ItemAttribute { ref([.leading]) }
    public var trailing: ItemAttribute { ref([.trailing]) }
    public var width: ItemAttribute { ref([.width]) }
    public var height: ItemAttribute { ref([.height]) }
    public var centerX: ItemAttribute { ref([.centerX]) }
    public var centerY: ItemAttribute { ref([.centerY]) }
    public var firstBaseline: ItemAttribute { ref([.firstBaseline]) }
    public var lastBaseline: ItemAttribute { ref([.lastBaseline]) }
    public var leftMargin: ItemAttribute { ref([.leftMargin]) }
    public var rightMargin: ItemAttribute { ref([.rightMargin]) }
    public var topMargin: ItemAttribute { ref([.topMargin]) }
    public var bottomMargin: ItemAttribute { ref([.bottomMargin]) }
    public var leadingMargin: ItemAttribute { ref([.leadingMargin]) }
    public var trailingMargin: ItemAttribute { ref([.trailingMargin]) }
    public var centerXWithinMargins: ItemAttribute { ref([.centerXWithinMargins]) }
    public var centerYWithinMargins: ItemAttribute { ref([.centerYWithinMargins]) }

    public var edges: ItemAttribute { ref(AttributeSets.edges) }
    public var horizontalEdges: ItemAttribute { ref(AttributeSets.horizontalEdges) }
    public var verticalEdges: ItemAttribute { ref(AttributeSets.verticalEdges) }
    public var directionalEdges: ItemAttribute { ref(AttributeSets.directionalEdges) }
    public var size: ItemAttribute { ref(AttributeSets.size) }
    public var center: ItemAttribute { ref(AttributeSets.center) }
    public var margins: ItemAttribute { ref(AttributeSets.margins) }
    public var directionalMargins: ItemAttribute { ref(AttributeSets.directionalMargins) }
    public var centerWithinMargins: ItemAttribute { ref(AttributeSets.centerWithinMargins) }
}

/// One or more attributes of one item: a ``ConstraintTarget``.
public struct ItemAttribute: ConstraintTarget {
    /// The item.
    public let item: any LayoutItem
    /// The attributes, in the order of their composite (`edges`: top, left, bottom, right).
    public let attributes: [LayoutAttribute]

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

    /// The constant that insets `attribute` by `insets` (inward: bottom, right and trailing
    /// negated; a width shrinks by left + right; a centre moves by half the difference).
    static func insetConstant(_ attribute: LayoutAttribute, _ insets: LayoutInsets) -> Double {
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
