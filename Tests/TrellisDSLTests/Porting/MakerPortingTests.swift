import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

@Suite struct MakerPortingTests {
    /// A relation kept past the maker block changes the installed constraint when modified
    /// later, as in SnapKit and Masonry.
    @Test func relationKeptAfterTheBlockStillModifies() throws {
        let tree = makeTree(300, 200, "a", "b")
        let (root, a, b) = (tree.root, tree.views[0], tree.views[1])
        var width: MakerEditable?
        var left: MakerEditable?
        try b.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.size.equalTo(LayoutSize(width: 50, height: 20))
        }
        try a.makeConstraints { make in
            width = make.width.equalTo(b)
            left = make.left.equalToSuperview()
            make.top.equalTo(b.dsl.bottom)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(a, 0, 20, 50, 10)
        width?.offset(10)
        left?.inset(7)
        root.layoutIfNeeded()
        expectFrame(a, 7, 20, 60, 10)
        width?.multipliedBy(2)
        root.layoutIfNeeded()
        expectFrame(a, 7, 20, 110, 10)
        width?.priority(.high)
        #expect(width?.constraint.layoutConstraints.first?.priority == .high)
        width?.offset(.nan)
        #expect(width?.constraint.lastError != nil)
        root.layoutIfNeeded()
        expectFrame(a, 7, 20, 110, 10)
    }

