import Testing
import TrellisTestSupport

@testable import Trellis
import TrellisLayoutTestSupport
@testable import TrellisFormats

/// A constant change after the first layout of a component solved through presolve is
/// replayed (no rebuild), and gives the frames of a fresh layout.
@Suite struct PresolveReplayLayoutTests {
    /// A table as in the scale benchmark: `widths.count` cells in `columns` columns, each
    /// with an intrinsic size, a column sharing its first cell's leading edge and width, a
    /// row its first cell's height; `gaps[c]` after column `c - 1` in row 0, `gaps[0]`
    /// between rows. Constraint ids: `gap<c>` and `row<r>` for those.
    static func table(columns: Int, widths: [Int], heights: [Int], gaps: [Int]) -> String {
        var views = [#"{ "id": "root", "frame": [0, 0, 4000, 4000] }"#]
        var constraints: [(String, String)] = []
        for i in widths.indices {
            let (r, c) = i.quotientAndRemainder(dividingBy: columns)
            let v = "c\(r)_\(c)"
            views.append(
                #"{ "id": "\#(v)", "parent": "root", "intrinsicSize": [\#(widths[i]), \#(heights[i])] }"#)
            if r == 0 {
                constraints.append(
                    c == 0
                        ? ("l\(i)", "\(v).leading == root.leading")
                        : ("gap\(c)", "\(v).leading == c0_\(c - 1).trailing + \(gaps[c])"))
            } else {
                constraints += [
                    ("l\(i)", "\(v).leading == c0_\(c).leading"), ("w\(i)", "\(v).width == c0_\(c).width"),
                ]
            }
            if c == 0 {
                constraints.append(
                    r == 0
                        ? ("t\(i)", "\(v).top == root.top")
                        : ("row\(r)", "\(v).top == c\(r - 1)_0.bottom + \(gaps[0])"))
            } else {
                constraints += [
                    ("t\(i)", "\(v).top == c\(r)_0.top"), ("h\(i)", "\(v).height == c\(r)_0.height"),
                ]
            }
        }
        let list = constraints.map { #"{ "id": "\#($0.0)", "constraint": "\#($0.1)" }"# }
        return
            #"{ "views": [\#(views.joined(separator: ", "))], "constraints": [\#(list.joined(separator: ", "))] }"#
    }

    /// Every view's frame in `tree` is within 1e-6 of `fresh`'s.
    func expectFrames(of tree: LayoutDocumentTree, equal fresh: LayoutFileResult, _ context: String) throws {
        #expect(fresh.frames.count > 1)
        for expected in fresh.frames {
            let view = try #require(tree.item(expected.id))
            let f = view.frame
            let close = zip([f.minX, f.minY, f.width, f.height], expected.frame).allSatisfy {
                abs($0 - $1) <= 1e-6
            }
            #expect(close, "\(context): \(expected.id) \(f) vs \(expected.frame)")
        }
    }

    @Test func aSmallTableOnGLPKIsReplayedWithHandDerivedFrames() throws {
        // Two cells in a row: c0_0 at 0, 40 wide; c0_1 four after it. Every component goes
        // through presolve on `.glpk`, and presolve leaves nothing here.
        let json = Self.table(columns: 2, widths: [40, 30], heights: [20, 10], gaps: [4, 4])
        let tree = try LayoutDocument(json: json).build()
        let root = try #require(tree.roots.first)
        root.layoutBackend = .glpk
        root.layoutIfNeeded()
        let first = try #require(tree.item("c0_0") as? LayoutView)
        let second = try #require(tree.item("c0_1"))
        #expect(second.frame.minX == 44 && second.frame.width == 30)
        // A wider first cell pushes the second: 60 + 4.
        first.intrinsicContentSize = LayoutSize(width: 60, height: 20)
        root.layoutIfNeeded()
        #expect(first.frame.width == 60)
        #expect(second.frame.minX == 64)
        #expect(root.layoutStatistics.componentsRebuiltInLastPass == 0)
        // The gap from 4 to 10: 60 + 10. The row's height follows the first cell: 20 -> 35.
        let gap = try #require(tree.constraints.first { $0.identifier == "gap1" })
        gap.constant = 10
        first.intrinsicContentSize = LayoutSize(width: 60, height: 35)
        root.layoutIfNeeded()
        #expect(second.frame.minX == 70)
        #expect(second.frame.height == 35)
        #expect(root.layoutStatistics.componentsRebuiltInLastPass == 0)
    }

    /// A gap change shifts every later column: only the moved coordinates are written, and
    /// every frame is the hand-derived one. Four columns of eight cells, the cells of a column
    /// all as wide (so the column is), those of a row all as high; enough rows on the
    /// horizontal axis that `.auto` presolves it.
    @Test func aGapChangeShiftsEveryLaterColumnWithHandDerivedFrames() throws {
        let columns = 4
        let columnWidths: [Int] = [40, 30, 50, 20]
        let rowHeights: [Int] = [10, 12, 14, 16, 18, 20, 22, 24]
        var gaps: [Int] = [4, 6, 8, 10]
        let count = columns * rowHeights.count
        let widths = (0..<count).map { columnWidths[$0 % columns] }
        let heights = (0..<count).map { rowHeights[$0 / columns] }
        let tree = try LayoutDocument(
            json: Self.table(columns: columns, widths: widths, heights: heights, gaps: gaps)
        )
        .build()
        let root = try #require(tree.roots.first)
        root.layoutBackend = .auto
        let report = root.layoutIfNeeded()
        #expect(report.note.contains("presolve"), "\(report.note)")
        func expectHandDerivedFrames(_ context: String) throws {
            for i in 0..<count {
                let (r, c) = i.quotientAndRemainder(dividingBy: columns)
                // x: the widths and gaps of the columns before; y: the heights and 4-point gaps
                // of the rows above.
                let x = (0..<c).reduce(0) { (sum: Int, k: Int) -> Int in sum + columnWidths[k] + gaps[k + 1] }
                let y = (0..<r).reduce(0) { (sum: Int, k: Int) -> Int in sum + rowHeights[k] + 4 }
                let view = try #require(tree.item("c\(r)_\(c)"))
                let expected = LayoutRect(
                    x: Double(x), y: Double(y), width: Double(columnWidths[c]), height: Double(rowHeights[r]))
                #expect(view.frame == expected, "\(context): c\(r)_\(c) \(view.frame) vs \(expected)")
            }
        }
        try expectHandDerivedFrames("first layout")
        // Column 0 ends at 40; a gap of 20 puts column 1 at 60 (was 46), and columns 2 and 3
        // move by the same 14: 60 + 30 + 8 = 98, 98 + 50 + 10 = 158. The last row starts at
        // 10 + 12 + ... + 22 + 7 * 4 = 140.
        gaps[1] = 20
        let gap1 = try #require(tree.constraints.first { $0.identifier == "gap1" })
        gap1.constant = 20
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.componentsRebuiltInLastPass == 0)
        #expect(try #require(tree.item("c7_3")).frame == LayoutRect(x: 158, y: 140, width: 20, height: 24))
        try expectHandDerivedFrames("gap 1 = 20")
        // Then the last gap alone (only column 3 moves), and the first back (all of 1...3).
        gaps[3] = 2
        let gap3 = try #require(tree.constraints.first { $0.identifier == "gap3" })
        gap3.constant = 2
        root.layoutIfNeeded()
        try expectHandDerivedFrames("gap 3 = 2")
        gaps[1] = 6
        gap1.constant = 6
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.componentsRebuiltInLastPass == 0)
        try expectHandDerivedFrames("gap 1 = 6")
    }

    /// A replay writes frames, and the engine's variables get the replayed values only when
    /// something reads them: a full frame write of the other axis, after it is presolved again,
    /// reads every variable of each cell and must see the replayed rows. Four columns of
    /// eight cells; the gap above row 4 goes from 4 to 10 (a replay on the vertical axis), then
    /// a hugging priority changes (the horizontal axis is presolved again).
    @Test func aReplayedAxisStaysInFramesWhenTheOtherAxisIsPresolvedAgain() throws {
        let columns = 4
        let columnWidths: [Int] = [40, 30, 50, 20]
        let rowHeights: [Int] = [10, 12, 14, 16, 18, 20, 22, 24]
        let count = columns * rowHeights.count
        let tree = try LayoutDocument(
            json: Self.table(
                columns: columns, widths: (0..<count).map { columnWidths[$0 % columns] },
                heights: (0..<count).map { rowHeights[$0 / columns] }, gaps: [4, 4, 4, 4])
        )
        .build()
        let root = try #require(tree.roots.first)
        root.layoutBackend = .auto
        #expect(root.layoutIfNeeded().note.contains("presolve"))
        var rowGaps = [Int](repeating: 4, count: rowHeights.count)
        func expectHandDerivedFrames(_ context: String) throws {
            for i in 0..<count {
                let (r, c) = i.quotientAndRemainder(dividingBy: columns)
                // x: the widths and 4-point gaps of the columns before; y: the heights of
                // the rows above and the gaps above each of them (up to and including r's).
                let x = (0..<c).reduce(0) { (sum: Int, k: Int) -> Int in sum + columnWidths[k] + 4 }
                let y = (0..<r).reduce(0) { (sum: Int, k: Int) -> Int in sum + rowHeights[k] + rowGaps[k + 1] }
                let view = try #require(tree.item("c\(r)_\(c)"))
                let expected = LayoutRect(
                    x: Double(x), y: Double(y), width: Double(columnWidths[c]), height: Double(rowHeights[r]))
                #expect(view.frame == expected, "\(context): c\(r)_\(c) \(view.frame) vs \(expected)")
            }
        }
        try expectHandDerivedFrames("first layout")
        // Rows 4...7 move down by 6: row 4 starts at 10 + 12 + 14 + 16 + 3 * 4 + 10 = 74.
        rowGaps[4] = 10
        try #require(tree.constraints.first { $0.identifier == "row4" }).constant = 10
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.componentsRebuiltInLastPass == 0)
        #expect(try #require(tree.item("c4_0")).frame.minY == 74)
        try expectHandDerivedFrames("row gap 10")
        // A hugging priority of a cell whose width its resistance holds anyway: the
        // horizontal axis is presolved again and every frame written in full, nothing moves.
        let cell = try #require(tree.item("c5_2") as? LayoutView)
        cell.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.componentsRebuiltInLastPass == 1)
        try expectHandDerivedFrames("horizontal presolved again")
    }

    /// A replay in the first measure pass and another in the second, in one layout: the
    /// frames get what moved in both. `label`'s height is measured from its width (2,000 /
    /// width) and sets `box`'s width, and the box's trailing edge stays inside the root, so the
    /// label's position and height are in one component (presolved on `.glpk`); a new gap and
    /// a new width move the label and the box in the first pass, the new height in the second.
    @Test func aComponentReplayedInTwoMeasurePassesWritesBoth() throws {
        let root = makeRoot(width: 400, height: 400)
        let label = addChild("label", to: root)
        let box = addChild("box", to: root)
        label.measure = { width in LayoutSize(width: 200, height: width.isFinite ? 2000 / width : 10) }
        let gap = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = label.widthAnchor.constraint(equalToConstant: 100)
        try LayoutConstraint.activate([
            gap, width, label.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalTo: label.heightAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            // Holds throughout; it puts the box's width with its position (and so the
            // label's height with the label's position) in one component.
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
        ])
        root.layoutBackend = .glpk
        root.layoutIfNeeded()
        // Width 100: height 20; the box 5 after the label's 110, as wide as it is high.
        expectFrame(label, 10, 0, 100, 20)
        expectFrame(box, 115, 0, 20, 10)
        // Gap 30 and width 50 (first pass: the label at 30, the box at 30 + 50 + 5), then
        // height 2,000 / 50 = 40 (second pass: the label's height and the box's width).
        gap.constant = 30
        width.constant = 50
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.componentsRebuiltInLastPass == 0)
        expectFrame(label, 30, 0, 50, 40)
        expectFrame(box, 85, 0, 40, 10)
    }

    /// Ten columns of twelve cells, and four of forty (a column width then has 80 rows, past
    /// the size where its solve remembers where the slope turned and checks that first).
    @Test(arguments: [(10, 120), (4, 160)])
    func aSeededRandomTableMatchesAFreshLayoutAfterEachChange(columns: Int, count: Int) throws {
        var g = SplitMix64(seed: 0x7AB1E)
        var widths = (0..<count).map { _ in 20 + g.next(below: 60) }
        var heights = (0..<count).map { _ in 10 + g.next(below: 30) }
        var gaps = (0..<columns).map { _ in 2 + g.next(below: 8) }
        let tree = try LayoutDocument(
            json: Self.table(columns: columns, widths: widths, heights: heights, gaps: gaps)
        )
        .build()
        let root = try #require(tree.roots.first)
        root.layoutBackend = .auto
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.componentsRebuiltInLastPass >= 1)
        for step in 0..<25 {
            // One or two intrinsic sizes, and now and then a gap.
            for _ in 0...g.next(below: 2) {
                let i = g.next(below: count)
                widths[i] = 20 + g.next(below: 60)
                heights[i] = 10 + g.next(below: 30)
                let view = try #require(tree.item("c\(i / columns)_\(i % columns)") as? LayoutView)
                view.intrinsicContentSize = LayoutSize(width: Double(widths[i]), height: Double(heights[i]))
            }
            if step % 4 == 3 {
                let c = 1 + g.next(below: columns - 1)
                gaps[c] = 2 + g.next(below: 20)
                let constraint = try #require(tree.constraints.first { $0.identifier == "gap\(c)" })
                constraint.constant = Double(gaps[c])
            }
            root.layoutIfNeeded()
            #expect(root.layoutStatistics.componentsRebuiltInLastPass == 0, "step \(step)")
            let fresh = try LayoutDocument(
                json: Self.table(columns: columns, widths: widths, heights: heights, gaps: gaps)
            ).layOut(backend: .auto)
            try expectFrames(of: tree, equal: fresh, "step \(step)")
        }
    }

    /// A row of views squeezed by their container (the first views give way first): presolve
    /// leaves the coupling rows to an incremental solver, which the replay edits.
    static func chain(widths: [Int], container: Int) -> String {
        var views = [#"{ "id": "root", "frame": [0, 0, \#(container), 44] }"#]
        var constraints: [String] = []
        for (i, w) in widths.enumerated() {
            // Compression resistance 700 + i: the first view gives way first (one optimum).
            views.append(
                #"{ "id": "v\#(i)", "parent": "root", "intrinsicSize": [\#(w), 20], "compressionResistance": [\#(700 + i), 750] }"#
            )
            constraints.append(
                i == 0 ? "v0.leading == root.leading + 8" : "v\(i).leading == v\(i - 1).trailing + 8")
            constraints += ["v\(i).width >= 10", "v\(i).top == root.top + 12"]
        }
        constraints.append("root.trailing >= v\(widths.count - 1).trailing + 8")
        let list = constraints.enumerated().map {
            #"{ "id": "k\#($0.offset)", "constraint": "\#($0.element)" }"#
        }
        return
            #"{ "views": [\#(views.joined(separator: ", "))], "constraints": [\#(list.joined(separator: ", "))] }"#
    }

    /// Presolve leaves one linking row over the widths: under `.auto` it is solved again by
    /// cheapest moves first, under `.glpk` GLPK re-solves it warm from its last basis:
    /// either way no rebuild, and the frames of a fresh layout on the incremental solver (one
    /// optimum: the compression resistances differ).
    @Test(arguments: [
        (Backend.auto, "one linking row over 20 variables left, solved exactly"),
        (Backend.glpk, "glpk solved the rest"),
    ])
    func aSqueezedChainReplaysIntoTheRowsPresolveLeft(backend: Backend, solver: String) throws {
        var g = SplitMix64(seed: 0xC4A1)
        var widths = (0..<20).map { _ in 20 + g.next(below: 40) }
        let container = 600  // less than the views ask for: the container's edge couples them
        let tree = try LayoutDocument(json: Self.chain(widths: widths, container: container)).build()
        let root = try #require(tree.roots.first)
        root.layoutBackend = backend
        let report = root.layoutIfNeeded()
        #expect(report.note.contains(solver), "\(report.note)")
        for step in 0..<10 {
            let i = g.next(below: widths.count)
            widths[i] = 20 + g.next(below: 40)
            let view = try #require(tree.item("v\(i)") as? LayoutView)
            view.intrinsicContentSize = LayoutSize(width: Double(widths[i]), height: 20)
            root.layoutIfNeeded()
            #expect(root.layoutStatistics.componentsRebuiltInLastPass == 0, "step \(step)")
            let fresh = try LayoutDocument(json: Self.chain(widths: widths, container: container)).layOut(
                backend: .incremental)
            try expectFrames(of: tree, equal: fresh, "step \(step)")
        }
    }

    /// Equal compression resistances: squeezed, any view may give way (all undecided); with
    /// room, none. A constant change that moves the row between the two must move the
    /// undecided views with it, as a fresh layout says.
    @Test func ambiguityFollowsAReplayedLinkingRow() throws {
        let widths = (0..<20).map { 20 + ($0 * 7) % 40 }
        let container = widths.reduce(0, +) + 8 * 21 + 100
        func json(edge: Int) -> String {
            var text = Self.chain(widths: widths, container: container).replacingOccurrences(
                of: "root.trailing >= v19.trailing + 8", with: "root.trailing >= v19.trailing + \(edge)")
            for i in 0..<20 { text = text.replacingOccurrences(of: "[\(700 + i), 750]", with: "[750, 750]") }
            return text
        }
        let tree = try LayoutDocument(json: json(edge: 8)).build()
        let root = try #require(tree.roots.first)
        let report = root.layoutIfNeeded()
        #expect(report.note.contains("one linking row"), "\(report.note)")
        let edge = try #require(tree.constraints.first { $0.identifier == "k60" })
        // 100 points short, then 80 to spare, 300 short, and 100 to spare again.
        for (step, distance) in [208, 28, 408, 8].enumerated() {
            edge.constant = Double(distance)
            root.layoutIfNeeded()
            #expect(root.layoutStatistics.componentsRebuiltInLastPass == 0, "step \(step)")
            let fresh = try LayoutDocument(json: json(edge: distance)).build()
            let freshRoot = try #require(fresh.roots.first)
            freshRoot.layoutIfNeeded()
            let names = Set(root.ambiguousItems().compactMap { ($0 as? LayoutView)?.identifier })
            let expected = Set(freshRoot.ambiguousItems().compactMap { ($0 as? LayoutView)?.identifier })
            #expect(names == expected, "step \(step)")
            #expect(names.count == (distance > 108 ? 20 : 0), "step \(step): \(names.count) undecided")
        }
    }
}
