import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

@Suite struct DLChainTests {
    @Test func relationsModifiersAndTargets() throws {
        let tree = makeTree(320, 480, "a", "b")
        let (root, a, b) = (tree.root, tree.views[0], tree.views[1])
        let built = try [
            a.dl_width.equalTo(root).multipliedBy(0.5).offset(-4),
            a.dl_height.lessThanOrEqualTo(100),
            a.dl_top.greaterThanOrEqualTo(b.dl_bottom).offset(8).priority(.high).labeled("gap"),
            a.dl_leading.equalTo(b.dsl.trailing),
            a.dl_centerY.equalTo(20),
            a.dl_baseline.equalTo(b),
        ].map { try $0.constraint() }
        #expect(
            built.map(\.description) == [
                "a.width == 0.5 * root.width - 4", "a.height <= 100", "a.top >= b.bottom + 8 @750 'gap'",
                "a.leading == b.trailing", "a.centerY == root.centerY + 20",
                "a.lastBaseline == b.lastBaseline",
            ])
        #expect(built.allSatisfy { !$0.isActive })
        let line = #line + 1
        let located = try a.dl_left.equalTo(b).constraint()
        #expect(located.location.line == line)
    }

    @Test func misuseIsTypedAndAllOrNone() throws {
        let tree = makeTree(320, 480, "a", "b")
        let (a, b) = (tree.views[0], tree.views[1])
        #expect(dslError { try a.dl_top.install() }?.kind == "missingRelation")
        #expect(
            dslError { try a.dl_top.equalTo(b.dl_width).install() }?.kind == "layout.incompatibleAttributes")
        #expect(dslError { try LayoutView("orphan").dl_top.equalTo(5).install() }?.kind == "noSuperview")
        #expect(
            dslError { try [a.dl_width.equalTo(10), a.dl_left.equalTo(b.dl_height)].install() }?.kind
                == "layout.incompatibleAttributes")
        #expect(a.madeConstraints().isEmpty)
    }
}

/// A JYAutoLayout row (seed article 004): three buttons, the middle one centred in a
/// 375 x 100 row, the others 8 points to its sides and aligned with its top.
@Suite struct JYChainTests {
    struct Row {
        let tree = makeTree(375, 100, "leftBtn", "centerBtn", "htrBtn", "footer")
        var row: LayoutView { tree.root }
        var leftBtn: LayoutView { tree.views[0] }
        var centerBtn: LayoutView { tree.views[1] }
        var htrBtn: LayoutView { tree.views[2] }
        var footer: LayoutView { tree.views[3] }
        let btnSize = LayoutSize(width: 80, height: 40)

        func build() throws {
            try centerBtn.jy.centerX(row).centerY(row).size(100, h: 40).end()
            try leftBtn.jy.right(centerBtn, c: 8).alignTop(centerBtn).size(btnSize).end()
            try JYLayout(htrBtn).left(centerBtn, c: 8).alignTop(centerBtn).size(btnSize).end()
            try footer.jy.left(row, c: 20).right(row, c: 20).bottom(row, c: 5).height(10).end()
        }

        func buildWithAnchors() throws {
            try LayoutConstraint.activate([
                centerBtn.centerXAnchor.constraint(equalTo: row.centerXAnchor),
                centerBtn.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                centerBtn.widthAnchor.constraint(equalToConstant: 100),
                centerBtn.heightAnchor.constraint(equalToConstant: 40),
                leftBtn.rightAnchor.constraint(equalTo: centerBtn.leftAnchor, constant: -8),
                leftBtn.topAnchor.constraint(equalTo: centerBtn.topAnchor),
                leftBtn.widthAnchor.constraint(equalToConstant: 80),
                leftBtn.heightAnchor.constraint(equalToConstant: 40),
                htrBtn.leftAnchor.constraint(equalTo: centerBtn.rightAnchor, constant: 8),
                htrBtn.topAnchor.constraint(equalTo: centerBtn.topAnchor),
                htrBtn.widthAnchor.constraint(equalToConstant: 80),
                htrBtn.heightAnchor.constraint(equalToConstant: 40),
                footer.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 20),
                footer.rightAnchor.constraint(equalTo: row.rightAnchor, constant: -20),
                footer.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -5),
                footer.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
    }

