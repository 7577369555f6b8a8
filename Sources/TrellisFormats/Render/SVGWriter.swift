import Trellis

/// Builds SVG text element by element, escaping every attribute value and text node.
///
/// Internal: the picture of a layout (``SVGRenderer``) and the benchmark chart both write
/// through it, so escaping lives in one place.
package struct SVGWriter {
    /// The document so far.
    private(set) var text = ""
    private var depth = 0

    /// Starts a document of `width` x `height` pixels.
    package init(width: Double, height: Double) {
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let size = "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        let viewBox = "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\""
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) \(viewBox)>\n"
        depth = 1
    }

    /// A self-closing element: `<name a="v" .../>`.
    package mutating func element(_ name: String, _ attributes: [(String, String)]) {
        line("<\(name)\(Self.attributes(attributes))/>")
    }

    /// An element holding text: `<name ...>text</name>`.
    package mutating func element(_ name: String, _ attributes: [(String, String)], text content: String) {
        line("<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>")
    }

    /// Opens an element whose children follow; close it with ``close(_:)``.
    package mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    /// Closes an element opened with ``open(_:_:)``.
    package mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// The finished document.
    package mutating func finish() -> String {
        while depth > 1 { close("g") }
        depth = 0
        text += "</svg>\n"
        return text
    }

    private mutating func line(_ content: String) {
        text += String(repeating: " ", count: depth * 2) + content + "\n"
    }

    private static func attributes(_ list: [(String, String)]) -> String {
        var result = ""
        for (name, value) in list { result += " \(name)=\"\(escape(value))\"" }
        return result
    }

    /// `text` with the five XML special characters escaped and control characters (which
    /// XML 1.0 cannot hold) replaced by U+FFFD.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A number for an attribute: at most three decimals, no trailing zeros, `0` for
    /// non-finite values (SVG has no infinity).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
