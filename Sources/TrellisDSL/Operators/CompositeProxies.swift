import Trellis

/// Top, leading, bottom and trailing together (or the four margins, `edgesWithinMargins`):
/// `a.edges == b.edges`, `a.edges == inset(b.edges, 10)`, `a.edges <= b.edges`.
///
// snippet: given let content = LayoutView("content"), cell = LayoutView("cell")
/// ```swift
/// try constrain(content, cell) { content, cell in
///     content.edges == inset(cell.edges, 8, 15, 8, 15)   // top, leading, bottom, trailing
/// }
/// ```
///
/// Each relation applies as written to every edge, as in Cartography: `a.edges >= b.edges`
/// is `a.top >= b.top`, `a.leading >= b.leading`, `a.bottom >= b.bottom` and
/// `a.trailing >= b.trailing`.
public struct EdgesProxy {
    let proxy: LayoutProxy
    let insets: LayoutInsets
    /// Top, leading, bottom, trailing (or their margins).
    let attributes: [LayoutAttribute]

    init(
        proxy: LayoutProxy, insets: LayoutInsets,
        attributes: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
    ) {
        self.proxy = proxy
        self.insets = insets
        self.attributes = attributes
    }

    /// Each edge of `lhs` to the same edge of `rhs`, inset inward by `rhs`'s insets (left is
    /// leading, right is trailing). Insets on the left-hand side count too, moved across:
    /// `inset(a.edges, 5) == b.edges` puts `a`'s edges 5 outside `b`'s (`a.top + 5 == b.top`).
    private static func relate(_ lhs: EdgesProxy, _ relation: LayoutRelation, _ rhs: EdgesProxy)
        -> [LayoutConstraint]
    {
        let constants = [
            rhs.insets.top - lhs.insets.top, rhs.insets.left - lhs.insets.left,
            lhs.insets.bottom - rhs.insets.bottom, lhs.insets.right - rhs.insets.right,
        ]
        return (0..<4).map { k in
            ProxyContext.make(
                lhs.proxy.context, lhs.proxy.item, lhs.attributes[k], relation, rhs.proxy.item,
                rhs.attributes[k], multiplier: 1, constant: constants[k])
        }
    }

    /// Four constraints: each edge equal to the same edge of `rhs`, inset by `rhs`'s insets.
    @discardableResult
    public static func == (lhs: EdgesProxy, rhs: EdgesProxy) -> [LayoutConstraint] {
        relate(lhs, .equal, rhs)
    }
    /// Four constraints: each edge at most the same edge of `rhs` (plus its inset).
    @discardableResult
    public static func <= (lhs: EdgesProxy, rhs: EdgesProxy) -> [LayoutConstraint] {
        relate(lhs, .lessThanOrEqual, rhs)
    }
    /// Four constraints: each edge at least the same edge of `rhs` (plus its inset).
    @discardableResult
    public static func >= (lhs: EdgesProxy, rhs: EdgesProxy) -> [LayoutConstraint] {
        relate(lhs, .greaterThanOrEqual, rhs)
    }
}

/// `edges` inset by `amount` on every side.
// snippet: given let card = LayoutView("card"), container = LayoutView("container")
/// ```swift
/// try constrain(card, container) { card, container in
///     card.edges == inset(container.edges, 16)
/// }
/// ```
public func inset(_ edges: EdgesProxy, _ amount: Double) -> EdgesProxy {
    edges.with(LayoutInsets(all: amount))
}

/// `edges` inset by each amount (left is leading, right is trailing).
public func inset(_ edges: EdgesProxy, _ top: Double, _ left: Double, _ bottom: Double, _ right: Double)
    -> EdgesProxy
{
    edges.with(LayoutInsets(top: top, left: left, bottom: bottom, right: right))
}

/// `edges` inset by `horizontal` on the leading and trailing sides and by `vertical` on the
/// top and bottom.
// snippet: given let label = LayoutView("label"), button = LayoutView("button")
/// ```swift
/// try constrain(label, button) { label, button in
///     label.edges == inset(button.edges, 12, 6)
/// }
/// ```
public func inset(_ edges: EdgesProxy, _ horizontal: Double, _ vertical: Double) -> EdgesProxy {
    edges.with(LayoutInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal))
}

/// `edges` inset by `horizontally` on the leading and trailing sides only.
// snippet: given let field = LayoutView("field"), form = LayoutView("form")
/// ```swift
/// try constrain(field, form) { field, form in field.edges == inset(form.edges, horizontally: 16) }
/// ```
public func inset(_ edges: EdgesProxy, horizontally: Double) -> EdgesProxy {
    edges.with(LayoutInsets(top: 0, left: horizontally, bottom: 0, right: horizontally))
}

/// `edges` inset by `vertically` on the top and bottom only.
// snippet: given let row = LayoutView("row"), list = LayoutView("list")
/// ```swift
/// try constrain(row, list) { row, list in row.edges == inset(list.edges, vertically: 4) }
/// ```
public func inset(_ edges: EdgesProxy, vertically: Double) -> EdgesProxy {
    edges.with(LayoutInsets(top: vertically, left: 0, bottom: vertically, right: 0))
}

