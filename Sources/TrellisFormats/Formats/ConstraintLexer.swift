import Trellis
import TrellisSolver

/// Why a constraint string of the system format (FORMATS.md §1) is malformed, and where:
/// the 1-based column (in characters) in the constraint string.
///
/// ```swift
/// do { _ = try ConstraintParser.parse("2*x + 3*") }
/// catch { print(error) }  // column 9: expected an expression after '*'
/// ```
public struct ConstraintSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based column where it went wrong (one past the end for a premature end).
    public var column: Int
    /// What was expected or what is wrong, in one line.
    public var message: String

    /// Creates an error.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}

/// One token of a constraint string.
struct ConstraintToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case number(Double)
        case name(String)
        case plus
        case minus
        case star
        case slash
        case openParenthesis
        case closeParenthesis
        case relation(Relation)
        case end
    }

    var kind: Kind
    /// 1-based column of the token's first character.
    var column: Int
    /// The token as written ("" for the end).
    var text: String

    /// The token for a message: `'*'`, `'x'`, or "the end of the constraint".
    var quoted: String {
        if case .end = kind { return "the end of the constraint" }
        return "'\(text)'"
    }
}

/// Splits a constraint string into tokens (FORMATS.md §1): numbers (`12`, `0.5`, `.5`,
/// `1e-3`), names `[A-Za-z_][A-Za-z0-9_]*`, `+ - * / ( )` and the relations `== <= >=`.
/// Spaces, tabs and line breaks separate tokens.
///
// snippet: given @testable import TrellisFormats
/// ```swift
/// let tokens = try ConstraintLexer.tokenize("2*x >= .5")  // 2, *, x, >=, .5, end
/// ```
enum ConstraintLexer {
    /// The tokens of `text`, ending with an `.end` token one column past the last character.
    ///
    /// - Throws: ``ConstraintSyntaxError`` for a character that starts no token, a lone
    ///   `=`, `<` or `>`, a malformed number, or a number that overflows a double.
    /// - Complexity: O(n) in the length of `text`.
    static func tokenize(_ text: String) throws(ConstraintSyntaxError) -> [ConstraintToken] {
        let scalars = Array(text.unicodeScalars)
        // ASCII text (the usual case): scalar offsets are byte offsets, and a token's text is
        // made straight from its bytes.
        let bytes = Array(text.utf8)
        let isASCII = bytes.count == scalars.count
        var tokens: [ConstraintToken] = []
        tokens.reserveCapacity(scalars.count / 2 + 1)
        var index = 0
        func slice(from start: Int) -> String {
            if isASCII { return String(decoding: bytes[start..<index], as: UTF8.self) }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<index])
            return String(view)
        }
        func token(_ kind: ConstraintToken.Kind, from start: Int) -> ConstraintToken {
            ConstraintToken(kind: kind, column: start + 1, text: slice(from: start))
        }
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case " ", "\t", "\n", "\r":
                continue
            case "+": tokens.append(token(.plus, from: start))
            case "-": tokens.append(token(.minus, from: start))
            case "*": tokens.append(token(.star, from: start))
            case "/": tokens.append(token(.slash, from: start))
            case "(": tokens.append(token(.openParenthesis, from: start))
            case ")": tokens.append(token(.closeParenthesis, from: start))
            case "=", "<", ">":
                guard index < scalars.count, scalars[index] == "=" else {
                    let fix = scalar == "=" ? "==" : "\(scalar)="
                    throw ConstraintSyntaxError(
                        column: start + 1, message: "'\(scalar)' is not a relation: use '\(fix)'")
                }
                index += 1
                let relation: Relation =
                    scalar == "=" ? .equal : scalar == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                tokens.append(token(.relation(relation), from: start))
            case "0"..."9", ".":
                index = try scanNumber(scalars, from: start)
                let literal = slice(from: start)
                guard let value = Double(literal), value.isFinite else {
                    throw ConstraintSyntaxError(
                        column: start + 1,
                        message: "the number \(literal) is out of range (not a finite double)")
                }
                tokens.append(token(.number(value), from: start))
            case "A"..."Z", "a"..."z", "_":
                while index < scalars.count, isNameContinuation(scalars[index]) { index += 1 }
                tokens.append(token(.name(slice(from: start)), from: start))
            default:
                let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
                let shown =
                    scalar.properties.isWhitespace || scalar.value < 0x20 ? code : "'\(scalar)' (\(code))"
                throw ConstraintSyntaxError(column: start + 1, message: "unexpected character \(shown)")
            }
        }
        tokens.append(ConstraintToken(kind: .end, column: scalars.count + 1, text: ""))
        return tokens
    }

    /// The index just past the number starting at `start`: `digits [. digits] [e [+-] digits]`
    /// or `. digits [e [+-] digits]`.
    private static func scanNumber(_ scalars: [Unicode.Scalar], from start: Int) throws(ConstraintSyntaxError)
        -> Int
    {
        var index = start
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        var integerDigits = 0
        while isDigit(index) {
            index += 1
            integerDigits += 1
        }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            var fractionDigits = 0
            while isDigit(index) {
                index += 1
                fractionDigits += 1
            }
            if integerDigits == 0 && fractionDigits == 0 {
                throw ConstraintSyntaxError(column: start + 1, message: "expected a digit after '.'")
            }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            guard isDigit(index) else {
                throw ConstraintSyntaxError(column: index + 1, message: "expected a digit in the exponent")
            }
            while isDigit(index) { index += 1 }
        }
        return index
    }

    private static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "_"
    }
}
