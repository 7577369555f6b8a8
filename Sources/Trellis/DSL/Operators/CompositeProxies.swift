/// Top, leading, bottom and trailing together: `a.edges == b.edges`,
/// `a.edges == inset(b.edges, 10)`.
///
/// ```swift
/// try constrain(content, cell) { content, cell in
///     content.edges == inset(cell.edges, 8, 15, 8, 15)   // top, leading, bottom, trailing
/// }
/// ```
public struct EdgesProxy {
    let proxy: LayoutProxy
    let insets: LayoutInsets

    /// Four constraints: each edge of `lhs` to the same edge of `rhs`, inset inward by
    /// `rhs`'s insets (left is leading, right is trailing).
    @discardableResult
    public static func == (lhs: EdgesProxy, rhs: EdgesProxy) -> [LayoutConstraint] {
        let pairs: [(LayoutAttribute, Double)] = [
            (.top, rhs.insets.top), (.leading, rhs.insets.left), (.bottom, -rhs.insets.bottom),
            (.trailing, -rhs.insets.right),
        ]
        return pairs.map { attribute, constant in
            ProxyContext.make(
                lhs.proxy.context, lhs.proxy.item, attribute, .equal, rhs.proxy.item, attribute,
                multiplier: 1,
                constant: constant)
        }
    }
}

/// `edges` inset by `amount` on every side.
/// ```swift
/// try constrain(card, container) { card, container in
///     card.edges == inset(container.edges, 16)
/// }
/// ```
public func inset(_ edges: EdgesProxy, _ amount: Double) -> EdgesProxy {
    EdgesProxy(proxy: edges.proxy, insets: LayoutInsets(all: amount))
}

/// `edges` inset by each amount (left is leading, right is trailing).
public func inset(_ edges: EdgesProxy, _ top: Double, _ left: Double, _ bottom: Double, _ right: Double)
    -> EdgesProxy
{
    EdgesProxy(proxy: edges.proxy, insets: LayoutInsets(top: top, left: left, bottom: bottom, right: right))
}

/// Width and height together: `a.size == b.size`, `a.size == b.size * 0.5`,
/// `a.size == LayoutSize(width: 44, height: 44)`.
///
/// ```swift
/// try constrain(icon, avatar) { icon, avatar in
///     icon.size == avatar.size * 0.5
///     avatar.size >= LayoutSize(width: 44, height: 44)
/// }
/// ```
public struct SizeProxy {
    let proxy: LayoutProxy
    let multiplier: Double
    let add: LayoutSize

    public static func * (lhs: SizeProxy, rhs: Double) -> SizeProxy {
        SizeProxy(
            proxy: lhs.proxy, multiplier: lhs.multiplier * rhs,
            add: LayoutSize(width: lhs.add.width * rhs, height: lhs.add.height * rhs))
    }

    public static func + (lhs: SizeProxy, rhs: LayoutSize) -> SizeProxy {
        SizeProxy(
            proxy: lhs.proxy, multiplier: lhs.multiplier,
            add: LayoutSize(width: lhs.add.width + rhs.width, height: lhs.add.height + rhs.height))
    }

    private static func relate(_ lhs: SizeProxy, _ relation: LayoutRelation, _ rhs: SizeProxy)
        -> [LayoutConstraint]
    {
        [(LayoutAttribute.width, rhs.add.width), (.height, rhs.add.height)].map { attribute, constant in
            ProxyContext.make(
                lhs.proxy.context, lhs.proxy.item, attribute, relation, rhs.proxy.item, attribute,
                multiplier: rhs.multiplier, constant: constant)
        }
    }

    private static func relate(_ lhs: SizeProxy, _ relation: LayoutRelation, _ rhs: LayoutSize)
        -> [LayoutConstraint]
    {
        [(LayoutAttribute.width, rhs.width), (.height, rhs.height)].map { attribute, constant in
            ProxyContext.make(
                lhs.proxy.context, lhs.proxy.item, attribute, relation, nil, .notAnAttribute, multiplier: 1,
                constant: constant)
        }
    }

    @discardableResult
    public static func == (lhs: SizeProxy, rhs: SizeProxy) -> [LayoutConstraint] { relate(lhs, .equal, rhs) }
    @discardableResult
    public static func <= (lhs: SizeProxy, rhs: SizeProxy) -> [LayoutConstraint] {
        relate(lhs, .lessThanOrEqual, rhs)
    }
    @discardableResult
    public static func >= (lhs: SizeProxy, rhs: SizeProxy) -> [LayoutConstraint] {
        relate(lhs, .greaterThanOrEqual, rhs)
    }
    @discardableResult
    public static func == (lhs: SizeProxy, rhs: LayoutSize) -> [LayoutConstraint] { relate(lhs, .equal, rhs) }
    @discardableResult
    public static func <= (lhs: SizeProxy, rhs: LayoutSize) -> [LayoutConstraint] {
        relate(lhs, .lessThanOrEqual, rhs)
    }
    @discardableResult
    public static func >= (lhs: SizeProxy, rhs: LayoutSize) -> [LayoutConstraint] {
        relate(lhs, .greaterThanOrEqual, rhs)
    }
}

/// centerX and centerY together: `a.center == b.center`,
/// `a.center == b.center + LayoutPoint(x: 0, y: -10)`.
///
/// ```swift
/// try constrain(badge, avatar) { badge, avatar in
///     badge.center == avatar.center + LayoutPoint(x: 14, y: -14)
/// }
/// ```
public struct PointProxy {
    let proxy: LayoutProxy
    let offset: LayoutPoint

    public static func + (lhs: PointProxy, rhs: LayoutPoint) -> PointProxy {
        PointProxy(proxy: lhs.proxy, offset: LayoutPoint(x: lhs.offset.x + rhs.x, y: lhs.offset.y + rhs.y))
    }

    @discardableResult
    public static func == (lhs: PointProxy, rhs: PointProxy) -> [LayoutConstraint] {
        [(LayoutAttribute.centerX, rhs.offset.x), (.centerY, rhs.offset.y)].map { attribute, constant in
            ProxyContext.make(
                lhs.proxy.context, lhs.proxy.item, attribute, .equal, rhs.proxy.item, attribute,
                multiplier: 1,
                constant: constant)
        }
    }
}
