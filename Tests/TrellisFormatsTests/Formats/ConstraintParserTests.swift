import Testing
import Trellis
import TrellisFormats
import TrellisSolver

/// The constraint grammar of FORMATS.md §1, rule by rule, with hand-derived linear forms.
@Suite struct ConstraintParserTests {
    /// Parses `text` and returns (coefficients by name, constant, relation).
    private func parse(_ text: String) throws -> (coefficients: [String: Double], constant: Double, Relation)
    {
        let parsed = try ConstraintParser.parse(text)
        return (parsed.form.coefficients, parsed.form.constant, parsed.relation)
    }

    @Test func relations() throws {
        #expect(try parse("x == 1").2 == .equal)
        #expect(try parse("x <= 1").2 == .lessThanOrEqual)
        #expect(try parse("x >= 1").2 == .greaterThanOrEqual)
    }

    @Test func formIsLeftMinusRight() throws {
        let (c, k, r) = try parse("2*x + y >= 10")
        #expect(c == ["x": 2, "y": 1])
        #expect(k == -10)
        #expect(r == .greaterThanOrEqual)
        let (c2, k2, _) = try parse("x + y <= 20 - z/2")
        #expect(c2 == ["x": 1, "y": 1, "z": 0.5])
        #expect(k2 == -20)
    }

    @Test func examplesFromTheContract() throws {
        let (c, k, r) = try parse("2*(x - y) / 4 + 1 >= y")
        #expect(c == ["x": 0.5, "y": -1.5])
        #expect(k == 1)
        #expect(r == .greaterThanOrEqual)
        let (c2, k2, r2) = try parse("x * -2 <= 3")
        #expect(c2 == ["x": -2])
        #expect(k2 == -3)
        #expect(r2 == .lessThanOrEqual)
    }

    @Test func leadingSignOfAnExpression() throws {
        #expect(try parse("-x + 2 >= 0").coefficients == ["x": -1])
        #expect(try parse("+x == 1").coefficients == ["x": 1])
        #expect(try parse("x == -y - 3").coefficients == ["x": 1, "y": 1])
        #expect(try parse("x == -y - 3").constant == 3)
    }

    @Test func unaryFactors() throws {
        #expect(try parse("- -x == 0").coefficients == ["x": 1])
        #expect(try parse("+-+x == 0").coefficients == ["x": -1])
        #expect(try parse("-(-x) >= +-+3").constant == 3)
        #expect(try parse("2 * - - 3 * x == 0").coefficients == ["x": 6])
    }

    @Test func productsAndQuotients() throws {
        #expect(try parse("(x + 1) * 3 == 0").coefficients == ["x": 3])
        #expect(try parse("(x + 1) * 3 == 0").constant == 3)
        #expect(try parse("3 * (x + 1) == 0").coefficients == ["x": 3])
        #expect(try parse("x / 4 * 2 == 0").coefficients == ["x": 0.5])
        #expect(try parse("x / (1 + 1) == 0").coefficients == ["x": 0.5])
        #expect(try parse("(2 * 3) * x / (4 - 1) == 0").coefficients == ["x": 2])
        // (x - x) is the constant 0, so multiplying it by y is linear.
        #expect(try parse("(x - x) * y == 1").coefficients == [:])
    }

    @Test func numbers() throws {
        #expect(try parse("x == 12").constant == -12)
        #expect(try parse("x == 0.5").constant == -0.5)
        #expect(try parse("x == .5").constant == -0.5)
        #expect(try parse("x == 1e-3").constant == -0.001)
        #expect(try parse("x == 1E+3").constant == -1000)
        #expect(try parse("x == 2.5e2").constant == -250)
        #expect(try parse("x == 5.").constant == -5)
        #expect(try parse("x == 1e-400").constant == 0)  // underflows to 0: finite, fine
    }

    @Test func names() throws {
        #expect(try parse("_a1 + A_b9 + z == 0").coefficients == ["_a1": 1, "A_b9": 1, "z": 1])
        let parsed = try ConstraintParser.parse("y + x - y + w >= 0")
        #expect(parsed.form.names == ["y", "x", "w"])  // first-mention order, cancelled y kept
        #expect(parsed.form.coefficients == ["x": 1, "w": 1])
    }

    @Test func whitespaceIsFree() throws {
        #expect(try parse("\t2*x\n+  y>=10 ").coefficients == ["x": 2, "y": 1])
        #expect(try parse("2*x+y>=10").coefficients == ["x": 2, "y": 1])
    }

