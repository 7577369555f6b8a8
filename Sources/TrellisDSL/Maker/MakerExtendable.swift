import Trellis

/// Attributes named in a maker closure, waiting for a relation: chain more attributes
/// (`make.left.top`) or relate them (`equalTo`, `lessThanOrEqualTo`,
/// `greaterThanOrEqualTo`, and the `...Superview()` forms).
///
/// Every relation records where it was written (`#fileID`, `#line`), which conflict
/// reports and errors print.
// snippet: given let cell = LayoutView("cell"), avatar = LayoutView("avatar"), body = LayoutView("body")
// snippet: given for view in [avatar, body] { cell.addSubview(view) }
/// ```swift
/// try body.makeConstraints { make in
///     make.top.equalTo(avatar.dsl.bottom).offset(10)
///     make.width.lessThanOrEqualToSuperview().multipliedBy(0.5)
/// }
/// ```
public struct MakerExtendable {
    let description: MakerDescription

    init(_ description: MakerDescription) { self.description = description }

    private func adding(_ attributes: [LayoutAttribute]) -> MakerExtendable {
        description.attributes.append(contentsOf: AttributeSets.composite(attributes, description.dialect))
        return self
    }

    /// Masonry's `and`: reads well between attributes (`make.top.and.left`), adds nothing.
    public var and: MakerExtendable { self }
    /// Masonry's `with`: reads well (`make.top.with.left`), adds nothing.
    public var with: MakerExtendable { self }
    /// Adds the leading and trailing edges.
    public var directionalHorizontalEdges: MakerExtendable {
        adding(AttributeSets.directionalHorizontalEdges)
    }
    /// Adds the top and bottom edges.
    public var directionalVerticalEdges: MakerExtendable { adding(AttributeSets.directionalVerticalEdges) }
    /// Adds the last baseline (Masonry's `baseline`).
    public var baseline: MakerExtendable { adding([.lastBaseline]) }

    /// Adds the view's left edge to the attributes being related.
    public var left: MakerExtendable { adding([.left]) }
    /// Adds the view's right edge to the attributes being related.
    public var right: MakerExtendable { adding([.right]) }
    /// Adds the view's top edge to the attributes being related.
    public var top: MakerExtendable { adding([.top]) }
    /// Adds the view's bottom edge to the attributes being related.
    public var bottom: MakerExtendable { adding([.bottom]) }
    /// Adds the view's leading edge (left in left-to-right layouts) to the attributes being related.
    public var leading: MakerExtendable { adding([.leading]) }
    /// Adds the view's trailing edge (right in left-to-right layouts) to the attributes being related.
    public var trailing: MakerExtendable { adding([.trailing]) }
    /// Adds the view's width to the attributes being related.
    public var width: MakerExtendable { adding([.width]) }
    /// Adds the view's height to the attributes being related.
    public var height: MakerExtendable { adding([.height]) }
    /// Adds the view's horizontal centre to the attributes being related.
    public var centerX: MakerExtendable { adding([.centerX]) }
    /// Adds the view's vertical centre to the attributes being related.
    public var centerY: MakerExtendable { adding([.centerY]) }
    /// Adds the view's first text baseline to the attributes being related.
    public var firstBaseline: MakerExtendable { adding([.firstBaseline]) }
    /// Adds the view's last text baseline to the attributes being related.
    public var lastBaseline: MakerExtendable { adding([.lastBaseline]) }
    /// Adds the view's left edge inset by its left layout margin to the attributes being related.
    public var leftMargin: MakerExtendable { adding([.leftMargin]) }
    /// Adds the view's right edge inset by its right layout margin to the attributes being related.
    public var rightMargin: MakerExtendable { adding([.rightMargin]) }
    /// Adds the view's top edge inset by its top layout margin to the attributes being related.
    public var topMargin: MakerExtendable { adding([.topMargin]) }
    /// Adds the view's bottom edge inset by its bottom layout margin to the attributes being related.
    public var bottomMargin: MakerExtendable { adding([.bottomMargin]) }
    /// Adds the view's leading edge inset by its leading layout margin to the attributes being related.
    public var leadingMargin: MakerExtendable { adding([.leadingMargin]) }
    /// Adds the view's trailing edge inset by its trailing layout margin to the attributes being related.
    public var trailingMargin: MakerExtendable { adding([.trailingMargin]) }
    /// Adds the horizontal centre of the view's margin rectangle to the attributes being related.
    public var centerXWithinMargins: MakerExtendable { adding([.centerXWithinMargins]) }
    /// Adds the vertical centre of the view's margin rectangle to the attributes being related.
    public var centerYWithinMargins: MakerExtendable { adding([.centerYWithinMargins]) }

