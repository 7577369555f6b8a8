import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

/// Three views of intrinsic sizes 40 x 20, 60 x 30 and 80 x 10 in a stack, spacing 10.
/// Along the axis the content needs 40 + 60 + 80 + 2 * 10 = 200 points.
struct StackFixture {
    let stack: LayoutStackView
    let a: LayoutView
    let b: LayoutView
    let c: LayoutView

    init(
        width: Double = 300, height: Double = 100, axis: LayoutAxis = .horizontal,
        distribution: LayoutStackView.Distribution = .fill, alignment: LayoutStackView.Alignment = .fill
    ) {
        a = LayoutView("a")
        b = LayoutView("b")
        c = LayoutView("c")
        for (view, size) in zip([a, b, c], [(40.0, 20.0), (60, 30), (80, 10)]) {
            view.intrinsicContentSize = LayoutSize(width: size.0, height: size.1)
        }
        // Along either axis: b hugs least (it grows first), c resists compression least.
        for axis in LayoutAxis.allCases {
            a.setContentHuggingPriority(LayoutPriority(251), for: axis)
            c.setContentHuggingPriority(LayoutPriority(252), for: axis)
            c.setContentCompressionResistancePriority(LayoutPriority(740), for: axis)
        }
        stack = LayoutStackView(
            "stack", frame: LayoutRect(x: 0, y: 0, width: width, height: height), arrangedSubviews: [a, b, c])
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
    }

    @discardableResult
    func layout() -> LayoutReport { stack.layoutIfNeeded() }
}

@Suite struct StackDistributionTests {
    /// Fill: the 100 spare points go to b (lowest hugging).
    @Test func fillGrowsTheLeastHuggingView() {
        let f = StackFixture()
        #expect(f.layout().isClean)
        expectFrame(f.a, 0, 0, 40, 100)
        expectFrame(f.b, 50, 0, 160, 100)
        expectFrame(f.c, 220, 0, 80, 100)
    }

    /// Fill, 150 wide: 50 points too few; c (compression 740) gives them up.
    @Test func fillCompressesTheLeastResistantView() {
        let f = StackFixture(width: 150)
        f.layout()
        expectFrame(f.a, 0, 0, 40, 100)
        expectFrame(f.b, 50, 0, 60, 100)
        expectFrame(f.c, 120, 0, 30, 100)
    }

    /// Fill equally: (300 - 20) / 3 each.
    @Test func fillEqually() {
        let f = StackFixture(distribution: .fillEqually)
        f.layout()
        let w = 280.0 / 3
        expectFrame(f.a, 0, 0, w, 100)
        expectFrame(f.b, w + 10, 0, w, 100)
        expectFrame(f.c, 2 * w + 20, 0, w, 100)
    }

    /// Fill proportionally: 280 points shared 40 : 60 : 80.
    @Test func fillProportionally() {
        let f = StackFixture(distribution: .fillProportionally)
        f.layout()
        let (wa, wb, wc) = (280.0 * 40 / 180, 280.0 * 60 / 180, 280.0 * 80 / 180)
        expectFrame(f.a, 0, 0, wa, 100)
        expectFrame(f.b, wa + 10, 0, wb, 100)
        expectFrame(f.c, wa + wb + 20, 0, wc, 100)
    }

    /// Equal spacing: intrinsic widths, gaps (300 - 180) / 2 = 60.
    @Test func equalSpacing() {
        let f = StackFixture(distribution: .equalSpacing)
        #expect(f.layout().isClean)
        expectFrame(f.a, 0, 0, 40, 100)
        expectFrame(f.b, 100, 0, 60, 100)
        expectFrame(f.c, 220, 0, 80, 100)
    }

    /// Equal spacing, 150 wide: gaps at their least (10) and c compressed to 30.
    @Test func equalSpacingCompresses() {
        let f = StackFixture(width: 150, distribution: .equalSpacing)
        f.layout()
        expectFrame(f.a, 0, 0, 40, 100)
        expectFrame(f.b, 50, 0, 60, 100)
        expectFrame(f.c, 120, 0, 30, 100)
    }

    /// Equal centering: centres at 20 and 260, so b's centre is at 140.
    @Test func equalCentering() {
        let f = StackFixture(distribution: .equalCentering)
        #expect(f.layout().isClean)
        expectFrame(f.a, 0, 0, 40, 100)
        expectFrame(f.b, 110, 0, 60, 100)
        expectFrame(f.c, 220, 0, 80, 100)
    }

