internal import CPangoCairo
import Trellis
import TrellisFormats

/// Draws a `RenderScene` through Cairo as a PNG or PDF picture: the boxes, guides, margins,
/// ambiguous items and conflicts as `SVGRenderer` shows them, plus every box's
/// `RenderText` set by Pango in its frame, wrapped at the frame's width exactly as the
/// ``PangoTextSystem`` measured it.
///
// snippet: given let text = #"{ "views": [ { "id": "root", "frame": [0, 0, 375, 120] } ] }"#
/// ```swift
/// let pango = try PangoTextSystem()
/// let scene = try LayoutDocument(json: text).renderScene(text: pango, title: "cell.json")
/// try PictureRenderer(text: pango).writePNG(scene, to: "cell.png")
/// ```
public struct PictureRenderer: Sendable {
    /// How to draw (scale, padding, label size, legend, viewport), as for SVG.
    public var options: SVGRenderOptions
    /// The text system that lays out texts and labels (the one that measured the texts).
    public let text: PangoTextSystem
    /// The colour of box texts.
    public var textColour = "#111111"

    /// Creates a renderer.
    public init(_ options: SVGRenderOptions = SVGRenderOptions(), text: PangoTextSystem) {
        self.options = options
        self.text = text
    }

    /// The picture's size in pixels, and where the scene's origin lands.
    struct Geometry {
        var width: Double
        var height: Double
        var scale: Double
        var region: LayoutRect
        var titleHeight: Double
        var legendHeight: Double
        var originX: Double
        var originY: Double
    }

    /// The picture's geometry for `scene` (the same as the SVG's).
    func geometry(_ scene: RenderScene) -> Geometry {
        let scale = options.scale.isFinite && options.scale > 0 ? options.scale : 1
        let region = options.viewport ?? scene.bounds
        let titleHeight = scene.title == nil && scene.direction == .leftToRight ? 0 : options.fontSize * 2
        let legendHeight = options.showsLegend ? options.fontSize * 2.4 : 0
        let legendWidth = options.showsLegend ? options.fontSize * 52 : 0
        let width = max(region.width * scale + 2 * options.padding, legendWidth)
        let height = region.height * scale + 2 * options.padding + titleHeight + legendHeight
        return Geometry(
            width: width.rounded(.up), height: height.rounded(.up), scale: scale, region: region,
            titleHeight: titleHeight, legendHeight: legendHeight,
            originX: options.padding - region.minX * scale,
            originY: options.padding + titleHeight - region.minY * scale)
    }

