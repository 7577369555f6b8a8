/// A position of an item, as NSLayoutAnchor's axis anchors: relate it to another position
/// of the same axis (``LayoutXAxisAnchor`` or ``LayoutYAxisAnchor``; the other axis does not
/// compile), with a constant, or at the system spacing.
///
// snippet: given let avatar = LayoutView("avatar"), name = LayoutView("name"), body = LayoutView("body")
/// ```swift
/// let gap = name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 10)
/// let standardGap = name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor)
/// let below = body.topAnchor.constraint(equalToSystemSpacingBelow: name.bottomAnchor)
/// ```
public struct LayoutAxisAnchor<Axis: EdgeAxis> {
    let expression: AnchorExpression

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        expression = .attribute(AnchorTerm(item, attribute))
    }

    /// The item, or nil once it has been deallocated.
    public var item: (any LayoutItem)? { expression.primary.item }
    /// The attribute.
    public var attribute: LayoutAttribute { expression.primary.attribute }

    /// `self == other + constant`.
    public func constraint(
        equalTo other: LayoutAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .equal, other.expression, multiplier: 1, constant: constant, fileID: fileID,
            line: line)
    }

    /// `self >= other + constant`.
    public func constraint(
        greaterThanOrEqualTo other: LayoutAxisAnchor, constant: Double = 0, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .greaterThanOrEqual, other.expression, multiplier: 1, constant: constant,
            fileID: fileID, line: line)
    }

    /// `self <= other + constant`.
    public func constraint(
        lessThanOrEqualTo other: LayoutAxisAnchor, constant: Double = 0, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .lessThanOrEqual, other.expression, multiplier: 1, constant: constant,
            fileID: fileID, line: line)
    }

    /// The distance from this anchor to `other` (`other - self`), as a dimension you can
    /// constrain: equal gaps, a gap at least some size. For leading/trailing anchors under
    /// right-to-left the distance is measured right to left, so it stays positive when
    /// `other` follows `self` in reading order.
    public func anchorWithOffset(to other: LayoutAxisAnchor) -> LayoutDimension {
        LayoutDimension(.distance(from: expression.primary, to: other.expression.primary))
    }

    /// `self REL other + 8 * multiplier`: the system spacing forms of both axes.
    func systemSpacing(
        _ relation: LayoutRelation, _ other: LayoutAxisAnchor, _ multiplier: Double, _ fileID: String,
        _ line: Int
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, relation, other.expression, multiplier: 1,
            constant: LayoutConstraint.systemSpacing * multiplier, fileID: fileID, line: line)
    }
}

/// A horizontal position of an item: left, right, leading, trailing, centerX and the margin
/// forms.
public typealias LayoutXAxisAnchor = LayoutAxisAnchor<HorizontalEdges>

/// A vertical position of an item: top, bottom, centerY, the baselines and the margin forms.
public typealias LayoutYAxisAnchor = LayoutAxisAnchor<VerticalEdges>

extension LayoutAxisAnchor where Axis == HorizontalEdges {
    /// `self == other + 8 * multiplier`: the system spacing after `other`.
    public func constraint(
        equalToSystemSpacingAfter other: LayoutAxisAnchor, multiplier: Double = 1, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.equal, other, multiplier, fileID, line)
    }

    /// `self >= other + 8 * multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter other: LayoutAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, other, multiplier, fileID, line)
    }

    /// `self <= other + 8 * multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter other: LayoutAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.lessThanOrEqual, other, multiplier, fileID, line)
    }
}

extension LayoutAxisAnchor where Axis == VerticalEdges {
    /// `self == other + 8 * multiplier`: the system spacing below `other`.
    public func constraint(
        equalToSystemSpacingBelow other: LayoutAxisAnchor, multiplier: Double = 1, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.equal, other, multiplier, fileID, line)
    }

    /// `self >= other + 8 * multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow other: LayoutAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, other, multiplier, fileID, line)
    }

    /// `self <= other + 8 * multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow other: LayoutAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.lessThanOrEqual, other, multiplier, fileID, line)
    }
}
