import Trellis
import TrellisSolver

/// A stand-in for a view or guide in Cartography-style operator expressions:
/// `a.top == b.bottom + 8`, `a.width == 0.5 * b.width`, `a.edges == inset(b.edges, 10)`.
///
/// Inside ``constrain(_:fileID:line:_:)-(LayoutItem,_,_,_)`` the proxies collect the constraints their
/// operators build, and the block's constraints are activated together when it returns.
/// Outside a block, make a proxy with ``init(_:)``: the operators then just return the
/// constraints, for you to activate.
// snippet: given let avatar = LayoutView("avatar"), name = LayoutView("name")
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

    /// The item's left edge, for operator expressions.
    public var left: XEdgeProxy { x(.left) }
    /// The item's right edge, for operator expressions.
    public var right: XEdgeProxy { x(.right) }
    /// The item's leading edge (left in left-to-right layouts), for operator expressions.
    public var leading: XEdgeProxy { x(.leading) }
    /// The item's trailing edge (right in left-to-right layouts), for operator expressions.
    public var trailing: XEdgeProxy { x(.trailing) }
    /// The item's horizontal centre, for operator expressions.
    public var centerX: XEdgeProxy { x(.centerX) }
    /// The item's left edge inset by its left layout margin, for operator expressions.
    public var leftMargin: XEdgeProxy { x(.leftMargin) }
    /// The item's right edge inset by its right layout margin, for operator expressions.
    public var rightMargin: XEdgeProxy { x(.rightMargin) }
    /// The item's leading edge inset by its leading layout margin, for operator expressions.
    public var leadingMargin: XEdgeProxy { x(.leadingMargin) }
    /// The item's trailing edge inset by its trailing layout margin, for operator expressions.
    public var trailingMargin: XEdgeProxy { x(.trailingMargin) }
    /// The horizontal centre of the item's margin rectangle, for operator expressions.
    public var centerXWithinMargins: XEdgeProxy { x(.centerXWithinMargins) }
    /// The item's top edge, for operator expressions.
    public var top: YEdgeProxy { y(.top) }
    /// The item's bottom edge, for operator expressions.
    public var bottom: YEdgeProxy { y(.bottom) }
    /// The item's vertical centre, for operator expressions.
    public var centerY: YEdgeProxy { y(.centerY) }
    /// The item's first text baseline, for operator expressions.
    public var firstBaseline: YEdgeProxy { y(.firstBaseline) }
    /// The item's last text baseline, for operator expressions.
    public var lastBaseline: YEdgeProxy { y(.lastBaseline) }
    /// The item's top edge inset by its top layout margin, for operator expressions.
    public var topMargin: YEdgeProxy { y(.topMargin) }
    /// The item's bottom edge inset by its bottom layout margin, for operator expressions.
    public var bottomMargin: YEdgeProxy { y(.bottomMargin) }
    /// The vertical centre of the item's margin rectangle, for operator expressions.
    public var centerYWithinMargins: YEdgeProxy { y(.centerYWithinMargins) }
    /// The item's width, for operator expressions.
    public var width: DimensionProxy { DimensionProxy(item, .width, context) }
    /// The item's height, for operator expressions.
    public var height: DimensionProxy { DimensionProxy(item, .height, context) }

    /// Top, leading, bottom and trailing together.
    public var edges: EdgesProxy { EdgesProxy(proxy: self, insets: .zero) }
    /// Width and height together.
    public var size: SizeProxy { SizeProxy(proxy: self, multiplier: 1, add: .zero) }
    /// centerX and centerY together.
    public var center: PointProxy { PointProxy(proxy: self, offset: .zero) }
    /// The four margins together (top, leading, bottom, trailing margin), as Cartography's
    /// `edgesWithinMargins`.
    public var edgesWithinMargins: EdgesProxy {
        EdgesProxy(
            proxy: self, insets: .zero,
            attributes: [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    }
    /// The centre within the margins (`centerXWithinMargins`, `centerYWithinMargins`), as
    /// Cartography's `centerWithinMargins`.
    public var centerWithinMargins: PointProxy {
        PointProxy(proxy: self, offset: .zero, attributes: (.centerXWithinMargins, .centerYWithinMargins))
    }

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
