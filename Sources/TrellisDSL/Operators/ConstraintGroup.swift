import Trellis
import TrellisSolver

// Cartography's ConstraintGroup: the constraints of `constrain` calls made with
// `replace: group`, replaced as a whole by the next such call.

/// A set of constraints that a `constrain(..., replace: group)` call replaces, as
/// Cartography's `ConstraintGroup`.
// snippet: given let screen = LayoutView("screen"), panel = LayoutView("panel")
/// ```swift
/// let group = ConstraintGroup()
/// try constrain(panel, screen, replace: group) { panel, screen in panel.top == screen.top }
/// try constrain(panel, screen, replace: group) { panel, screen in panel.bottom == screen.bottom }  // top removed
/// group.active = false
/// ```
public final class ConstraintGroup {
    /// The constraints the last `constrain` call with this group made.
    public private(set) var constraints: [LayoutConstraint] = []

    /// Creates an empty group.
    public init() {}

    /// Whether the group's constraints are active; setting it activates or deactivates
    /// them (a failed activation leaves them inactive).
    public var active: Bool {
        get { !constraints.isEmpty && constraints.allSatisfy { $0.isActive } }
        set {
            if newValue {
                try? LayoutConstraint.activate(constraints)
            } else {
                LayoutConstraint.deactivate(constraints)
            }
        }
    }

    /// Deactivates the old constraints, installs `fresh` (restoring the old ones if that
    /// fails) and keeps `fresh`.
    func replace(with fresh: [LayoutConstraint]) throws(DSLError) {
        let wereActive = constraints.filter { $0.isActive }
        LayoutConstraint.deactivate(wereActive)
        do {
            try DSLScope.install(fresh)
        } catch {
            try? LayoutConstraint.activate(wereActive)
            throw error
        }
        constraints = fresh
    }
}

/// `constrain` replacing `group`'s constraints (Cartography's `constrain(_:replace:)`).
@discardableResult
public func constrain(
    _ a: any LayoutItem, replace group: ConstraintGroup, fileID: String = #fileID, line: Int = #line,
    _ block: (LayoutProxy) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    try constrainGroup([a], group, SourceLocation(fileID: fileID, line: line)) { block($0[0]) }
}

/// `constrain` for two items, replacing `group`'s constraints.
@discardableResult
public func constrain(
    _ a: any LayoutItem, _ b: any LayoutItem, replace group: ConstraintGroup, fileID: String = #fileID,
    line: Int = #line, _ block: (LayoutProxy, LayoutProxy) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    try constrainGroup([a, b], group, SourceLocation(fileID: fileID, line: line)) { block($0[0], $0[1]) }
}

/// `constrain` for any number of items, replacing `group`'s constraints.
@discardableResult
public func constrain(
    _ items: [any LayoutItem], replace group: ConstraintGroup, fileID: String = #fileID, line: Int = #line,
    _ block: ([LayoutProxy]) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    try constrainGroup(items, group, SourceLocation(fileID: fileID, line: line), block)
}

private func constrainGroup(
    _ items: [any LayoutItem], _ group: ConstraintGroup, _ location: SourceLocation,
    _ block: ([LayoutProxy]) -> Void
) throws(DSLError) -> [LayoutConstraint] {
    let context = ProxyContext(location: location)
    block(items.map { LayoutProxy($0, context: context) })
    try DSLScope.prepare(context.constraints)
    try group.replace(with: context.constraints)
    return context.constraints
}
