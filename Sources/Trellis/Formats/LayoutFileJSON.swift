/// A JSON value with the line and column where it starts, as layout files need it: objects
/// keep their key order and reject duplicate keys, numbers must be finite, and every error
/// says where it is.
///
/// ```swift
/// let json = try LayoutFileJSON.parse(#"{ "views": [] }"#)
/// ```
struct LayoutFileJSON: Sendable {
    /// The kinds of JSON values.
    indirect enum Value: Sendable {
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

    /// Parses one JSON text.
    /// - Throws: ``LayoutFileError`` with the line and column of the first problem.
    static func parse(_ text: String) throws(LayoutFileError) -> LayoutFileJSON {
        var parser = LayoutFileJSONParser(text)
        return try parser.parseDocument()
    }
}
