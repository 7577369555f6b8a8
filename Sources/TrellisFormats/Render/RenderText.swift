import Trellis

/// The text a box shows, for pictures that draw text (PNG and PDF through `TrellisText`):
/// the string, its font and its line limit, set in the box's frame as it was measured.
///
/// ```swift
/// var body = RenderBox(id: "body", rect: LayoutRect(x: 15, y: 65, width: 345, height: 40))
/// body.text = RenderText("Hello, world", font: FontDescription(size: 15, lineHeight: 20))
/// ```
public struct RenderText: Sendable, Hashable {
    /// The text.
    public var text: String
    /// Its font.
    public var font: FontDescription
    /// The most lines shown (0: no limit).
    public var maximumLines: Int
    /// Space between the box's frame and the text (a button's insets around its title).
    public var padding: LayoutInsets

    /// Creates the text of a box.
    public init(_ text: String, font: FontDescription, maximumLines: Int = 0, padding: LayoutInsets = .zero) {
        self.text = text
        self.font = font
        self.maximumLines = maximumLines
        self.padding = padding
    }

    /// The rectangle the text is set in, inside a box's frame `rect`.
    ///
    /// ```swift
    /// let padding = LayoutInsets(top: 5, left: 10, bottom: 5, right: 10)
    /// let like = RenderText("Like", font: FontDescription(size: 13), padding: padding)
    /// print(like.textRect(in: LayoutRect(x: 0, y: 0, width: 50, height: 26)))   // (10, 5, 30, 16)
    /// ```
    public func textRect(in rect: LayoutRect) -> LayoutRect {
        LayoutRect(
            x: rect.minX + padding.left, y: rect.minY + padding.top,
            width: rect.width - padding.left - padding.right,
            height: rect.height - padding.top - padding.bottom)
    }
}

extension LayoutDocument {
    /// Builds the document's tree, lays it out as `trellis layout` does (conflicts broken and
    /// reported, not thrown) and returns its picture as boxes: every view and guide of every
    /// root at its absolute frame, highlights set, text views carrying their ``RenderText``.
    ///
    // snippet: given let text = #"{ "views": [ { "id": "root", "frame": [0, 0, 375, 120] } ] }"#
    /// ```swift
    /// let scene = try LayoutDocument(json: text).renderScene(title: "cell.json")
    /// let svg = SVGRenderer().render(scene)
    /// ```
    /// - Parameters:
    ///   - text: the text measurers of text views (default: the average-advance model).
    ///   - title: a line above the picture, or nil.
    /// - Throws: ``LayoutFileError`` when the document cannot be built.
    public func renderScene(
        text: any TextMeasurerProvider = AverageTextMeasurerProvider(), title: String? = nil
    ) throws(LayoutFileError) -> RenderScene {
        let tree = try build(text: text)
        var scene = RenderScene(title: title)
        for root in tree.roots {
            let report = root.layoutIfNeeded()
            let part = RenderScene(root: root, report: report)
            scene.direction = part.direction
            scene.append(part)
        }
        var texts: [String: RenderText] = [:]
        for view in views {
            if let text = view.text {
                texts[view.id] = RenderText(text.text, font: text.font, maximumLines: text.maximumLines)
            }
        }
        if !texts.isEmpty {
            for index in scene.boxes.indices where scene.boxes[index].kind == .view {
                scene.boxes[index].text = texts[scene.boxes[index].id]
            }
        }
        return scene
    }
}
