import Trellis

/// Why a layout file (FORMATS.md §2) was rejected: what is wrong, in which part of the file,
/// and where.
///
/// Its ``description`` is one line. Errors inside a constraint string or a visual format name
/// the constraint id or the format and the column in that string; errors in the JSON structure
/// name the line and column in the file.
// snippet: given let text = #"{ "views": [ { "id": "root", "frame": [0, 0, 375, 120] } ] }"#
/// ```swift
/// do { _ = try LayoutDocument(json: text) }
/// catch { print("layout.json: \(error)") }
/// // layout.json: constraint 'k2': unknown view 'avatr' at column 1 in 'avatr.width == 32'
/// ```
public struct LayoutFileError: Error, Sendable, Hashable {
    /// What is wrong (`"unknown view 'avatr'"`).
    public var message: String
    /// The part of the file (`"constraint 'k2'"`, `"visual format 0"`), when known.
    public var context: String?
    /// The constraint string or visual format the ``column`` points into, when there is one.
    public var source: String?
    /// The 1-based line in the file, for errors in the JSON structure.
    public var line: Int?
    /// The 1-based column: in ``source`` when there is one, else in the file's ``line``.
    public var column: Int?

    /// An error at a position in the file.
    public init(_ message: String, line: Int?, column: Int?, context: String? = nil) {
        self.message = message
        self.line = line
        self.column = column
        self.context = context
    }

    /// An error at a column of a constraint string or format.
    public init(_ message: String, context: String, source: String, column: Int) {
        self.message = message
        self.context = context
        self.source = source
        self.column = column
    }
}

extension LayoutFileError: CustomStringConvertible {
    /// One line: `context: message at column N in 'source'`, or `line L, column C: ...`.
    public var description: String {
        var text = ""
        if source == nil, let line {
            text += "line \(line), column \(column ?? 1): "
        }
        if let context { text += "\(context): " }
        text += message
        if let source {
            text += " at column \(column ?? 1) in '\(Self.window(of: source, around: column ?? 1))'"
        }
        return text.replacingNewlines()
    }

    /// How many characters of a source are quoted on each side of the column.
    static let windowRadius = 40

    /// `source`, or when it is long, the characters within ``windowRadius`` of `column`
    /// (1-based) with `...` where it was cut: an error in a constraint of a megabyte quotes
    /// a line, not the megabyte.
    /// - Complexity: O(column + windowRadius) characters read.
    static func window(of source: String, around column: Int) -> String {
        let limit = 2 * windowRadius
        guard source.utf8.count > limit + 6 else { return source }
        let start = max(0, column - 1 - windowRadius)
        var result = start > 0 ? "..." : ""
        var index = source.startIndex
        var offset = 0
        while index < source.endIndex, offset < start {
            index = source.index(after: index)
            offset += 1
        }
        var taken = 0
        while index < source.endIndex, taken < limit {
            result.append(source[index])
            index = source.index(after: index)
            taken += 1
        }
        if index < source.endIndex { result += "..." }
        return result
    }

    /// `name` for a message: as it is up to 64 characters, else its first 32, `...` and
    /// how long it is.
    package static func quoted(_ name: String) -> String {
        guard name.utf8.count > 64 else { return name }
        return "\(name.prefix(32))... (\(name.utf8.count) bytes)"
    }
}
