import Testing
import Trellis
import TrellisDemo
import TrellisFormats
import TrellisText

/// The demo's feed cells laid out with Pango's measurements agree with the text Pango draws in
/// them: to the 1/1024 point, not just to the pixel.
extension PangoSuites {
@Suite struct FeedAgreementTests {
    let pango: PangoTextSystem
    let style: FeedCellStyle
    init() throws {
        pango = try PangoTextSystem()
        style = FeedCellStyle.standard.measuring(with: pango)
    }

    /// The first `count` cells of the demo's feed, laid out by the constraint template.
    func cells(_ count: Int, width: Double = 375) throws -> [(data: FeedCellData, frames: FeedCellFrames)] {
        let template = try FeedCellTemplate(style: style, width: width)
        let generator = FeedDataGenerator(seed: 2015)
        return try (0..<count).map { index in
            let data = generator.cell(at: index)
            return (data, try template.layout(data))
        }
    }

    @Test func drawnTextHasTheLaidOutHeights() throws {
        let feed = try cells(300)
        let scene = RenderScene(feedCells: feed, fonts: .standard, style: style)
        let renderer = PictureRenderer(text: pango)
        var checked = 0
        for box in scene.boxes {
            guard let text = box.text else { continue }
            let inner = text.textRect(in: box.rect)
            let drawn = renderer.drawnSize(of: text, in: box.rect)
            #expect(drawn.height == inner.height, "\(box.id): drawn \(drawn.height), laid out \(inner.height)")
            #expect(drawn.width <= inner.width, "\(box.id): \(text.text)")
            if box.id != "body" { #expect(drawn.lineCount == (text.text.isEmpty ? 0 : 1), "\(box.id)") }
            checked += 1
        }
        #expect(checked == 300 * 7)
    }

    @Test func bodyHeightsAreWholeLinesOfPango() throws {
        let fonts = FeedCellFonts.standard
        for (data, frames) in try cells(100) {
            let body = frames[.body]
            let measured = pango.measure(data.body, font: fonts.body, width: body[2], maximumLines: 0)
            #expect(body[3] == Double(measured.lineCount) * 20)
        }
    }

    @Test func firstScreenTextStaysInItsBoxes() throws {
        let feed = try cells(4)
        var options = SVGRenderOptions(scale: 2, showsLegend: false)
        options.padding = 0
        let scene = RenderScene(feedCells: feed, fonts: .standard, style: style)
        let bitmap = try PictureRenderer(options, text: pango).bitmap(scene)
        let textBoxes = scene.boxes.filter { $0.text != nil }.map { $0.rect }
        var inside = 0
        var outside = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where PictureRendererTests.isText(bitmap[x, y]) {
                let point = ((Double(x) + 0.5) / 2, (Double(y) + 0.5) / 2)
                if textBoxes.contains(where: {
                    point.0 >= $0.minX && point.0 <= $0.maxX && point.1 >= $0.minY && point.1 <= $0.maxY
                }) {
                    inside += 1
                } else {
                    outside += 1
                }
            }
        }
        #expect(inside > 1000)
        #expect(outside == 0)
    }
}
}
