import Testing

@testable import Trellis

/// The strict JSON reader under the system format.
@Suite struct JSONReaderTests {
    private func read(_ text: String) throws(JSONReader.Failure) -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    @Test func scalars() throws {
        #expect(try read("null") == .null)
        #expect(try read(" true ") == .bool(true))
        #expect(try read("false") == .bool(false))
        #expect(try read("-0.5e+1") == .number(-5))
        #expect(try read("0") == .number(0))
        #expect(try read("12.25E-2") == .number(0.1225))
        #expect(try read("1e-400") == .number(0))
    }

    @Test func stringsAndEscapes() throws {
        #expect(try read(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        #expect(try read(#""\u00e9\u20AC""#) == .string("é€"))
        #expect(try read(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try read("\"😀 é\"") == .string("😀 é"))
    }

    @Test func containersKeepOrder() throws {
        let value = try read(#"{"b": [1, {"c": null}], "a": {}}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(object.keys == ["b", "a"])
        var inner = JSONObject()
        let added = inner.append(key: "c", value: .null)
        let addedAgain = inner.append(key: "c", value: .number(1))
        #expect(added && !addedAgain)
        #expect(object["b"] == .array([.number(1), .object(inner)]))
        #expect(object["a"] == .object(JSONObject()))
        #expect(object["z"] == nil)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
    }

    @Test(arguments: [
        ("01", 1, 1, "a number cannot have a leading zero"),
        ("-", 1, 2, "expected a digit in a number"),
        ("1.", 1, 3, "expected a digit after the decimal point"),
        ("1e", 1, 3, "expected a digit in the exponent"),
        (".5", 1, 1, "expected a JSON value, found '.'"),
        ("+1", 1, 1, "expected a JSON value, found '+'"),
        ("1e400", 1, 1, "the number 1e400 is out of range"),
        ("NaN", 1, 1, "expected a JSON value, found 'N'"),
        ("tru", 1, 1, "invalid literal: expected 'true'"),
        ("\"abc", 1, 5, "unterminated string"),
        ("\"a\nb\"", 1, 3, "control character in a string"),
        (#""\x""#, 1, 2, "invalid escape"),
        (#""\u12G4""#, 1, 6, "expected 4 hexadecimal digits"),
        (#""\ud83d""#, 1, 2, "unpaired surrogate"),
        (#""\ude00""#, 1, 2, "unpaired surrogate"),
        ("[1 2]", 1, 4, "expected ',' or ']' in an array, found '2'"),
        ("[1,]", 1, 4, "expected a JSON value, found ']'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
        ("{\"a\": 1,}", 1, 9, "expected a string key in an object, found '}'"),
        ("{a: 1}", 1, 2, "expected a string key"),
        ("[]\n\n  x", 3, 3, "unexpected 'x' after the end"),
        ("{\"é\": 1, \"é\": 2}", 1, 10, "duplicate key \"é\""),
    ])
    func errors(text: String, line: Int, column: Int, message: String) {
        do {
            let value = try read(text)
            Issue.record("accepted \(text) as \(value)")
        } catch {
            #expect(error.line == line, "\(text): \(error)")
            #expect(error.column == column, "\(text): \(error)")
            #expect(error.message.hasPrefix(message), "\(text): \(error)")
        }
    }

    @Test func nestingLimit() throws {
        let limit = JSONReader.maximumDepth
        let fine = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try read(fine) }
        let deep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(
            throws: JSONReader.Failure(
                line: 1, column: limit + 1, message: "arrays and objects nest deeper than \(limit) levels")
        ) {
            try read(deep)
        }
    }
}
