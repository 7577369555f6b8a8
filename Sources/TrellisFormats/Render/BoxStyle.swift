import Trellis

/// How one box is drawn: colours, strokes and labels, in layout points inside the scaled
/// scene group (so pixel sizes are divided by the scale).
package struct BoxStyle {
    let scale: Double
    let fontSize: Double
    let direction: LayoutDirection
    var showsFrames = true
    var showsMargins = true

    /// Fills by depth in the tree: soft and distinct, so nesting reads at a glance.
    package static let depthFills = ["#eef3fb", "#dbe7f6", "#e2f1e4", "#f6efdc", "#efe4f4", "#e0f1f1"]
    package static let viewStroke = "#4a6b96"
    package static let guideStroke = "#6b7c93"
    package static let marginFill = "#7aa2d6"
    package static let ambiguousStroke = "#e08a00"
    package static let ambiguousFill = "#fff1d6"
    package static let conflictStroke = "#d0342c"
    package static let conflictFill = "#fde2df"

    init(scale: Double, fontSize: Double, direction: LayoutDirection) {
        self.scale = scale
        self.fontSize = fontSize
        self.direction = direction
    }

    /// A length of `pixels` pixels in layout points.
    func px(_ pixels: Double) -> Double { pixels / scale }

    /// Draws `box` as a group: a tooltip with everything about it, frame, margins,
    /// leading-edge marker, labels.
    func draw(_ box: RenderBox, into svg: inout SVGWriter) {
        var classes = ["box", box.kind.rawValue]
        if box.isAmbiguous { classes.append("ambiguous") }
        if box.isInConflict { classes.append("conflict") }
        svg.open("g", [("class", classes.joined(separator: " ")), ("data-id", box.id)])
        svg.element("title", [], text: tooltip(box))
        svg.element("rect", [("class", "frame")] + SVGRenderer.rectAttributes(box.rect) + paint(box))
        if box.kind == .view { drawMargins(box, into: &svg) }
        if box.kind == .view, direction == .rightToLeft { drawLeadingMarker(box, into: &svg) }
        drawLabels(box, into: &svg)
        svg.close("g")
    }

    /// Fill, stroke and dash attributes for the frame rectangle.
    private func paint(_ box: RenderBox) -> [(String, String)] {
        let highlighted = box.isAmbiguous || box.isInConflict
        let stroke =
            box.isInConflict
            ? Self.conflictStroke
            : box.isAmbiguous ? Self.ambiguousStroke : box.kind == .guide ? Self.guideStroke : Self.viewStroke
        var fill = "none"
        if box.kind == .view {
            fill =
                box.isInConflict
                ? Self.conflictFill
                : box.isAmbiguous ? Self.ambiguousFill : Self.depthFills[box.depth % Self.depthFills.count]
        }
        var attributes = [
            ("fill", fill), ("stroke", stroke),
            ("stroke-width", SVGWriter.number(px(highlighted ? 2.2 : 1))),
        ]
        if box.kind == .guide {
            attributes.append(("stroke-dasharray", "\(SVGWriter.number(px(5))) \(SVGWriter.number(px(3)))"))
        } else if box.isAmbiguous && !box.isInConflict {
            attributes.append(("stroke-dasharray", "\(SVGWriter.number(px(7))) \(SVGWriter.number(px(2)))"))
        }
        return attributes
    }

    /// The band between the frame and the margins, shaded (even-odd fill of two rectangles).
    private func drawMargins(_ box: RenderBox, into svg: inout SVGWriter) {
        guard showsMargins, let m = box.margins, m.isFinite, m != .zero else { return }
        let r = box.rect
        let inner = LayoutRect(
            x: r.minX + m.left, y: r.minY + m.top, width: r.width - m.left - m.right,
            height: r.height - m.top - m.bottom)
        guard inner.width > 0, inner.height > 0 else { return }
        func loop(_ rect: LayoutRect) -> String {
            let n = SVGWriter.number
            return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
        }
        svg.element(
            "path",
            [
                ("class", "margin"), ("d", loop(r) + loop(inner)), ("fill-rule", "evenodd"),
                ("fill", Self.marginFill), ("fill-opacity", "0.22"),
            ])
    }

    /// A small arrow on the leading (right) edge pointing the way the row runs.
    private func drawLeadingMarker(_ box: RenderBox, into svg: inout SVGWriter) {
        let r = box.rect
        let size = Swift.min(px(5), r.height / 4, r.width / 4)
        guard size > 0 else { return }
        let n = SVGWriter.number
        let tip = r.maxX - size * 1.6
        let d = "M\(n(r.maxX)) \(n(r.midY - size))L\(n(tip)) \(n(r.midY))L\(n(r.maxX)) \(n(r.midY + size))Z"
        svg.element("path", [("class", "leading"), ("d", d), ("fill", Self.viewStroke)])
    }

    func textColour(_ box: RenderBox, line: String) -> String {
        if line == "note" || box.isInConflict { return Self.conflictStroke }
        if line == "label" { return box.kind == .guide ? Self.guideStroke : "#1f2d3d" }
        return "#5a6776"
    }

    /// A row of swatches explaining the colours, at pixel coordinates.
    static func drawLegend(into svg: inout SVGWriter, y: Double, x: Double, fontSize: Double) {
        let entries: [(String, [(String, String)])] = [
            ("view", [("fill", depthFills[0]), ("stroke", viewStroke)]),
            ("guide", [("fill", "none"), ("stroke", guideStroke), ("stroke-dasharray", "5 3")]),
            ("margins", [("fill", marginFill), ("fill-opacity", "0.22"), ("stroke", "none")]),
            ("ambiguous", [("fill", ambiguousFill), ("stroke", ambiguousStroke), ("stroke-width", "2")]),
            ("in a conflict", [("fill", conflictFill), ("stroke", conflictStroke), ("stroke-width", "2")]),
        ]
        svg.open("g", [("class", "legend"), ("font-family", "Helvetica, Arial, sans-serif")])
        var cursor = x
        let n = SVGWriter.number
        for (name, paint) in entries {
            svg.element(
                "rect",
                [("x", n(cursor)), ("y", n(y)), ("width", n(fontSize * 1.6)), ("height", n(fontSize))] + paint
            )
            svg.element(
                "text",
                [
                    ("x", n(cursor + fontSize * 2)), ("y", n(y + fontSize * 0.9)), ("font-size", n(fontSize)),
                    ("fill", "#333333"),
                ], text: name)
            cursor += fontSize * (2.8 + Double(name.count) * 0.6)
        }
        svg.close("g")
    }
}
