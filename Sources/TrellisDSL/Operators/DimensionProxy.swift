import Trellis

/// A width or height in operator expressions: relate it to another dimension (scaled and
/// offset) or to a number.
///
// snippet: given let a = LayoutView("a"), b = LayoutView("b")
/// ```swift
/// try constrain(a, b) { a, b in
///     a.width == 0.5 * b.width
///     a.height >= 44
///     a.height == a.width / 2 + 10 ~ .high
/// }
/// ```
public struct DimensionProxy {
    let item: any LayoutItem
    let attribute: LayoutAttribute
    let context: ProxyContext?

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ context: ProxyContext?) {
        self.item = item
        self.attribute = attribute
        self.context = context
    }

    var expression: DimensionExpression { DimensionExpression(dimension: self, multiplier: 1, constant: 0) }

    func relate(_ relation: LayoutRelation, _ rhs: DimensionExpression) -> LayoutConstraint {
        ProxyContext.make(
            context, item, attribute, relation, rhs.dimension.item, rhs.dimension.attribute,
            multiplier: rhs.multiplier, constant: rhs.constant)
    }

    func relate(_ relation: LayoutRelation, _ constant: Double) -> LayoutConstraint {
        ProxyContext.make(
            context, item, attribute, relation, nil, .notAnAttribute, multiplier: 1, constant: constant)
    }

    public static func + (lhs: DimensionProxy, rhs: Double) -> DimensionExpression { lhs.expression + rhs }
    public static func - (lhs: DimensionProxy, rhs: Double) -> DimensionExpression { lhs.expression - rhs }
    public static func * (lhs: DimensionProxy, rhs: Double) -> DimensionExpression { lhs.expression * rhs }
    public static func * (lhs: Double, rhs: DimensionProxy) -> DimensionExpression { rhs.expression * lhs }
    public static func / (lhs: DimensionProxy, rhs: Double) -> DimensionExpression {
        lhs.expression * (1 / rhs)
    }

    @discardableResult
    public static func == (lhs: DimensionProxy, rhs: DimensionProxy) -> LayoutConstraint {
        lhs.relate(.equal, rhs.expression)
    }
    @discardableResult
    public static func == (lhs: DimensionProxy, rhs: DimensionExpression) -> LayoutConstraint {
        lhs.relate(.equal, rhs)
    }
    @discardableResult
    public static func == (lhs: DimensionProxy, rhs: Double) -> LayoutConstraint { lhs.relate(.equal, rhs) }
    @discardableResult
    public static func <= (lhs: DimensionProxy, rhs: DimensionProxy) -> LayoutConstraint {
        lhs.relate(.lessThanOrEqual, rhs.expression)
    }
    @discardableResult
    public static func <= (lhs: DimensionProxy, rhs: DimensionExpression) -> LayoutConstraint {
        lhs.relate(.lessThanOrEqual, rhs)
    }
    @discardableResult
    public static func <= (lhs: DimensionProxy, rhs: Double) -> LayoutConstraint {
        lhs.relate(.lessThanOrEqual, rhs)
    }
    @discardableResult
    public static func >= (lhs: DimensionProxy, rhs: DimensionProxy) -> LayoutConstraint {
        lhs.relate(.greaterThanOrEqual, rhs.expression)
    }
    @discardableResult
    public static func >= (lhs: DimensionProxy, rhs: DimensionExpression) -> LayoutConstraint {
        lhs.relate(.greaterThanOrEqual, rhs)
    }
    @discardableResult
    public static func >= (lhs: DimensionProxy, rhs: Double) -> LayoutConstraint {
        lhs.relate(.greaterThanOrEqual, rhs)
    }
}

/// `multiplier * dimension + constant`, the right side of a dimension relation.
///
// snippet: given let a = LayoutView("a"), b = LayoutView("b")
/// ```swift
/// try constrain(a, b) { a, b in a.height == b.width / 2 + 10 }   // b.width / 2 + 10
/// ```
public struct DimensionExpression {
    let dimension: DimensionProxy
    let multiplier: Double
    let constant: Double

    public static func + (lhs: DimensionExpression, rhs: Double) -> DimensionExpression {
        DimensionExpression(
            dimension: lhs.dimension, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }
    public static func - (lhs: DimensionExpression, rhs: Double) -> DimensionExpression {
        DimensionExpression(
            dimension: lhs.dimension, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }
    public static func * (lhs: DimensionExpression, rhs: Double) -> DimensionExpression {
        DimensionExpression(
            dimension: lhs.dimension, multiplier: lhs.multiplier * rhs, constant: lhs.constant * rhs)
    }
    public static func / (lhs: DimensionExpression, rhs: Double) -> DimensionExpression { lhs * (1 / rhs) }
}
