import Foundation
import Testing

@testable import Trellis
@testable import TrellisFormats

/// Text views in layout files, measured by the average-advance model so frames can be
/// derived by hand: at size 10 a character is 5 points wide and a line 12.5 points high.
@Suite struct LayoutDocumentTextTests {
    /// A root 100 wide (taller than needed) and a label pinned to its top-left corner, 30 wide.
    static func label(_ extra: String) -> String {
        """
        { "views": [ { "id": "root", "frame": [0, 0, 100, 200] },
            { "id": "label", "parent": "root", "text": "hello world again", \(extra) } ],
          "constraints": [ "label.leading == root.leading", "label.top == root.top", "label.width == 30" ] }
        """
    }

    @Test func textIsMeasuredAtTheWidthTheLayoutGives() throws {
        let result = try LayoutDocument(json: Self.label(#""font": { "size": 10 }"#)).layOut()
        // 30 points hold 6 characters: "hello" / "world" / "again": 3 lines of 12.5.
        #expect(result.status == .ok)
        #expect(result.frame(of: "label") == [0, 0, 30, 37.5])
    }

    @Test func lineHeightAndMaximumLinesApply() throws {
        let json = Self.label(#""font": { "size": 10, "lineHeight": 20 }, "maximumLines": 2"#)
        let result = try LayoutDocument(json: json).layOut()
        #expect(result.frame(of: "label") == [0, 0, 30, 40])
    }

    @Test func unwrappedTextHasItsIntrinsicWidth() throws {
        let json = """
            { "views": [ { "id": "root", "frame": [0, 0, 300, 100] },
                { "id": "label", "parent": "root", "text": "hello", "font": { "size": 10, "weight": "bold" } } ],
              "constraints": [ "label.leading == root.leading", "label.top == root.top" ] }
            """
        // Bold: 0.55 * 10 = 5.5 points a character.
        let result = try LayoutDocument(json: json).layOut()
        #expect(result.frame(of: "label") == [0, 0, 27.5, 12.5])
    }

    @Test func fontDefaultsToDejaVuSans17() throws {
        let document = try LayoutDocument(json: Self.label(#""maximumLines": 0"#))
        #expect(document.views[1].text?.font == FontDescription(family: "DejaVu Sans", size: 17))
        #expect(document.views[1].text?.maximumLines == 0)
    }

    @Test func weightsByNameAndNumber() throws {
        let named = try LayoutDocument(json: Self.label(#""font": { "weight": "semibold" }"#))
        #expect(named.views[1].text?.font.weight == 600)
        let numbered = try LayoutDocument(json: Self.label(#""font": { "weight": 300 }"#))
        #expect(numbered.views[1].text?.font.weight == 300)
    }

    @Test(arguments: [
        (#""intrinsicSize": [10, 10]"#, "either \"text\" or \"intrinsicSize\""),
        (#""font": { "size": -1 }"#, "size must be in (0, 10000]"),
        (#""font": { "weight": "fat" }"#, "unknown weight \"fat\""),
        (#""font": { "weight": 450.5 }"#, "weight must be a whole number"),
        (#""font": { "colour": "red" }"#, "unknown key \"colour\""),
        (#""font": { "lineHeight": 0 }"#, "lineHeight must be in (0, 10000]"),
        (#""maximumLines": -1"#, "maximumLines must be a whole number"),
        (#""maximumLines": 1.5"#, "maximumLines must be a whole number"),
    ])
    func badTextIsMalformed(extra: String, message: String) {
        do {
            _ = try LayoutDocument(json: Self.label(extra))
            Issue.record("accepted \(extra)")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test func fontWithoutTextIsMalformed() {
        let json = """
            { "views": [ { "id": "root", "frame": [0, 0, 10, 10], "font": { "size": 12 } } ] }
            """
        #expect(throws: LayoutFileError.self) { try LayoutDocument(json: json) }
    }

    @Test func bulkTemplatesReuseATextStructureWithNewText() throws {
        func line(_ text: String) -> String {
            Self.label(#""font": { "size": 10 }"#).replacingOccurrences(of: "hello world again", with: text)
                .split(separator: "\n").joined(separator: " ")
        }
        var cache = LayoutTemplateCache()
        let first = cache.process(line("hello world again"), index: 0, strict: false)
        let second = cache.process(line("hi"), index: 1, strict: false)
        #expect(first.json.contains(#""label": [0, 0, 30, 37.5]"#))
        #expect(second.reusedTemplate)
        // "hi" is one line: the reused tree measured the new text.
        #expect(second.json.contains(#""label": [0, 0, 30, 12.5]"#))
    }
}
