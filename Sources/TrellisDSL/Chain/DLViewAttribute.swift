import Trellis
import TrellisSolver

/// One attribute of a view in a DLSimpleAutolayout chain: relate it, adjust it, install it.
///
// snippet: given let superview = LayoutView("superview"), view1 = LayoutView("view1")
/// ```swift
/// let padding = LayoutInsets(all: 10)
/// try [
///     view1.dl_top.equalTo(superview).offset(padding.top),
///     view1.dl_left.equalTo(superview).offset(padding.left),
///     view1.dl_bottom.equalTo(superview).offset(-padding.bottom),
///     view1.dl_right.equalTo(superview).offset(-padding.right),
/// ].install()
/// ```
/// Targets are any ``ConstraintTarget``, read as in the maker: a view means its same
/// attribute, `other.dl_bottom` or `other.dsl.bottom` a given attribute, a number a constant
/// for a dimension and an offset from the superview's same attribute for a position. The
/// relation records where it was written (`#fileID`, `#line`). A chain is a value: each step
/// returns a new one.
public struct DLViewAttribute {
    /// The view of the first attribute.
    public let view: LayoutView
    /// The first attribute.
    public let attribute: LayoutAttribute
    var relation: LayoutRelation?
    var target: ConstraintTargetValue?
    var multiplier: Double = 1
    var offsetAmount: Double = 0
    var priorityValue: LayoutPriority = .required
    var label: String?
    var location = SourceLocation.unknown

    init(_ view: LayoutView, _ attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }

    private func relating(
        _ relation: LayoutRelation, _ target: ConstraintTargetValue, _ fileID: String, _ line: Int
    )
        -> DLViewAttribute
    {
        var copy = self
        copy.relation = relation
        copy.target = target
        copy.location = SourceLocation(fileID: fileID, line: line)
        return copy
    }

    /// `attribute == target`.
    public func equalTo(_ target: some ConstraintTarget, fileID: String = #fileID, line: Int = #line)
        -> DLViewAttribute
    {
        relating(.equal, target.constraintTarget, fileID, line)
    }

    /// `attribute <= target`.
    public func lessThanOrEqualTo(
        _ target: some ConstraintTarget, fileID: String = #fileID, line: Int = #line
    )
        -> DLViewAttribute
    {
        relating(.lessThanOrEqual, target.constraintTarget, fileID, line)
    }

    /// `attribute >= target`.
    public func greaterThanOrEqualTo(
        _ target: some ConstraintTarget, fileID: String = #fileID, line: Int = #line
    )
        -> DLViewAttribute
    {
        relating(.greaterThanOrEqual, target.constraintTarget, fileID, line)
    }

    /// Multiplies the second attribute.
    public func multipliedBy(_ multiplier: Double) -> DLViewAttribute {
        var copy = self
        copy.multiplier = multiplier
        return copy
    }

    /// Adds `amount` to the constant.
    public func offset(_ amount: Double) -> DLViewAttribute {
        var copy = self
        copy.offsetAmount = amount
        return copy
    }

    /// Sets the priority.
    public func priority(_ priority: LayoutPriority) -> DLViewAttribute {
        var copy = self
        copy.priorityValue = priority
        return copy
    }

    /// Sets the identifier.
    public func labeled(_ label: String) -> DLViewAttribute {
        var copy = self
        copy.label = label
        return copy
    }

    /// The constraint, built and not installed.
    /// - Throws: ``DSLError`` when the chain has no relation or its target does not fit.
    public func constraint() throws(DSLError) -> LayoutConstraint {
        let description = MakerDescription(item: view, attributes: [attribute], location: location)
        if let relation, let target {
            description.relate(relation, .value(target), fileID: location.fileID, line: location.line)
        }
        description.multiplier = multiplier
        description.modifier = .offset(offsetAmount)
        description.priority = priorityValue
        description.label = label
        let built = try description.resolve()
        guard let first = built.first else {
            throw .missingRelation(attributes: [attribute], location: location)
        }
        return first.0
    }

    /// Builds and activates the constraint (DLSimpleAutolayout's `install()`).
    /// - Throws: ``DSLError``; nothing is activated then.
    @discardableResult
    public func install() throws(DSLError) -> LayoutConstraint {
        let built = try constraint()
        try DSLScope.install([built])
        return built
    }
}

extension Array where Element == DLViewAttribute {
    /// Builds and activates every chain, all or none (DLSimpleAutolayout's
    /// `dl_constraint_install()`).
    /// - Throws: the first ``DSLError``; nothing is activated then.
    @discardableResult
    public func install() throws(DSLError) -> [LayoutConstraint] {
        var built: [LayoutConstraint] = []
        for chain in self { built.append(try chain.constraint()) }
        try DSLScope.install(built)
        return built
    }

    /// The same as ``install()``, under DLSimpleAutolayout's name.
    @discardableResult
    public func dl_constraint_install() throws(DSLError) -> [LayoutConstraint] {
        try install()
    }
}

extension DLViewAttribute: ConstraintTarget {
    /// The chain's view and attribute, as a target: `equalTo(superview.dl_bottom)`.
    public var constraintTarget: ConstraintTargetValue { .attributes(view, [attribute]) }
}
