import Trellis
import TrellisSolver

/// Lower than comparison, so `a.width == 100 ~ .high` sets the priority of the constraint
/// `a.width == 100`.
precedencegroup TrellisPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}

/// Sets the priority of a constraint built by an operator (Cartography's `~`).
infix operator ~ : TrellisPriorityPrecedence

/// Sets the priority of `constraint` and returns it: `a.width == 100 ~ .defaultHigh`.
@discardableResult
public func ~ (constraint: LayoutConstraint, priority: LayoutPriority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}

/// Sets the priority of every constraint of a composite: `a.size == b.size ~ .low`.
@discardableResult
public func ~ (constraints: [LayoutConstraint], priority: LayoutPriority) -> [LayoutConstraint] {
    for constraint in constraints { constraint.priority = priority }
    return constraints
}

/// Runs `block` with proxies of the items and activates the constraints its operator
/// expressions build, all or none (Cartography's `constrain`). Every constraint records
/// the location of this call.
// snippet: given let name = LayoutView("name"), avatar = LayoutView("avatar")
/// ```swift
/// try constrain(name, avatar) { name, avatar in
///     name.leading == avatar.trailing + 10
///     name.centerY == avatar.centerY
///     name.width <= 200 ~ .high
/// }
/// ```
/// - Returns: the constraints, in the order written.
/// - Throws: ``DSLError/layout(_:)`` for the first invalid one (margins of a guide, items
///   in different trees, leading against left); nothing is activated then.
@discardableResult
public func constrain(
    _ a: any LayoutItem, fileID: String = #fileID, line: Int = #line, _ block: (LayoutProxy) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    try constrainItems([a], SourceLocation(fileID: fileID, line: line)) { block($0[0]) }
}

/// ``constrain(_:fileID:line:_:)-(LayoutItem,_,_,_)`` for two items.
@discardableResult
public func constrain(
    _ a: any LayoutItem, _ b: any LayoutItem, fileID: String = #fileID, line: Int = #line,
    _ block: (LayoutProxy, LayoutProxy) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    try constrainItems([a, b], SourceLocation(fileID: fileID, line: line)) { block($0[0], $0[1]) }
}

/// ``constrain(_:fileID:line:_:)-(LayoutItem,_,_,_)`` for three items.
@discardableResult
public func constrain(
    _ a: any LayoutItem, _ b: any LayoutItem, _ c: any LayoutItem, fileID: String = #fileID,
    line: Int = #line,
    _ block: (LayoutProxy, LayoutProxy, LayoutProxy) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    try constrainItems([a, b, c], SourceLocation(fileID: fileID, line: line)) { block($0[0], $0[1], $0[2]) }
}

/// ``constrain(_:fileID:line:_:)-(LayoutItem,_,_,_)`` for four items.
@discardableResult
public func constrain(
    _ a: any LayoutItem, _ b: any LayoutItem, _ c: any LayoutItem, _ d: any LayoutItem,
    fileID: String = #fileID,
    line: Int = #line, _ block: (LayoutProxy, LayoutProxy, LayoutProxy, LayoutProxy) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    try constrainItems([a, b, c, d], SourceLocation(fileID: fileID, line: line)) {
        block($0[0], $0[1], $0[2], $0[3])
    }
}

/// ``constrain(_:fileID:line:_:)-(LayoutItem,_,_,_)`` for any number of items.
@discardableResult
public func constrain(
    _ items: [any LayoutItem], fileID: String = #fileID, line: Int = #line, _ block: ([LayoutProxy]) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    try constrainItems(items, SourceLocation(fileID: fileID, line: line), block)
}

private func constrainItems(
    _ items: [any LayoutItem], _ location: SourceLocation, _ block: ([LayoutProxy]) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    let context = ProxyContext(location: location)
    block(items.map { LayoutProxy($0, context: context) })
    try DSLScope.install(context.constraints)
    return context.constraints
}
