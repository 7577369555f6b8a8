import Trellis

/// A JSON value with the line and column where it starts, as layout files need it: objects
/// keep their key order and reject duplicate keys, numbers must be finite, and every error
/// says where it is.
///
// snippet: given @testable import TrellisFormats
/// ```swift
/// let json = try LayoutFileJSON.parse(#"{ "views": [] }"#)
/// ```
struct LayoutFileJSON: Sendable {
    /// The kinds of JSON values. Not `indirect`: arrays and objects already hold their
    /// elements out of line, and boxing every value made a heap allocation of each number.
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([LayoutFileJSON])
        case object([(key: String, value: LayoutFileJSON)])
    }

    var value: Value
    /// The 1-based line where the value starts.
    var line: Int
    /// The 1-based column (in characters) where the value starts.
    var column: Int
    /// For a member of an object: the line and column of its key.
    var keyPosition: (line: Int, column: Int)? = nil

    /// Where the value is, for messages: `line 3, column 14`.
    var position: String { "line \(line), column \(column)" }

    /// The name of the value's kind, for messages.
    var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Parses one JSON text with ``JSONReader``.
    /// - Throws: ``LayoutFileError`` with the line and column of the first problem.
    static func parse(_ text: String) throws(LayoutFileError) -> LayoutFileJSON {
        do {
            return try JSONReader.parse(text, into: LayoutFileJSONBuilder())
        } catch {
            throw LayoutFileError(error.message, line: error.line, column: error.column)
        }
    }

    /// Parses the UTF-8 bytes of one JSON text with ``JSONReader``.
    /// - Throws: ``LayoutFileError`` with the line and column of the first problem.
    static func parse(bytes: [UInt8]) throws(LayoutFileError) -> LayoutFileJSON {
        do {
            return try JSONReader.parse(bytes, into: LayoutFileJSONBuilder())
        } catch {
            throw LayoutFileError(error.message, line: error.line, column: error.column)
        }
    }
}

/// Builds ``LayoutFileJSON`` nodes, each with the line and column where it starts.
struct LayoutFileJSONBuilder: JSONTreeBuilder {
    func makeNull(at position: JSONPosition) -> LayoutFileJSON { node(.null, position) }
    func makeBool(_ value: Bool, at position: JSONPosition) -> LayoutFileJSON { node(.bool(value), position) }
    func makeNumber(_ value: Double, at position: JSONPosition) -> LayoutFileJSON {
        node(.number(value), position)
    }
    func makeString(_ value: String, at position: JSONPosition) -> LayoutFileJSON {
        node(.string(value), position)
    }
    func makeArray(_ elements: [LayoutFileJSON], at position: JSONPosition) -> LayoutFileJSON {
        node(.array(elements), position)
    }
    func makeObject(_ members: [JSONTreeMember<LayoutFileJSON>], at position: JSONPosition) -> LayoutFileJSON
    {
        node(
            .object(
                members.map { member in
                    var value = member.value
                    value.keyPosition = (member.keyPosition.line, member.keyPosition.column)
                    return (member.key, value)
                }), position)
    }

    private func node(_ value: LayoutFileJSON.Value, _ position: JSONPosition) -> LayoutFileJSON {
        LayoutFileJSON(value: value, line: position.line, column: position.column)
    }
}
