/// Distances inward from each edge of a rectangle, as `UIEdgeInsets` (top, left, bottom,
/// right).
///
/// A view's ``LayoutView/layoutMargins`` are insets; the margin attributes
/// (`leftMargin`, `topMargin`, ...) measure from them.
// snippet: given let view = LayoutView("view")
/// ```swift
/// view.layoutMargins = LayoutInsets(top: 10, left: 16, bottom: 10, right: 16)
/// let all8 = LayoutInsets(all: 8)
/// ```
public struct LayoutInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No insets.
    public static let zero = LayoutInsets(all: 0)

    /// Whether every number is finite.
    public var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }
}
