/// Which way leading and trailing point, as `UIUserInterfaceLayoutDirection`.
///
/// Set it on the root of a tree; every view in the tree uses the root's direction.
// snippet: given let root = LayoutView("root")
/// ```swift
/// root.layoutDirection = .rightToLeft   // leading is now the right edge
/// ```
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is the left edge (English).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew); constants on leading/trailing relations
    /// are mirrored.
    case rightToLeft
}
