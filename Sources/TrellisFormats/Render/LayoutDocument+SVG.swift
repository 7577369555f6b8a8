import Trellis

// Pictures of layout files: what `trellis layout FILE.json --svg out.svg` draws.

extension LayoutDocument {
    /// Builds the document's tree, lays it out as `trellis layout` does (conflicts broken
    /// and reported, not thrown) and draws it: every view and guide of every root at its
    /// absolute frame, with the ambiguous items and the members of each conflict highlighted.
    ///
    // snippet: given let text = #"{ "views": [ { "id": "root", "frame": [0, 0, 375, 120] } ] }"#
    /// ```swift
    /// let document = try LayoutDocument(json: text)
    /// let svg = try document.renderSVG(title: "cell.json")
    /// ```
    /// - Parameters:
    ///   - options: how to draw.
    ///   - title: a line above the picture, or nil.
    ///   - text: the text measurers of text views (default: the average-advance model).
    /// - Throws: ``LayoutFileError`` when the document cannot be built.
    public func renderSVG(
        options: SVGRenderOptions = SVGRenderOptions(), title: String? = nil,
        text: any TextMeasurerProvider = AverageTextMeasurerProvider()
    ) throws(LayoutFileError) -> String {
        SVGRenderer(options).render(try renderScene(text: text, title: title))
    }
}
