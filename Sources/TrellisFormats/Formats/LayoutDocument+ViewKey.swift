import Trellis

extension LayoutDocument {
    /// The keys a view object may hold.
    ///
    /// A key is matched on its length first: comparing two different strings is far dearer
    /// than comparing two lengths, and a large file has several keys in each of its views.
    enum ViewKey: String, CaseIterable {
        case id, parent, intrinsicSize, hugging, compressionResistance, frame, baselines, margins
        case text, font, maximumLines, stack

        /// The key named `key`, nil for a key views do not have.
        init?(_ key: String) {
            let match: ViewKey?
            switch key.utf8.count {
            case 2: match = key == "id" ? .id : nil
            case 4: match = key == "text" ? .text : key == "font" ? .font : nil
            case 5: match = key == "frame" ? .frame : key == "stack" ? .stack : nil
            case 6: match = key == "parent" ? .parent : nil
            case 7: match = key == "hugging" ? .hugging : key == "margins" ? .margins : nil
            case 9: match = key == "baselines" ? .baselines : nil
            case 12: match = key == "maximumLines" ? .maximumLines : nil
            case 13: match = key == "intrinsicSize" ? .intrinsicSize : nil
            case 21: match = key == "compressionResistance" ? .compressionResistance : nil
            default: match = nil
            }
            guard let match else { return nil }
            self = match
        }
    }

    /// The `text`, `font` and `maximumLines` members of a view, as ``decodeText(_:_:)``
    /// reads them (nil when absent or null).
    struct TextNodes {
        var text: LayoutFileJSON?
        var font: LayoutFileJSON?
        var maximumLines: LayoutFileJSON?
    }
}
