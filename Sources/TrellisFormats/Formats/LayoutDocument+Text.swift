import Trellis

/// Text views in layout files: `text` with a `font` and `maximumLines`, measured at the width
/// the layout gives the view (height for width, as a multi-line label).
extension LayoutDocument {
    /// A view's text and how to set it.
    struct Text: Sendable, Hashable {
        var text: String
        var font: FontDescription
        /// The most lines kept (0: no limit).
        var maximumLines: Int
    }

    /// The keys a `font` object may hold.
    private static let fontKeys: [String] = ["family", "size", "weight", "lineHeight"]

    /// The view's `text`, `font` and `maximumLines` (from its members `nodes`), or nil when it
    /// has no `text`.
    static func decodeText(_ nodes: TextNodes, _ context: @autoclosure () -> String)
        throws(LayoutFileError) -> Text?
    {
        let (fontNode, linesNode) = (nodes.font, nodes.maximumLines)
        guard let textNode = nodes.text else {
            if let stray = fontNode ?? linesNode {
                throw error("\"font\" and \"maximumLines\" need a \"text\"", at: stray, context())
            }
            return nil
        }
        var text = Text(
            text: try string(textNode, "\(context()) text"), font: FontDescription(), maximumLines: 0)
        if let fontNode { text.font = try font(fontNode, "\(context()) font") }
        if let linesNode {
            let lines = try number(linesNode, "\(context()) maximumLines")
            guard lines >= 0, lines == lines.rounded(), lines <= 1e6 else {
                throw error(
                    "maximumLines must be a whole number from 0 (no limit), not \(lines)", at: linesNode)
            }
            text.maximumLines = Int(lines)
        }
        return text
    }

    /// A `font` object: `family` (default DejaVu Sans), `size` (default 17), `weight` (100 to
    /// 1000 or a name such as `"bold"`, default 400), `lineHeight` (default: the font's).
    private static func font(_ node: LayoutFileJSON, _ what: String) throws(LayoutFileError)
        -> FontDescription
    {
        let members = try object(node, what)
        try checkKeys(members, allowed: fontKeys, in: what)
        var font = FontDescription()
        if let family = member(members, "family") {
            font.family = try string(family, "\(what) family")
            guard !font.family.isEmpty else { throw error("\(what) family must not be empty", at: family) }
        }
        if let size = member(members, "size") {
            font.size = try number(size, "\(what) size")
            guard font.size > 0, font.size <= 10_000 else {
                throw error("\(what) size must be in (0, 10000], not \(font.size)", at: size)
            }
        }
        if let weight = member(members, "weight") {
            if case .string(let name) = weight.value {
                guard let value = FontDescription.weightNames[name.lowercased()] else {
                    let names = FontDescription.weightNames.sorted { $0.value < $1.value }.map(\.key)
                    throw error(
                        "unknown weight \"\(name)\" (use 100...1000 or one of: \(names.joined(separator: ", ")))",
                        at: weight)
                }
                font.weight = value
            } else {
                let value = try number(weight, "\(what) weight")
                guard value >= 100, value <= 1000, value == value.rounded() else {
                    throw error(
                        "\(what) weight must be a whole number in 100...1000, not \(value)", at: weight)
                }
                font.weight = Int(value)
            }
        }
        if let lineHeight = member(members, "lineHeight") {
            let value = try number(lineHeight, "\(what) lineHeight")
            guard value > 0, value <= 10_000 else {
                throw error("\(what) lineHeight must be in (0, 10000], not \(value)", at: lineHeight)
            }
            font.lineHeight = value
        }
        return font
    }
}

extension LayoutDocument.Text {
    /// The view's ``LayoutView/measure`` function: the text's size at a proposed width (its
    /// unwrapped size at infinity), measured by `provider`'s measurer for the font.
    func measureFunction(_ provider: any TextMeasurerProvider) -> (Double) -> LayoutSize {
        let measurer = provider.measurer(for: font)
        let (text, lines) = (self.text, maximumLines)
        return { width in
            let m = measurer.measure(text, width: width, maximumLines: lines)
            return LayoutSize(width: m.width, height: m.height)
        }
    }

    /// Sets `view` up to show this text: its measure function and, from the font, its first
    /// baseline (and its last, for one-line text).
    func apply(to view: LayoutView, provider: any TextMeasurerProvider) {
        view.measure = measureFunction(provider)
        let first = provider.measurer(for: font).measure(text, width: .infinity, maximumLines: 1)
            .firstBaseline
        view.firstBaselineOffset = first
        view.lastBaselineOffset = maximumLines == 1 ? first : nil
    }
}
