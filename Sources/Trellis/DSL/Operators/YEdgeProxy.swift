/// A vertical position in operator expressions: relate it to another one of the
/// same axis with `==`, `<=`, `>=`, optionally scaled and offset.
///
/// ```swift
/// try constrain(a, b) { a, b in
///     a.top == b.bottom + 8
///     a.centerY == b.centerY * 0.5
/// }
/// ```
public struct YEdgeProxy {
    let item: any LayoutItem
    let attribute: LayoutAttribute
    let context: ProxyContext?

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ context: ProxyContext?) {
        self.item = item
        self.attribute = attribute
        self.context = context
    }

    /// The proxy as an expression: `1 * self + 0`.
    var expression: YEdgeExpression { YEdgeExpression(edge: self, multiplier: 1, constant: 0) }

    func relate(_ relation: LayoutRelation, _ rhs: YEdgeExpression) -> LayoutConstraint {
        ProxyContext.make(
            context, item, attribute, relation, rhs.edge.item, rhs.edge.attribute, multiplier: rhs.multiplier,
            constant: rhs.constant)
    }

    public static func + (lhs: YEdgeProxy, rhs: Double) -> YEdgeExpression { lhs.expression + rhs }
    public static func - (lhs: YEdgeProxy, rhs: Double) -> YEdgeExpression { lhs.expression - rhs }
    public static func * (lhs: YEdgeProxy, rhs: Double) -> YEdgeExpression { lhs.expression * rhs }
    public static func * (lhs: Double, rhs: YEdgeProxy) -> YEdgeExpression { rhs.expression * lhs }

    @discardableResult
    public static func == (lhs: YEdgeProxy, rhs: YEdgeProxy) -> LayoutConstraint {
        lhs.relate(.equal, rhs.expression)
    }
    @discardableResult
    public static func == (lhs: YEdgeProxy, rhs: YEdgeExpression) -> LayoutConstraint {
        lhs.relate(.equal, rhs)
    }
    @discardableResult
    public static func <= (lhs: YEdgeProxy, rhs: YEdgeProxy) -> LayoutConstraint {
        lhs.relate(.lessThanOrEqual, rhs.expression)
    }
    @discardableResult
    public static func <= (lhs: YEdgeProxy, rhs: YEdgeExpression) -> LayoutConstraint {
        lhs.relate(.lessThanOrEqual, rhs)
    }
    @discardableResult
    public static func >= (lhs: YEdgeProxy, rhs: YEdgeProxy) -> LayoutConstraint {
        lhs.relate(.greaterThanOrEqual, rhs.expression)
    }
    @discardableResult
    public static func >= (lhs: YEdgeProxy, rhs: YEdgeExpression) -> LayoutConstraint {
        lhs.relate(.greaterThanOrEqual, rhs)
    }
}

/// `multiplier * edge + constant`, the right side of a position relation.
///
/// ```swift
/// try constrain(a, b) { a, b in a.top == b.bottom * 0.5 + 8 }   // b.bottom * 0.5 + 8
/// ```
public struct YEdgeExpression {
    let edge: YEdgeProxy
    let multiplier: Double
    let constant: Double

    public static func + (lhs: YEdgeExpression, rhs: Double) -> YEdgeExpression {
        YEdgeExpression(edge: lhs.edge, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }
    public static func - (lhs: YEdgeExpression, rhs: Double) -> YEdgeExpression {
        YEdgeExpression(edge: lhs.edge, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }
    public static func * (lhs: YEdgeExpression, rhs: Double) -> YEdgeExpression {
        YEdgeExpression(edge: lhs.edge, multiplier: lhs.multiplier * rhs, constant: lhs.constant * rhs)
    }
}
