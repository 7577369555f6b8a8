import Testing

@testable import Trellis
@testable import TrellisFormats

/// Layout files laid out end to end, against frames derived by hand (the derivations are in
/// the comments; the files are in `Tests/Fixtures/Layout/`).
@Suite struct LayoutDocumentLayoutTests {
    func layOut(_ fixture: String, strict: Bool = false) throws -> LayoutFileResult {
        try LayoutDocument(json: LayoutFixtures.text(fixture)).layOut(strict: strict)
    }

    func expectFrames(
        _ result: LayoutFileResult, _ expected: [String: [Double]],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(Set(result.frames.map(\.id)) == Set(expected.keys), sourceLocation: sourceLocation)
        for (id, frame) in expected {
            let actual = result.frame(of: id) ?? []
            #expect(
                actual.count == 4 && zip(actual, frame).allSatisfy { abs($0 - $1) < 1e-6 },
                "\(id): \(actual) != \(frame)", sourceLocation: sourceLocation)
        }
    }

    @Test func formatsExampleGivesTheFramesOfFormatsMD() throws {
        let result = try layOut("formats-example")
        #expect(result.status == .ok)
        #expect(result.backend == "incremental")
        expectFrames(
            result,
            [
                "cell": [0, 0, 375, 120], "avatar": [15, 44, 32, 32], "name": [57, 51.5, 80, 17],
                "content": [8, 8, 359, 104],
            ])
        #expect(result.frames.map(\.id) == ["cell", "avatar", "name", "content"])
        #expect(result.ambiguous.isEmpty)
        #expect(result.broken.isEmpty)
        #expect(
            result.json
                == #"{ "status": "ok", "backend": "incremental", "frames": { "cell": [0, 0, 375, 120], "avatar": [15, 44, 32, 32], "name": [57, 51.5, 80, 17], "content": [8, 8, 359, 104] }, "ambiguous": [], "broken": [] }"#
        )
    }

    @Test func rightToLeftFileMirrorsLeadingAndVisualFormatRows() throws {
        // a: 15 inside the right edge: 200 - 15 - 30 = 155. b: 10 inside: 200 - 10 - 20 = 170;
        // c: 8 left of b: 170 - 8 - 40 = 122, top aligned with b (5), height == b's (10).
        expectFrames(
            try layOut("rtl-row"),
            [
                "root": [0, 0, 200, 50], "a": [155, 0, 30, 10], "b": [170, 5, 20, 10], "c": [122, 5, 40, 10],
            ])
    }

    @Test func multipliersMarginsConstantsIntrinsicSizesBaselinesAndGuides() throws {
        expectFrames(
            try layOut("semantics"),
            [
                "root": [10, 20, 200, 100],
                // centerX == 0.5 * root.centerX (100 in root's own space) = 50; top == 12 in root's space.
                "quarter": [40, 12, 20, 11],
                // margins top 10, left 20, bottom 30, right 40.
                "inset": [20, 10, 140, 60],
                // intrinsic 100 x 20, relative to inset.
                "label": [0, 0, 100, 20],
                // intrinsic width 300 compressed to the required 200.
                "squeezed": [0, 0, 200, 5],
                // last baseline 12 from the top at 100 - 8 = 92.
                "text": [3, 80, 40, 16],
                // from quarter's trailing (60) to inset's (160), height 2 * 11.
                "spacer": [60, 0, 100, 22],
            ])
    }

    @Test func independentRootsAreEachLaidOut() throws {
        expectFrames(
            try layOut("two-roots"),
            [
                "left": [0, 0, 100, 40], "right": [100, 0, 60, 40], "l1": [20, 0, 60, 40],
                "r1": [5, 5, 50, 30],
            ])
    }

    @Test func conflictsBreakTheLatestConstraintAndNameImplicitOnes() throws {
        let result = try layOut("conflict")
        #expect(result.status == .conflict)
        #expect(
            Set(result.broken) == [
                .init(broken: "wider", conflict: ["wide", "wider"]),
                .init(broken: "k5", conflict: ["pinned.frame", "k5"]),
                .init(broken: "vf0", conflict: ["wide", "vf0"]),
            ])
        expectFrames(result, ["root": [0, 0, 100, 100], "a": [0, 0, 50, 10], "pinned": [0, 0, 10, 10]])
    }

    @Test func strictConflictGivesNoFrames() throws {
        let result = try layOut("conflict", strict: true)
        #expect(result.status == .conflict)
        #expect(result.frames.isEmpty)
        #expect(result.broken.count == 1)
        let okay = try layOut("formats-example", strict: true)
        #expect(okay.status == .ok)
        #expect(okay.frames.count == 4)
    }

    @Test func intrinsicSizeConflictIsNamed() throws {
        let json = """
            { "views": [ { "id": "root", "frame": [0, 0, 50, 50] },
                         { "id": "label", "parent": "root", "intrinsicSize": [30, 10],
                           "compressionResistance": [1000, 750] } ],
              "constraints": [ "label.width == 20", "label.leading == root.leading",
                               "label.top == root.top" ] }
            """
        let result = try LayoutDocument(json: json).layOut()
        #expect(result.broken == [.init(broken: "k0", conflict: ["label.intrinsic", "k0"])])
        #expect(result.frame(of: "label") == [0, 0, 30, 10])
    }

    @Test func ambiguousViewsAndGuidesAreListedInFileOrder() throws {
        let result = try layOut("ambiguous")
        #expect(result.status == .ok)
        #expect(result.ambiguous == ["sized", "floating", "loose"])
        #expect(result.frame(of: "placed") == [1, 2, 3, 4])
    }

    @Test func outputNumbersAreShortAndRounded() {
        #expect(JSONWriter.numberText(LayoutFileResult.roundedForOutput(15)) == "15")
        #expect(JSONWriter.numberText(LayoutFileResult.roundedForOutput(51.5)) == "51.5")
        #expect(JSONWriter.numberText(LayoutFileResult.roundedForOutput(-0.0)) == "0")
        #expect(JSONWriter.numberText(LayoutFileResult.roundedForOutput(14.9999999999)) == "15")
        #expect(JSONWriter.numberText(LayoutFileResult.roundedForOutput(1.0 / 3.0)) == "0.3333333333")
        #expect(JSONWriter.numberText(LayoutFileResult.roundedForOutput(-2.25)) == "-2.25")
        #expect(JSONWriter.numberText(LayoutFileResult.roundedForOutput(1e300)) == "1e+300")
        #expect(JSONWriter.numberText(LayoutFileResult.roundedForOutput(-1.5e20)) == "-1.5e+20")
        #expect(JSONWriter.numberText(LayoutFileResult.roundedForOutput(.infinity)) == "null")
        #expect(JSONText.string("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }
}
