import Trellis

/// How ``SVGRenderer`` draws a scene.
///
// snippet: given let scene = RenderScene(title: "feed")
/// ```swift
/// var options = SVGRenderOptions()
/// options.scale = 2                                           // 2 pixels per point
/// options.viewport = LayoutRect(x: 0, y: 0, width: 375, height: 812)   // the first screen
/// let svg = SVGRenderer(options).render(scene)
/// ```
public struct SVGRenderOptions: Sendable, Hashable {
    /// Pixels per layout point (2 by default, as a Retina screen: a 375-point phone is 750
    /// pixels wide). Text keeps its pixel size at any scale.
    public var scale: Double = 2
    /// Empty space around the picture, in pixels.
    public var padding: Double = 16
    /// The size of label text, in pixels.
    public var fontSize: Double = 11
    /// Whether each box prints its frame under its name.
    public var showsFrames = true
    /// Whether views' layout margins are shaded.
    public var showsMargins = true
    /// Whether a legend of the colours is drawn under the picture.
    public var showsLegend = true
    /// Only this region is drawn (boxes outside it are skipped, those crossing its edge are
    /// clipped); nil draws the whole scene. For thousands of cells, pass the first screen.
    public var viewport: LayoutRect?

    /// The default options.
    public init() {}

    /// Options with the common settings.
    /// - Parameters:
    ///   - scale: pixels per layout point.
    ///   - viewport: the region to draw, or nil for everything.
    ///   - showsLegend: whether to draw the legend.
    public init(scale: Double, viewport: LayoutRect? = nil, showsLegend: Bool = true) {
        self.scale = scale
        self.viewport = viewport
        self.showsLegend = showsLegend
    }
}