    /// Adds all four edges (top, left, bottom, right) to the attributes being related.
    public var edges: MakerExtendable { adding(AttributeSets.edges) }
    /// Adds the left and right edges to the attributes being related.
    public var horizontalEdges: MakerExtendable { adding(AttributeSets.horizontalEdges) }
    /// Adds the top and bottom edges to the attributes being related.
    public var verticalEdges: MakerExtendable { adding(AttributeSets.verticalEdges) }
    /// Adds all four edges, direction-aware (top, leading, bottom, trailing) to the attributes being related.
    public var directionalEdges: MakerExtendable { adding(AttributeSets.directionalEdges) }
    /// Adds the width and height to the attributes being related.
    public var size: MakerExtendable { adding(AttributeSets.size) }
    /// Adds the horizontal and vertical centre to the attributes being related.
    public var center: MakerExtendable { adding(AttributeSets.center) }
    /// Adds all four margin edges (topMargin, leftMargin, bottomMargin, rightMargin) to the attributes being
    /// related.
    public var margins: MakerExtendable { adding(AttributeSets.margins) }
    /// Adds all four margin edges, direction-aware (topMargin, leadingMargin, bottomMargin, trailingMargin)
    /// to the attributes being related.
    public var directionalMargins: MakerExtendable { adding(AttributeSets.directionalMargins) }
    /// Adds the centre of the margin rectangle (centerXWithinMargins, centerYWithinMargins) to the attributes
    /// being related.
    public var centerWithinMargins: MakerExtendable { adding(AttributeSets.centerWithinMargins) }

    private func relate(
        _ relation: LayoutRelation, _ target: MakerDescription.Target, _ fileID: String, _ line: Int
    ) -> MakerEditable {
        description.relate(relation, target, fileID: fileID, line: line)
        return MakerEditable(description)
    }

    /// `attribute == target` (see ``ConstraintTargetValue`` for how each target applies).
    @discardableResult
    public func equalTo(_ target: some ConstraintTarget, fileID: String = #fileID, line: Int = #line)
        -> MakerEditable
    {
        relate(.equal, .value(target.constraintTarget), fileID, line)
    }

    /// `attribute <= target`.
    @discardableResult
    public func lessThanOrEqualTo(
        _ target: some ConstraintTarget, fileID: String = #fileID, line: Int = #line
    )
        -> MakerEditable
    {
        relate(.lessThanOrEqual, .value(target.constraintTarget), fileID, line)
    }

    /// `attribute >= target`.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ target: some ConstraintTarget, fileID: String = #fileID, line: Int = #line
    ) -> MakerEditable {
        relate(.greaterThanOrEqual, .value(target.constraintTarget), fileID, line)
    }

    /// `attribute == superview.attribute`; ``DSLError/noSuperview(view:location:)`` without one.
    @discardableResult
    public func equalToSuperview(fileID: String = #fileID, line: Int = #line) -> MakerEditable {
        relate(.equal, .superview, fileID, line)
    }

    /// `attribute <= superview.attribute`.
    @discardableResult
    public func lessThanOrEqualToSuperview(fileID: String = #fileID, line: Int = #line) -> MakerEditable {
        relate(.lessThanOrEqual, .superview, fileID, line)
    }

    /// `attribute >= superview.attribute`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(fileID: String = #fileID, line: Int = #line) -> MakerEditable {
        relate(.greaterThanOrEqual, .superview, fileID, line)
    }
}
