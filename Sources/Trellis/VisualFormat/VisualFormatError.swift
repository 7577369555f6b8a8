/// Why a visual format string was rejected: what went wrong, and at which column.
///
/// Its ``description`` is one line in the style of Apple's messages:
/// ```swift
/// do { _ = try VisualFormat(parsing: "H:|-[a(50]-|", viewNames: ["a"]) }
/// catch { print(error) }  // Expected ',' or ')' at column 10 in 'H:|-[a(50]-|'
/// ```
public struct VisualFormatError: Error, Sendable, Hashable {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The text at the column is not what the grammar allows; the payload says what it
        /// allows there (for example `"']'"` or `"a view name"`).
        case expected(String)
        /// A view name that is not among the views given.
        case unknownView(String)
        /// A name used as a spacing or priority that is not among the metrics given.
        case unknownMetric(String)
        /// A number that is not finite (or a metric whose value is not).
        case nonFiniteNumber(String)
        /// A priority outside 1...1000.
        case priorityOutOfRange(Double)
        /// A `|` next to a view that has no superview.
        case noSuperview(String)
        /// An `alignAll…` option on the axis the format itself lays out.
        case alignmentAlongAxis(String)
        /// More than one `direction…` option.
        case conflictingDirections
        /// An option name that is not a `NSLayoutConstraint.FormatOptions` case.
        case unknownOption(String)
        /// The views given include an item the engine could not relate (the payload says why).
        case invalidConstraint(String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The 1-based column in ``format`` where it went wrong.
    public var column: Int
    /// The whole format string.
    public var format: String
    /// For an unknown view or metric: the known name closest to it, printed as "did you
    /// mean" (nil when no known name is close).
    public var suggestion: String?

    /// Creates an error.
    public init(_ reason: Reason, column: Int, format: String) {
        self.reason = reason
        self.column = column
        self.format = format
    }

    /// The message without the position (`"Expected ']'"`).
    public var message: String {
        guard let suggestion else { return baseMessage }
        return baseMessage + " (did you mean '\(suggestion)'?)"
    }

    private var baseMessage: String {
        switch reason {
        case .expected(let what): return "Expected \(what)"
        case .unknownView(let name): return "'\(name)' is not a key in the views dictionary"
        case .unknownMetric(let name): return "'\(name)' is not a key in the metrics dictionary"
        case .nonFiniteNumber(let text): return "The number '\(text)' is not finite"
        case .priorityOutOfRange(let value):
            return "Priority \(VisualFormatError.format(value)) is outside 1...1000"
        case .noSuperview(let name):
            return "Unable to interpret '|' because '\(name)' has no superview"
        case .alignmentAlongAxis(let option):
            return "Option \(option) aligns along the axis the format lays out"
        case .conflictingDirections: return "Options may name at most one direction"
        case .unknownOption(let name): return "Unknown option '\(name)'"
        case .invalidConstraint(let why): return why
        }
    }

    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension VisualFormatError: CustomStringConvertible {
    /// One line: the message, the column and the format, quoted.
    public var description: String {
        let quoted = format.replacingNewlines()
        return "\(message) at column \(column) in '\(quoted)'"
    }
}

extension String {
    /// The string with line breaks escaped, so a message stays on one line.
    package func replacingNewlines() -> String {
        var result = ""
        for character in self {
            switch character {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }
}
