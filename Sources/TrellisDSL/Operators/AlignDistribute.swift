import Trellis

// Cartography's `align` and `distribute`: relations over several proxies at once. Inside a
// `constrain` block they are collected with the block's other constraints.

/// Aligns the tops of the proxies (each with the first), as Cartography's `align(top:)`.
// snippet: given let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
/// ```swift
/// try constrain(a, b, c) { a, b, c in
///     align(top: a, b, c)
///     distribute(by: 10, horizontally: a, b, c)
/// }
/// ```
@discardableResult
public func align(top first: LayoutProxy, _ rest: LayoutProxy...) -> [LayoutConstraint] {
    alignAll([first] + rest, .top)
}

/// Aligns the bottoms, as Cartography's `align(bottom:)`.
@discardableResult
public func align(bottom first: LayoutProxy, _ rest: LayoutProxy...) -> [LayoutConstraint] {
    alignAll([first] + rest, .bottom)
}

/// Aligns the left edges, as Cartography's `align(left:)`.
@discardableResult
public func align(left first: LayoutProxy, _ rest: LayoutProxy...) -> [LayoutConstraint] {
    alignAll([first] + rest, .left)
}

/// Aligns the right edges, as Cartography's `align(right:)`.
@discardableResult
public func align(right first: LayoutProxy, _ rest: LayoutProxy...) -> [LayoutConstraint] {
    alignAll([first] + rest, .right)
}

/// Aligns the leading edges, as Cartography's `align(leading:)`.
@discardableResult
public func align(leading first: LayoutProxy, _ rest: LayoutProxy...) -> [LayoutConstraint] {
    alignAll([first] + rest, .leading)
}

/// Aligns the trailing edges, as Cartography's `align(trailing:)`.
@discardableResult
public func align(trailing first: LayoutProxy, _ rest: LayoutProxy...) -> [LayoutConstraint] {
    alignAll([first] + rest, .trailing)
}

/// Aligns the horizontal centres, as Cartography's `align(centerX:)`.
@discardableResult
public func align(centerX first: LayoutProxy, _ rest: LayoutProxy...) -> [LayoutConstraint] {
    alignAll([first] + rest, .centerX)
}

/// Aligns the vertical centres, as Cartography's `align(centerY:)`.
@discardableResult
public func align(centerY first: LayoutProxy, _ rest: LayoutProxy...) -> [LayoutConstraint] {
    alignAll([first] + rest, .centerY)
}

/// Aligns the last baselines, as Cartography's `align(baseline:)`.
@discardableResult
public func align(baseline first: LayoutProxy, _ rest: LayoutProxy...) -> [LayoutConstraint] {
    alignAll([first] + rest, .lastBaseline)
}

/// Places the proxies one after another, leading to trailing, `amount` apart, as
/// Cartography's `distribute(by:horizontally:)`.
@discardableResult
public func distribute(by amount: Double, horizontally first: LayoutProxy, _ rest: LayoutProxy...)
    -> [LayoutConstraint]
{
    chain([first] + rest, .leading, .trailing, amount)
}

/// Places the proxies left to right, `amount` apart (ignoring the layout direction), as
/// Cartography's `distribute(by:leftToRight:)`.
@discardableResult
public func distribute(by amount: Double, leftToRight first: LayoutProxy, _ rest: LayoutProxy...)
    -> [LayoutConstraint]
{
    chain([first] + rest, .left, .right, amount)
}

/// Places the proxies top to bottom, `amount` apart, as Cartography's
/// `distribute(by:vertically:)`.
@discardableResult
public func distribute(by amount: Double, vertically first: LayoutProxy, _ rest: LayoutProxy...)
    -> [LayoutConstraint]
{
    chain([first] + rest, .top, .bottom, amount)
}

/// `proxy.attribute == first.attribute` for every proxy after the first.
private func alignAll(_ proxies: [LayoutProxy], _ attribute: LayoutAttribute) -> [LayoutConstraint] {
    guard let first = proxies.first else { return [] }
    return proxies.dropFirst().map { proxy in
        ProxyContext.make(
            proxy.context ?? first.context, proxy.item, attribute, .equal, first.item, attribute,
            multiplier: 1,
            constant: 0)
    }
}

/// `next.start == previous.end + amount` along the proxies.
private func chain(
    _ proxies: [LayoutProxy], _ start: LayoutAttribute, _ end: LayoutAttribute, _ amount: Double
)
    -> [LayoutConstraint]
{
    zip(proxies, proxies.dropFirst()).map { previous, next in
        ProxyContext.make(
            next.context ?? previous.context, next.item, start, .equal, previous.item, end, multiplier: 1,
            constant: amount)
    }
}
