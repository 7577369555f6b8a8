import Testing

@testable import Trellis
import TrellisLayoutTestSupport

/// A row of `count` cells, each a fixed-frame container with a label pinned inside.
private func makeRows(count: Int) throws -> (root: LayoutView, gaps: [LayoutConstraint], labels: [LayoutView])
{
    let root = makeRoot(width: 320, height: 44 * Double(count))
    var gaps: [LayoutConstraint] = []
    var labels: [LayoutView] = []
    for index in 0..<count {
        let cell = LayoutView(
            "cell\(index)", frame: LayoutRect(x: 0, y: 44 * Double(index), width: 320, height: 44))
        root.addSubview(cell)
        let label = addChild("label\(index)", to: cell)
        let gap = label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16)
        try LayoutConstraint.activate([
            gap, label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        gaps.append(gap)
        labels.append(label)
    }
    return (root, gaps, labels)
}

@Suite struct IncrementalLayoutTests {
    @Test func constantChangesAfterTheFirstLayout() throws {
        let (root, gaps, labels) = try makeRows(count: 3)
        root.layoutIfNeeded()
        expectFrame(labels[1], 16, 12, 288, 20)
        gaps[1].constant = 40
        root.layoutIfNeeded()
        expectFrame(labels[1], 40, 12, 264, 20)
        expectFrame(labels[0], 16, 12, 288, 20)
        // The same as a fresh layout of the changed tree.
        let (fresh, freshGaps, freshLabels) = try makeRows(count: 3)
        freshGaps[1].constant = 40
        fresh.layoutIfNeeded()
        #expect(freshLabels[1].frame.isClose(to: labels[1].frame))
    }

    @Test func onlyTheTouchedComponentIsSolved() throws {
        let (root, gaps, _) = try makeRows(count: 4)
        root.layoutIfNeeded()
        let engine = root.rootEngine
        let before = engine.components.map(\.solveStamp)
        #expect(engine.components.count >= 4)
        gaps[2].constant = 20
        root.layoutIfNeeded()
        let after = engine.components.map(\.solveStamp)
        let changed = zip(before, after).filter { $0 != $1 }.count
        #expect(changed == 1)
        // The constant change was an edit, not a rebuild: the solver object is the same.
        let solver = engine.components.first { $0.entries.contains { $0.constraint === gaps[2] } }?.solver
        gaps[2].constant = 24
        root.layoutIfNeeded()
        let solverAfter = engine.components.first { $0.entries.contains { $0.constraint === gaps[2] } }?
            .solver
        #expect(solver === solverAfter)
    }

    @Test func priorityChangesToAndFromRequired() throws {
        let root = makeRoot(width: 300, height: 50)
        let box = addChild("box", to: root)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultHigh)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 100, 10)
        narrow.priority = .defaultLow
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 200, 10)
        narrow.priority = .required
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 100, 10)
        narrow.priority = 751
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 100, 10)
        #expect(root.layoutIfNeeded().isClean)
    }

    @Test func multiplierChangesAndActivationAfterLayout() throws {
        let root = makeRoot(width: 400, height: 100)
        let a = addChild("a", to: root)
        let b = addChild("b", to: root)
        let half = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), half,
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 200, 10)
        #expect(b.hasAmbiguousLayout)
        half.multiplier = 0.25
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 100, 10)
        // Joining b to a merges their components.
        let join = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5)
        try join.activate()
        root.layoutIfNeeded()
        expectFrame(b, 105, 0, 10, 10)
        #expect(!b.hasAmbiguousLayout)
        join.deactivate()
        root.layoutIfNeeded()
        #expect(b.hasAmbiguousLayout)
    }

    @Test func treeEditsAfterLayout() throws {
        let (root, _, labels) = try makeRows(count: 2)
        root.layoutIfNeeded()
        let extra = LayoutView("extra")
        labels[0].addSubview(extra)
        try LayoutConstraint.activate([
            extra.leadingAnchor.constraint(equalTo: labels[0].leadingAnchor, constant: 4),
            extra.topAnchor.constraint(equalTo: labels[0].topAnchor),
            extra.widthAnchor.constraint(equalTo: labels[0].widthAnchor, multiplier: 0.5),
            extra.heightAnchor.constraint(equalToConstant: 2),
        ])
        root.layoutIfNeeded()
        expectFrame(extra, 4, 0, 144, 2)
        // Moved to the other label: its constraints to the old one go, the inside ones stay.
        labels[1].addSubview(extra)
        try LayoutConstraint.activate([
            extra.leadingAnchor.constraint(equalTo: labels[1].leadingAnchor),
            extra.topAnchor.constraint(equalTo: labels[1].topAnchor),
            extra.widthAnchor.constraint(equalToConstant: 7),
        ])
        root.layoutIfNeeded()
        expectFrame(extra, 0, 0, 7, 2)
        // A subtree laid out on its own after removal keeps its internal layout.
        let cell = labels[1].superview
        labels[1].removeFromSuperview()
        labels[1].fixedFrame = LayoutRect(x: 0, y: 0, width: 100, height: 20)
        labels[1].layoutIfNeeded()
        expectFrame(extra, 0, 0, 7, 2)
        #expect(cell?.subviews.isEmpty == true)
    }
}

