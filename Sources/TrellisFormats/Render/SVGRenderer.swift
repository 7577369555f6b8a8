import Trellis

/// Draws a laid-out tree, or any list of boxes, as an SVG picture: each view a labelled box
/// (its id and frame), guides dashed, margins shaded, ambiguous items in orange, members of
/// a conflict in red with the broken constraint named beside them, and under right-to-left
/// an arrow on every view's leading edge.
///
/// Labels fit their boxes: a frame that does not fit is shortened to its size (`32×32`),
/// then cut with an ellipsis, and every text's drawn width is fixed (`textLength`), so it
/// stays inside its box whatever font the viewer uses. Each box's `<title>` (a tooltip in
/// browsers) holds its full id, frame and highlights.
///
// snippet: given let cell = LayoutView("cell")
/// ```swift
/// import Foundation
/// let report = cell.layoutIfNeeded()
/// let svg = SVGRenderer().render(root: cell, report: report)
/// try svg.write(toFile: "cell.svg", atomically: true, encoding: .utf8)
/// ```
/// The output is plain SVG 1.1 (no scripts, no external resources). Every box is a
/// `<g class="box view|guide" data-id="...">` whose first `<rect>` has the box's absolute
/// frame in layout points, inside a group scaled by ``SVGRenderOptions/scale``, so tools
/// can read frames back from a picture.
public struct SVGRenderer: Sendable {
    /// The drawing options.
    public var options: SVGRenderOptions

    /// Creates a renderer.
    public init(_ options: SVGRenderOptions = SVGRenderOptions()) {
        self.options = options
    }

    /// The picture of `root`'s laid-out tree (see ``RenderScene/init(root:report:ambiguousItems:)``).
    ///
    // snippet: given let root = LayoutView("root")
    /// ```swift
    /// let svg = SVGRenderer().render(root: root, report: root.layoutIfNeeded())
    /// ```
    public func render(
        root: LayoutView, report: LayoutReport = LayoutReport(), ambiguousItems: [any LayoutItem]? = nil
    ) -> String {
        render(RenderScene(root: root, report: report, ambiguousItems: ambiguousItems))
    }

    /// The picture of `scene`.
    ///
    /// A ``SVGRenderOptions/scale`` that is not a positive finite number counts as 1;
    /// non-finite coordinates are drawn as 0.
    /// - Complexity: O(n) in the number of boxes drawn.
    public func render(_ scene: RenderScene) -> String {
        let scale = options.scale.isFinite && options.scale > 0 ? options.scale : 1
        let region = options.viewport ?? scene.bounds
        let boxes = scene.boxes.filter { Self.intersects($0.rect, region) }
        let titleHeight = scene.title == nil && scene.direction == .leftToRight ? 0 : options.fontSize * 2
        let legendHeight = options.showsLegend ? options.fontSize * 2.4 : 0
        let legendWidth = options.showsLegend ? options.fontSize * 52 : 0
        let width = Swift.max(region.width * scale + 2 * options.padding, legendWidth)
        let height = region.height * scale + 2 * options.padding + titleHeight + legendHeight

        var svg = SVGWriter(width: width, height: height)
        svg.element(
            "rect", [("class", "background"), ("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        if titleHeight > 0 { drawTitle(&svg, scene) }

        let originX = options.padding - region.minX * scale
        let originY = options.padding + titleHeight - region.minY * scale
        svg.open("defs")
        svg.open("clipPath", [("id", "trellis-viewport")])
        svg.element("rect", Self.rectAttributes(region))
        svg.close("clipPath")
        svg.close("defs")
        svg.open(
            "g",
            [
                ("class", "scene"),
                (
                    "transform",
                    "translate(\(SVGWriter.number(originX)) \(SVGWriter.number(originY))) "
                        + "scale(\(SVGWriter.number(scale)))"
                ),
                ("clip-path", "url(#trellis-viewport)"),
                ("font-family", "Helvetica, Arial, sans-serif"),
            ])
        var style = BoxStyle(scale: scale, fontSize: options.fontSize, direction: scene.direction)
        style.showsFrames = options.showsFrames
        style.showsMargins = options.showsMargins
        for box in boxes { style.draw(box, into: &svg) }
        let noted = boxes.filter { $0.note != nil }
        if !noted.isEmpty {
            // After every box, so no box covers them.
            svg.open("g", [("class", "notes")])
            for box in noted { style.drawNote(box, region: region, into: &svg) }
            svg.close("g")
        }
        svg.close("g")
        if options.showsLegend {
            BoxStyle.drawLegend(
                into: &svg, y: height - legendHeight + options.fontSize * 0.2, x: options.padding,
                fontSize: options.fontSize)
        }
        return svg.finish()
    }

    /// The title line: the scene's title and, under right-to-left, the direction.
    private func drawTitle(_ svg: inout SVGWriter, _ scene: RenderScene) {
        var parts: [String] = []
        if let title = scene.title { parts.append(title) }
        if scene.direction == .rightToLeft {
            parts.append("right-to-left \u{2190} (leading edge is the right)")
        }
        svg.element(
            "text",
            [
                ("class", "title"), ("x", SVGWriter.number(options.padding)),
                ("y", SVGWriter.number(options.padding + options.fontSize * 0.6)),
                ("font-family", "Helvetica, Arial, sans-serif"), ("font-weight", "bold"),
                ("font-size", SVGWriter.number(options.fontSize * 1.2)), ("fill", "#222222"),
            ], text: parts.joined(separator: "  \u{00B7}  "))
    }

    /// Whether `a` and `b` overlap or touch (a zero-size box on `b`'s edge counts).
    static func intersects(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    /// `x`, `y`, `width`, `height` attributes of `rect` (negative sizes drawn as 0).
    static func rectAttributes(_ rect: LayoutRect) -> [(String, String)] {
        [
            ("x", SVGWriter.number(rect.minX)), ("y", SVGWriter.number(rect.minY)),
            ("width", SVGWriter.number(Swift.max(0, rect.width))),
            ("height", SVGWriter.number(Swift.max(0, rect.height))),
        ]
    }
}
