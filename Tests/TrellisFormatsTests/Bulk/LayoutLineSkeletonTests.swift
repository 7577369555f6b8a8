import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisFormats

/// Reading repeated layout lines in place (``LayoutLineSkeleton``): the in-place reader is
/// used on lines of a known structure, and every line's output equals what decoding it
/// gives, whether it was read in place or fell back.
@Suite struct LayoutLineSkeletonTests {
    /// A feed cell whose pinned width, intrinsic sizes and constants vary.
    func cell(
        width: Double = 375, name: Double = 80, body: Double = 40, inset: Double = 15, avatar: Double = 40
    )
        -> String
    {
        #"{"views": [{"id": "cell", "frame": [0, 0, \#(n(width)), 200]}, {"id": "avatar", "parent": "cell"}, "#
            + #"{"id": "name", "parent": "cell", "intrinsicSize": [\#(n(name)), 18]}, "#
            + #"{"id": "body", "parent": "cell", "intrinsicSize": [null, \#(n(body))]}], "#
            + #""constraints": ["avatar.leading == cell.leading + \#(n(inset))", "avatar.top == cell.top + 15", "#
            + #""avatar.width == \#(n(avatar))", "avatar.height == avatar.width", "#
            + #""name.leading == avatar.trailing + 10", "name.centerY == avatar.centerY", "#
            + #""name.trailing <= cell.trailing - 15", "body.leading == cell.leading + 15", "#
            + #""body.trailing == cell.trailing - 15", "body.top == avatar.bottom + 10"]}"#
    }

    /// A row of two boxes, another structure.
    func row(width: Double = 320, gap: Double = 8) -> String {
        #"{"views": [{"id": "row", "frame": [0, 0, \#(n(width)), 40]}, {"id": "a", "parent": "row"}, "#
            + #"{"id": "b", "parent": "row"}], "constraints": ["a.leading == row.leading", "#
            + #""b.leading == a.trailing + \#(n(gap))", "b.trailing == row.trailing", "a.width == b.width", "#
            + #""a.top == row.top", "b.top == row.top", "a.height == 40", "b.height == a.height"]}"#
    }

