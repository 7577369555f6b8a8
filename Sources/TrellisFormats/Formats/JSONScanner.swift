import Trellis

/// The state machine under ``JSONReader``: one pass over the bytes, containers on an explicit
/// stack (no recursion), every byte looked at a bounded number of times.
///
/// Positions are tracked as the scan goes: the current line, where it starts, and how many
/// UTF-8 continuation bytes it holds so far (they only occur inside strings), so a value's
/// column costs O(1). Error positions are counted exactly from the start of their line.
struct JSONScanner<Builder: JSONTreeBuilder> {
    typealias Failure = JSONReader.Failure
    typealias Node = Builder.Node

    /// An array or object being read.
    private struct Frame {
        var isObject: Bool
        var elements: [Node] = []
        var members: [JSONTreeMember<Node>] = []
        /// The keys so far, once the object is large enough that a linear search would cost.
        var keys: Set<String>? = nil
        var pendingKey = ""
        var pendingKeyHash: UInt64 = 0
        var pendingKeyPosition = JSONPosition(line: 0, column: 0)
        /// Where this object's key hashes start in ``JSONScanner/keyHashes``.
        var keyHashStart = 0
        var position: JSONPosition

        /// A container whose storage starts with room for a few values: most of a file's
        /// containers are small (a view's keys, a frame's four numbers), and growing from
        /// empty reallocated each of them two or three times.
        init(isObject: Bool, position: JSONPosition) {
            self.isObject = isObject
            self.position = position
            if isObject {
                members.reserveCapacity(Self.initialCapacity)
            } else {
                elements.reserveCapacity(Self.initialCapacity)
            }
        }

        static var initialCapacity: Int { 4 }
    }

    /// Objects with more members than this check duplicate keys with a set.
    private static var linearKeySearchLimit: Int { 12 }

