import Trellis

/// A horizontal position in operator expressions.
public typealias XEdgeProxy = EdgeProxy<HorizontalEdges>
/// A vertical position in operator expressions.
public typealias YEdgeProxy = EdgeProxy<VerticalEdges>
/// `multiplier * horizontal position + constant`.
public typealias XEdgeExpression = EdgeExpression<HorizontalEdges>
/// `multiplier * vertical position + constant`.
public typealias YEdgeExpression = EdgeExpression<VerticalEdges>

/// A position in operator expressions (``XEdgeProxy`` or ``YEdgeProxy``): relate it to another
/// one of the same axis with `==`, `<=`, `>=`, optionally scaled and offset.
///
// snippet: given let a = LayoutView("a"), b = LayoutView("b")
/// ```swift
/// try constrain(a, b) { a, b in
///     a.leading == b.trailing + 8
///     a.top == b.bottom * 0.5
/// }
/// ```
public struct EdgeProxy<Axis: EdgeAxis> {
    let item: any LayoutItem
    let attribute: LayoutAttribute
    let context: ProxyContext?

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ context: ProxyContext?) {
        self.item = item
        self.attribute = attribute
        self.context = context
    }

    /// The proxy as an expression: `1 * self + 0`.
    var expression: EdgeExpression<Axis> { EdgeExpression<Axis>(edge: self, multiplier: 1, constant: 0) }

    func relate(_ relation: LayoutRelation, _ rhs: EdgeExpression<Axis>) -> LayoutConstraint {
        ProxyContext.make(
            context, item, attribute, relation, rhs.edge.item, rhs.edge.attribute, multiplier: rhs.multiplier,
            constant: rhs.constant)
    }

    public static func + (lhs: EdgeProxy, rhs: Double) -> EdgeExpression<Axis> { lhs.expression + rhs }
    public static func - (lhs: EdgeProxy, rhs: Double) -> EdgeExpression<Axis> { lhs.expression - rhs }
    public static func * (lhs: EdgeProxy, rhs: Double) -> EdgeExpression<Axis> { lhs.expression * rhs }
    public static func * (lhs: Double, rhs: EdgeProxy) -> EdgeExpression<Axis> { rhs.expression * lhs }
    /// `edge / 2` is `edge * 0.5`, as in Cartography. Dividing by zero gives a non-finite
    /// multiplier, which activation rejects with a typed error.
    public static func / (lhs: EdgeProxy, rhs: Double) -> EdgeExpression<Axis> { lhs.expression * (1 / rhs) }

    @discardableResult
    public static func == (lhs: EdgeProxy, rhs: EdgeProxy) -> LayoutConstraint {
        lhs.relate(.equal, rhs.expression)
    }
    @discardableResult
    public static func == (lhs: EdgeProxy, rhs: EdgeExpression<Axis>) -> LayoutConstraint {
        lhs.relate(.equal, rhs)
    }
    @discardableResult
    public static func <= (lhs: EdgeProxy, rhs: EdgeProxy) -> LayoutConstraint {
        lhs.relate(.lessThanOrEqual, rhs.expression)
    }
    @discardableResult
    public static func <= (lhs: EdgeProxy, rhs: EdgeExpression<Axis>) -> LayoutConstraint {
        lhs.relate(.lessThanOrEqual, rhs)
    }
    @discardableResult
    public static func >= (lhs: EdgeProxy, rhs: EdgeProxy) -> LayoutConstraint {
        lhs.relate(.greaterThanOrEqual, rhs.expression)
    }
    @discardableResult
    public static func >= (lhs: EdgeProxy, rhs: EdgeExpression<Axis>) -> LayoutConstraint {
        lhs.relate(.greaterThanOrEqual, rhs)
    }
}

/// `multiplier * edge + constant`, the right side of a position relation
/// (``XEdgeExpression`` or ``YEdgeExpression``).
///
// snippet: given let a = LayoutView("a"), b = LayoutView("b")
/// ```swift
/// try constrain(a, b) { a, b in a.left == b.right * 0.5 + 8 }   // b.right * 0.5 + 8
/// ```
public struct EdgeExpression<Axis: EdgeAxis> {
    let edge: EdgeProxy<Axis>
    let multiplier: Double
    let constant: Double

    public static func + (lhs: EdgeExpression, rhs: Double) -> EdgeExpression {
        EdgeExpression(edge: lhs.edge, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }
    public static func - (lhs: EdgeExpression, rhs: Double) -> EdgeExpression {
        EdgeExpression(edge: lhs.edge, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }
    public static func * (lhs: EdgeExpression, rhs: Double) -> EdgeExpression {
        EdgeExpression(edge: lhs.edge, multiplier: lhs.multiplier * rhs, constant: lhs.constant * rhs)
    }
    /// Divides the multiplier and the constant: `(b.right + 8) / 2` is `b.right * 0.5 + 4`.
    public static func / (lhs: EdgeExpression, rhs: Double) -> EdgeExpression { lhs * (1 / rhs) }
}