    /// Draws `scene` into a fresh RGB image and returns it.
    ///
    // snippet: given let pango = try PangoTextSystem()
    // snippet: given let scene = RenderScene(title: "cell")
    /// ```swift
    /// let bitmap = try PictureRenderer(text: pango).bitmap(scene)
    /// print(bitmap.width, bitmap.height, bitmap[0, 0])   // white background: 0xFFFFFF
    /// ```
    /// - Throws: ``PictureError`` when Cairo cannot make the image (too large).
    public func bitmap(_ scene: RenderScene) throws(PictureError) -> PictureBitmap {
        let geometry = geometry(scene)
        let surface = try imageSurface(geometry)
        defer { cairo_surface_destroy(surface) }
        try draw(scene, geometry, on: surface)
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { pixels[y * width + x] = row[x] & 0x00FF_FFFF }
            }
        }
        return PictureBitmap(width: width, height: height, pixels: pixels)
    }

    /// Draws `scene` as a PNG file at `path`.
    ///
    /// - Throws: ``PictureError`` when the image cannot be made or the file written.
    public func writePNG(_ scene: RenderScene, to path: String) throws(PictureError) {
        let geometry = geometry(scene)
        let surface = try imageSurface(geometry)
        defer { cairo_surface_destroy(surface) }
        try draw(scene, geometry, on: surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Draws `scene` as a one-page PDF file at `path` (vector boxes, text as glyphs; one pixel
    /// of the PNG is one PDF point).
    ///
    /// - Throws: ``PictureError`` when the file cannot be written.
    public func writePDF(_ scene: RenderScene, to path: String) throws(PictureError) {
        let geometry = geometry(scene)
        guard let surface = cairo_pdf_surface_create(path, geometry.width, geometry.height) else {
            throw .cannotWrite(path: path, reason: "cairo made no surface")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        try draw(scene, geometry, on: surface)
        cairo_surface_finish(surface)
        let finished = cairo_surface_status(surface)
        guard finished == CAIRO_STATUS_SUCCESS else {
            throw .cannotWrite(path: path, reason: String(cString: cairo_status_to_string(finished)))
        }
    }

    /// The size of `text` as this renderer sets it in a box whose frame is `rect`: the lines
    /// Pango draws there (the width they are wrapped at is the frame's, less the padding).
    ///
    // snippet: given let renderer = PictureRenderer(text: try PangoTextSystem())
    // snippet: given let box = RenderBox(id: "label", rect: LayoutRect(x: 0, y: 0, width: 80, height: 20))
    /// ```swift
    /// if let text = box.text { print(renderer.drawnSize(of: text, in: box.rect).height) }
    /// // the frame's height, when the frame came from the same measurer
    /// ```
    public func drawnSize(of text: RenderText, in rect: LayoutRect) -> TextMeasurement {
        if text.text.isEmpty { return .empty }
        let inner = text.textRect(in: rect)
        return self.text.withEngine { engine in
            engine.serialized {
                engine.configure(
                    PangoTextRequest(
                        text: text.text, font: text.font, width: inner.width, maximumLines: text.maximumLines)
                )
                return engine.currentMetrics()
            }
        }
    }

    private func imageSurface(_ geometry: Geometry) throws(PictureError) -> OpaquePointer {
        let width = geometry.width
        let height = geometry.height
        guard width >= 1, height >= 1, width * height <= 400_000_000 else {
            throw .tooLarge(width: width, height: height)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw .tooLarge(width: width, height: height) }
        return surface
    }

    private func draw(_ scene: RenderScene, _ geometry: Geometry, on surface: OpaquePointer)
        throws(PictureError)
    {
        guard let cr = cairo_create(surface) else { throw .cannotWrite(path: "", reason: "no cairo context") }
        defer { cairo_destroy(cr) }
        let canvas = CairoCanvas(cr: cr)
        canvas.colour("#ffffff")
        cairo_paint(cr)
        text.withEngine { engine in
            // Drawing lays text out: one Pango call at a time (PangoEngine+Serialized).
            engine.serialized { drawBoxes(scene, geometry, canvas: canvas, cr: cr, engine: engine) }
        }
    }

    /// Paints the scene's boxes, title and legend with `engine`'s layout (the caller holds the
    /// Pango lock).
    private func drawBoxes(
        _ scene: RenderScene, _ geometry: Geometry, canvas: CairoCanvas, cr: OpaquePointer,
        engine: PangoEngine
    ) {
        var painter = BoxPainter(
            canvas: canvas, engine: engine, scale: geometry.scale, fontSize: options.fontSize,
            direction: scene.direction, textColour: textColour)
        painter.showsFrames = options.showsFrames
        painter.showsMargins = options.showsMargins
        if geometry.titleHeight > 0 { painter.drawTitle(scene, padding: options.padding) }
        cairo_save(cr)
        cairo_translate(cr, geometry.originX, geometry.originY)
        cairo_scale(cr, geometry.scale, geometry.scale)
        canvas.rectangle(geometry.region)
        cairo_clip(cr)
        for box in scene.boxes where Self.intersects(box.rect, geometry.region) { painter.draw(box) }
        cairo_restore(cr)
        if options.showsLegend {
            painter.drawLegend(
                y: geometry.height - geometry.legendHeight + options.fontSize * 0.2, x: options.padding)
        }
    }

    static func intersects(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }
}

/// A picture's pixels, row by row, each `0xRRGGBB`.
///
// snippet: given let pango = try PangoTextSystem()
// snippet: given let scene = RenderScene(title: "cell")
/// ```swift
/// let bitmap = try PictureRenderer(text: pango).bitmap(scene)
/// let white = bitmap.pixels.filter { $0 == 0xFFFFFF }.count
/// ```
public struct PictureBitmap: Sendable, Hashable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int
    /// `width * height` pixels, `0xRRGGBB`, top row first.
    public var pixels: [UInt32]

    /// The pixel at column `x`, row `y` (0 outside the image).
    public subscript(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * width + x]
    }
}

/// A picture could not be made or written.
///
// snippet: given let renderer = PictureRenderer(text: try PangoTextSystem())
// snippet: given let scene = RenderScene(title: "cell")
/// ```swift
/// do { try renderer.writePNG(scene, to: "/no/such/dir/x.png") } catch { print(error) }
/// ```
public enum PictureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The image would be larger than Cairo (or memory) allows.
    case tooLarge(width: Double, height: Double)
    /// The file could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .tooLarge(let width, let height):
            "picture: \(Int(width)) x \(Int(height)) pixels is too large (draw a viewport)"
        case .cannotWrite(let path, let reason): "picture: cannot write \(path): \(reason)"
        }
    }
}
