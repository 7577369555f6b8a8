import Foundation
import Testing
import Trellis
import TrellisFormats
import TrellisText

/// Pictures through Cairo: rendered, then read back pixel by pixel.
extension PangoSuites {
@Suite struct PictureRendererTests {
    let pango: PangoTextSystem
    init() throws { pango = try PangoTextSystem() }

    /// Options for pixel tests: 1 pixel per point, no padding, no title, no legend.
    static let plain: SVGRenderOptions = {
        var options = SVGRenderOptions(scale: 1, showsLegend: false)
        options.padding = 0
        return options
    }()

    /// Pixels this dark are box text (#111111): the boxes' strokes, fills and labels
    /// (#1f2d3d and lighter, luminance 43 and up) never are.
    static func isText(_ pixel: UInt32) -> Bool {
        let r = Double((pixel >> 16) & 0xFF)
        let g = Double((pixel >> 8) & 0xFF)
        let b = Double(pixel & 0xFF)
        return 0.299 * r + 0.587 * g + 0.114 * b < 30
    }

    /// A scene of one root with two text boxes, laid out by hand from measured sizes.
    func scene() -> (RenderScene, [LayoutRect]) {
        let font = FontDescription(size: 15, lineHeight: 20)
        let texts = ["Real text, wrapped by Pango inside its frame.", "مرحبا بالعالم and more"]
        var boxes = [RenderBox(id: "root", rect: LayoutRect(x: 0, y: 0, width: 200, height: 160))]
        boxes[0].isContainer = true
        var frames: [LayoutRect] = []
        var y = 10.0
        for (index, text) in texts.enumerated() {
            let m = pango.measure(text, font: font, width: 180, maximumLines: 0)
            let rect = LayoutRect(x: 10, y: y, width: 180, height: m.height)
            var box = RenderBox(id: "t\(index)", rect: rect, depth: 1)
            box.text = RenderText(text, font: font)
            boxes.append(box)
            frames.append(rect)
            y += m.height + 10
        }
        return (RenderScene(boxes: boxes), frames)
    }

    @Test func textPixelsLieInsideTheirFrames() throws {
        let (scene, frames) = scene()
        let bitmap = try PictureRenderer(Self.plain, text: pango).bitmap(scene)
        #expect(bitmap.width == 200)
        #expect(bitmap.height == 160)
        var inside = [Int](repeating: 0, count: frames.count)
        var outside = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where Self.isText(bitmap[x, y]) {
                let point = (Double(x) + 0.5, Double(y) + 0.5)
                if let index = frames.firstIndex(where: {
                    point.0 >= $0.minX && point.0 <= $0.maxX && point.1 >= $0.minY && point.1 <= $0.maxY
                }) {
                    inside[index] += 1
                } else {
                    outside += 1
                }
            }
        }
        #expect(inside.allSatisfy { $0 > 50 })
        #expect(outside == 0)
    }

    @Test func nothingIsDrawnOutsideTheBoxes() throws {
        var box = RenderBox(id: "only", rect: LayoutRect(x: 20, y: 20, width: 60, height: 40))
        box.text = RenderText("Hi", font: FontDescription(size: 12))
        var options = Self.plain
        options.padding = 10
        let scene = RenderScene(boxes: [box])
        let bitmap = try PictureRenderer(options, text: pango).bitmap(scene)
        // The scene's bounds are the box: 60 x 40 points plus 10 pixels of padding each side.
        #expect(bitmap.width == 80)
        #expect(bitmap.height == 60)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                // The 1-pixel stroke straddles the frame's edge: one pixel of slack around it.
                let nearBox = x >= 9 && x <= 70 && y >= 9 && y <= 50
                if !nearBox { #expect(bitmap[x, y] == 0xFFFFFF, "pixel \(x), \(y)") }
            }
        }
        #expect(bitmap[40, 40] != 0xFFFFFF)
    }

    @Test func conflictsAndAmbiguityAreColoured() throws {
        var conflict = RenderBox(id: "c", rect: LayoutRect(x: 0, y: 0, width: 40, height: 40))
        conflict.isInConflict = true
        var ambiguous = RenderBox(id: "a", rect: LayoutRect(x: 50, y: 0, width: 40, height: 40))
        ambiguous.isAmbiguous = true
        var options = Self.plain
        options.showsFrames = false
        let bitmap = try PictureRenderer(options, text: pango).bitmap(
            RenderScene(boxes: [conflict, ambiguous]))
        // Fills (away from strokes and labels): #fde2df and #fff1d6.
        #expect(bitmap[20, 35] == 0xFDE2DF)
        #expect(bitmap[70, 35] == 0xFFF1D6)
    }

    @Test func writesPNGAndPDFFiles() throws {
        let (scene, _) = scene()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pictures-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("scene.png").path
        let pdf = directory.appendingPathComponent("scene.pdf").path
        let renderer = PictureRenderer(text: pango)
        try renderer.writePNG(scene, to: png)
        try renderer.writePDF(scene, to: pdf)
        let pngBytes = try Data(contentsOf: URL(fileURLWithPath: png))
        let pdfBytes = try Data(contentsOf: URL(fileURLWithPath: pdf))
        #expect(Array(pngBytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: pdfBytes.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(throws: PictureError.self) {
            try renderer.writePNG(scene, to: directory.appendingPathComponent("missing/x.png").path)
        }
    }

    @Test func layoutFileTextViewsAreMeasuredAndDrawnAlike() throws {
        let json = """
            { "views": [ { "id": "cell" },
                { "id": "title", "parent": "cell", "text": "A title", "font": { "size": 17, "weight": "bold" } },
                { "id": "body", "parent": "cell", "text": "Body text that wraps over several lines in a narrow cell.",
                  "font": { "size": 14, "lineHeight": 19 } } ],
              "constraints": [ "cell.left == 0", "cell.top == 0", "cell.width == 160" ],
              "visualFormats": [ "H:|-[title]-(>=8)-|", "H:|-[body]-|", "V:|-[title]-[body]-|" ] }
            """
        let document = try LayoutDocument(json: json)
        let result = try document.layOut(text: pango)
        #expect(result.status == .ok)
        let body = try #require(result.frame(of: "body"))
        // 160 - 2 * 20 (the standard space to the superview's edge).
        #expect(body[2] == 120)
        let measured = pango.measure(
            "Body text that wraps over several lines in a narrow cell.", font: FontDescription(size: 14, lineHeight: 19),
            width: 120, maximumLines: 0)
        #expect(measured.lineCount >= 3)
        #expect(body[3] == Double(measured.lineCount) * 19)
        let scene = try document.renderScene(text: pango)
        let textBoxes = scene.boxes.filter { $0.text != nil }
        #expect(textBoxes.map(\.id) == ["title", "body"])
    }
}
}
