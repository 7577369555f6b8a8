/// A strict RFC 8259 JSON reader over UTF-8 bytes, with errors that say where (line and
/// column) and what was expected.
///
/// Stricter than Foundation where the system format needs it: duplicate keys, numbers that
/// overflow a double (`1e400`), unpaired surrogates and nesting deeper than
/// ``maximumDepth`` are errors, and booleans never pass for numbers.
///
/// ```swift
/// let value = try JSONReader.parse(Array("[1, 2.5, \"x\"]".utf8))
/// ```
struct JSONReader {
    /// Where and why reading failed: 1-based line and column (in characters) in the text.
    struct Failure: Error, Sendable, Hashable {
        var line: Int
        var column: Int
        var message: String
    }

    /// How deeply arrays and objects may nest.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON value that spans all of `bytes` (surrounding whitespace and a leading
    /// byte order mark are allowed).
    ///
    /// - Throws: ``Failure`` at the first problem.
    /// - Complexity: O(n) in the number of bytes.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        if String(validating: bytes, as: UTF8.self) == nil {
            throw Failure(line: 1, column: 1, message: "the file is not valid UTF-8")
        }
        reader.skipWhitespace()
        if reader.offset == bytes.count {
            throw reader.failure("the file is empty: expected a JSON object")
        }
        let value = try reader.parseValue()
        reader.skipWhitespace()
        if reader.offset < bytes.count {
            throw reader.failure("unexpected \(reader.describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(Failure) -> JSONValue {
        guard let byte = peek() else { throw failure("expected a JSON value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        default: throw failure("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func enterContainer() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure("arrays and objects nest deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enterContainer()
        offset += 1
        var object = JSONObject()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw failure("expected a string key in an object, found \(describeCurrent())")
            }
            let keyStart = offset
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            offset += 1
            skipWhitespace()
            let value = try parseValue()
            if !object.append(key: key, value: value) {
                throw failure("duplicate key \"\(key)\" in an object", at: keyStart)
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(object)
            default: throw failure("expected ',' or '}' in an object, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enterContainer()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(elements)
            default: throw failure("expected ',' or ']' in an array, found \(describeCurrent())")
            }
        }
    }

    private mutating func expectWord(_ word: String) throws(Failure) {
        let start = offset
        for expected in word.utf8 {
            guard peek() == expected else {
                throw failure("invalid literal: expected '\(word)'", at: start)
            }
            offset += 1
        }
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), isDigit(first) else {
            throw failure("expected a digit in a number, found \(describeCurrent())")
        }
        offset += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw failure("a number cannot have a leading zero", at: start)
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let digit = peek(), isDigit(digit) else {
                throw failure("expected a digit after the decimal point, found \(describeCurrent())")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let digit = peek(), isDigit(digit) else {
                throw failure("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("the number \(text) is out of range (not a finite double)", at: start)
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { offset += 1 }
    }

    // MARK: - Strings

    private mutating func parseString() throws(Failure) -> String {
        offset += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flushRun() {
            scalars.append(
                contentsOf: String(decoding: bytes[runStart..<offset], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = peek() else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                flushRun()
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flushRun()
                scalars.append(try parseEscape())
                runStart = offset
            case 0..<0x20:
                throw failure("control character in a string (escape it)")
            default:
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        let start = offset
        offset += 1  // the backslash
        guard let byte = peek() else { throw failure("unterminated string") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\"), peek(at: offset + 1) == UInt8(ascii: "u") else {
                    throw failure("unpaired surrogate in a \\u escape", at: start)
                }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("unpaired surrogate in a \\u escape", at: start)
                }
                let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                if let scalar = Unicode.Scalar(combined) { return scalar }
                throw failure("invalid \\u escape", at: start)
            }
            if let scalar = Unicode.Scalar(high) { return scalar }
            throw failure("unpaired surrogate in a \\u escape", at: start)
        default:
            throw failure("invalid escape in a string", at: start)
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw failure("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("expected 4 hexadecimal digits in a \\u escape")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    // MARK: - Positions and messages

    private func peek() -> UInt8? { peek(at: offset) }

    private func peek(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            offset += 1
        }
    }

    /// The byte at the current offset, described for a message.
    private func describeCurrent() -> String {
        guard let byte = peek() else { return "the end of the file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func failure(_ message: String, at position: Int? = nil) -> Failure {
        let end = min(position ?? offset, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[0..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // count characters, not UTF-8 continuation bytes
            }
        }
        return Failure(line: line, column: column, message: message)
    }
}