    /// A custom gap after a (30): the spare 80 points go to b.
    @Test func customSpacingAfterAView() {
        let f = StackFixture()
        f.stack.setCustomSpacing(30, after: f.a)
        #expect(f.stack.customSpacing(after: f.a) == 30 && f.stack.customSpacing(after: f.b) == 10)
        f.layout()
        expectFrame(f.a, 0, 0, 40, 100)
        expectFrame(f.b, 70, 0, 140, 100)
        expectFrame(f.c, 220, 0, 80, 100)
    }

    /// A hidden view takes no space and no spacing; a (hugging 251) now grows.
    @Test func hiddenViewsTakeNoSpace() {
        let f = StackFixture()
        f.b.isHidden = true
        f.layout()
        expectFrame(f.a, 0, 0, 210, 100)
        expectFrame(f.c, 220, 0, 80, 100)
        #expect(f.b.frame.width == 0)
        f.b.isHidden = false
        f.layout()
        expectFrame(f.b, 50, 0, 160, 100)
    }

    /// Margins-relative: the content box is the stack less 8 on each side.
    @Test func layoutMarginsRelativeArrangement() {
        let f = StackFixture(distribution: .fillEqually)
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.layout()
        expectFrame(f.a, 8, 8, 88, 84)
        expectFrame(f.b, 106, 8, 88, 84)
        expectFrame(f.c, 204, 8, 88, 84)
    }

    /// Right to left: the first view is at the right.
    @Test func rightToLeft() {
        let f = StackFixture()
        f.stack.layoutDirection = .rightToLeft
        f.layout()
        expectFrame(f.a, 260, 0, 40, 100)
        expectFrame(f.b, 90, 0, 160, 100)
        expectFrame(f.c, 0, 0, 80, 100)
    }

    /// A vertical stack, aligned leading: heights 20, 30 + 220 spare, 10.
    @Test func verticalAxis() {
        let f = StackFixture(width: 100, height: 300, axis: .vertical, alignment: .leading)
        #expect(f.layout().isClean)
        expectFrame(f.a, 0, 0, 40, 20)
        expectFrame(f.b, 0, 30, 60, 250)
        expectFrame(f.c, 0, 290, 80, 10)
    }
}

@Suite struct StackAlignmentTests {
    @Test func leadingCenterTrailing() {
        let top = StackFixture(alignment: .top)
        top.layout()
        expectFrame(top.a, 0, 0, 40, 20)
        expectFrame(top.b, 50, 0, 160, 30)
        expectFrame(top.c, 220, 0, 80, 10)
        let centre = StackFixture(alignment: .center)
        centre.layout()
        expectFrame(centre.a, 0, 40, 40, 20)
        expectFrame(centre.b, 50, 35, 160, 30)
        expectFrame(centre.c, 220, 45, 80, 10)
        let bottom = StackFixture(alignment: .bottom)
        bottom.layout()
        expectFrame(bottom.a, 0, 80, 40, 20)
        expectFrame(bottom.b, 50, 70, 160, 30)
        expectFrame(bottom.c, 220, 90, 80, 10)
    }

    /// First baselines 15, 20 and 8 below the tops: the shared baseline is at 20 (b's), so
    /// the tops are 5, 0 and 12.
    @Test func firstBaseline() {
        let f = StackFixture(alignment: .firstBaseline)
        f.a.firstBaselineOffset = 15
        f.b.firstBaselineOffset = 20
        f.c.firstBaselineOffset = 8
        f.layout()
        expectFrame(f.a, 0, 5, 40, 20)
        expectFrame(f.b, 50, 0, 160, 30)
        expectFrame(f.c, 220, 12, 80, 10)
    }

    /// Last baselines at the bottoms: the bottoms line up at 30 (b is tallest).
    @Test func lastBaseline() {
        let f = StackFixture(alignment: .lastBaseline)
        f.layout()
        expectFrame(f.a, 0, 10, 40, 20)
        expectFrame(f.b, 50, 0, 160, 30)
        expectFrame(f.c, 220, 20, 80, 10)
    }

    /// Across a vertical stack, center and trailing use the x axis (and follow
    /// right-to-left).
    @Test func verticalCentreAndTrailing() {
        let centre = StackFixture(width: 100, height: 300, axis: .vertical, alignment: .center)
        centre.layout()
        expectFrame(centre.a, 30, 0, 40, 20)
        expectFrame(centre.c, 10, 290, 80, 10)
        let trailing = StackFixture(width: 100, height: 300, axis: .vertical, alignment: .trailing)
        trailing.stack.layoutDirection = .rightToLeft
        trailing.layout()
        expectFrame(trailing.a, 0, 0, 40, 20)
        expectFrame(trailing.c, 0, 290, 80, 10)
    }
}

