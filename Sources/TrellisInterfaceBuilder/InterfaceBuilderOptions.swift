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

    /// Where the simulated metrics a document does not write come from: the status bar and
    /// bars over a controller's view (its safe area) and the layout margins UIKit gives views.
    ///
    /// ```swift
    /// var options = InterfaceBuilderOptions()
    /// options.metrics = .device   // strict: a view off its margin is misplaced even if alone
    /// let document = try InterfaceBuilderDocument(path: "Main.storyboard", options: options)
    /// ```
    public enum SimulatedMetrics: String, Sendable, CaseIterable {
        /// On the document's own device, the safe area's top and bottom and each view's
        /// margins are read back from the stored frames (the most common reading among the
        /// views pinned to that edge that Xcode did not flag misplaced or ambiguous), with
        /// UIKit's defaults where no view says; on another device, the bars read this way are
        /// kept over the device's own insets. The default. A view Xcode did not flag that
        /// moved off its edge and is the only one pinned to it moves the edge with it, and is
        /// not reported.
        case stored
        /// Only the device table and UIKit's defaults: every view off its margin or safe area
        /// is reported, and so is every view under bars or margins Xcode simulated that the
        /// document does not name.
        case device
    }

    /// The device to lay out on; nil: the document's own (`<device id>`).
    public var device: InterfaceBuilderDevice?
    /// How text is sized (``TextSizing/stored`` by default).
    public var text: TextSizing = .stored
    /// Whether constraints marked `placeholder="YES"` (removed at build time) are kept, as
    /// Xcode keeps them when it lays the document out in the canvas (default true).
    public var keepsPlaceholderConstraints = true
    /// Where the safe area and margins Xcode simulated come from (``SimulatedMetrics/stored``
    /// by default: what Xcode simulated is not in the document, and the device alone
    /// misreads it).
    public var metrics: SimulatedMetrics = .stored
    /// Whether frames snap to the device's pixel grid, as UIKit does (default true).
    public var snapsToPixels = true

    /// The default options: the document's device, stored text sizes, metrics read from stored frames,
    /// placeholders kept, pixel snapping on.
    public init() {}
}
