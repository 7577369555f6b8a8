/// A horizontal position in operator expressions: relate it to another one of the
/// same axis with `==`, `<=`, `>=`, optionally scaled and offset.
///
/// ```swift
/// try constrain(a, b) { a, b in
///     a.leading == b.trailing + 8
///     a.centerX == b.centerX * 0.5
/// }
/// ```
public struct XEdgeProxy {
    let item: any LayoutItem
    let attribute: LayoutAttribute
    let context: ProxyContext?

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ context: ProxyContext?) {
        self.item = item
        self.attribute = attribute
        self.context = context
    }

    /// The proxy as an expression: `1 * self + 0`.
    var expression: XEdgeExpression { XEdgeExpression(edge: self, multiplier: 1, constant: 0) }

    func relate(_ relation: LayoutRelation, _ rhs: XEdgeExpression) -> LayoutConstraint {
        ProxyContext.make(
            context, item, attribute, relation, rhs.edge.item, rhs.edge.attribute, multiplier: rhs.multiplier,
            constant: rhs.constant)
    }

    public static func + (lhs: XEdgeProxy, rhs: Double) -> XEdgeExpression { lhs.expression + rhs }
    public static func - (lhs: XEdgeProxy, rhs: Double) -> XEdgeExpression { lhs.expression - rhs }
    public static func * (lhs: XEdgeProxy, rhs: Double) -> XEdgeExpression { lhs.expression * rhs }
    public static func * (lhs: Double, rhs: XEdgeProxy) -> XEdgeExpression { rhs.expression * lhs }

    @discardableResult
    public static func == (lhs: XEdgeProxy, rhs: XEdgeProxy) -> LayoutConstraint {
        lhs.relate(.equal, rhs.expression)
    }
    @discardableResult
    public static func == (lhs: XEdgeProxy, rhs: XEdgeExpression) -> LayoutConstraint {
        lhs.relate(.equal, rhs)
    }
    @discardableResult
    public static func <= (lhs: XEdgeProxy, rhs: XEdgeProxy) -> LayoutConstraint {
        lhs.relate(.lessThanOrEqual, rhs.expression)
    }
    @discardableResult
    public static func <= (lhs: XEdgeProxy, rhs: XEdgeExpression) -> LayoutConstraint {
        lhs.relate(.lessThanOrEqual, rhs)
    }
    @discardableResult
    public static func >= (lhs: XEdgeProxy, rhs: XEdgeProxy) -> LayoutConstraint {
        lhs.relate(.greaterThanOrEqual, rhs.expression)
    }
    @discardableResult
    public static func >= (lhs: XEdgeProxy, rhs: XEdgeExpression) -> LayoutConstraint {
        lhs.relate(.greaterThanOrEqual, rhs)
    }
}

/// `multiplier * edge + constant`, the right side of a position relation.
///
/// ```swift
/// try constrain(a, b) { a, b in a.left == b.right * 0.5 + 8 }   // b.right * 0.5 + 8
/// ```
public struct XEdgeExpression {
    let edge: XEdgeProxy
    let multiplier: Double
    let constant: Double

    public static func + (lhs: XEdgeExpression, rhs: Double) -> XEdgeExpression {
        XEdgeExpression(edge: lhs.edge, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }
    public static func - (lhs: XEdgeExpression, rhs: Double) -> XEdgeExpression {
        XEdgeExpression(edge: lhs.edge, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }
    public static func * (lhs: XEdgeExpression, rhs: Double) -> XEdgeExpression {
        XEdgeExpression(edge: lhs.edge, multiplier: lhs.multiplier * rhs, constant: lhs.constant * rhs)
    }
}
