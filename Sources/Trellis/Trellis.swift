public import TrellisSolver

/// Trellis: views, anchors and constraints solved into frames.
public enum Trellis {
    /// The library version.
    public static let version = "0.1.0"
}
