import Trellis
public import TrellisFormats

// Feed cells as a picture with their text: what `trellis demo --png` draws.

extension RenderScene {
    /// The boxes of feed cells stacked top to bottom (as ``init(feedCells:title:)``), each
    /// label, the body and each button title carrying its ``RenderText`` in `fonts`, for
    /// pictures that draw text (PNG and PDF through `TrellisText`).
    ///
    // snippet: given let style = FeedCellStyle.standard
    /// ```swift
    /// let report = try await FeedDemo.run(cells: 100, width: 375, style: style)
    /// let scene = RenderScene(feedCells: report.firstScreen, fonts: .standard, style: style)
    /// ```
    /// - Parameters:
    ///   - cells: each cell's data and the frames of its parts, relative to the cell.
    ///   - fonts: the fonts the texts are set in.
    ///   - style: the cell's rules (button titles and insets, the body's line limit).
    ///   - title: a line above the picture, or nil.
    public init(
        feedCells cells: [(data: FeedCellData, frames: FeedCellFrames)], fonts: FeedCellFonts,
        style: FeedCellStyle = .standard, title: String? = nil
    ) {
        self.init(feedCells: cells.map(\.frames), title: title)
        let parts = FeedCellPart.allCases.count
        let insets = LayoutInsets(
            top: style.buttonInsets.vertical, left: style.buttonInsets.horizontal,
            bottom: style.buttonInsets.vertical, right: style.buttonInsets.horizontal)
        for (index, cell) in cells.enumerated() {
            let texts: [(FeedCellPart, RenderText)] = [
                (.name, RenderText(cell.data.name, font: fonts.name, maximumLines: 1)),
                (.time, RenderText(cell.data.time, font: fonts.time, maximumLines: 1)),
                (.body, RenderText(cell.data.body, font: fonts.body, maximumLines: style.bodyMaximumLines)),
                (.votes, RenderText(cell.data.votesText, font: fonts.votes, maximumLines: 1)),
                (.likeButton, RenderText(style.buttonTitles.like, font: fonts.button, padding: insets)),
                (.commentButton, RenderText(style.buttonTitles.comment, font: fonts.button, padding: insets)),
                (.shareButton, RenderText(style.buttonTitles.share, font: fonts.button, padding: insets)),
            ]
            for (part, text) in texts where index * parts + part.rawValue < boxes.count {
                boxes[index * parts + part.rawValue].text = text
            }
        }
    }
}
