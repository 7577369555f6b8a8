internal import CPangoCairo
import Trellis
import TrellisFormats

/// Draws boxes through Cairo as ``BoxStyle`` draws them in SVG (same colours, strokes and
/// label placement), and a box's text set by Pango in its frame. Lengths are layout points
/// inside the scaled scene, so pixel sizes are divided by the scale.
struct BoxPainter {
    let canvas: CairoCanvas
    let engine: PangoEngine
    let scale: Double
    let fontSize: Double
    let direction: LayoutDirection
    let textColour: String
    var showsFrames = true
    var showsMargins = true

    private func px(_ pixels: Double) -> Double { pixels / scale }

    /// Frame, margins, leading marker, then the box's text or its labels.
    func draw(_ box: RenderBox) {
        let highlighted = box.isAmbiguous || box.isInConflict
        let stroke =
            box.isInConflict
            ? BoxStyle.conflictStroke
            : box.isAmbiguous
                ? BoxStyle.ambiguousStroke : box.kind == .guide ? BoxStyle.guideStroke : BoxStyle.viewStroke
        var fill: String?
        if box.kind == .view {
            fill =
                box.isInConflict
                ? BoxStyle.conflictFill
                : box.isAmbiguous
                    ? BoxStyle.ambiguousFill : BoxStyle.depthFills[box.depth % BoxStyle.depthFills.count]
        }
        var dash: [Double] = []
        if box.kind == .guide {
            dash = [px(5), px(3)]
        } else if box.isAmbiguous && !box.isInConflict {
            dash = [px(7), px(2)]
        }
        canvas.rectangle(box.rect)
        canvas.fillAndStroke(fill: fill, stroke: stroke, lineWidth: px(highlighted ? 2.2 : 1), dash: dash)
        if box.kind == .view { drawMargins(box) }
        if box.kind == .view, direction == .rightToLeft { drawLeadingMarker(box) }
        if let text = box.text {
            drawText(text, in: box.rect)
        } else {
            drawLabels(box)
        }
    }

    /// The box's text at its frame's top-left corner, wrapped at the frame's width with the
    /// line limit: the layout the measurer measured.
    func drawText(_ text: RenderText, in rect: LayoutRect) {
        let inner = text.textRect(in: rect)
        engine.configure(
            PangoTextRequest(
                text: text.text, font: text.font, width: inner.width, maximumLines: text.maximumLines))
        canvas.show(engine, x: inner.minX, y: inner.minY, colour: textColour)
    }

    private func drawMargins(_ box: RenderBox) {
        guard showsMargins, let m = box.margins, m.isFinite, m != .zero else { return }
        let r = box.rect
        let inner = LayoutRect(
            x: r.minX + m.left, y: r.minY + m.top, width: r.width - m.left - m.right,
            height: r.height - m.top - m.bottom)
        guard inner.width > 0, inner.height > 0 else { return }
        cairo_set_fill_rule(canvas.cr, CAIRO_FILL_RULE_EVEN_ODD)
        canvas.rectangle(r)
        canvas.rectangle(inner)
        canvas.fillAndStroke(fill: BoxStyle.marginFill, fillAlpha: 0.22, stroke: nil, lineWidth: 0)
        cairo_set_fill_rule(canvas.cr, CAIRO_FILL_RULE_WINDING)
    }

    private func drawLeadingMarker(_ box: RenderBox) {
        let r = box.rect
        let size = min(px(5), r.height / 4, r.width / 4)
        guard size > 0 else { return }
        cairo_move_to(canvas.cr, r.maxX, r.midY - size)
        cairo_line_to(canvas.cr, r.maxX - size * 1.6, r.midY)
        cairo_line_to(canvas.cr, r.maxX, r.midY + size)
        cairo_close_path(canvas.cr)
        canvas.fillAndStroke(fill: BoxStyle.viewStroke, stroke: nil, lineWidth: 0)
    }

    /// One line of label text, ellipsized to `width` points, with its top-left at `x`, `y`
    /// (its top-right under `trailing`).
    private func label(
        _ text: String, x: Double, y: Double, width: Double, size: Double, bold: Bool, italic: Bool = false,
        trailing: Bool = false, colour: String
    ) {
        guard width > 0 else { return }
        let font = FontDescription(size: size, weight: bold ? 700 : 400)
        engine.configure(PangoTextRequest(text: text, font: font, width: width, maximumLines: 1))
        if italic { engine.setItalic() }
        let measured = engine.currentMetrics().width
        canvas.show(engine, x: trailing ? x - measured : x, y: y, colour: colour)
    }

