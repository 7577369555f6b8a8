import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

/// The header snippets of Docs/DSLs.md give the frames the page states.
@Suite struct DocsHeaderTests {
    struct Header {
        let tree = makeTree(375, 62, "avatar", "name", "time")
        var cell: LayoutView { tree.root }
        var avatar: LayoutView { tree.views[0] }
        var name: LayoutView { tree.views[1] }
        var time: LayoutView { tree.views[2] }

        init() {
            tree.views[1].intrinsicContentSize = LayoutSize(width: 80, height: 20)
            tree.views[2].intrinsicContentSize = LayoutSize(width: 40, height: 16)
        }

        func expectFrames(solve: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
            if solve { cell.layoutIfNeeded() }
            expectFrame(avatar, 15, 15, 32, 32, sourceLocation: sourceLocation)
            expectFrame(name, 57, 21, 80, 20, sourceLocation: sourceLocation)
            expectFrame(time, 320, 23, 40, 16, sourceLocation: sourceLocation)
        }
    }

    @Test func jyAutoLayout() throws {
        let h = Header()
        let (cell, avatar, name, time) = (h.cell, h.avatar, h.name, h.time)
        try avatar.jy.alignLeft(cell, c: 15).alignTop(cell, c: 15).size(32, h: 32).end()
        try name.jy.left(avatar, c: 10).centerY(avatar).end()
        try time.jy.alignRight(cell, c: 15).centerY(avatar).end()
        h.expectFrames(solve: true)
    }

    @Test func framePlacement() throws {
        let h = Header()
        let (cell, avatar, name, time) = (h.cell, h.avatar, h.name, h.time)
        try cell.placeSubviews { make in
            make.size(avatar) == (32, 32)
            make.sizeToFit(name, time)
            make.xPlace(15, avatar, 10, name, make.flexible, time, 15)
            make.yPlace(15, avatar)
            make.ref(avatar).yCenter(name, time)
        }
        h.expectFrames(solve: false)
        // The placed frames survive a layout pass, with nothing to report.
        let report = cell.layoutIfNeeded()
        #expect(report.conflicts.isEmpty)
        h.expectFrames(solve: false)
        #expect(avatar.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func maker() throws {
        let h = Header()
        let (avatar, name, time) = (h.avatar, h.name, h.time)
        try avatar.makeConstraints { make in
            make.size.equalTo(LayoutSize(width: 32, height: 32))
            make.leading.top.equalToSuperview().offset(15)
        }
        try name.makeConstraints { make in
            make.leading.equalTo(avatar.dsl.trailing).offset(10)
            make.centerY.equalTo(avatar)
        }
        try time.makeConstraints { make in
            make.trailing.equalToSuperview().inset(15)
            make.centerY.equalTo(avatar)
        }
        h.expectFrames(solve: true)
    }
}
