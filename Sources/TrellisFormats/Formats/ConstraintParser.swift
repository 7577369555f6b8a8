import Trellis

/// A recursive-descent parser for the constraint grammar of FORMATS.md §1:
///
/// ```text
/// constraint := expr ("==" | "<=" | ">=") expr
/// expr       := ["+"|"-"] term (("+"|"-") term)*
/// term       := factor (("*" | "/") factor)*
/// factor     := ("+"|"-") factor | number | name | "(" expr ")"
/// ```
///
/// The result must be linear: a product of two non-constant factors, a division by a
/// non-constant or by zero, and a number or result that is not finite are errors, each
/// reported at the 1-based column where it happens.
///
/// ```swift
/// let parsed = try ConstraintParser.parse("x * -2 <= 3")
/// print(parsed.form.coefficient(of: "x"))  // -2
/// ```
public struct ConstraintParser {
    /// How deeply parentheses and unary signs may nest (deeper input is an error, not a
    /// stack overflow).
    public static let maximumDepth = 200

    private let tokens: [ConstraintToken]
    private var position = 0
    private var depth = 0

    private init(tokens: [ConstraintToken]) {
        self.tokens = tokens
    }

    /// Parses one constraint string into `lhs - rhs REL 0`.
    ///
    /// - Throws: ``ConstraintSyntaxError`` with the column and what was expected.
    /// - Complexity: O(n) tokens for sums; a product scales one side (O(its terms)).
    public static func parse(_ text: String) throws(ConstraintSyntaxError) -> ParsedConstraint {
        var parser = ConstraintParser(tokens: try ConstraintLexer.tokenize(text))
        return try parser.parseConstraint()
    }

    /// Parses a bare expression (no relation) into a linear form.
    ///
    /// ```swift
    /// let form = try ConstraintParser.parseExpression("(x + 1) / 2")  // 0.5 x + 0.5
    /// ```
    /// - Throws: ``ConstraintSyntaxError`` with the column and what was expected.
    public static func parseExpression(_ text: String) throws(ConstraintSyntaxError) -> LinearForm {
        var parser = ConstraintParser(tokens: try ConstraintLexer.tokenize(text))
        let form = try parser.parseExpression(after: nil)
        let next = parser.current
        switch next.kind {
        case .end: break
        case .closeParenthesis: throw parser.error(at: next, "unmatched ')'")
        default:
            throw parser.error(
                at: next, "expected an operator after \(parser.previous.quoted), found \(next.quoted)")
        }
        return form
    }

    // MARK: - Grammar rules

    private mutating func parseConstraint() throws(ConstraintSyntaxError) -> ParsedConstraint {
        let lhs = try parseExpression(after: nil)
        let relationToken = current
        if case .closeParenthesis = relationToken.kind { throw error(at: relationToken, "unmatched ')'") }
        guard case .relation(let relation) = relationToken.kind else {
            throw error(
                at: relationToken,
                "expected an operator or a relation ('==', '<=' or '>=') after \(previous.quoted), found "
                    + relationToken.quoted)
        }
        advance()
        let rhs = try parseExpression(after: relationToken)
        let next = current
        switch next.kind {
        case .end: break
        case .closeParenthesis: throw error(at: next, "unmatched ')'")
        case .relation:
            throw error(at: next, "only one relation is allowed in a constraint")
        default:
            throw error(at: next, "expected an operator after \(previous.quoted), found \(next.quoted)")
        }
        var form = lhs
        guard form.add(rhs, times: -1) else {
            throw error(at: relationToken, "the result is not finite (a number overflows)")
        }
        return ParsedConstraint(form: form, relation: relation)
    }

    /// `expr := ["+"|"-"] term (("+"|"-") term)*`
    private mutating func parseExpression(after opening: ConstraintToken?) throws(ConstraintSyntaxError)
        -> LinearForm
    {
        var form = LinearForm()
        var sign = 1.0
        var operatorToken = opening
        switch current.kind {
        case .plus, .minus:
            if case .minus = current.kind { sign = -1 }
            operatorToken = current
            advance()
        default: break
        }
        while true {
            let term = try parseTerm(after: operatorToken)
            guard form.add(term, times: sign) else {
                throw error(at: operatorToken ?? current, "the result is not finite (a number overflows)")
            }
            switch current.kind {
            case .plus: sign = 1
            case .minus: sign = -1
            default: return form
            }
            operatorToken = current
            advance()
        }
    }

    /// `term := factor (("*" | "/") factor)*`
    private mutating func parseTerm(after operatorToken: ConstraintToken?) throws(ConstraintSyntaxError)
        -> LinearForm
    {
        var form = try parseFactor(after: operatorToken)
        while true {
            let op = current
            switch op.kind {
            case .star:
                advance()
                let factor = try parseFactor(after: op)
                if form.isConstant {
                    form = factor.scaled(by: form.constant)
                } else if factor.isConstant {
                    form = form.scaled(by: factor.constant)
                } else {
                    throw error(
                        at: op, "'*' multiplies two non-constant factors (the constraint must be linear)")
                }
            case .slash:
                advance()
                let divisor = try parseFactor(after: op)
                guard divisor.isConstant else {
                    throw error(
                        at: op, "'/' divides by a non-constant factor (the constraint must be linear)")
                }
                guard divisor.constant != 0 else { throw error(at: op, "division by zero") }
                form = form.divided(by: divisor.constant)
            default:
                return form
            }
            guard form.isFinite else { throw error(at: op, "the result is not finite (a number overflows)") }
        }
    }

    /// `factor := ("+"|"-") factor | number | name | "(" expr ")"`
    private mutating func parseFactor(after operatorToken: ConstraintToken?) throws(ConstraintSyntaxError)
        -> LinearForm
    {
        let token = current
        switch token.kind {
        case .plus, .minus:
            try enter(token)
            advance()
            let inner = try parseFactor(after: token)
            depth -= 1
            if case .minus = token.kind { return inner.scaled(by: -1) }
            return inner
        case .number(let value):
            advance()
            return LinearForm(constant: value)
        case .name(let name):
            advance()
            return LinearForm(name: name)
        case .openParenthesis:
            try enter(token)
            advance()
            let inner = try parseExpression(after: token)
            let close = current
            guard case .closeParenthesis = close.kind else {
                throw error(
                    at: close,
                    "expected ')' to close the '(' at column \(token.column), found \(close.quoted)")
            }
            advance()
            depth -= 1
            return inner
        default:
            let expected =
                operatorToken.map { "expected an expression after \($0.quoted)" }
                ?? "expected an expression"
            if case .end = token.kind, operatorToken != nil { throw error(at: token, expected) }
            throw error(at: token, "\(expected), found \(token.quoted)")
        }
    }

    // MARK: - Helpers

    private var current: ConstraintToken { tokens[min(position, tokens.count - 1)] }

    /// The token before the current one (the current one when there is none).
    private var previous: ConstraintToken { tokens[max(0, min(position, tokens.count) - 1)] }

    private mutating func advance() { position += 1 }

    private mutating func enter(_ token: ConstraintToken) throws(ConstraintSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error(at: token, "parentheses and signs nest deeper than \(Self.maximumDepth) levels")
        }
    }

    private func error(at token: ConstraintToken, _ message: String) -> ConstraintSyntaxError {
        ConstraintSyntaxError(column: token.column, message: message)
    }
}