@Suite struct StackStructureTests {
    /// A row inside a column: the row is as tall as its tallest view (30); d, which hugs
    /// least, takes the rest.
    @Test func nestedStacks() {
        let (a, b, d) = (LayoutView("a"), LayoutView("b"), LayoutView("d"))
        a.intrinsicContentSize = LayoutSize(width: 40, height: 20)
        b.intrinsicContentSize = LayoutSize(width: 60, height: 30)
        d.intrinsicContentSize = LayoutSize(width: 10, height: 50)
        d.setContentHuggingPriority(LayoutPriority(1), for: .vertical)
        let row = LayoutStackView("row", arrangedSubviews: [a, b])
        row.distribution = .fillEqually
        row.spacing = 10
        let column = LayoutStackView(
            "column", frame: LayoutRect(x: 0, y: 0, width: 200, height: 300), arrangedSubviews: [row, d])
        column.axis = .vertical
        column.spacing = 10
        #expect(column.layoutIfNeeded().isClean)
        expectFrame(row, 0, 0, 200, 30)
        expectFrame(d, 0, 40, 200, 260)
        expectFrame(a, 0, 0, 95, 30)
        expectFrame(b, 105, 0, 95, 30)
    }

    /// A stack nothing sizes is as small as its content: 200 x 30 at its position.
    @Test func unsizedStackHugsItsContent() throws {
        let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 400, height: 400))
        let f = StackFixture(alignment: .center)
        f.stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(f.stack)
        try LayoutConstraint.activate([
            f.stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            f.stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        expectFrame(f.stack, 5, 5, 200, 30)
        expectFrame(f.b, 50, 0, 60, 30)
        expectFrame(f.c, 120, 10, 80, 10)
    }

    /// The stack's constraints are real: a required pin against the stack's names them.
    @Test func conflictsNameTheStackConstraints() throws {
        let f = StackFixture()
        try LayoutConstraint.activate([
            f.a.leadingAnchor.constraint(equalTo: f.stack.leadingAnchor, constant: 50)
        ])
        let report = f.layout()
        let names = report.conflicts.flatMap { [$0.broken] + $0.conflicting }.compactMap(\.identifier)
        #expect(names.contains { $0.hasPrefix("stack.stack.") }, "\(report)")
        #expect(f.stack.arrangementConstraints.allSatisfy { $0.isActive })
    }

    /// Removing, inserting and leaving the stack rebuild the arrangement.
    @Test func arrangedSubviewsChange() {
        let f = StackFixture()
        f.stack.removeArrangedSubview(f.b)
        #expect(f.stack.arrangedSubviews.map(\.identifier) == ["a", "c"])
        #expect(f.b.superview === f.stack)
        f.stack.insertArrangedSubview(f.b, at: 0)
        #expect(f.stack.arrangedSubviews.map(\.identifier) == ["b", "a", "c"])
        f.c.removeFromSuperview()
        #expect(f.stack.arrangedSubviews.map(\.identifier) == ["b", "a"])
        f.layout()
        // b (hugging 250) takes the spare 300 - 60 - 10 - 40 = 190.
        expectFrame(f.b, 0, 0, 250, 100)
        expectFrame(f.a, 260, 0, 40, 100)
    }

    /// The stack row against the same row written with anchors.
    @Test func stackMatchesPlainAnchors() throws {
        let f = StackFixture(alignment: .center)
        f.layout()
        let root = LayoutView("stack", frame: LayoutRect(x: 0, y: 0, width: 300, height: 100))
        let twin = StackFixture(alignment: .center)
        let (a, b, c) = (twin.a, twin.b, twin.c)
        for view in [a, b, c] {
            twin.stack.removeArrangedSubview(view)
            root.addSubview(view)
        }
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            b.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            c.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(sameFrames([f.a.frame, f.b.frame, f.c.frame], [a.frame, b.frame, c.frame]))
    }
}

/// Ties under `fill` resolve by index, through the stack's own priorities: the first of the
/// views tied on hugging stretches, the last of those tied on compression resistance shrinks.
@Suite struct StackTieTests {
    /// Three views of intrinsic widths 50, 60 and 70, all at the default priorities.
    func tied(width: Double, hidden: Int? = nil) -> (LayoutStackView, [LayoutView]) {
        let views = [50.0, 60, 70].enumerated().map { index, length in
            let view = LayoutView("v\(index)")
            view.intrinsicContentSize = LayoutSize(width: length, height: 20)
            return view
        }
        let stack = LayoutStackView(
            "stack", frame: LayoutRect(x: 0, y: 0, width: width, height: 40), arrangedSubviews: views)
        if let hidden { views[hidden].isHidden = true }
        return (stack, views)
    }

