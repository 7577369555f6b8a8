/// A width and a height, as `CGSize`.
///
// snippet: given let cell = LayoutView("cell")
/// ```swift
/// let size = cell.systemLayoutSizeFitting(LayoutSize(width: 375, height: 0),
///     horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
/// ```
public struct LayoutSize: Sendable, Hashable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// (0, 0).
    public static let zero = LayoutSize(width: 0, height: 0)
}

extension LayoutSize: CustomStringConvertible {
    /// `(width, height)`.
    public var description: String { "(\(formatNumber(width)), \(formatNumber(height)))" }
}
