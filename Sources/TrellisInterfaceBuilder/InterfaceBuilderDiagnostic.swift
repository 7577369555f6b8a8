/// Something the importer or the layout found in a document: a view whose computed frame
/// differs from the one Xcode stored, an ambiguous view, a conflict, an element the importer
/// does not support, or a note on how the document was read.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(path: "Main.storyboard")
/// for diagnostic in document.diagnostics { print(diagnostic) }
/// // Main.storyboard:42:17: warning: view 'abc-12-xyz' (title) is misplaced: ...
/// ```
public struct InterfaceBuilderDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What a diagnostic is about.
    public enum Kind: String, Sendable, Hashable {
        /// The computed frame differs from the stored one by more than half a point.
        case misplaced
        /// The constraints leave the view's frame undecided.
        case ambiguous
        /// Required constraints that cannot hold together; one was broken.
        case conflict
        /// An element or attribute the importer does not lay out.
        case unsupported
        /// How something was read (placeholder constraints kept, an unknown device...).
        case note
    }

    /// How serious it is, as compilers say it.
    public enum Severity: String, Sendable, Hashable {
        case warning
        case note
    }

    /// The kind.
    public var kind: Kind
    /// `warning` or `note`.
    public var severity: Severity
    /// The file as given to the reader.
    public var file: String
    /// The 1-based line and column of the element concerned (0 when there is none).
    public var line: Int
    public var column: Int
    /// The message, without position.
    public var message: String
    /// The IB id of the object concerned, when there is one.
    public var objectID: String?

    /// Creates a diagnostic.
    /// ```swift
    /// let d = InterfaceBuilderDiagnostic(kind: .note, file: "A.xib", line: 3, column: 5, message: "hi")
    /// ```
    public init(
        kind: Kind, severity: Severity? = nil, file: String, line: Int, column: Int, message: String,
        objectID: String? = nil
    ) {
        self.kind = kind
        self.severity = severity ?? (kind == .note ? .note : .warning)
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.objectID = objectID
    }

    /// `FILE:LINE:COLUMN: warning: message`, the form CI systems show inline.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
