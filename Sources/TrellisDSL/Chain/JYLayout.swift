import Trellis
import TrellisSolver

/// A JYAutoLayout chain (`UIedgeView`): name the relations of one view with JYAutoLayout's
/// defaults, then add them with ``end()``, ``remake()`` or ``update()``.
///
/// Defaults, as in JYAutoLayout: `top(v)` puts the view below `v` (top to `v`'s bottom),
/// `left(v)` to its right, `bottom(v)` above it and `right(v)` to its left; the `align…`
/// forms relate the same edge (`alignTop(v)`: top to `v`'s top). Gaps are positive numbers
/// in every direction: `right(v, c: 8)` leaves 8 points between this view's right and `v`'s
/// left; for `bottom` and `right` a `>=`/`<=` relation is about the gap (so it is mirrored
/// on the edges). Unlike JYAutoLayout:
/// - relative to an ancestor (the superview), `top`, `left`, `bottom` and `right` mean the
///   inside edge (`top(superview, c: 10)` is 10 below the superview's top), since the
///   outside edge is never what such code wants;
/// - the default priority is `.required` (JYAutoLayout used 750, which silently loses to
///   other constraints);
/// - misuse throws ``DSLError`` instead of crashing.
///
/// A later relation on the same attribute replaces an earlier one in the chain.
// snippet: given let row = LayoutView("row"), center = LayoutView("center"), right = LayoutView("right")
// snippet: given let btnSize = LayoutSize(width: 60, height: 30)
/// ```swift
/// try center.jy.centerX(row).centerY(row).size(100, h: 40).end()
/// try right.jy.left(center, c: 8).alignTop(center).size(btnSize).end()
/// try right.jy.width(120).update()     // replaces right's width constraints only
/// ```
public final class JYLayout {
    /// The view the chain constrains.
    public let view: LayoutView
    var specs: [JYSpec] = []

    /// Starts a chain for `view` (JYAutoLayout's `UIedgeView(view)`).
    public init(_ view: LayoutView) {
        self.view = view
    }

    /// One relation of the chain.
    struct JYSpec {
        let attribute: LayoutAttribute
        let other: (any LayoutItem)?
        let otherAttribute: LayoutAttribute
        let multiplier: Double
        let constant: Double
        let relation: LayoutRelation
        let priority: LayoutPriority
        let location: SourceLocation
    }

    /// Adds a relation, replacing an earlier one on the same attribute.
    func add(
        _ attribute: LayoutAttribute, _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute,
        m: Double, c: Double, e: LayoutRelation, p: LayoutPriority, _ fileID: String, _ line: Int
    ) -> JYLayout {
        specs.removeAll { $0.attribute == attribute }
        specs.append(
            JYSpec(
                attribute: attribute, other: other, otherAttribute: otherAttribute, multiplier: m,
                constant: c,
                relation: e, priority: p, location: SourceLocation(fileID: fileID, line: line)))
        return self
    }

    /// Whether `item` is an ancestor of the view (or the owner of a guide that is).
    func isAncestor(_ item: any LayoutItem) -> Bool {
        guard let other = item as? LayoutView else { return false }
        return view !== other && view.isDescendant(of: other)
    }

    /// The constraints of the chain, built and validated (not installed).
    func build() throws(DSLError) -> [LayoutConstraint] {
        let constraints = specs.map { spec in
            LayoutConstraint(
                item: view, attribute: spec.attribute, relatedBy: spec.relation, toItem: spec.other,
                attribute: spec.otherAttribute, multiplier: spec.multiplier, constant: spec.constant,
                priority: spec.priority, fileID: spec.location.fileID, line: spec.location.line)
        }
        for (constraint, spec) in zip(constraints, specs) where !constraint.constant.isFinite {
            throw .invalidValue(what: "a non-finite gap or size", location: spec.location)
        }
        try DSLScope.prepare(constraints)
        return constraints
    }

    /// Adds the chain's constraints (JYAutoLayout's `end()`), all or none.
    /// - Returns: the constraints added by this call.
    @discardableResult
    public func end() throws(DSLError) -> [LayoutConstraint] {
        let constraints = try build()
        try DSLScope.install(constraints)
        return constraints
    }

    /// Removes every constraint the view has made (`LayoutView.madeConstraints`), then
    /// adds the chain's. If the chain is invalid, nothing changes.
    @discardableResult
    public func remake() throws(DSLError) -> [LayoutConstraint] {
        try replace { _ in true }
    }

    /// Removes the view's constraints on the attributes this chain names (e.g. centerX,
    /// width and height for `centerX(v).size(100, h: 100)`), then adds the chain's. If the
    /// chain is invalid, nothing changes.
    @discardableResult
    public func update() throws(DSLError) -> [LayoutConstraint] {
        let named = Set(specs.map(\.attribute))
        return try replace { named.contains($0.firstAttribute) }
    }

    private func replace(_ shouldRemove: (LayoutConstraint) -> Bool) throws(DSLError) -> [LayoutConstraint] {
        let constraints = try build()
        let old = view.madeConstraints().filter(shouldRemove)
        LayoutConstraint.deactivate(old)
        do {
            try DSLScope.install(constraints)
        } catch {
            try? LayoutConstraint.activate(old)
            throw error
        }
        return constraints
    }
}

extension LayoutView {
    /// A JYAutoLayout chain for this view: `view.jy.left(other, c: 8).alignTop(other).end()`.
    public var jy: JYLayout { JYLayout(self) }
}
