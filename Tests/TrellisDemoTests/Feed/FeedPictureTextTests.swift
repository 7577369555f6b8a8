import Testing
import Trellis
import TrellisDemo
import TrellisFormats
import TrellisRenderTestSupport

/// The demo's picture (Docs/images/feed-first-screen.svg) keeps every label inside its box.
@Suite struct FeedPictureTextTests {
    @Test func theDemoPictureKeepsItsTextInsideItsBoxes() async throws {
        // As Docs/images/feed-first-screen.svg is drawn (the first screen is the same for any
        // feed length: cells are seeded by index).
        let report = try await FeedDemo.run(cells: 20, width: 375)
        let scene = RenderScene(feedCells: report.firstScreen.map(\.frames), title: "first screen")
        var options = SVGRenderOptions()
        options.viewport = LayoutRect(x: 0, y: 0, width: 375, height: 812)
        let texts = try placedTexts(SVGRenderer(options).render(scene))
        #expect(texts.count > 30)
        for t in texts where !t.isInside() {
            Issue.record("'\(t.text)' in \(t.box) \(t.frame): x \(t.minX)...\(t.maxX), y \(t.minY)...\(t.maxY)")
        }
        // The first cell's frames fit whole where a fixed per-character estimate cut them.
        #expect(texts.contains { $0.box == "avatar" && $0.text == "(15, 15, 40, 40)" })
        #expect(texts.contains { $0.box == "share" && $0.text == "(307.5, 221, 52.5, 26)" })
    }
}
