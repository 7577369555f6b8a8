import Trellis

/// Draws laid-out feed cells as an SVG picture: cells stacked top to bottom, each part drawn
/// at its frame (a small renderer for the demo, specific to the feed cell).
///
// snippet: given let data = FeedDataGenerator().cell(at: 0)
/// ```swift
/// let frames = FeedCellStyle.standard.frames(for: data, width: 375)
/// let svg = FeedCellSVG(style: .standard, width: 375).render([(data, frames)])
/// ```
public struct FeedCellSVG: Sendable {
    /// The rules the cells were laid out by (fonts for wrapping the drawn text).
    public let style: FeedCellStyle
    /// The cells' width: the picture's width.
    public let width: Double

    /// Creates a renderer for cells of this style and width.
    public init(style: FeedCellStyle = .standard, width: Double) {
        self.style = style
        self.width = width
    }

    /// How many of the given cell heights fit, at least partly, in a screen `height` high.
    ///
    /// ```swift
    /// print(FeedCellSVG(width: 375).cellsOnScreen(heights: [300, 300, 300], height: 700))   // 3
    /// ```
    public func cellsOnScreen(heights: [Double], height: Double) -> Int {
        var y = 0.0
        var count = 0
        for h in heights where y < height {
            y += h
            count += 1
        }
        return count
    }

    /// The SVG document for these cells, stacked from the top.
    ///
    /// The picture sets its text with the average-advance model (`style`'s fonts, wrapped
    /// by ``TextMeasurer``'s rules), so text always fits the frames it is drawn in: cells
    /// measured by another measurer (Pango, through ``FeedCellStyle/measurers``) are drawn at
    /// the frames the average model gives them. Use a PNG through `TrellisText` to see the
    /// real text.
    public func render(_ cells: [(data: FeedCellData, frames: FeedCellFrames)]) -> String {
        var average = style
        average.measurers = nil
        let measuredElsewhere = style.measurers != nil
        let cells = cells.map { cell in
            (
                data: cell.data,
                frames: measuredElsewhere ? average.frames(for: cell.data, width: width) : cell.frames
            )
        }
        let total = cells.reduce(0.0) { $0 + $1.frames.height }
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(total))" \
            viewBox="0 0 \(n(width)) \(n(total))" font-family="Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        var top = 0.0
        for (data, frames) in cells {
            out += "<g transform=\"translate(0 \(n(top)))\">\n"
            out += cell(data, frames)
            out += "</g>\n"
            top += frames.height
        }
        out += "</svg>\n"
        return out
    }

    private func cell(_ data: FeedCellData, _ f: FeedCellFrames) -> String {
        var out = ""
        let c = f[.cell]
        out +=
            "  <line x1=\"0\" y1=\"\(n(c[3] - 0.5))\" x2=\"\(n(c[2]))\" y2=\"\(n(c[3] - 0.5))\" stroke=\"#dddddd\"/>\n"
        let a = f[.avatar]
        out +=
            "  <circle cx=\"\(n(a[0] + a[2] / 2))\" cy=\"\(n(a[1] + a[3] / 2))\" r=\"\(n(a[2] / 2))\" fill=\"#e0533d\"/>\n"
        out += text(data.name, f[.name], style.nameFont, color: "#1f5fbf", weight: "bold")
        out += text(data.time, f[.time], style.timeFont, color: "#888888")
        let body = f[.body]
        let lines = style.bodyFont.lines(data.body, width: body[2], maximumLines: style.bodyMaximumLines)
        for (number, line) in lines.enumerated() {
            let frame: SIMD4<Double> = [
                body[0], body[1] + Double(number) * style.bodyFont.lineHeight, body[2],
                style.bodyFont.lineHeight,
            ]
            out += text(line, frame, style.bodyFont, color: "#222222")
        }
        out += text(data.votesText, f[.votes], style.votesFont, color: "#1f5fbf")
        let buttons: [(FeedCellPart, String)] = [
            (.likeButton, style.buttonTitles.like), (.commentButton, style.buttonTitles.comment),
            (.shareButton, style.buttonTitles.share),
        ]
        for (part, title) in buttons {
            let b = f[part]
            out += "  <rect x=\"\(n(b[0]))\" y=\"\(n(b[1]))\" width=\"\(n(b[2]))\" height=\"\(n(b[3]))\" "
            out += "rx=\"2\" fill=\"#d3d3d3\"/>\n"
            let inner: SIMD4<Double> = [
                b[0] + style.buttonInsets.horizontal, b[1] + style.buttonInsets.vertical,
                b[2] - 2 * style.buttonInsets.horizontal, b[3] - 2 * style.buttonInsets.vertical,
            ]
            out += text(title, inner, style.buttonFont, color: "#444444")
        }
        return out
    }

    /// One line of text in `frame`, its baseline at 80% of the line height, at a font size
    /// whose natural width is about the measurer's (an advance of 0.55 em, Helvetica's
    /// average), and stretched or squeezed (`textLength`) to exactly the width the text
    /// measurer gave it, so the drawing stays inside its frame in viewers that ignore
    /// `textLength`, whatever font they substitute.
    private func text(
        _ string: String, _ frame: SIMD4<Double>, _ font: TextMeasurer, color: String, weight: String? = nil
    ) -> String {
        if string.isEmpty { return "" }
        let baseline = frame[1] + (frame[3] - font.lineHeight) / 2 + font.lineHeight * 0.8
        let size = Swift.min(font.fontSize, (font.averageAdvance / 0.55 * 100).rounded(.down) / 100)
        var out = "  <text x=\"\(n(frame[0]))\" y=\"\(n(baseline))\" font-size=\"\(n(size))\" "
        let measured = Swift.min(frame[2], Double(string.count) * font.averageAdvance)
        out += "textLength=\"\(n(measured))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(color)\""
        if let weight { out += " font-weight=\"\(weight)\"" }
        out += ">\(escaped(string))</text>\n"
        return out
    }

    private func escaped(_ string: String) -> String {
        var out = ""
        for character in string {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A number without a needless ".0".
    private func n(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