    /// SnapKit's priority helpers, numbers, labels and the settable `isActive`.
    @Test func prioritiesLabelsAndIsActive() throws {
        let tree = makeTree(300, 200, "a")
        let (root, a) = (tree.root, tree.views[0])
        let made = try a.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(10).priorityLow()
            make.width.equalTo(20).priorityMedium()
            make.width.equalTo(30).priorityHigh()
            make.height.equalTo(40).priorityRequired()
            make.height.equalTo(50).priority(300)
            make.height.equalTo(60).priority(301.5)
        }
        #expect(
            made[1...].map { $0.layoutConstraints[0].priority.rawValue } == [250, 500, 750, 1000, 300, 301.5])
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 30, 40)
        made[3].isActive = false
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 20, 40)
        made[3].isActive = true
        #expect(made[3].isActive)
        made[3].setLabel("wide")
        #expect(made[3].label == "wide")
        #expect(made[3].labeled("w").layoutConstraints[0].identifier == "w")
    }

    /// Directional edges with directional insets, under right-to-left.
    @Test func directionalEdgesAndInsets() throws {
        let tree = makeTree(300, 200, "a")
        let (root, a) = (tree.root, tree.views[0])
        root.layoutDirection = .rightToLeft
        try a.makeConstraints { make in
            make.directionalHorizontalEdges.equalToSuperview().inset(
                LayoutDirectionalInsets(top: 1, leading: 10, bottom: 3, trailing: 30))
            make.directionalVerticalEdges.equalToSuperview().inset(
                LayoutDirectionalInsets(top: 1, leading: 10, bottom: 3, trailing: 30))
        }
        root.layoutIfNeeded()
        // leading is the right edge: right = 300 - 10, left = 30.
        expectFrame(a, 30, 1, 260, 196)
    }

    /// A maker on a guide: `equalToSuperview` is the owning view.
    @Test func makersOnLayoutGuides() throws {
        let tree = makeTree(300, 200, "a")
        let (root, a) = (tree.root, tree.views[0])
        let column = LayoutGuide("column")
        root.addLayoutGuide(column)
        try column.makeConstraints { make in
            make.top.bottom.centerX.equalToSuperview()
            make.width.equalTo(100)
        }
        try a.makeConstraints { make in make.edges.equalTo(column) }
        root.layoutIfNeeded()
        expectFrame(a, 100, 0, 100, 200)
        try column.updateConstraints { make in make.width.equalTo(120) }
        root.layoutIfNeeded()
        expectFrame(a, 90, 0, 120, 200)
        #expect(column.madeConstraints().count == 4)
        #expect(column.removeConstraints().count == 4)
        #expect(
            dslError { try LayoutGuide("loose").makeConstraints { make in make.top.equalToSuperview() } }?
                .kind == "noSuperview")
    }

    /// Masonry's `mas_updateConstraints` adds a constraint that matches nothing; SnapKit's
    /// keeps its typed error.
    @Test func masonryUpdateAddsWhenNothingMatches() throws {
        let tree = makeTree(300, 200, "a")
        let (root, a) = (tree.root, tree.views[0])
        try a.mas_makeConstraints { make in
            make.left.top.equalTo(root)
            make.width.equalTo(40)
        }
        #expect(
            dslError { try a.updateConstraints { make in make.height.equalTo(20) } }?.kind
                == "noMatchingConstraint")
        try a.mas_updateConstraints { make in
            make.width.equalTo(60)
            make.height.equalTo(20)
        }
        #expect(a.madeConstraints().count == 4)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 60, 20)
    }

    /// Each library's order of `edges`: SnapKit left, top, right, bottom; Masonry left,
    /// right, top, bottom.
    @Test func edgesInEachLibrarysOrder() throws {
        let tree = makeTree(300, 200, "a", "b")
        let snap = try tree.views[0].prepareConstraints { make in make.edges.equalToSuperview() }
        #expect(snap[0].layoutConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        let mas = try DSLScope.withoutInstalling {
            try tree.views[1].mas_makeConstraints { make in make.edges.equalToSuperview() }
        }
        #expect(mas.map(\.firstAttribute) == [.left, .right, .top, .bottom])
    }

    /// Insets on sizes and centres: SnapKit shrinks the width by both sides and moves the
    /// centre by half the difference; Masonry leaves both alone.
    @Test func insetsOnSizesAndCentresPerDialect() throws {
        let tree = makeTree(300, 200, "a", "b")
        let (a, b) = (tree.views[0], tree.views[1])
        let insets = LayoutInsets(top: 2, left: 4, bottom: 6, right: 8)
        let snap = try a.prepareConstraints { make in
            make.width.centerX.equalToSuperview().inset(insets)
            make.height.equalTo(insets)
        }
        #expect(snap.flatMap(\.layoutConstraints).map(\.constant) == [-12, -2, -8])
        let mas = try DSLScope.withoutInstalling {
            try b.mas_makeConstraints { make in
                make.width.centerX.equalToSuperview().insets(insets)
                make.height.equalTo(insets)
            }
        }
        #expect(mas.map(\.constant) == [0, 0, 0])
    }

    /// Points and sizes on attributes they do not name give 0 in both libraries; Masonry's
    /// `centerOffset` moves only centres, `sizeOffset` only sizes.
    @Test func pointsAndSizesFollowEachLibrary() throws {
        let tree = makeTree(300, 200, "a", "b")
        let (a, b) = (tree.views[0], tree.views[1])
        let snap = try a.prepareConstraints { make in
            make.width.equalTo(LayoutPoint(x: 5, y: 6))
            make.centerX.equalTo(LayoutSize(width: 7, height: 8))
            make.left.equalTo(LayoutPoint(x: 5, y: 6))
        }
        #expect(snap.flatMap(\.layoutConstraints).map(\.constant) == [0, 0, 5])
        let mas = try DSLScope.withoutInstalling {
            try b.mas_makeConstraints { make in
                make.left.equalTo(LayoutPoint(x: 5, y: 6))
                make.center.equalToSuperview().centerOffset(LayoutPoint(x: 3, y: -4))
                make.size.equalToSuperview().sizeOffset(LayoutSize(width: -10, height: -20))
                make.top.equalToSuperview().with.offset(LayoutPoint(x: 1, y: 1))
            }
        }
        #expect(mas.map(\.constant) == [0, 3, -4, -10, -20, 0])
    }

    /// Masonry's sugar and array targets: `and`, `with`, `baseline`, `attributes`,
    /// `equalTo([v1, v2])` (one constraint per element).
    @Test func masonrySugarAndArrayTargets() throws {
        let tree = makeTree(300, 200, "a", "b", "c")
        let (root, a, b, c) = (tree.root, tree.views[0], tree.views[1], tree.views[2])
        try a.mas_makeConstraints { make in
            make.top.and.left.equalTo(root).with.offset(10)
            make.width.height.equalTo(30)
        }
        try [b, c].forEach { view in
            try view.mas_makeConstraints { make in
                make.attributes([.top, .width, .height]).equalTo(a)
            }
        }
        try b.mas_makeConstraints { make in make.left.equalTo(a.dsl.right).offset(5) }
        try c.mas_makeConstraints { make in make.left.equalTo(b.dsl.right).offset(5) }
        let badge = LayoutView("badge")
        root.addSubview(badge)
        let made = try badge.mas_makeConstraints { make in
            make.baseline.equalTo([a, b, c])
            make.left.equalTo(c.dsl.right)
            make.width.equalTo(4)
            make.height.equalTo(4)
        }
        #expect(
            made[0].layoutConstraints.map { $0.secondItem as? LayoutView }.map { $0?.identifier } == [
                "a", "b", "c",
            ])
        #expect(root.layoutIfNeeded().isClean)
        expectFrame(a, 10, 10, 30, 30)
        expectFrame(b, 45, 10, 30, 30)
        expectFrame(c, 80, 10, 30, 30)
        expectFrame(badge, 110, 36, 4, 4)
    }

    /// An x position related to a y position is accepted by the untyped DSLs (as the peers'
    /// suites rely on); a position against a size stays an error.
    @Test func crossAxisPositionsAreAccepted() throws {
        let tree = makeTree(300, 200, "a", "b")
        let (root, a, b) = (tree.root, tree.views[0], tree.views[1])
        try b.makeConstraints { make in
            make.left.equalToSuperview()
            make.top.equalTo(30)
            make.size.equalTo(LayoutSize(width: 10, height: 10))
        }
        try a.makeConstraints { make in
            make.left.equalTo(b.dsl.top)
            make.top.equalTo(b.dsl.right)
            make.size.equalTo(LayoutSize(width: 5, height: 5))
        }
        #expect(root.layoutIfNeeded().isClean)
        expectFrame(a, 30, 10, 5, 5)
        #expect(
            dslError { try a.makeConstraints { make in make.left.equalTo(b.dsl.height) } }?.kind
                == "layout.incompatibleAttributes")
        #expect(dslError { try a.dl_left.equalTo(b.dl_top).install() } == nil)
    }
}
