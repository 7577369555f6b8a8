import TrellisSolver

/// A stand-in for a view or guide in Cartography-style operator expressions:
/// `a.top == b.bottom + 8`, `a.width == 0.5 * b.width`, `a.edges == inset(b.edges, 10)`.
///
/// Inside ``constrain(_:fileID:line:_:)`` the proxies collect the constraints their
/// operators build, and the block's constraints are activated together when it returns.
/// Outside a block, make a proxy with ``init(_:)``: the operators then just return the
/// constraints, for you to activate.
/// ```swift
/// let c = LayoutProxy(name).leading == LayoutProxy(avatar).trailing + 10
/// try LayoutConstraint.activate([c])
/// ```
/// Proxies are not `Equatable`, so `==` between them always builds a constraint.
public struct LayoutProxy {
    /// The view or guide.
    public let item: any LayoutItem
    let context: ProxyContext?

    /// A proxy outside a `constrain` block: its operators return constraints without
    /// collecting them.
    public init(_ item: any LayoutItem) {
        self.item = item
        self.context = nil
    }

    init(_ item: any LayoutItem, context: ProxyContext?) {
        self.item = item
        self.context = context
    }

    private func x(_ attribute: LayoutAttribute) -> XEdgeProxy { XEdgeProxy(item, attribute, context) }
    private func y(_ attribute: LayoutAttribute) -> YEdgeProxy { YEdgeProxy(item, attribute, context) }

    public var left: XEdgeProxy { x(.left) }
    public var right: XEdgeProxy { x(.right) }
    public var leading: XEdgeProxy { x(.leading) }
    public var trailing: XEdgeProxy { x(.trailing) }
    public var centerX: XEdgeProxy { x(.centerX) }
    public var leftMargin: XEdgeProxy { x(.leftMargin) }
    public var rightMargin: XEdgeProxy { x(.rightMargin) }
    public var leadingMargin: XEdgeProxy { x(.leadingMargin) }
    public var trailingMargin: XEdgeProxy { x(.trailingMargin) }
    public var centerXWithinMargins: XEdgeProxy { x(.centerXWithinMargins) }
    public var top: YEdgeProxy { y(.top) }
    public var bottom: YEdgeProxy { y(.bottom) }
    public var centerY: YEdgeProxy { y(.centerY) }
    public var firstBaseline: YEdgeProxy { y(.firstBaseline) }
    public var lastBaseline: YEdgeProxy { y(.lastBaseline) }
    public var topMargin: YEdgeProxy { y(.topMargin) }
    public var bottomMargin: YEdgeProxy { y(.bottomMargin) }
    public var centerYWithinMargins: YEdgeProxy { y(.centerYWithinMargins) }
    public var width: DimensionProxy { DimensionProxy(item, .width, context) }
    public var height: DimensionProxy { DimensionProxy(item, .height, context) }

    /// Top, leading, bottom and trailing together.
    public var edges: EdgesProxy { EdgesProxy(proxy: self, insets: .zero) }
    /// Width and height together.
    public var size: SizeProxy { SizeProxy(proxy: self, multiplier: 1, add: .zero) }
    /// centerX and centerY together.
    public var center: PointProxy { PointProxy(proxy: self, offset: .zero) }

    /// The superview's proxy (in the same block), or nil.
    public var superview: LayoutProxy? {
        guard let parent = item.parentView else { return nil }
        return LayoutProxy(parent, context: context)
    }
}

/// The constraints a `constrain` block builds, and where the block was written.
final class ProxyContext {
    let location: SourceLocation
    var constraints: [LayoutConstraint] = []

    init(location: SourceLocation) { self.location = location }

    static func location(_ context: ProxyContext?) -> SourceLocation { context?.location ?? .unknown }

    /// Builds `first REL multiplier * second + constant`, collecting it in `context`.
    static func make(
        _ context: ProxyContext?, _ item: any LayoutItem, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation,
        _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute, multiplier: Double, constant: Double
    ) -> LayoutConstraint {
        let location = location(context)
        let constraint = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant, fileID: location.fileID, line: location.line)
        context?.constraints.append(constraint)
        return constraint
    }
}
