// Reads an Interface Builder document's XML with FoundationXML's parser into `IBElement`s.

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds the element tree from the parser's callbacks.
final class IBXMLReader: NSObject, XMLParserDelegate {
    private var stack: [IBElement] = []
    private var root: IBElement?
    private var stopped: InterfaceBuilderError?
    private let file: String
    private weak var parser: XMLParser?

    /// The deepest nesting accepted: deeper documents are refused rather than risking the stack
    /// of the recursive passes that follow.
    static let maximumDepth = 256

    private init(file: String) {
        self.file = file
    }

    /// Parses `data`; `file` names the document in errors.
    /// - Throws: ``InterfaceBuilderError/malformedXML(file:line:column:message:)`` with the
    ///   position the parser stopped at.
    static func read(_ data: Data, file: String) throws(InterfaceBuilderError) -> IBElement {
        // Interface Builder writes UTF-8. FoundationXML traps on some names that are not
        // (libxml2 passes them on), so bytes that are not UTF-8 are refused first.
        if let (line, column) = firstInvalidUTF8(data) {
            throw .malformedXML(
                file: file, line: line, column: column, message: "the document is not UTF-8 text")
        }
        let reader = IBXMLReader(file: file)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        reader.parser = parser
        parser.delegate = reader
        let ok = parser.parse()
        if let stopped = reader.stopped { throw stopped }
        guard ok, let root = reader.root else {
            let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "not an XML document"
            throw .malformedXML(
                file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                message: message)
        }
        return root
    }

    /// The line and column (1-based, in characters) of the first byte sequence in `data` that
    /// is not UTF-8; nil when all of it is.
    static func firstInvalidUTF8(_ data: Data) -> (line: Int, column: Int)? {
        var line = 1
        var column = 1
        var bytes = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: return nil
            case .error: return (line, column)
            }
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if stack.count >= IBXMLReader.maximumDepth {
            stopped = .malformedXML(
                file: file, line: parser.lineNumber, column: parser.columnNumber,
                message: "elements nested deeper than \(IBXMLReader.maximumDepth)")
            parser.abortParsing()
            return
        }
        stack.append(
            IBElement(
                name: elementName, attributes: attributeDict, line: parser.lineNumber,
                column: parser.columnNumber))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        // Text content (a label's string in older documents) is kept as a `#text` attribute.
        guard !stack.isEmpty, !string.allSatisfy(\.isWhitespace) else { return }
        stack[stack.count - 1].attributes["#text", default: ""] += string
    }
}
