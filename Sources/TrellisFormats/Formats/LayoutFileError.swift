import Trellis

/// Why a layout file (FORMATS.md §2) was rejected: what is wrong, in which part of the file,
/// and where.
///
/// Its ``description`` is one line. Errors inside a constraint string or a visual format name
/// the constraint id or the format and the column in that string; errors in the JSON structure
/// name the line and column in the file.
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
            text += " at column \(column ?? 1) in '\(source)'"
        }
        return text.replacingNewlines()
    }
}
