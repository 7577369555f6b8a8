/// Trellis: views, anchors and constraints solved into frames.
///
/// ```swift
/// print("Trellis \(Trellis.version)")
/// ```
public enum Trellis {
    /// The library version.
    public static let version = "0.2.0"
}
