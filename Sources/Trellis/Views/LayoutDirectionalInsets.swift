/// Insets named by reading direction, as UIKit's `NSDirectionalEdgeInsets`: `leading` is
/// the left inset in left-to-right layouts.
///
/// The DSLs take them where they take ``LayoutInsets``; `leading` applies to the left,
/// leading and centre attributes and `trailing` to the right and trailing ones.
// snippet: given let screen = LayoutView("screen"), card = LayoutView("card")
// snippet: given screen.addSubview(card)
/// ```swift
/// import TrellisDSL
/// try card.makeConstraints { make in
///     make.directionalEdges.equalToSuperview().inset(LayoutDirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
/// }
/// ```
public struct LayoutDirectionalInsets: Sendable, Hashable {
    /// The top inset.
    public var top: Double
    /// The leading inset.
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The trailing inset.
    public var trailing: Double

    /// Creates insets from their four sides.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No insets.
    public static let zero = LayoutDirectionalInsets(all: 0)

    /// The insets with `leading` as the left and `trailing` as the right inset.
    public var insets: LayoutInsets { LayoutInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}
