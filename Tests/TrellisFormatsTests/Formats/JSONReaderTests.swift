import Testing

@testable import Trellis
@testable import TrellisFormats

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
        (#"{"id": 1, "i\u0064": 2}"#, 1, 11, "duplicate key \"id\""),
        (#"{"a": {"b": 1, "a": 2}, "b": 3, "a": 4}"#, 1, 33, "duplicate key \"a\""),
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

    /// Strings met again are handed out from a cache of the strings made so far: thousands of
    /// keys and values, repeated and distinct, of equal and different lengths, read back as
    /// written, and the same key in nested objects is not a duplicate.
    @Test func repeatedStringsReadBackAsWritten() throws {
        let words = (0..<3000).map { "w\($0 % 700)" + String(repeating: "x", count: $0 % 5) }
        let objects = words.enumerated().map { "{\"k\($0.offset % 9)\": \"\($0.element)\", \"v\": {\"v\": 1}}" }
        let value = try read("[" + objects.joined(separator: ",") + "]")
        guard case .array(let elements) = value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == words.count)
        for (index, element) in elements.enumerated() {
            guard case .object(let object) = element else {
                Issue.record("element \(index) is not an object")
                return
            }
            #expect(object.members.map(\.key) == ["k\(index % 9)", "v"])
            #expect(object.members.first?.value == .string(words[index]))
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

    /// 1.6 million escapes in one string: read into one string of 1.6 million line breaks,
    /// written back to the same text (the reader decodes escapes into one reused buffer; its
    /// cost per byte is measured in the benchmarks, not timed here).
    @Test func millionsOfEscapesReadAndWriteBack() throws {
        let count = 1_600_000
        let text = "\"" + String(repeating: "\\n", count: count) + "\""
        let value = try read(text)
        guard case .string(let string) = value else {
            Issue.record("not a string")
            return
        }
        #expect(string.utf8.count == count)
        #expect(string.utf8.allSatisfy { $0 == 0x0A })
        #expect(JSONWriter.stringText(string) == text)
    }

    /// 100,000 nested arrays: a clean error at the limit, from a task's small stack too (the
    /// reader keeps open containers on a heap stack, not on the thread's stack).
    @Test func deepNestingIsAnErrorOnAnyStack() async {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let failure = await Task.detached { () -> JSONReader.Failure? in
            do throws(JSONReader.Failure) {
                _ = try JSONReader.parse(Array(deep.utf8))
                return nil
            } catch {
                return error
            }
        }.value
        #expect(
            failure
                == JSONReader.Failure(
                    line: 1, column: JSONReader.maximumDepth + 1,
                    message: "arrays and objects nest deeper than \(JSONReader.maximumDepth) levels"))
    }

    /// Columns count characters: after multi-byte characters, on later lines, and after a
    /// byte order mark (which is not part of the text).
    @Test func positionsCountCharacters() {
        func failure(_ bytes: [UInt8]) -> JSONReader.Failure? {
            do {
                _ = try JSONReader.parse(bytes)
                return nil
            } catch {
                return error
            }
        }
        #expect(failure(Array("[\"é😀\", x]".utf8))?.column == 8)
        #expect(failure(Array("[\"é😀\",\n \"ü\" x]".utf8)).map { [$0.line, $0.column] } == [2, 6])
        #expect(failure([0xEF, 0xBB, 0xBF] + Array("[x]".utf8))?.column == 2)
    }

    /// Layout files go through the same reader: positioned nodes, the same messages.
    @Test func layoutFilesShareTheReader() throws {
        let node = try LayoutFileJSON.parse("{\n  \"a\": [1, \"é\", null],\n \"b\": true }")
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect([members[0].value.line, members[0].value.column] == [2, 8])
        #expect(members[0].value.keyPosition.map { [$0.line, $0.column] } == [2, 3])
        #expect([members[1].value.line, members[1].value.column] == [3, 7])
        #expect(throws: LayoutFileError("arrays and objects nest deeper than 256 levels", line: 1, column: 257)) {
            try LayoutFileJSON.parse(String(repeating: "[", count: 300) + String(repeating: "]", count: 300))
        }
    }
}
