/// Attributes named in a maker closure, waiting for a relation: chain more attributes
/// (`make.left.top`) or relate them (`equalTo`, `lessThanOrEqualTo`,
/// `greaterThanOrEqualTo`, and the `...Superview()` forms).
///
/// Every relation records where it was written (`#fileID`, `#line`), which conflict
/// reports and errors print.
/// ```swift
/// make.top.equalTo(avatar.dsl.bottom).offset(10)
/// make.width.lessThanOrEqualToSuperview().multipliedBy(0.5)
/// ```
public struct MakerExtendable {
    let description: MakerDescription

    init(_ description: MakerDescription) { self.description = description }

    private func adding(_ attributes: [LayoutAttribute]) -> MakerExtendable {
        description.attributes.append(contentsOf: attributes)
        return self
    }

    public var left: MakerExtendable { adding([.left]) }
    public var right: MakerExtendable { adding([.right]) }
    public var top: MakerExtendable { adding([.top]) }
    public var bottom: MakerExtendable { adding([.bottom]) }
    public var leading: MakerExtendable { adding([.leading]) }
    public var trailing: MakerExtendable { adding([.trailing]) }
    public var width: MakerExtendable { adding([.width]) }
    public var height: MakerExtendable { adding([.height]) }
    public var centerX: MakerExtendable { adding([.centerX]) }
    public var centerY: MakerExtendable { adding([.centerY]) }
    public var firstBaseline: MakerExtendable { adding([.firstBaseline]) }
    public var lastBaseline: MakerExtendable { adding([.lastBaseline]) }
    public var leftMargin: MakerExtendable { adding([.leftMargin]) }
    public var rightMargin: MakerExtendable { adding([.rightMargin]) }
    public var topMargin: MakerExtendable { adding([.topMargin]) }
    public var bottomMargin: MakerExtendable { adding([.bottomMargin]) }
    public var leadingMargin: MakerExtendable { adding([.leadingMargin]) }
    public var trailingMargin: MakerExtendable { adding([.trailingMargin]) }
    public var centerXWithinMargins: MakerExtendable { adding([.centerXWithinMargins]) }
    public var centerYWithinMargins: MakerExtendable { adding([.centerYWithinMargins]) }

    public var edges: MakerExtendable { adding(AttributeSets.edges) }
    public var horizontalEdges: MakerExtendable { adding(AttributeSets.horizontalEdges) }
    public var verticalEdges: MakerExtendable { adding(AttributeSets.verticalEdges) }
    public var directionalEdges: MakerExtendable { adding(AttributeSets.directionalEdges) }
    public var size: MakerExtendable { adding(AttributeSets.size) }
    public var center: MakerExtendable { adding(AttributeSets.center) }
    public var margins: MakerExtendable { adding(AttributeSets.margins) }
    public var directionalMargins: MakerExtendable { adding(AttributeSets.directionalMargins) }
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
