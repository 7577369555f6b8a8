import Foundation
import Testing
import Trellis
import TrellisDemo
import TrellisFormats
import TrellisRenderTestSupport

@Suite struct FeedSceneTests {
    @Test func feedCellsStackAndKeepTheirRelativeFrames() throws {
        var first = FeedCellFrames()
        first[.cell] = SIMD4(0, 0, 375, 100)
        first[.avatar] = SIMD4(15, 15, 40, 40)
        var second = FeedCellFrames()
        second[.cell] = SIMD4(0, 0, 375, 80)
        second[.avatar] = SIMD4(15, 12, 40, 40)
        let scene = RenderScene(feedCells: [first, second])
        #expect(scene.boxes.count == 2 * FeedCellPart.allCases.count)
        let avatars = scene.boxes.filter { $0.id == "avatar" }
        #expect(
            avatars.map(\.rect) == [
                LayoutRect(x: 15, y: 15, width: 40, height: 40),
                LayoutRect(x: 15, y: 112, width: 40, height: 40),
            ])
        #expect(avatars[1].frameLabel == LayoutRect(x: 15, y: 12, width: 40, height: 40))
        #expect(scene.boxes.filter(\.isContainer).map(\.id) == ["cell 0", "cell 1"])
        let parsed = try parseSVG(SVGRenderer().render(scene))
        #expect(parsed.boxes.filter { $0.id == "avatar" }.map(\.rect) == avatars.map(\.rect))
    }

    /// Also writes the picture when TRELLIS_FEED_SVG names a file (TRELLIS_FEED_CELLS sets the
    /// feed's length; the first screen is the same for any length, the cells being seeded by
    /// index): how `Docs/images/feed-first-screen.svg` was made.
    @Test func firstScreenOfAFeed() async throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["TRELLIS_FEED_CELLS"].flatMap { Int($0) } ?? 200
        let report = try await FeedDemo.run(cells: count, width: 375)
        let scene = RenderScene(
            feedCells: report.firstScreen.map(\.frames),
            title: "trellis demo: the first screen of \(count) cells")
        var options = SVGRenderOptions()
        options.viewport = LayoutRect(x: 0, y: 0, width: 375, height: 812)
        let svg = SVGRenderer(options).render(scene)
        if let path = environment["TRELLIS_FEED_SVG"] {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let parsed = try parseSVG(svg)
        let cells = parsed.boxes.filter { $0.id.hasPrefix("cell ") }
        #expect(!cells.isEmpty)
        // Every drawn cell starts on the first screen.
        #expect(cells.allSatisfy { $0.rect.minY < 812 })
        #expect(cells.first?.rect.minY == 0)
    }
}
