/// Why an Interface Builder document could not be read: each case names the file and, where
/// there is one, the line and column.
///
/// ```swift
/// do {
///     _ = try InterfaceBuilderDocument(path: "Broken.xib")
/// } catch {
///     print(error)   // Broken.xib:12:5: error: ...
/// }
/// ```
public enum InterfaceBuilderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, message: String)
    /// The XML is not well formed (or nested too deeply).
    case malformedXML(file: String, line: Int, column: Int, message: String)
    /// The XML is well formed but is not an Interface Builder document (its root element is
    /// not `document`), or it has no objects to lay out.
    case notADocument(file: String, line: Int, column: Int, message: String)
    /// A constraint, outlet or guide names an id that no object has.
    case danglingReference(file: String, line: Int, column: Int, id: String)
    /// Views that contain themselves (through `key="contentView"` or a repeated id), or a
    /// constraint between views of different roots.
    case invalidStructure(file: String, line: Int, column: Int, message: String)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .malformedXML(let file, _, _, _), .notADocument(let file, _, _, _),
            .danglingReference(let file, _, _, _), .invalidStructure(let file, _, _, _):
            return file
        }
    }

    /// The line the error is about (0 when it has none).
    public var line: Int {
        switch self {
        case .unreadable: return 0
        case .malformedXML(_, let line, _, _), .notADocument(_, let line, _, _),
            .danglingReference(_, let line, _, _), .invalidStructure(_, let line, _, _):
            return line
        }
    }

    /// `FILE:LINE:COLUMN: error: message`, as compilers print errors.
    public var description: String {
        switch self {
        case .unreadable(let file, let message):
            return "\(file): error: cannot read the file: \(message)"
        case .malformedXML(let file, let line, let column, let message):
            return "\(file):\(line):\(column): error: malformed XML: \(message)"
        case .notADocument(let file, let line, let column, let message):
            return "\(file):\(line):\(column): error: not an Interface Builder document: \(message)"
        case .danglingReference(let file, let line, let column, let id):
            return "\(file):\(line):\(column): error: no object has the id '\(id)'"
        case .invalidStructure(let file, let line, let column, let message):
            return "\(file):\(line):\(column): error: \(message)"
        }
    }
}