@Suite struct DiagnosticsTests {
    @Test func ambiguityPerViewAndForATree() throws {
        let root = makeRoot()
        let pinned = addChild("pinned", to: root)
        let floating = addChild("floating", to: root)
        let guide = LayoutGuide("spacer")
        root.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: root.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10),
            pinned.heightAnchor.constraint(equalToConstant: 10),
            floating.widthAnchor.constraint(equalToConstant: 10),
            floating.heightAnchor.constraint(equalToConstant: 10),
            floating.topAnchor.constraint(equalTo: root.topAnchor),
            guide.leadingAnchor.constraint(equalTo: pinned.trailingAnchor),
            guide.trailingAnchor.constraint(equalTo: floating.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(!pinned.hasAmbiguousLayout)
        #expect(floating.hasAmbiguousLayout)
        #expect(guide.hasAmbiguousLayout)
        #expect(root.ambiguousItems().map(\.identifier) == ["spacer", "floating"])
        // A non-required preference settles it.
        try floating.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100).withPriority(
            .defaultLow
        )
        .activate()
        #expect(root.ambiguousItems().map(\.identifier) == ["spacer"])
    }

    @Test func conflictsAreReportedBrokenAndLaidOut() throws {
        let root = makeRoot()
        let box = addChild("box", to: root)
        let line = #line + 1
        let first = box.widthAnchor.constraint(equalToConstant: 100).withIdentifier("w100")
        let second = box.widthAnchor.constraint(equalToConstant: 50).withIdentifier("w50")
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), first,
        ])
        try LayoutConstraint.activate([second])
        let report = root.layoutIfNeeded()
        #expect(report.conflicts.count == 1)
        let conflict = try #require(report.conflicts.first)
        #expect(conflict.broken.refers(to: second))  // the most recently activated member
        #expect(conflict.conflicting.map(\.reportName) == ["w100", "w50"])
        let text = conflict.description
        #expect(text.contains("Unable to simultaneously satisfy constraints."))
        #expect(
            text.contains("\"box.width == 100 'w100' (TrellisTests/IncrementalLayoutTests.swift:\(line))\""))
        #expect(text.contains("Will attempt to recover by breaking constraint\n\"box.width == 50 'w50'"))
        expectFrame(box, 0, 0, 100, 10)
        // Strict mode throws and leaves frames alone.
        first.constant = 120
        do {
            try root.layoutIfNeeded(strict: true)
            Issue.record("strict layout did not throw")
        } catch {
            if case .conflict(let thrown) = error {
                #expect(thrown.broken.refers(to: second))
            } else {
                Issue.record("unexpected \(error)")
            }
        }
        expectFrame(box, 0, 0, 100, 10)
        // Resolving the conflict clears the report and the broken constraint holds again.
        first.deactivate()
        let clean = root.layoutIfNeeded()
        #expect(clean.isClean)
        expectFrame(box, 0, 0, 50, 10)
    }

    @Test func conflictWithAFixedFrameNamesIt() throws {
        let root = makeRoot()
        let tooWide = root.widthAnchor.constraint(equalToConstant: 300).withIdentifier("k3")
        try tooWide.activate()
        let report = root.layoutIfNeeded()
        #expect(report.conflicts.first?.conflicting.map(\.reportName) == ["root.frame", "k3"])
        #expect(report.conflicts.first?.broken.refers(to: tooWide) == true)
        #expect(report.conflicts.first?.conflicting.first?.origin == .fixedFrame)
        expectFrame(root, 0, 0, 375, 120)
    }

    @Test func constraintsMadeInvalidAfterActivationAreLeftOutAndReported() throws {
        let root = makeRoot()
        let box = addChild("box", to: root)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), width,
            box.widthAnchor.constraint(equalToConstant: 30).withPriority(.defaultLow),
        ])
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 40, 10)
        width.constant = .nan
        var report = root.layoutIfNeeded()
        #expect(report.invalidConstraints.count == 1)
        #expect(report.invalidConstraints.first?.constraint?.refers(to: width) == true)
        expectFrame(box, 0, 0, 30, 10)
        width.priority = 0
        width.constant = 45
        report = root.layoutIfNeeded()
        guard case .priorityOutOfRange = report.invalidConstraints.first else {
            Issue.record("priority 0 accepted")
            return
        }
        width.priority = .required
        report = root.layoutIfNeeded()
        #expect(report.isClean)
        expectFrame(box, 0, 0, 45, 10)
        // A non-finite margin used by a constraint is reported the same way.
        root.layoutMargins = LayoutInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        try box.bottomAnchor.constraint(lessThanOrEqualTo: root.topMarginAnchor).activate()
        report = root.layoutIfNeeded()
        #expect(report.invalidConstraints.count == 1)
    }
}
