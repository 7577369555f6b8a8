import Trellis

// The text of a box: its labels (fitted to the box), its tooltip, and its note.

extension BoxStyle {
    /// Everything about `box` in one line, for its `<title>` tooltip: what the labels may
    /// have shortened or left out.
    func tooltip(_ box: RenderBox) -> String {
        var parts = ["\(box.id) \(box.frameLabel ?? box.rect)"]
        if box.isAmbiguous { parts.append("ambiguous") }
        if box.isInConflict { parts.append("in a conflict") }
        if let note = box.note { parts.append(note) }
        return parts.joined(separator: " \u{00B7} ")
    }

    /// The frame label's forms, longest first: `(x, y, w, h)`, then the size `w×h`.
    private func frameTexts(_ box: RenderBox) -> [String] {
        let frame = box.frameLabel ?? box.rect
        return ["\(frame)", formatNumber(frame.width) + "\u{00D7}" + formatNumber(frame.height)]
    }

    /// The id and, on a second line, the frame, as much as fits; views label their top,
    /// guides their bottom (so a guide's label does not sit on its owner's).
    func drawLabels(_ box: RenderBox, into svg: inout SVGWriter) {
        if box.isContainer && box.kind == .view {
            drawContainerLabel(box, into: &svg)
            return
        }
        let size = px(fontSize)
        let frameSize = size * 0.9
        let lineHeight = size * 1.25
        let r = box.rect
        let available = Int(((r.height - px(4)) / lineHeight).rounded(.down))
        let trailing = direction == .rightToLeft && box.kind == .view
        let room = r.width - px(6) - (trailing ? px(8) : 0)
        let bold = box.kind == .view
        let id = box.id + (box.isAmbiguous ? " ?" : "")
        guard available >= 1, let name = SVGTextFit.elide(id, in: room, fontSize: size, bold: bold) else {
            return
        }
        var lines: [(kind: String, text: String, size: Double, bold: Bool)] = [("label", name, size, bold)]
        if showsFrames, available >= 2,
            let frame = SVGTextFit.firstFitting(frameTexts(box), in: room, fontSize: frameSize, bold: false)
        {
            lines.append(("frame-label", frame, frameSize, false))
        }
        let x = trailing ? r.maxX - px(3) - px(8) : r.minX + px(3)
        for (index, line) in lines.enumerated() {
            let y: Double
            if box.kind == .guide {
                y = r.maxY - px(3) - Double(lines.count - 1 - index) * lineHeight
            } else {
                y = r.minY + px(2) + size + Double(index) * lineHeight
            }
            var attributes = [
                ("class", line.kind), ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y)),
                ("font-size", SVGWriter.number(line.size)), ("fill", textColour(box, line: line.kind)),
            ]
            attributes += Self.fixedWidth(line.text, fontSize: line.size, bold: line.bold)
            if trailing { attributes.append(("text-anchor", "end")) }
            if line.bold { attributes.append(("font-weight", "bold")) }
            if box.kind == .guide { attributes.append(("font-style", "italic")) }
            svg.element("text", attributes, text: line.text)
        }
    }

    /// A container's label: `id  (frame)` on one line inside its bottom edge, at the
    /// trailing corner (bottom-right, bottom-left under right-to-left); the frame shortens
    /// to the size, or goes, before the id is cut.
    private func drawContainerLabel(_ box: RenderBox, into svg: inout SVGWriter) {
        let size = px(fontSize)
        let r = box.rect
        guard r.height >= size + px(4) else { return }
        let name = box.id + (box.isAmbiguous ? " ?" : "")
        let candidates = (showsFrames ? frameTexts(box).map { name + "  " + $0 } : []) + [name]
        guard let text = SVGTextFit.firstFitting(candidates, in: r.width - px(8), fontSize: size, bold: true)
        else { return }
        let leftToRight = direction == .leftToRight
        var attributes = [
            ("class", "label"), ("x", SVGWriter.number(leftToRight ? r.maxX - px(4) : r.minX + px(4))),
            ("y", SVGWriter.number(r.maxY - px(4))), ("font-size", SVGWriter.number(size)),
            ("font-weight", "bold"), ("fill", textColour(box, line: "label")),
        ]
        attributes += Self.fixedWidth(text, fontSize: size, bold: true)
        if leftToRight { attributes.append(("text-anchor", "end")) }
        svg.element("text", attributes, text: text)
    }

    /// The note of `box` (the broken constraint) beside it: under the box, or over it when
    /// there is no room below in `region`, in red with a white halo, over every box.
    func drawNote(_ box: RenderBox, region: LayoutRect, into svg: inout SVGWriter) {
        guard let note = box.note else { return }
        let size = px(fontSize)
        let r = box.rect
        let width = SVGTextFit.width(note, fontSize: size, bold: true)
        let y: Double
        if r.maxY + px(3) + size <= region.maxY {
            y = r.maxY + px(2) + size * 0.8  // below the box
        } else if r.minY - px(3) - size >= region.minY {
            y = r.minY - px(2) - size * 0.2  // above it
        } else {
            y = r.maxY - px(3) - size * 0.2  // inside, along its bottom edge
        }
        let x = Swift.max(region.minX + px(2), Swift.min(r.minX + px(1), region.maxX - width - px(2)))
        var attributes = [
            ("class", "note"), ("data-for", box.id), ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y)),
            ("font-size", SVGWriter.number(size)), ("font-weight", "bold"), ("fill", Self.conflictStroke),
            ("stroke", "#ffffff"), ("stroke-width", SVGWriter.number(px(3))), ("stroke-linejoin", "round"),
            ("paint-order", "stroke"),
        ]
        attributes += Self.fixedWidth(note, fontSize: size, bold: true)
        svg.element("text", attributes, text: note)
    }

    /// `textLength` pinning the drawn width of `text` to its Helvetica width (what the
    /// fitting measured), so a wider substitute font is squeezed rather than overflowing.
    static func fixedWidth(_ text: String, fontSize: Double, bold: Bool) -> [(String, String)] {
        let width = SVGTextFit.width(text, fontSize: fontSize, bold: bold)
        return [("textLength", SVGWriter.number(width)), ("lengthAdjust", "spacingAndGlyphs")]
    }
}
