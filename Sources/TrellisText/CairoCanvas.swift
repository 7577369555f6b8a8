internal import CPangoCairo
import Trellis

/// A Cairo drawing context with the few operations pictures need: colours from `#rrggbb`,
/// rectangles, paths and Pango text. Owns nothing: the surface's owner destroys the context.
struct CairoCanvas {
    let cr: OpaquePointer

    /// Sets the source colour from `#rrggbb` (anything else is black) and `alpha`.
    func colour(_ hex: String, alpha: Double = 1) {
        var value: UInt32 = 0
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : hex[...]
        if digits.count == 6, let parsed = UInt32(digits, radix: 16) { value = parsed }
        let red = Double((value >> 16) & 0xFF) / 255
        let green = Double((value >> 8) & 0xFF) / 255
        let blue = Double(value & 0xFF) / 255
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }

    /// Adds `rect` to the path (negative sizes as 0).
    func rectangle(_ rect: LayoutRect) {
        cairo_rectangle(
            cr, Self.finite(rect.minX), Self.finite(rect.minY), max(0, Self.finite(rect.width)),
            max(0, Self.finite(rect.height)))
    }

    /// Fills and strokes the current path.
    func fillAndStroke(
        fill: String?, fillAlpha: Double = 1, stroke: String?, lineWidth: Double, dash: [Double] = []
    ) {
        if let fill {
            colour(fill, alpha: fillAlpha)
            if stroke == nil { cairo_fill(cr) } else { cairo_fill_preserve(cr) }
        }
        guard let stroke else {
            cairo_new_path(cr)
            return
        }
        colour(stroke)
        cairo_set_line_width(cr, lineWidth)
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// Draws the engine's current layout with its top-left corner at `x`, `y`.
    func show(_ engine: PangoEngine, x: Double, y: Double, colour hex: String) {
        colour(hex)
        cairo_move_to(cr, Self.finite(x), Self.finite(y))
        pango_cairo_show_layout(cr, engine.layout)
    }

    static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
