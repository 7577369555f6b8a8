/// An axis of a view, as `NSLayoutConstraint.Axis`: content hugging and compression
/// resistance are set per axis.
///
// snippet: given let label = LayoutView("label")
/// ```swift
/// label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
/// ```
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// Left to right: widths and x positions.
    case horizontal
    /// Top to bottom: heights and y positions.
    case vertical
}