    /// The id, the frame and the note, as many lines as fit, as the SVG places them.
    private func drawLabels(_ box: RenderBox) {
        let size = px(fontSize)
        let lineHeight = size * 1.25
        let r = box.rect
        let width = r.width - px(6)
        if box.isContainer && box.kind == .view {
            guard r.height >= size + px(4), width > size else { return }
            var text = box.id + (box.isAmbiguous ? " ?" : "")
            if showsFrames { text += "  \(box.frameLabel ?? box.rect)" }
            if let note = box.note { text += "  " + note }
            let leftToRight = direction == .leftToRight
            label(
                text, x: leftToRight ? r.maxX - px(4) : r.minX + px(4), y: r.maxY - px(4) - lineHeight,
                width: width, size: size, bold: true, trailing: leftToRight,
                colour: box.isInConflict ? BoxStyle.conflictStroke : "#1f2d3d")
            return
        }
        let available = Int(((r.height - px(4)) / lineHeight).rounded(.down))
        guard available >= 1, width > size else { return }
        var lines: [(String, String)] = [("label", box.id + (box.isAmbiguous ? " ?" : ""))]
        if showsFrames, available >= 2 { lines.append(("frame-label", "\(box.frameLabel ?? box.rect)")) }
        if let note = box.note, lines.count < available { lines.append(("note", note)) }
        let trailing = direction == .rightToLeft && box.kind == .view
        let x = trailing ? r.maxX - px(3) - (box.kind == .view ? px(8) : 0) : r.minX + px(3)
        for (index, line) in lines.enumerated() {
            let top: Double
            if box.kind == .guide {
                top = r.maxY - px(3) - Double(lines.count - index) * lineHeight
            } else {
                top = r.minY + px(2) + Double(index) * lineHeight
            }
            var colour = "#5a6776"
            if line.0 == "note" || box.isInConflict {
                colour = BoxStyle.conflictStroke
            } else if line.0 == "label" {
                colour = box.kind == .guide ? BoxStyle.guideStroke : "#1f2d3d"
            }
            label(
                line.1, x: x, y: top, width: width, size: index == 0 ? size : size * 0.9,
                bold: index == 0 && box.kind == .view, italic: box.kind == .guide, trailing: trailing,
                colour: colour)
        }
    }

    /// The title line above the scene, at pixel coordinates.
    func drawTitle(_ scene: RenderScene, padding: Double) {
        var parts: [String] = []
        if let title = scene.title { parts.append(title) }
        if scene.direction == .rightToLeft {
            parts.append("right-to-left \u{2190} (leading edge is the right)")
        }
        let size = fontSize * 1.2
        label(
            parts.joined(separator: "  \u{00B7}  "), x: padding, y: padding + fontSize * 0.6 - size,
            width: 10_000, size: size, bold: true, colour: "#222222")
    }

    /// A row of swatches explaining the colours, at pixel coordinates.
    func drawLegend(y: Double, x: Double) {
        let entries: [(String, String?, Double, String?, Double, [Double])] = [
            ("view", BoxStyle.depthFills[0], 1, BoxStyle.viewStroke, 1, []),
            ("guide", nil, 1, BoxStyle.guideStroke, 1, [5, 3]),
            ("margins", BoxStyle.marginFill, 0.22, nil, 0, []),
            ("ambiguous", BoxStyle.ambiguousFill, 1, BoxStyle.ambiguousStroke, 2, []),
            ("in a conflict", BoxStyle.conflictFill, 1, BoxStyle.conflictStroke, 2, []),
        ]
        var cursor = x
        for (name, fill, alpha, stroke, lineWidth, dash) in entries {
            canvas.rectangle(LayoutRect(x: cursor, y: y, width: fontSize * 1.6, height: fontSize))
            canvas.fillAndStroke(
                fill: fill, fillAlpha: alpha, stroke: stroke, lineWidth: lineWidth, dash: dash)
            label(
                name, x: cursor + fontSize * 2, y: y - fontSize * 0.1, width: 1_000, size: fontSize,
                bold: false,
                colour: "#333333")
            cursor += fontSize * (2.8 + Double(name.count) * 0.6)
        }
    }
}
