// Generated shape shared with the other axis; keep the two files in step.

/// A vertical position of an item: top, bottom, centerY, the baselines and the margin
/// forms.
///
/// Anchors of one axis only relate to each other, so a wrong pair does not compile, as with
/// `NSLayoutXAxisAnchor`/`NSLayoutYAxisAnchor`.
/// ```swift
/// time.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor)
/// body.topAnchor.constraint(equalToSystemSpacingBelow: name.bottomAnchor)
/// ```
public struct LayoutYAxisAnchor {
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
        equalTo other: LayoutYAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .equal, other.expression, multiplier: 1, constant: constant, fileID: fileID,
            line: line)
    }

    /// `self >= other + constant`.
    public func constraint(
        greaterThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .greaterThanOrEqual, other.expression, multiplier: 1, constant: constant,
            fileID: fileID, line: line)
    }

    /// `self <= other + constant`.
    public func constraint(
        lessThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .lessThanOrEqual, other.expression, multiplier: 1, constant: constant,
            fileID: fileID, line: line)
    }

    /// `self == other + 8 * multiplier`: the system spacing below `other`.
    public func constraint(
        equalToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .equal, other.expression, multiplier: 1,
            constant: LayoutConstraint.systemSpacing * multiplier, fileID: fileID, line: line)
    }

    /// `self >= other + 8 * multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .greaterThanOrEqual, other.expression, multiplier: 1,
            constant: LayoutConstraint.systemSpacing * multiplier, fileID: fileID, line: line)
    }

    /// `self <= other + 8 * multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .lessThanOrEqual, other.expression, multiplier: 1,
            constant: LayoutConstraint.systemSpacing * multiplier, fileID: fileID, line: line)
    }

    /// The distance from this anchor to `other` (`other - self`), as a dimension you can
    /// constrain: equal gaps, a gap at least some size. For leading/trailing anchors under
    /// right-to-left the distance is measured right to left, so it stays positive when
    /// `other` follows `self` in reading order.
    public func anchorWithOffset(to other: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(.distance(from: expression.primary, to: other.expression.primary))
    }
}