    @Test func rowFrames() throws {
        let r = Row()
        try r.build()
        r.row.layoutIfNeeded()
        expectFrame(r.centerBtn, 137.5, 30, 100, 40)
        expectFrame(r.leftBtn, 49.5, 30, 80, 40)
        expectFrame(r.htrBtn, 245.5, 30, 80, 40)
        expectFrame(r.footer, 20, 85, 335, 10)
        let anchors = Row()
        try anchors.buildWithAnchors()
        anchors.row.layoutIfNeeded()
        #expect(sameFrames(subtreeFrames(r.row), subtreeFrames(anchors.row)))
    }

    @Test func defaultsBuildTheExpectedConstraints() throws {
        let r = Row()
        try r.build()
        #expect(
            r.leftBtn.madeConstraints().map(\.description) == [
                "leftBtn.right == centerBtn.left - 8", "leftBtn.top == centerBtn.top", "leftBtn.width == 80",
                "leftBtn.height == 40",
            ])
        #expect(
            r.footer.madeConstraints().map(\.description) == [
                "footer.left == root.left + 20", "footer.right == root.right - 20",
                "footer.bottom == root.bottom - 5",
                "footer.height == 10",
            ])
        // bottom(footer) is replaced by the later alignBottom(row); gaps >= mirror on bottom edges.
        let gaps = try DSLScope.withoutInstalling {
            try r.htrBtn.jy.top(r.centerBtn, c: 4, e: .greaterThanOrEqual).bottom(
                r.footer, c: 6, e: .greaterThanOrEqual
            )
            .alignBottom(r.row, c: 2, e: .greaterThanOrEqual, p: .highTop).end()
        }
        #expect(
            gaps.map(\.description) == [
                "htrBtn.top >= centerBtn.bottom + 4", "htrBtn.bottom <= root.bottom - 2 @751",
            ])
    }

    @Test func laterRelationOnTheSameAttributeWins() throws {
        let r = Row()
        let made = try DSLScope.withoutInstalling {
            try r.footer.jy.centerX(r.leftBtn).centerX(r.htrBtn, p: .medium).end()
        }
        #expect(made.map(\.description) == ["footer.centerX == htrBtn.centerX @500"])
    }

    @Test func updateReplacesOnlyTheNamedAttributes() throws {
        let r = Row()
        try r.build()
        try r.htrBtn.jy.width(120).update()
        #expect(r.htrBtn.madeConstraints().count == 4)
        #expect(r.htrBtn.madeConstraints().map(\.description).contains("htrBtn.width == 120"))
        r.row.layoutIfNeeded()
        expectFrame(r.htrBtn, 245.5, 30, 120, 40)
    }

    @Test func remakeReplacesEverything() throws {
        let r = Row()
        try r.build()
        try r.leftBtn.jy.alignLeft(r.row).alignTop(r.row).size(10, h: 10).remake()
        #expect(
            r.leftBtn.madeConstraints().map(\.description) == [
                "leftBtn.left == root.left", "leftBtn.top == root.top", "leftBtn.width == 10",
                "leftBtn.height == 10",
            ])
        r.row.layoutIfNeeded()
        expectFrame(r.leftBtn, 0, 0, 10, 10)
    }

    @Test func misuseChangesNothing() throws {
        let r = Row()
        try r.build()
        let stranger = LayoutView("stranger")
        #expect(dslError { try r.leftBtn.jy.alignTop(stranger).remake() }?.kind == "layout.noCommonAncestor")
        #expect(dslError { try r.leftBtn.jy.width(.nan).update() }?.kind == "invalidValue")
        #expect(
            dslError { try r.leftBtn.jy.top(r.centerBtn, a: .width).end() }?.kind
                == "layout.incompatibleAttributes")
        #expect(dslError { try r.leftBtn.jy.width(10, p: 0).end() }?.kind == "layout.priorityOutOfRange")
        #expect(r.leftBtn.madeConstraints().count == 4)
    }
}