    @Test func theFirstTiedViewStretches() {
        let (stack, views) = tied(width: 300)
        #expect(stack.layoutIfNeeded().isClean)
        expectFrame(views[0], 0, 0, 170, 40)
        expectFrame(views[1], 170, 0, 60, 40)
        expectFrame(views[2], 230, 0, 70, 40)
    }

    @Test func theLastTiedViewShrinks() {
        let (stack, views) = tied(width: 120)
        stack.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 50, 40)
        expectFrame(views[1], 50, 0, 60, 40)
        expectFrame(views[2], 110, 0, 10, 40)
    }

    /// A lower priority still decides over the index.
    @Test func aRealPriorityDifferenceWins() {
        let (wide, stretched) = tied(width: 300)
        stretched[2].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        wide.layoutIfNeeded()
        expectFrame(stretched[0], 0, 0, 50, 40)
        expectFrame(stretched[2], 110, 0, 190, 40)
        let (narrow, squeezed) = tied(width: 140)
        squeezed[0].setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        narrow.layoutIfNeeded()
        expectFrame(squeezed[0], 0, 0, 10, 40)
        expectFrame(squeezed[1], 10, 0, 60, 40)
        expectFrame(squeezed[2], 70, 0, 70, 40)
    }

    /// Hidden views do not count: the first visible view stretches; after the stack lets go
    /// of a view (or changes distribution), its priorities are its own again.
    @Test func hiddenAndReleasedViews() {
        let (stack, views) = tied(width: 300, hidden: 0)
        stack.layoutIfNeeded()
        expectFrame(views[1], 0, 0, 230, 40)
        expectFrame(views[2], 230, 0, 70, 40)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        expectFrame(views[1], 0, 0, 60, 40)
        expectFrame(views[2], 230, 0, 70, 40)
    }
}

/// A vertical stack with baseline-relative arrangement measures its spacing from the last
/// baseline of a view to the first baseline of the next.
@Suite struct StackBaselineArrangementTests {
    /// Two views of the given sizes; a's last baseline 15 below its top, b's first 8.
    func pair(_ a: LayoutSize, _ b: LayoutSize) -> (LayoutView, LayoutView) {
        let views = (LayoutView("a"), LayoutView("b"))
        views.0.intrinsicContentSize = a
        views.1.intrinsicContentSize = b
        views.0.lastBaselineOffset = 15
        views.1.firstBaselineOffset = 8
        return views
    }

    @Test func spacingRunsBaselineToBaseline() {
        let (a, b) = pair(LayoutSize(width: 80, height: 20), LayoutSize(width: 80, height: 30))
        // a's last baseline at 15; b's first baseline 20 below it, at 35: b's top at 27.
        let stack = LayoutStackView(
            "stack", frame: LayoutRect(x: 0, y: 0, width: 80, height: 57), arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        #expect(stack.layoutIfNeeded().isClean)
        expectFrame(a, 0, 0, 80, 20)
        expectFrame(b, 0, 27, 80, 30)
        // Edge to edge again when switched off: b's top at 20 + 20, and 13 points too few,
        // which the last view gives up.
        stack.isBaselineRelativeArrangement = false
        stack.layoutIfNeeded()
        expectFrame(a, 0, 0, 80, 20)
        expectFrame(b, 0, 40, 80, 17)
    }

    @Test func horizontalStacksIgnoreIt() {
        let (a, b) = pair(LayoutSize(width: 30, height: 20), LayoutSize(width: 40, height: 20))
        let stack = LayoutStackView(
            "stack", frame: LayoutRect(x: 0, y: 0, width: 80, height: 20), arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.isBaselineRelativeArrangement = true
        stack.layoutIfNeeded()
        expectFrame(a, 0, 0, 30, 20)
        expectFrame(b, 40, 0, 40, 20)
    }
}

@Suite struct StackArticleExampleTests {
    @Test func rowOfIconTitleAndBadge() {
        let icon = LayoutView("icon")
        let title = LayoutView("title")
        let badge = LayoutView("badge")
        icon.intrinsicContentSize = LayoutSize(width: 24, height: 24)
        title.intrinsicContentSize = LayoutSize(width: 120, height: 20)
        badge.intrinsicContentSize = LayoutSize(width: 30, height: 16)
        icon.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        badge.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let row = LayoutStackView(
            "row", frame: LayoutRect(x: 0, y: 0, width: 320, height: 44),
            arrangedSubviews: [icon, title, badge])
        row.alignment = .center
        row.spacing = 8
        row.setCustomSpacing(12, after: icon)
        #expect(row.layoutIfNeeded().isClean)
        expectFrame(icon, 0, 10, 24, 24)
        expectFrame(title, 36, 12, 246, 20)
        expectFrame(badge, 290, 14, 30, 16)
    }
}
