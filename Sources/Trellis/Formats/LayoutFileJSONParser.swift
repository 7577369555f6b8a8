/// Parses JSON text into ``LayoutFileJSON`` values, tracking lines and columns.
struct LayoutFileJSONParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private static let maximumDepth = 512

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    mutating func parseDocument() throws(LayoutFileError) -> LayoutFileJSON {
        if peek == "\u{FEFF}" {  // a byte-order mark some editors write: not part of the JSON
            index += 1
            lineStart = index
        }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < scalars.count { throw error("unexpected text after the JSON value") }
        return value
    }

    private var column: Int { index - lineStart + 1 }
    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func error(_ message: String) -> LayoutFileError {
        LayoutFileError(message, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while let next = peek {
            switch next {
            case " ", "\t", "\r": index += 1
            case "\n":
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(LayoutFileError) -> LayoutFileJSON {
        let startLine = line
        let startColumn = column
        func node(_ value: LayoutFileJSON.Value) -> LayoutFileJSON {
            LayoutFileJSON(value: value, line: startLine, column: startColumn)
        }
        guard let next = peek else { throw error("expected a JSON value, found the end of the file") }
        switch next {
        case "{": return node(try parseObject())
        case "[": return node(try parseArray())
        case "\"": return node(.string(try parseString()))
        case "t":
            try expectWord("true")
            return node(.bool(true))
        case "f":
            try expectWord("false")
            return node(.bool(false))
        case "n":
            try expectWord("null")
            return node(.null)
        case "-", "0"..."9": return node(.number(try parseNumber()))
        default: throw error("expected a JSON value, found '\(next)'")
        }
    }

    private mutating func expectWord(_ word: String) throws(LayoutFileError) {
        for scalar in word.unicodeScalars {
            guard peek == scalar else { throw error("expected '\(word)'") }
            index += 1
        }
    }

    private mutating func enter() throws(LayoutFileError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("JSON nested too deeply") }
    }

    private mutating func parseObject() throws(LayoutFileError) -> LayoutFileJSON.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: LayoutFileJSON)] = []
        var keys = Set<String>()
        skipWhitespace()
        if peek == "}" {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == "\"" else { throw error("expected a key in double quotes") }
            let keyColumn = column
            let keyLine = line
            let key = try parseString()
            guard keys.insert(key).inserted else {
                throw LayoutFileError("duplicate key '\(key)'", line: keyLine, column: keyColumn)
            }
            skipWhitespace()
            guard peek == ":" else { throw error("expected ':' after the key '\(key)'") }
            index += 1
            skipWhitespace()
            var value = try parseValue()
            value.keyPosition = (keyLine, keyColumn)
            members.append((key, value))
            skipWhitespace()
            if peek == "," {
                index += 1
                continue
            }
            guard peek == "}" else { throw error("expected ',' or '}'") }
            index += 1
            return .object(members)
        }
    }

    private mutating func parseArray() throws(LayoutFileError) -> LayoutFileJSON.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [LayoutFileJSON] = []
        skipWhitespace()
        if peek == "]" {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek == "," {
                index += 1
                continue
            }
            guard peek == "]" else { throw error("expected ',' or ']'") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func parseString() throws(LayoutFileError) -> String {
        index += 1
        var result = String.UnicodeScalarView()
        while true {
            guard let next = peek else { throw error("unterminated string") }
            index += 1
            switch next {
            case "\"": return String(result)
            case "\\":
                guard let escaped = peek else { throw error("unterminated string") }
                index += 1
                switch escaped {
                case "\"", "\\", "/": result.append(escaped)
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u": result.append(try parseUnicodeEscape())
                default:
                    index -= 1
                    throw error("invalid escape '\\\(escaped)'")
                }
            case "\n":
                index -= 1
                throw error("unescaped line break in a string")
            default:
                if next.value < 0x20 {
                    index -= 1
                    throw error("unescaped control character in a string")
                }
                result.append(next)
            }
        }
    }

    private mutating func parseHex4() throws(LayoutFileError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let next = peek, next.isASCII, let digit = UInt32(String(next), radix: 16)
            else { throw error("expected four hexadecimal digits after '\\u'") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseUnicodeEscape() throws(LayoutFileError) -> Unicode.Scalar {
        let high = try parseHex4()
        if (0xD800...0xDBFF).contains(high) {
            guard peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
                throw error("expected a low surrogate after a high surrogate")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw error("invalid surrogate pair") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("invalid unicode escape") }
        return scalar
    }

    private mutating func parseNumber() throws(LayoutFileError) -> Double {
        let start = index
        let startColumn = column
        func digits() -> Int {
            var count = 0
            while let next = peek, ("0"..."9").contains(next) {
                index += 1
                count += 1
            }
            return count
        }
        if peek == "-" { index += 1 }
        guard digits() > 0 else { throw error("expected a digit") }
        if scalars[start] == "-" ? scalars[start + 1] == "0" : scalars[start] == "0",
            index - start > (scalars[start] == "-" ? 2 : 1)
        {
            throw LayoutFileError(
                "leading zeros are not allowed in JSON numbers", line: line, column: startColumn)
        }
        if peek == "." {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if peek == "e" || peek == "E" {
            index += 1
            if peek == "+" || peek == "-" { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        guard let value = Double(text), value.isFinite else {
            throw LayoutFileError("the number \(text) is not finite", line: line, column: startColumn)
        }
        return value
    }
}
