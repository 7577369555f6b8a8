import Trellis

/// Why a system file (FORMATS.md §1) is malformed, and where: in the JSON text, in a
/// constraint (its id and, for expression errors, the column), in an edit, or in
/// `variables`.
///
/// Its ``description`` is one line, ready to follow the file name:
/// ```swift
/// do { _ = try SystemFile(json: "{\"constraints\": [{\"constraint\": \"2*x + 3*\"}]}") }
/// catch { print("bad.json: \(error)") }
/// // bad.json: constraint 'c0', column 9: expected an expression after '*'
/// ```
public struct SystemFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the file the problem is.
    public enum Place: Sendable, Hashable {
        /// The file as a whole (its top level).
        case document
        /// A position in the JSON text (1-based line and column).
        case text(line: Int, column: Int)
        /// The `variables` object, at the entry `name` when there is one.
        case variables(name: String?)
        /// A constraint, by id (its default `c<index>` when it has none or its id is bad),
        /// with the 1-based column in its constraint string for expression errors.
        case constraint(id: String, column: Int?)
        /// The edit at `index` in `edits`, naming its variable when known.
        case edit(index: Int, variable: String?)
    }

    /// Where the problem is.
    public var place: Place
    /// What is wrong or what was expected.
    public var message: String

    /// Creates an error.
    public init(_ place: Place, _ message: String) {
        self.place = place
        self.message = message
    }

    /// One line: `constraint 'c3', column 9: expected an expression after '*'`.
    public var description: String {
        let location: String
        switch place {
        case .document: location = ""
        case .text(let line, let column): location = "line \(line), column \(column): "
        case .variables(let name):
            location = name.map { "variables, '\(Self.oneLine($0))': " } ?? "variables: "
        case .constraint(let id, let column):
            location = "constraint '\(Self.oneLine(id))'" + (column.map { ", column \($0)" } ?? "") + ": "
        case .edit(let index, let variable):
            location = "edit \(index)" + (variable.map { " ('\(Self.oneLine($0))')" } ?? "") + ": "
        }
        return location + Self.oneLine(message)
    }

    /// `text` with control characters escaped, so a message stays on one line.
    static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
