import Testing

@testable import Trellis
@testable import TrellisFormats

/// Stacks of thousands of views: arranging them (from a layout file, or one view at a time:
/// the arrangement is built once, before layout or when read) and taking one out give the
/// frames of a plain row, and leave the stack's constraints in step with its arranged views.
@Suite struct LargeStackTests {
    @Test(.timeLimit(.minutes(1))) func aLayoutFileStackOfThousandsOfViews() throws {
        let count = 2_000  // arranged at once: one rebuild, not one per view
        var views = [
            #"{ "id": "row", "frame": [0, 0, 72000, 44], "stack": { "spacing": 4, "alignment": "center" } }"#
        ]
        for i in 0..<count {
            views.append(#"{ "id": "v\#(i)", "parent": "row", "intrinsicSize": [20, 10] }"#)
        }
        let json = #"{ "views": [\#(views.joined(separator: ", "))] }"#
        let result = try LayoutDocument(json: json).layOut()
        // fill: the first view stretches over what the others leave (72000 - 1999 * 24).
        #expect(result.frame(of: "v0") == [0, 17, 72000 - 1999 * 24, 10])
        let first = 72000 - 1999 * 24.0
        for i in [1, 1000, 1999] {
            #expect(result.frame(of: "v\(i)") == [first + 4 + Double(i - 1) * 24, 17, 20, 10])
        }
    }

    @Test(.timeLimit(.minutes(1))) func viewsAddedOneAtATimeAndOneTakenOut() throws {
        let row = LayoutStackView("row", frame: LayoutRect(x: 0, y: 0, width: 50_000, height: 44))
        row.spacing = 4
        var views: [LayoutView] = []
        for i in 0..<2_000 {
            let view = LayoutView("v\(i)")
            view.intrinsicContentSize = LayoutSize(width: 20, height: 10)
            row.addArrangedSubview(view)
            views.append(view)
        }
        #expect(row.arrangementError == nil)
        let before = row.arrangementConstraints.count
        row.removeArrangedSubview(views[1_000])
        #expect(row.arrangementConstraints.count < before)
        // Every arrangement constraint is active and installed; none names the removed view.
        let removed = views[1_000]
        let allActive = row.arrangementConstraints.allSatisfy { $0.isActive }
        let namesRemoved = row.arrangementConstraints.contains { c in
            c.firstItem === removed || c.secondItem === removed
        }
        #expect(allActive && !namesRemoved)
        #expect(row.layoutIfNeeded().conflicts.isEmpty)
        // fill: the first view stretches over what the other 1,998 leave (each 20, gaps 4).
        let first = 50_000 - 1_998 * 24.0
        #expect(abs(views[0].frame.width - first) < 1e-6)
        #expect(abs(views[1_001].frame.minX - (first + 4 + 999 * 24)) < 1e-6)
        #expect(abs(views[1_999].frame.minX - (50_000 - 20)) < 1e-6)
    }
}
