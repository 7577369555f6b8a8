import Foundation
public import Trellis

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A box read back from a rendered SVG: its group's classes and id, and the frame of its
/// first `<rect>` mapped through the scene group's transform to layout points.
public struct ParsedBox: Equatable {
    public var id: String
    public var classes: Set<String>
    public var rect: LayoutRect
    public var texts: [String]
}

/// What an SVG document says, read with Foundation's XMLParser (which rejects malformed XML).
public struct ParsedSVG {
    public var width = 0.0
    public var height = 0.0
    public var boxes: [ParsedBox] = []
    public var allText: [String] = []
    /// The scene group's transform: translate(tx ty) scale(s).
    public var translate = (0.0, 0.0)
    public var scale = 1.0
}

/// Parses `svg`; throws when it is not well-formed XML.
public func parseSVG(_ svg: String) throws -> ParsedSVG {
    let delegate = SVGCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = delegate
    guard parser.parse() else {
        throw SVGParseFailure(message: parser.parserError.map { "\($0)" } ?? "unknown XML error")
    }
    return delegate.result
}

public struct SVGParseFailure: Error {
    public var message: String
}

private final class SVGCollector: NSObject, XMLParserDelegate {
    var result = ParsedSVG()
    private var current: ParsedBox?
    private var currentHasRect = false
    private var groupDepth = 0
    private var boxGroupDepth = -1
    private var inText = false
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "svg":
            result.width = Double(attributes["width"] ?? "") ?? -1
            result.height = Double(attributes["height"] ?? "") ?? -1
        case "g":
            groupDepth += 1
            let classes = Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
            if classes.contains("scene"), let transform = attributes["transform"] {
                let numbers = transform.split(whereSeparator: { "() ,".contains($0) }).compactMap {
                    Double($0)
                }
                if numbers.count == 3 {
                    result.translate = (numbers[0], numbers[1])
                    result.scale = numbers[2]
                }
            }
            if classes.contains("box"), let id = attributes["data-id"] {
                current = ParsedBox(id: id, classes: classes, rect: .zero, texts: [])
                currentHasRect = false
                boxGroupDepth = groupDepth
            }
        case "rect":
            if current != nil, !currentHasRect {
                currentHasRect = true
                current?.rect = LayoutRect(
                    x: Double(attributes["x"] ?? "") ?? .nan, y: Double(attributes["y"] ?? "") ?? .nan,
                    width: Double(attributes["width"] ?? "") ?? .nan,
                    height: Double(attributes["height"] ?? "") ?? .nan)
            }
        case "text":
            inText = true
            text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { text += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        switch name {
        case "text":
            inText = false
            result.allText.append(text)
            current?.texts.append(text)
        case "g":
            if groupDepth == boxGroupDepth, let box = current {
                result.boxes.append(box)
                current = nil
                boxGroupDepth = -1
            }
            groupDepth -= 1
        default: break
        }
    }
}
