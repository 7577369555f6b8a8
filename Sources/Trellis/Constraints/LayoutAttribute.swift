/// A part of a layout item's frame that a constraint relates, as `NSLayoutConstraint.Attribute`.
///
/// Attributes fall into three kinds that may only be related within their kind: the
/// horizontal positions (``isXAxis``), the vertical positions (``isYAxis``) and the two
/// dimensions (``isDimension``). ``notAnAttribute`` stands for "no item" on the right side of
/// a constraint to a constant.
// snippet: given let cell = LayoutView("cell"), avatar = LayoutView("avatar")
/// ```swift
/// let c = LayoutConstraint(item: avatar, attribute: .leading, relatedBy: .equal,
///                          toItem: cell, attribute: .leadingMargin, constant: 7)
/// ```
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// The left edge (x axis).
    case left
    /// The right edge (x axis).
    case right
    /// The top edge (y axis).
    case top
    /// The bottom edge (y axis).
    case bottom
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones (x axis).
    case leading
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones (x axis).
    case trailing
    /// The width (a dimension).
    case width
    /// The height (a dimension).
    case height
    /// The horizontal centre (x axis).
    case centerX
    /// The vertical centre (y axis).
    case centerY
    /// The baseline of the first line of text (y axis).
    case firstBaseline
    /// The baseline of the last line of text (y axis).
    case lastBaseline
    /// The left edge inset by the left layout margin (x axis).
    case leftMargin
    /// The right edge inset by the right layout margin (x axis).
    case rightMargin
    /// The top edge inset by the top layout margin (y axis).
    case topMargin
    /// The bottom edge inset by the bottom layout margin (y axis).
    case bottomMargin
    /// The leading edge inset by the leading layout margin (x axis).
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin (x axis).
    case trailingMargin
    /// The horizontal centre of the margin rectangle (x axis).
    case centerXWithinMargins
    /// The vertical centre of the margin rectangle (y axis).
    case centerYWithinMargins
    /// No attribute: the right side of a constraint to a constant.
    case notAnAttribute

    /// Whether this is a horizontal position (left, right, leading, trailing, centerX and
    /// their margin forms).
    public var isXAxis: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return true
        default: return false
        }
    }

    /// Whether this is a vertical position (top, bottom, centerY, the baselines and the
    /// margin forms).
    public var isYAxis: Bool {
        switch self {
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return true
        default: return false
        }
    }

    /// Whether this is `width` or `height`.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether this follows the layout direction (leading, trailing and their margins).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Whether this is an absolute horizontal edge (left, right and their margins), which
    /// may not be related to a directional one.
    public var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// Whether this uses the item's layout margins (only views have them).
    public var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return true
        default: return false
        }
    }

    /// Whether this is a baseline (only views have them).
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute named as in UIKit and in FORMATS.md (`"leadingMargin"`), or nil.
    public init?(name: String) {
        guard let attribute = LayoutAttribute(rawValue: name), attribute != .notAnAttribute else {
            return nil
        }
        self = attribute
    }
}

extension LayoutAttribute: CustomStringConvertible {
    public var description: String { rawValue }
}