    let bytes: UnsafeBufferPointer<UInt8>
    private let builder: Builder
    var offset = 0
    private var line = 1
    private var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and the end of the last string read.
    var continuationBytes = 0
    /// Reused for strings with escapes.
    var scratch: [UInt8] = []
    /// Strings made so far, to be handed out again.
    var strings = JSONStringCache()
    /// The hashes of the keys of the open objects, innermost last: a duplicate key is looked
    /// for among hashes before any two strings are compared.
    private var keyHashes: [UInt64] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, builder: Builder) {
        self.bytes = bytes
        self.builder = builder
    }

    // MARK: - The document

    mutating func parseDocument() throws(Failure) -> Node {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            offset = 3
            lineStart = 3  // a byte order mark is not part of the text: columns start after it
        }
        if !Self.isValidUTF8(bytes), let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            throw Failure(
                line: 1, column: 1, message: UTF8Validation.message(offset: bad.offset, byte: bad.byte))
        }
        skipWhitespace()
        if offset == bytes.count { throw failure("the file is empty: expected a JSON value") }
        let value = try parseValues()
        skipWhitespace()
        if offset < bytes.count {
            throw failure("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    /// Reads one value, containers included, with an explicit stack of open containers.
    private mutating func parseValues() throws(Failure) -> Node {
        var stack: [Frame] = []
        while true {
            // Read a value, or open a container and go on to its first element.
            var node: Node
            guard offset < bytes.count else {
                throw failure("expected a JSON value, found the end of the file")
            }
            let position = currentPosition
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                try enterContainer(depth: stack.count)
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    offset += 1
                    node = builder.makeObject([], at: position)
                } else {
                    var frame = Frame(isObject: true, position: position)
                    frame.keyHashStart = keyHashes.count
                    try readKey(into: &frame)
                    stack.append(frame)
                    continue
                }
            case UInt8(ascii: "["):
                try enterContainer(depth: stack.count)
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    offset += 1
                    node = builder.makeArray([], at: position)
                } else {
                    stack.append(Frame(isObject: false, position: position))
                    continue
                }
            default: node = try parseScalar(at: position)
            }
            // Hand the value to its container; close containers that end here.
            while true {
                guard !stack.isEmpty else { return node }
                let top = stack.count - 1
                skipWhitespace()
                if stack[top].isObject {
                    try addMember(node, to: &stack[top])
                    switch peek() {
                    case UInt8(ascii: ","):
                        offset += 1
                        try readKey(into: &stack[top])
                    case UInt8(ascii: "}"):
                        offset += 1
                        let frame = stack.removeLast()
                        keyHashes.removeLast(keyHashes.count - frame.keyHashStart)
                        node = builder.makeObject(frame.members, at: frame.position)
                        continue
                    default: throw failure("expected ',' or '}' in an object, found \(describeCurrent())")
                    }
                } else {
                    stack[top].elements.append(node)
                    switch peek() {
                    case UInt8(ascii: ","):
                        offset += 1
                        skipWhitespace()
                    case UInt8(ascii: "]"):
                        offset += 1
                        let frame = stack.removeLast()
                        node = builder.makeArray(frame.elements, at: frame.position)
                        continue
                    default: throw failure("expected ',' or ']' in an array, found \(describeCurrent())")
                    }
                }
                break
            }
        }
    }

    /// Reads a value that is not a container: a string, number, `true`, `false` or `null`.
    private mutating func parseScalar(at position: JSONPosition) throws(Failure) -> Node {
        switch bytes[offset] {
        case UInt8(ascii: "\""): return builder.makeString(try parseHashedString().string, at: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return builder.makeNumber(try parseNumber(), at: position)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return builder.makeBool(true, at: position)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return builder.makeBool(false, at: position)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return builder.makeNull(at: position)
        default: throw failure("expected a JSON value, found \(describeCurrent())")
        }
    }

    private func enterContainer(depth: Int) throws(Failure) {
        if depth + 1 > JSONReader.maximumDepth {
            throw failure("arrays and objects nest deeper than \(JSONReader.maximumDepth) levels")
        }
    }

    /// Reads `"key":` and the whitespace after it, leaving the offset at the member's value.
    private mutating func readKey(into frame: inout Frame) throws(Failure) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else {
            throw failure("expected a string key in an object, found \(describeCurrent())")
        }
        frame.pendingKeyPosition = currentPosition
        (frame.pendingKey, frame.pendingKeyHash) = try parseHashedString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw failure("expected ':' after the key \"\(frame.pendingKey)\", found \(describeCurrent())")
        }
        offset += 1
        skipWhitespace()
    }

    /// Adds the pending key with `value`, rejecting a duplicate key.
    private mutating func addMember(_ value: Node, to frame: inout Frame) throws(Failure) {
        let key = frame.pendingKey
        var duplicate = false
        if var keys = frame.keys {
            frame.keys = nil  // keep the set uniquely referenced while inserting
            duplicate = !keys.insert(key).inserted
            frame.keys = keys
        } else {
            // Strings are compared only where the hashes agree.
            for index in frame.keyHashStart..<keyHashes.count where keyHashes[index] == frame.pendingKeyHash {
                if frame.members[index - frame.keyHashStart].key == key {
                    duplicate = true
                    break
                }
            }
            if frame.members.count >= Self.linearKeySearchLimit {
                frame.keys = Set(frame.members.map(\.key) + [key])
            }
        }
        if duplicate {
            let where_ = frame.pendingKeyPosition
            throw Failure(
                line: where_.line, column: where_.column, message: "duplicate key \"\(key)\" in an object")
        }
        frame.members.append(JSONTreeMember(key: key, keyPosition: frame.pendingKeyPosition, value: value))
        keyHashes.append(frame.pendingKeyHash)
    }

    private mutating func expectWord(_ word: StaticString) throws(Failure) {
        let start = offset
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            offset + count <= bytes.count && (0..<count).allSatisfy { bytes[offset + $0] == expected[$0] }
        }
        guard matches else { throw failure("invalid literal: expected '\(word)'", at: start) }
        offset += count
    }

    // MARK: - Positions and messages

    func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func peek(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The position of the current offset, outside a string.
    private var currentPosition: JSONPosition {
        JSONPosition(line: line, column: offset - lineStart - continuationBytes + 1)
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
                continuationBytes = 0
            default: return
            }
        }
    }

    /// The byte at the current offset, described for a message.
    func describeCurrent() -> String {
        guard let byte = peek() else { return "the end of the file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// A failure at `position` (default: the current offset), on the current line.
    func failure(_ message: String, at position: Int? = nil) -> Failure {
        let end = min(max(position ?? offset, lineStart), bytes.count)
        var column = 1
        for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 {
            column += 1  // count characters, not UTF-8 continuation bytes
        }
        return Failure(line: line, column: column, message: message)
    }

    /// Whether `bytes` is well-formed UTF-8: ASCII eight bytes at a time, the rest by the
    /// standard library's validator.
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        let raw = UnsafeRawPointer(base)
        while index + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                break
            }
            index += 8
        }
        while index < bytes.count && bytes[index] < 0x80 { index += 1 }
        if index == bytes.count { return true }
        let rest = UnsafeBufferPointer(rebasing: bytes[index...])
        return String(validating: rest, as: UTF8.self) != nil
    }
}
