import Trellis

/// An edge for PureLayout's `autoPin…` calls, as `ALEdge`.
///
// snippet: given let avatar = LayoutView("avatar")
/// ```swift
/// try avatar.autoPinEdge(toSuperviewEdge: .leading, withInset: 15)
/// ```
public enum ALEdge: Sendable, Hashable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in left-to-right layouts).
    case leading
    /// The trailing edge (right in left-to-right layouts).
    case trailing

    /// The edge as a layout attribute.
    public var attribute: LayoutAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        }
    }

    /// The same edge of the margins.
    public var marginAttribute: LayoutAttribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        }
    }

    /// Whether an inset from this edge is a negative constant (bottom, right, trailing).
    var insetIsNegative: Bool { self == .bottom || self == .right || self == .trailing }
}

/// An axis for PureLayout's alignment calls, as `ALAxis`: `.vertical` is the vertical line
/// through the centre (centerX), `.horizontal` the horizontal one (centerY).
///
// snippet: given let avatar = LayoutView("avatar"), name = LayoutView("name"), time = LayoutView("time")
/// ```swift
/// try [avatar, name, time].autoAlignViews(to: ALAxis.horizontal)   // same centerY
/// ```
public enum ALAxis: Sendable, Hashable, CaseIterable {
    /// The vertical line through the centre: centerX.
    case vertical
    /// The horizontal line through the centre: centerY.
    case horizontal
    /// The first text baseline.
    case firstBaseline
    /// The last text baseline.
    case lastBaseline

    /// `.lastBaseline`, PureLayout's `ALAxisBaseline`.
    public static let baseline = ALAxis.lastBaseline

    /// The axis as a layout attribute.
    public var attribute: LayoutAttribute {
        switch self {
        case .vertical: .centerX
        case .horizontal: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    /// The axis within the margins (baselines have none: themselves).
    var marginAttribute: LayoutAttribute {
        switch self {
        case .vertical: .centerXWithinMargins
        case .horizontal: .centerYWithinMargins
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }
}

/// A dimension for PureLayout's calls, as `ALDimension`.
///
// snippet: given let avatar = LayoutView("avatar")
/// ```swift
/// try avatar.autoSetDimension(.width, toSize: 32)
/// ```
public enum ALDimension: Sendable, Hashable, CaseIterable {
    /// The width.
    case width
    /// The height.
    case height

    /// The dimension as a layout attribute.
    public var attribute: LayoutAttribute { self == .width ? .width : .height }
}
