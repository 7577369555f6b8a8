public import Trellis

/// How a document is laid out: on which device, how text is sized, and what the importer
/// keeps.
///
/// ```swift
/// var options = InterfaceBuilderOptions()
/// options.device = InterfaceBuilderDevice.named("retina4_0")   // the smallest phone
/// let document = try InterfaceBuilderDocument(path: "Main.storyboard", options: options)
/// ```
public struct InterfaceBuilderOptions: Sendable {
    /// How views that show text get their intrinsic size.
    public enum TextSizing: Sendable {
        /// The size Xcode measured and stored (the view's stored frame): exact on the
        /// document's own device, and fixed elsewhere.
        case stored
        /// Measured with a text measurer for each view's font (its point size, or the text
        /// style's size at the default content size), in a family of the provider's choosing.
        case measured(any TextMeasurerProvider)
    }

    /// The device to lay out on; nil: the document's own (`<device id>`).
    public var device: InterfaceBuilderDevice?
    /// How text is sized (``TextSizing/stored`` by default).
    public var text: TextSizing = .stored
    /// Whether constraints marked `placeholder="YES"` (removed at build time) are kept, as
    /// Xcode keeps them when it lays the document out in the canvas (default true).
    public var keepsPlaceholderConstraints = true
    /// Whether frames snap to the device's pixel grid, as UIKit does (default true).
    public var snapsToPixels = true

    /// The default options: the document's device, stored text sizes, placeholders kept,
    /// pixel snapping on.
    public init() {}
}
