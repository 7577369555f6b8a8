import Testing

@testable import Trellis

/// Stacks of thousands of views: arranging them (from a layout file, or one view at a time)
/// and taking one out give the frames of a plain row, and leave the stack's constraints in
/// step with its arranged views.
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

    @Test func viewsAddedOneAtATimeAndOneTakenOut() throws {
        let row = LayoutStackView("row", frame: LayoutRect(x: 0, y: 0, width: 10_000, height: 44))
        row.distribution = .equalSpacing
        var views: [LayoutView] = []
        for i in 0..<150 {
            let view = LayoutView("v\(i)")
            view.intrinsicContentSize = LayoutSize(width: 20, height: 10)
            row.addArrangedSubview(view)
            views.append(view)
        }
        #expect(row.arrangementError == nil)
        let before = row.arrangementConstraints.count
        row.removeArrangedSubview(views[75])
        #expect(row.arrangementConstraints.count < before)
        // Every arrangement constraint is active and installed; none names the removed view.
        let removed = views[75]
        let allActive = row.arrangementConstraints.allSatisfy { $0.isActive }
        let namesRemoved = row.arrangementConstraints.contains { c in
            c.firstItem === removed || c.secondItem === removed
        }
        #expect(allActive && !namesRemoved)
        #expect(row.layoutIfNeeded().conflicts.isEmpty)
        // 149 views of 20 spread over 10,000 with equal gaps: (10000 - 149 * 20) / 148.
        let gap = (10_000 - 149 * 20.0) / 148
        #expect(abs(views[149].frame.minX - (10_000 - 20)) < 1e-6)
        #expect(abs(views[76].frame.minX - 75 * (20 + gap)) < 1e-6)
    }
}
