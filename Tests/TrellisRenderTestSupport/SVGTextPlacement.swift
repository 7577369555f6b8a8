public import Trellis

/// One `<text>` of a box, with the box's frame, read from a picture's lines.
public struct PlacedText: Sendable {
    /// The `data-id` of the box group the text is in.
    public var box: String
    /// The box's frame (its first `<rect>`), in layout points.
    public var frame: LayoutRect
    /// The text drawn.
    public var text: String
    /// Left and right edges of the drawn text (from `x`, `textLength` and the anchor).
    public var minX: Double
    public var maxX: Double
    /// Top and bottom of the glyphs: ascent 0.75 em above the baseline, descent 0.2 em below.
    public var minY: Double
    public var maxY: Double

    /// Whether the text lies inside its box (within `tolerance` points, for rounding).
    public func isInside(tolerance: Double = 1e-3) -> Bool {
        minX >= frame.minX - tolerance && maxX <= frame.maxX + tolerance && minY >= frame.minY - tolerance
            && maxY <= frame.maxY + tolerance
    }
}

/// A `<text>` in a box group without the attributes that place it.
public struct SVGTextPlacementFailure: Error, CustomStringConvertible {
    public var description: String
}

/// Every label drawn inside a box group of `svg` (the renderer writes one element a line,
/// and every label carries its drawn width as `textLength`).
public func placedTexts(_ svg: String) throws -> [PlacedText] {
    func attribute(_ name: String, _ line: Substring) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
    func number(_ name: String, _ line: Substring) throws -> Double {
        guard let value = attribute(name, line).flatMap(Double.init) else {
            throw SVGTextPlacementFailure(description: "no number \(name) in \(line)")
        }
        return value
    }
    var result: [PlacedText] = []
    var box: (id: String, frame: LayoutRect?)?
    for line in svg.split(separator: "\n") {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("<g class=\"box"), let id = attribute("data-id", trimmed) {
            box = (id, nil)
        } else if trimmed.hasPrefix("<rect class=\"frame\""), box != nil, box?.frame == nil {
            box?.frame = LayoutRect(
                x: try number("x", trimmed), y: try number("y", trimmed), width: try number("width", trimmed),
                height: try number("height", trimmed))
        } else if trimmed.hasPrefix("<text"), let current = box, let frame = current.frame {
            let x = try number("x", trimmed)
            let y = try number("y", trimmed)
            let length = try number("textLength", trimmed)
            let size = try number("font-size", trimmed)
            let atEnd = attribute("text-anchor", trimmed) == "end"
            let body = trimmed.split(separator: ">", maxSplits: 1).last.map(String.init) ?? ""
            let text = body.hasSuffix("</text>") ? String(body.dropLast("</text>".count)) : body
            result.append(
                PlacedText(
                    box: current.id, frame: frame, text: text, minX: atEnd ? x - length : x,
                    maxX: atEnd ? x : x + length, minY: y - 0.75 * size, maxY: y + 0.2 * size))
        } else if trimmed == "</g>" {
            box = nil
        }
    }
    return result
}
