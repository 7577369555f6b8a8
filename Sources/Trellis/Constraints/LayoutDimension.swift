/// A width or a height, or a distance between two positions (``LayoutAxisAnchor/anchorWithOffset(to:)``),
/// as `NSLayoutDimension`.
///
/// Dimensions relate to dimensions (with a multiplier) and to constants.
// snippet: given let avatar = LayoutView("avatar"), image = LayoutView("image")
// snippet: given let button = LayoutView("button"), a = LayoutView("a"), b = LayoutView("b")
// snippet: given let c = LayoutView("c")
/// ```swift
/// let gap1 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
/// let gap2 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
/// try LayoutConstraint.activate([
///     avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),             // square
///     image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16),
///     button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
///     gap1.constraint(equalTo: gap2),                                          // equal gaps
/// ])
/// ```
public struct LayoutDimension {
    let expression: AnchorExpression

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        expression = .attribute(AnchorTerm(item, attribute))
    }

    init(_ expression: AnchorExpression) {
        self.expression = expression
    }

    /// The item (for a distance: the item it starts from), or nil once deallocated.
    public var item: (any LayoutItem)? { expression.primary.item }
    /// `width` or `height` (for a distance: the attribute it starts from).
    public var attribute: LayoutAttribute { expression.primary.attribute }

    /// `self == multiplier * other + constant`.
    public func constraint(
        equalTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .equal, other.expression, multiplier: multiplier, constant: constant,
            fileID: fileID, line: line)
    }

    /// `self >= multiplier * other + constant`.
    public func constraint(
        greaterThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .greaterThanOrEqual, other.expression, multiplier: multiplier, constant: constant,
            fileID: fileID, line: line)
    }

    /// `self <= multiplier * other + constant`.
    public func constraint(
        lessThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .lessThanOrEqual, other.expression, multiplier: multiplier, constant: constant,
            fileID: fileID, line: line)
    }

    /// `self == constant`.
    public func constraint(
        equalToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .equal, nil, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .greaterThanOrEqual, nil, multiplier: 1, constant: constant, fileID: fileID,
            line: line)
    }

    /// `self <= constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        AnchorFactory.make(
            expression, .lessThanOrEqual, nil, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }
}