    @Test func bareExpressions() throws {
        let form = try ConstraintParser.parseExpression("(x + 1) / 2")
        #expect(form.coefficients == ["x": 0.5])
        #expect(form.constant == 0.5)
        #expect(
            throws: ConstraintSyntaxError(column: 3, message: "expected an operator after 'x', found 'y'")
        ) {
            try ConstraintParser.parseExpression("x y")
        }
    }

    /// Every error, with its hand-counted column.
    @Test(arguments: [
        ("2*x + 3*", 9, "expected an expression after '*'"),
        ("x * y == 1", 3, "'*' multiplies two non-constant factors"),
        ("(x + 1) * (y - 2) == 1", 9, "'*' multiplies two non-constant factors"),
        ("x / y == 1", 3, "'/' divides by a non-constant factor"),
        ("1 / (x + 1) == 1", 3, "'/' divides by a non-constant factor"),
        ("x / 0 == 1", 3, "division by zero"),
        ("x / (y - y) == 1", 3, "division by zero"),
        ("1e400 * x == 1", 1, "the number 1e400 is out of range"),
        ("x == 2e999", 6, "the number 2e999 is out of range"),
        ("1e300*1e300*x >= 1", 6, "the result is not finite"),
        ("1e308 + 1e308 >= x", 7, "the result is not finite"),
        ("1e308 * x == -1e308 * x", 11, "the result is not finite"),
        ("x == -1e308 * x - 1e308 * x", 17, "the result is not finite"),
        ("x = 1", 3, "'=' is not a relation: use '=='"),
        ("x < 1", 3, "'<' is not a relation: use '<='"),
        ("x > 1", 3, "'>' is not a relation: use '>='"),
        ("x == 1 == 2", 8, "only one relation is allowed"),
        ("(x + 1 == 2", 8, "expected ')' to close the '(' at column 1, found '=='"),
        ("x + 1) == 2", 6, "unmatched ')'"),
        ("x == (1))", 9, "unmatched ')'"),
        ("2 x == 1", 3, "expected an operator or a relation ('==', '<=' or '>=') after '2', found 'x'"),
        ("3x == 1", 2, "after '3', found 'x'"),
        ("x == 1 2", 8, "expected an operator after '1', found '2'"),
        ("", 1, "expected an expression, found the end of the constraint"),
        ("   ", 4, "expected an expression, found the end of the constraint"),
        ("x", 2, "after 'x', found the end of the constraint"),
        ("x ==", 5, "expected an expression after '=='"),
        ("== x", 1, "expected an expression, found '=='"),
        ("x + * 2 == 1", 5, "expected an expression after '+', found '*'"),
        ("x == ()", 7, "expected an expression after '(', found ')'"),
        ("-", 2, "expected an expression after '-'"),
        ("1e >= x", 3, "expected a digit in the exponent"),
        ("1e+ >= x", 4, "expected a digit in the exponent"),
        (". >= x", 1, "expected a digit after '.'"),
        ("x # 1", 3, "unexpected character '#'"),
        ("x ≥ 1", 3, "unexpected character '≥' (U+2265)"),
        ("x == 1;", 7, "unexpected character ';'"),
    ])
    func errors(text: String, column: Int, message: String) {
        do {
            let parsed = try ConstraintParser.parse(text)
            Issue.record("'\(text)' parsed as \(parsed)")
        } catch {
            #expect(error.column == column, "\(text): \(error)")
            #expect(error.message.hasPrefix(message) || error.message.contains(message), "\(text): \(error)")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let depth = ConstraintParser.maximumDepth + 1
        let nested =
            String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000) + " == 1"
        #expect(throws: ConstraintSyntaxError.self) { try ConstraintParser.parse(nested) }
        do {
            _ = try ConstraintParser.parse(nested)
        } catch {
            #expect(error.column == depth)
            #expect(error.message.contains("nest deeper"))
        }
        let signs = String(repeating: "-", count: 10_000) + "x == 1"
        #expect(throws: ConstraintSyntaxError.self) { try ConstraintParser.parse(signs) }
        // Up to the limit is fine.
        let ok = String(repeating: "(", count: depth - 1) + "x" + String(repeating: ")", count: depth - 1)
        #expect(try parse(ok + " == 1").coefficients == ["x": 1])
    }

    @Test func longSumsAreLinearInTime() throws {
        let names = (0..<5_000).map { "x\($0)" }
        let parsed = try ConstraintParser.parse(names.joined(separator: " + ") + " == 1")
        #expect(parsed.form.names == names)
        #expect(parsed.form.coefficients.count == 5_000)
    }
}
