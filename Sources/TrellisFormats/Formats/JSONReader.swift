import Trellis

/// The one JSON reader behind `trellis solve`, `trellis layout` and `trellis bulk`: strict
/// RFC 8259 over UTF-8 bytes, linear in the input, with errors that say where (line and
/// column) and what was expected.
///
/// Stricter than Foundation where the formats need it: duplicate keys, numbers that overflow a
/// double (`1e400`), unpaired surrogates and nesting deeper than ``maximumDepth`` are errors,
/// and booleans never pass for numbers. Containers are read with an explicit stack, not by
/// recursion, so no input can exhaust the thread's stack.
///
/// The reader builds whatever tree its ``JSONTreeBuilder`` makes: ``JSONValue`` for the
/// system format, positioned ``LayoutFileJSON`` nodes for layout files.
///
/// ```swift
/// let value = try JSONReader.parse(Array("[1, 2.5, \"x\"]".utf8))
/// ```
package struct JSONReader {
    /// Where and why reading failed: 1-based line and column (in characters) in the text.
    package struct Failure: Error, Sendable, Hashable {
        package var line: Int
        package var column: Int
        package var message: String
    }

    /// How deeply arrays and objects may nest.
    package static let maximumDepth = 256

    /// Parses one JSON value that spans all of `bytes` into a ``JSONValue``.
    ///
    /// - Throws: ``Failure`` at the first problem.
    /// - Complexity: O(n) in the number of bytes.
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        try parse(bytes, into: JSONValueBuilder())
    }

    /// Parses one JSON value that spans all of `bytes` (surrounding whitespace and a leading
    /// byte order mark are allowed) into the tree `builder` makes.
    ///
    /// - Throws: ``Failure`` at the first problem.
    /// - Complexity: O(n) in the number of bytes.
    static func parse<Builder: JSONTreeBuilder>(_ bytes: [UInt8], into builder: Builder) throws(Failure)
        -> Builder.Node
    {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(Failure) -> Builder.Node in
                var scanner = JSONScanner(buffer, builder: builder)
                return try scanner.parseDocument()
            }
        }
        return try result.get()
    }

    /// Parses the UTF-8 of `text`, as ``parse(_:into:)`` does for bytes.
    static func parse<Builder: JSONTreeBuilder>(_ text: String, into builder: Builder) throws(Failure)
        -> Builder.Node
    {
        var text = text
        text.makeContiguousUTF8()
        let result = text.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(Failure) -> Builder.Node in
                var scanner = JSONScanner(buffer, builder: builder)
                return try scanner.parseDocument()
            }
        }
        if let result { return try result.get() }
        return try parse(Array(text.utf8), into: builder)
    }
}

/// Where a JSON value (or an object key) starts: 1-based line and column (in characters).
struct JSONPosition: Sendable, Hashable {
    var line: Int
    var column: Int
}

/// One `"key": value` member as the reader hands it to a ``JSONTreeBuilder``.
struct JSONTreeMember<Node> {
    var key: String
    var keyPosition: JSONPosition
    var value: Node
}

/// Makes the nodes of the tree ``JSONReader`` reads. Keys are unique within an object (the
/// reader rejects duplicates before calling ``makeObject(_:at:)``).
protocol JSONTreeBuilder {
    /// The tree's node type.
    associatedtype Node
    func makeNull(at position: JSONPosition) -> Node
    func makeBool(_ value: Bool, at position: JSONPosition) -> Node
    func makeNumber(_ value: Double, at position: JSONPosition) -> Node
    func makeString(_ value: String, at position: JSONPosition) -> Node
    func makeArray(_ elements: [Node], at position: JSONPosition) -> Node
    func makeObject(_ members: [JSONTreeMember<Node>], at position: JSONPosition) -> Node
}

/// Builds ``JSONValue`` trees (positions are dropped).
struct JSONValueBuilder: JSONTreeBuilder {
    func makeNull(at position: JSONPosition) -> JSONValue { .null }
    func makeBool(_ value: Bool, at position: JSONPosition) -> JSONValue { .bool(value) }
    func makeNumber(_ value: Double, at position: JSONPosition) -> JSONValue { .number(value) }
    func makeString(_ value: String, at position: JSONPosition) -> JSONValue { .string(value) }
    func makeArray(_ elements: [JSONValue], at position: JSONPosition) -> JSONValue { .array(elements) }
    func makeObject(_ members: [JSONTreeMember<JSONValue>], at position: JSONPosition) -> JSONValue {
        .object(JSONObject(uniqueMembers: members.map { JSONObject.Member(key: $0.key, value: $0.value) }))
    }
}
