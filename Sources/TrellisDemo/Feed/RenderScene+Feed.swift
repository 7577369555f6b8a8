import Trellis
import TrellisFormats

// Bulk output as a picture: feed cells, stacked as a table view stacks them, drawn as boxes.

extension RenderScene {
    /// The boxes of feed cells stacked top to bottom (each cell below the previous one),
    /// every part a box labelled with its frame relative to its cell: the picture of bulk
    /// layout output, which never was a view tree.
    ///
    /// With a ``SVGRenderOptions/viewport`` of one screen, only the cells on it are drawn:
    /// ```swift
    /// let report = try await FeedDemo.run(cells: 10_000, width: 375)
    /// let scene = RenderScene(feedCells: report.firstScreen.map(\.frames), title: "first screen")
    /// var options = SVGRenderOptions()
    /// options.viewport = LayoutRect(x: 0, y: 0, width: 375, height: 812)
    /// let svg = SVGRenderer(options).render(scene)
    /// ```
    /// - Parameters:
    ///   - cells: the frames of each cell's parts, relative to the cell.
    ///   - title: a line above the picture, or nil.
    public init(feedCells cells: [FeedCellFrames], title: String? = nil) {
        self.init(title: title)
        var top = 0.0
        for (index, frames) in cells.enumerated() {
            var cell = RenderScene()
            for part in FeedCellPart.allCases {
                let f = frames[part]
                let rect = LayoutRect(x: f[0], y: f[1], width: f[2], height: f[3])
                let isCell = part == .cell
                var box = RenderBox(
                    id: isCell ? "cell \(index)" : part.description, rect: rect, depth: isCell ? 0 : 1)
                box.isContainer = isCell
                cell.boxes.append(box)
            }
            append(cell, dy: top)
            top += frames.height
        }
    }
}