    /// A number as a person writes it: `15`, not `15.0`.
    func n(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// The outputs of `lines` through one cache, and how many lines it read in place.
    func outputs(_ lines: [String], inPlace: Bool = true, strict: Bool = false) -> (
        lines: [BulkStream.LineOutput], readInPlace: Int, built: Int
    ) {
        var cache = LayoutTemplateCache()
        cache.readsInPlace = inPlace
        let out = lines.enumerated().map { cache.process($1, index: $0, strict: strict) }
        return (out, cache.readInPlace, cache.built)
    }

    /// Both readers agree on every line, and the in-place reader read `expected` lines.
    func expectAgreement(
        _ lines: [String], readInPlace expected: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let fast = outputs(lines)
        let full = outputs(lines, inPlace: false)
        #expect(full.readInPlace == 0, sourceLocation: sourceLocation)
        for (index, (a, b)) in zip(fast.lines, full.lines).enumerated() {
            #expect(a.json == b.json, "line \(index)", sourceLocation: sourceLocation)
            #expect(a.status == b.status, "line \(index)", sourceLocation: sourceLocation)
            #expect(a.reusedTemplate == b.reusedTemplate, "line \(index)", sourceLocation: sourceLocation)
        }
        if let expected { #expect(fast.readInPlace == expected, sourceLocation: sourceLocation) }
        #expect(BulkReadingCheck.firstDisagreement(lines) == nil, sourceLocation: sourceLocation)
    }

    @Test func repeatedStructureIsReadInPlaceWithTheDecodedResults() throws {
        var random = SplitMix64(seed: 2015)
        var lines: [String] = []
        for _ in 0..<60 {
            lines.append(
                cell(
                    width: [320, 375, 414][random.next(below: 3)],
                    name: Double(8 * (3 + random.next(below: 16))),
                    body: Double(20 * (1 + random.next(below: 8))),
                    inset: [12, 15, 16.5][random.next(below: 3)],
                    avatar: Double(30 + random.next(below: 20))))
        }
        let fast = outputs(lines)
        #expect(fast.built == 1)
        #expect(fast.readInPlace == lines.count - 1)
        expectAgreement(lines, readInPlace: lines.count - 1)
        // And each is the line's own layout, as a fresh document gives it.
        for (index, line) in lines.enumerated() {
            let fresh = try LayoutDocument(json: line).layOut()
            #expect(
                fast.lines[index].json == BulkJSON.layoutLine(index: index, result: fresh), "line \(index)")
        }
    }

    @Test func alternatingStructuresAreEachReadInPlace() {
        var lines: [String] = []
        for k in 0..<30 {
            lines.append(cell(width: 300 + Double(k % 7) * 11, inset: 10 + Double(k % 5)))
            lines.append(row(width: 300 + Double(k % 4) * 20, gap: Double(k % 3) * 4))
        }
        let fast = outputs(lines)
        #expect(fast.built == 2)
        expectAgreement(lines, readInPlace: lines.count - 2)
    }

    /// Lines that differ from the template in ways the in-place reader must not take: each
    /// falls back to the decoder, which gives its answer or its error.
    @Test(arguments: [
        ("negative frame width", #""frame": [0, 0, 375, 200]"#, #""frame": [0, 0, -375, 200]"#),
        ("negative intrinsic size", #"[80, 18]"#, #"[-80, 18]"#),
        ("number past a double", #"[0, 0, 375, 200]"#, #"[0, 0, 1e400, 200]"#),
        ("fraction without a leading digit", #"[0, 0, 375, 200]"#, #"[0, 0, .5, 200]"#),
        ("leading zero", #"[0, 0, 375, 200]"#, #"[0, 0, 0375, 200]"#),
        ("other spacing", #"[0, 0, 375, 200]"#, #"[0, 0, 375,200]"#),
        ("other id", #""id": "avatar""#, #""id": "avatar2""#),
        ("signed constant", "cell.leading + 15", "cell.leading + -3"),
        ("missing constant", "cell.leading + 15\"", "cell.leading\""),
        ("escaped digit", "cell.leading + 15", #"cell.leading + \u0031"#),
        ("number ending in e", "cell.leading + 15\"", "cell.leading + 15e\""),
        ("sign on a bare constant", "avatar.width == 40", "avatar.width == -40"),
        ("constant past the range", "cell.leading + 15", "cell.leading + 1e300"),
        ("constant not finite", "cell.leading + 15", "cell.leading + 1e400"),
        ("null for a number", #"[0, 0, 375, 200]"#, #"[0, 0, null, 200]"#),
        ("string for a number", #"[0, 0, 375, 200]"#, #"[0, 0, "375", 200]"#),
    ])
    func mismatchesFallBackToTheDecoder(kind: String, from: String, to: String) throws {
        let template = cell()
        let changed = template.replacingOccurrences(of: from, with: to)
        try #require(changed != template, "\(kind)")
        let lines = [template, cell(width: 414), changed, cell(width: 320), changed, cell(width: 375)]
        var cache = LayoutTemplateCache()
        var readInPlace: [Bool] = []
        for (index, line) in lines.enumerated() {
            let before = cache.readInPlace
            _ = cache.process(line, index: index, strict: false)
            readInPlace.append(cache.readInPlace > before)
        }
        // Line 1 is read in place, the changed lines never are.
        #expect(readInPlace[1], "\(kind)")
        #expect(!readInPlace[2] && !readInPlace[4], "\(kind)")
        expectAgreement(lines)
    }

    /// Values the decoder takes that the in-place reader reads the same way.
    @Test(arguments: [
        ("exponent", "cell.leading + 15\"", "cell.leading + 1e1\""),
        ("capital exponent with sign", "cell.leading + 15\"", "cell.leading + 15E+0\""),
        ("fraction", "cell.leading + 15\"", "cell.leading + 15.25\""),
        ("fraction without a digit after the point", "cell.leading + 15\"", "cell.leading + 15.\""),
        ("fraction without a leading digit", "cell.leading + 15\"", "cell.leading + .5\""),
        ("leading zeros", "cell.leading + 15\"", "cell.leading + 0015\""),
        ("negative zero frame", "[0, 0, 375, 200]", "[-0, 0, 375, 200]"),
        ("long digits", "[0, 0, 375, 200]", "[0, 0, 375.00000000000000000001, 200]"),
        ("JSON exponent", "[0, 0, 375, 200]", "[0, 0, 3.75e2, 200]"),
        ("zero constant at the end of a string", "avatar.width == 40\"", "avatar.width == 0\""),
    ])
    func valuesReadInPlaceAsTheDecoderReadsThem(kind: String, from: String, to: String) throws {
        let template = cell()
        let changed = template.replacingOccurrences(of: from, with: to)
        try #require(changed != template, "\(kind)")
        let lines = [template, changed, cell(width: 320), changed]
        expectAgreement(lines, readInPlace: 3)
    }

    /// Constraint objects, guides and visual formats around the slots; keys in another order.
    @Test func constraintObjectsGuidesAndFormatsAreReadInPlace() {
        let line: (Double, Double, Double) -> String = { width, gap, inset in
            #"{"constraints": [{"id": "gap", "constraint": "b.leading == a.trailing + \#(self.n(gap))", "priority": 750}, "#
                + #"{"constraint": "a.top == g.top - \#(self.n(inset))"}, "a.height == 20", "b.height == a.height", "#
                + #""g.leading == row.leadingMargin", "g.trailing == row.trailingMargin", "g.top == row.top", "#
                + #""g.bottom == row.bottom", "b.trailing == g.trailing - 3"], "#
                + #""guides": [{"id": "g", "owner": "row"}], "#
                + #""visualFormats": [{"format": "H:|-(m)-[a(==b)]", "metrics": {"m": 12}}, "V:[b]-|"], "#
                + #""views": [{"id": "row", "frame": [0, 0, \#(self.n(width)), 40], "margins": [4, 4, 4, 4]}, "#
                + #"{"id": "a", "parent": "row"}, {"id": "b", "parent": "row", "intrinsicSize": [null, 20]}]}"#
        }
        var lines: [String] = []
        for k in 0..<12 { lines.append(line(300 + Double(k) * 7, Double(k % 4) * 2.5, Double(k % 3))) }
        let fast = outputs(lines)
        #expect(
            fast.lines.allSatisfy {
                $0.status == .ok && $0.reusedTemplate != ($0.json.contains("\"index\": 0,"))
            })
        #expect(fast.built == 1)
        expectAgreement(lines, readInPlace: lines.count - 1)
    }

    /// Texts are values: lines whose texts differ are read in place (non-ASCII text too);
    /// a text with an escape or a control character falls back to the decoder.
    @Test func textsAreReadInPlaceUnlessEscaped() {
        let line: (String, Double) -> String = { text, width in
            #"{"views": [{"id": "cell", "frame": [0, 0, \#(self.n(width)), 100]}, "#
                + #"{"id": "label", "parent": "cell", "text": "\#(text)", "font": {"size": 15}, "maximumLines": 1}], "#
                + #""constraints": ["label.leading == cell.leading + 8", "label.top == cell.top + 8", "#
                + #""label.trailing <= cell.trailing - 8"]}"#
        }
        let texts = ["Hello", "Hello", "A much longer text", "", "café 日本語", "Hello", "e\u{301}", "é"]
        let lines = texts.enumerated().map { line($1, 320 + Double($0 % 3) * 10) }
        expectAgreement(lines, readInPlace: lines.count - 1)
        let escaped = [
            line("Hello", 320), line(#"say \"hi\""#, 320), line("tab\\tbed", 330), line(#"\u00e9"#, 320),
        ]
        expectAgreement(escaped, readInPlace: 0)
    }

    @Test func slotsAtTheEndsOfStringsAndArrays() throws {
        let line = row(width: 320, gap: 8)
        let document = try LayoutDocument(json: line)
        let skeleton = try #require(
            line.utf8.withContiguousStorageIfAvailable { LayoutLineSkeleton(line: $0, document: document) }
                ?? nil)
        let bytes = Array(line.utf8)
        let targets = skeleton.slots.map(\.target)
        #expect(
            targets == [
                .frame(view: 0, component: 0), .frame(view: 0, component: 1), .frame(view: 0, component: 2),
                .frame(view: 0, component: 3), .constant(constraint: 1, negative: false),
                .constant(constraint: 6, negative: false),
            ])
        // The constants end their strings, the height ends its array.
        for (slot, text) in zip(skeleton.slots[4...], ["8", "40"]) {
            #expect(bytes[slot.end] == UInt8(ascii: "\""))
            #expect(String(decoding: bytes[slot.start..<slot.end], as: UTF8.self) == text)
        }
        #expect(bytes[skeleton.slots[3].end] == UInt8(ascii: "]"))
        // Another line of the structure reads its own values; a constant that takes in the
        // closing quote's place another token does not match.
        var values = LayoutLineSkeleton.Values()
        let other = Array(row(width: 414.5, gap: 12).utf8)
        #expect(other.withUnsafeBufferPointer { skeleton.read($0, into: &values) })
        #expect(values.numbers == [0, 0, 414.5, 40, 12, 40])
        let broken = Array(row(width: 320, gap: 8).replacingOccurrences(of: "+ 8\"", with: "+ 8 8\"").utf8)
        #expect(!broken.withUnsafeBufferPointer { skeleton.read($0, into: &values) })
    }

    @Test func aNegatedConstantKeepsItsSignAsStructure() throws {
        let line = cell()
        let document = try LayoutDocument(json: line)
        let skeleton = try #require(
            line.utf8.withContiguousStorageIfAvailable { LayoutLineSkeleton(line: $0, document: document) }
                ?? nil)
        #expect(skeleton.slots.map(\.target).contains(.constant(constraint: 6, negative: true)))
        let lines = [
            line, line.replacingOccurrences(of: "cell.trailing - 15\"", with: "cell.trailing - 0\""),
        ]
        expectAgreement(lines, readInPlace: 1)
    }

    /// A decoded line changes values the skeleton holds as structure (a constant left out,
    /// a text): later lines of the old form must not keep the decoded line's values.
    @Test func decodedLinesOfTheSameStructureDropTheSkeleton() {
        let without = cell().replacingOccurrences(of: "avatar.trailing + 10\"", with: "avatar.trailing\"")
        let lines = [cell(), cell(width: 320), without, cell(width: 414), cell(), without, without, cell()]
        expectAgreement(lines)
        let text: (String) -> String = { text in
            #"{"views": [{"id": "cell", "frame": [0, 0, 375, 100]}, {"id": "label", "parent": "cell", "text": "\#(text)"}], "#
                + #""constraints": ["label.leading == cell.leading + 8", "label.top == cell.top + 8"]}"#
        }
        expectAgreement([
            text("Hello"), text("Hello"), text("A much longer text"), text("Hello"), text("Hello"),
        ])
    }

    @Test func strictAndConflictingLinesAgree() {
        let conflicting = cell().replacingOccurrences(
            of: "\"avatar.width == 40\"", with: "\"avatar.width == 40\", \"avatar.width == 50\"")
        let lines = [conflicting, conflicting, cell(), cell(width: 320), conflicting, cell()]
        for strict in [false, true] {
            let fast = outputs(lines, strict: strict)
            let full = outputs(lines, inPlace: false, strict: strict)
            #expect(fast.lines.map(\.json) == full.lines.map(\.json))
            #expect(fast.lines.map(\.status) == full.lines.map(\.status))
            #expect(BulkReadingCheck.firstDisagreement(lines, strict: strict) == nil)
        }
    }
}
