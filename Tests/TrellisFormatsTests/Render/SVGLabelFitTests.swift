import Foundation
import Testing

@testable import Trellis
import TrellisRenderTestSupport
@testable import TrellisFormats

/// Expects every label of `svg` inside its box (within 1e-3 of a point for rounding).
private func expectTextInsideBoxes(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let texts = try placedTexts(svg)
    #expect(!texts.isEmpty, sourceLocation: sourceLocation)
    for t in texts where !t.isInside() {
        Issue.record(
            "'\(t.text)' in \(t.box) \(t.frame): x \(t.minX)...\(t.maxX), y \(t.minY)...\(t.maxY)",
            sourceLocation: sourceLocation)
    }
}

@Suite struct SVGLabelFitTests {
    @Test func widthsFollowHelveticasAdvances() {
        // ( 333, 1 556, 2 556, , 278, space 278, 4 556, 4 556, ) 333: 3446 thousandths.
        #expect(abs(SVGTextFit.width("(12, 44)", fontSize: 10, bold: false) - 34.46) < 1e-9)
        #expect(abs(SVGTextFit.width("ab", fontSize: 10, bold: true) - 11.12 * 1.07) < 1e-9)
        // Wide characters take a full em.
        #expect(SVGTextFit.width("表", fontSize: 10, bold: false) == 10)
    }

    @Test func elisionKeepsWhatFitsAndEndsOnAVisibleCharacter() {
        // The ellipsis is 10 wide at size 10; d 5.56, e 5.56, s 5: 26.12; c would make 31.12.
        #expect(SVGTextFit.elide("description", in: 30, fontSize: 10, bold: false) == "des\u{2026}")
        #expect(SVGTextFit.elide("short", in: 100, fontSize: 10, bold: false) == "short")
        #expect(SVGTextFit.elide("anything", in: 5, fontSize: 10, bold: false) == nil)
        // "a, b": the cut after "a," drops the comma.
        #expect(SVGTextFit.elide("a, bcdefgh", in: 21, fontSize: 10, bold: false) == "a\u{2026}")
    }

    @Test func theFrameShrinksToItsSizeBeforeItIsCut() {
        let forms = ["(12, 44, 32, 32)", "32\u{00D7}32"]
        #expect(SVGTextFit.firstFitting(forms, in: 100, fontSize: 9.9, bold: false) == forms[0])
        #expect(SVGTextFit.firstFitting(forms, in: 58, fontSize: 9.9, bold: false) == forms[1])
        // 15 wide: "3…" (5.56 + 10 at size 10).
        #expect(SVGTextFit.firstFitting(forms, in: 16, fontSize: 10, bold: false) == "3\u{2026}")
    }

    @Test func everyBoxHasItsFullTextAsATooltip() throws {
        var box = RenderBox(
            id: "a-rather-long-identifier", rect: LayoutRect(x: 0, y: 0, width: 30, height: 20))
        box.isAmbiguous = true
        box.note = "broken: k7"
        let svg = SVGRenderer().render(RenderScene(boxes: [box]))
        let lines = svg.split(separator: "\n").map { $0.drop { $0 == " " } }
        let group = try #require(lines.firstIndex { $0.hasPrefix("<g class=\"box") })
        // The tooltip comes first in the group, with what the label had to cut.
        #expect(
            lines[group + 1]
                == "<title>a-rather-long-identifier (0, 0, 30, 20) \u{00B7} ambiguous \u{00B7} broken: k7</title>"
        )
        let label = try #require(lines.first { $0.hasPrefix("<text class=\"label\"") })
        #expect(label.hasSuffix("\u{2026}</text>"))
    }

    @Test func labelsStayInsideTheirBoxes() throws {
        let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 300, height: 120))
        for (index, width) in [8.0, 20, 33, 47, 64, 90, 150].enumerated() {
            let child = LayoutView(
                "child-with-a-long-name-\(index)",
                frame: LayoutRect(
                    x: 4, y: 4 + Double(index) * 16, width: width, height: 6 + Double(index) * 2))
            root.addSubview(child)
        }
        try expectTextInsideBoxes(SVGRenderer().render(root: root, ambiguousItems: []))
        root.layoutDirection = .rightToLeft
        try expectTextInsideBoxes(SVGRenderer().render(root: root, ambiguousItems: []))
    }

    @Test func theBrokenConstraintIsNamedBesideItsView() throws {
        let document = try LayoutDocument(
            json: #"""
                { "views": [{ "id": "box", "frame": [0, 0, 200, 100] }, { "id": "a", "parent": "box" }],
                  "constraints": ["a.left == box.left + 10", "a.top == box.top + 10", "a.height == 20",
                                  { "id": "wide", "constraint": "a.width == 50" },
                                  { "id": "wider", "constraint": "a.width == 60" }] }
                """#)
        let svg = try document.renderSVG()
        // Below a (it ends at 30; 1 pixel is half a point): y = 30 + 1 + 5.5 * 0.8 = 35.4.
        #expect(
            svg.contains(
                ##"<text class="note" data-for="a" x="10.5" y="35.4" font-size="5.5" font-weight="bold" fill="#d0342c""##
            ))
        #expect(svg.contains(">broken: wider</text>"))
    }
}