extension EdgesProxy {
    /// The same edges with `insets`.
    func with(_ insets: LayoutInsets) -> EdgesProxy {
        EdgesProxy(proxy: proxy, insets: insets, attributes: attributes)
    }
}

/// Width and height together: `a.size == b.size`, `a.size == b.size * 0.5`,
/// `a.size == LayoutSize(width: 44, height: 44)`.
///
// snippet: given let icon = LayoutView("icon"), avatar = LayoutView("avatar")
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

    /// `size / 2` is `size * 0.5`, as in Cartography.
    public static func / (lhs: SizeProxy, rhs: Double) -> SizeProxy { lhs * (1 / rhs) }

    public static func + (lhs: SizeProxy, rhs: LayoutSize) -> SizeProxy {
        SizeProxy(
            proxy: lhs.proxy, multiplier: lhs.multiplier,
            add: LayoutSize(width: lhs.add.width + rhs.width, height: lhs.add.height + rhs.height))
    }

    /// `lhs.multiplier * a + lhs.add REL rhs.multiplier * b + rhs.add`, solved for `a` (the
    /// left-hand side's factor and addition move across; a negative factor turns the
    /// relation round, a zero one gives a non-finite multiplier that activation rejects).
    private static func relate(_ lhs: SizeProxy, _ relation: LayoutRelation, _ rhs: SizeProxy)
        -> [LayoutConstraint]
    {
        let m = lhs.multiplier
        let turned = m < 0 ? relation.reversed : relation
        return [
            (LayoutAttribute.width, rhs.add.width - lhs.add.width),
            (.height, rhs.add.height - lhs.add.height),
        ].map { attribute, difference in
            ProxyContext.make(
                lhs.proxy.context, lhs.proxy.item, attribute, turned, rhs.proxy.item, attribute,
                multiplier: rhs.multiplier / m, constant: difference / m)
        }
    }

    private static func relate(_ lhs: SizeProxy, _ relation: LayoutRelation, _ rhs: LayoutSize)
        -> [LayoutConstraint]
    {
        let m = lhs.multiplier
        let turned = m < 0 ? relation.reversed : relation
        return [(LayoutAttribute.width, rhs.width - lhs.add.width), (.height, rhs.height - lhs.add.height)]
            .map {
                attribute, difference in
                ProxyContext.make(
                    lhs.proxy.context, lhs.proxy.item, attribute, turned, nil, .notAnAttribute, multiplier: 1,
                    constant: difference / m)
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

/// centerX and centerY together (or within the margins, `centerWithinMargins`):
/// `a.center == b.center`, `a.center == b.center + LayoutPoint(x: 0, y: -10)`,
/// `a.center <= b.center`.
///
// snippet: given let badge = LayoutView("badge"), avatar = LayoutView("avatar")
/// ```swift
/// try constrain(badge, avatar) { badge, avatar in
///     badge.center == avatar.center + LayoutPoint(x: 14, y: -14)
/// }
/// ```
public struct PointProxy {
    let proxy: LayoutProxy
    let offset: LayoutPoint
    /// centerX and centerY (or their within-margins forms).
    let attributes: (x: LayoutAttribute, y: LayoutAttribute)

    init(
        proxy: LayoutProxy, offset: LayoutPoint,
        attributes: (x: LayoutAttribute, y: LayoutAttribute) = (.centerX, .centerY)
    ) {
        self.proxy = proxy
        self.offset = offset
        self.attributes = attributes
    }

    public static func + (lhs: PointProxy, rhs: LayoutPoint) -> PointProxy {
        PointProxy(
            proxy: lhs.proxy, offset: LayoutPoint(x: lhs.offset.x + rhs.x, y: lhs.offset.y + rhs.y),
            attributes: lhs.attributes)
    }

    private static func relate(_ lhs: PointProxy, _ relation: LayoutRelation, _ rhs: PointProxy)
        -> [LayoutConstraint]
    {
        // An offset on the left-hand side moves across: `a.center + p == b.center` is
        // `a.center == b.center - p`.
        [
            (lhs.attributes.x, rhs.attributes.x, rhs.offset.x - lhs.offset.x),
            (lhs.attributes.y, rhs.attributes.y, rhs.offset.y - lhs.offset.y),
        ]
        .map { first, second, constant in
            ProxyContext.make(
                lhs.proxy.context, lhs.proxy.item, first, relation, rhs.proxy.item, second, multiplier: 1,
                constant: constant)
        }
    }

    /// Two constraints: centerX and centerY equal to `rhs`'s (plus its offset).
    @discardableResult
    public static func == (lhs: PointProxy, rhs: PointProxy) -> [LayoutConstraint] {
        relate(lhs, .equal, rhs)
    }
    /// Two constraints: centerX and centerY each at most `rhs`'s (plus its offset).
    @discardableResult
    public static func <= (lhs: PointProxy, rhs: PointProxy) -> [LayoutConstraint] {
        relate(lhs, .lessThanOrEqual, rhs)
    }
    /// Two constraints: centerX and centerY each at least `rhs`'s (plus its offset).
    @discardableResult
    public static func >= (lhs: PointProxy, rhs: PointProxy) -> [LayoutConstraint] {
        relate(lhs, .greaterThanOrEqual, rhs)
    }
}
