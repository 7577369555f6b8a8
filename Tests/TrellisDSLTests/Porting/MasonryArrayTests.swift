import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

@Suite struct MasonryArrayTests {
    /// Fixed spacing 10 with 5 at each end in 300: three equal widths (300 - 10 - 20) / 3 = 90.
    @Test func distributeWithFixedSpacing() throws {
        let tree = makeTree(300, 200, "a", "b", "c")
        let views = tree.views
        let made = try views.mas_makeConstraints { make in
            make.top.equalTo(10)
            make.height.equalTo(20)
        }
        #expect(made.count == 6)
        try views.mas_distributeViews(
            along: .horizontal, withFixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        #expect(tree.root.layoutIfNeeded().isClean)
        expectFrame(views[0], 5, 10, 90, 20)
        expectFrame(views[1], 105, 10, 90, 20)
        expectFrame(views[2], 205, 10, 90, 20)
    }

    /// Fixed length 40 down a 200-high root, 10 before and 20 after: gaps (200 - 30 - 120) / 2 = 25.
    @Test func distributeWithFixedItemLength() throws {
        let tree = makeTree(300, 200, "a", "b", "c")
        let views = tree.views
        try views.mas_makeConstraints { make in make.left.height.equalTo(20) }
        try views.mas_distributeViews(
            along: .vertical, withFixedItemLength: 40, leadSpacing: 10, tailSpacing: 20)
        try views.mas_updateConstraints { make in make.height.equalTo(30) }
        try views.mas_remakeConstraints { make in
            make.left.equalTo(0)
            make.width.equalTo(30)
        }
        // remake dropped the distribution (its first items are the views): re-add it.
        try views.mas_distributeViews(
            along: .vertical, withFixedItemLength: 40, leadSpacing: 10, tailSpacing: 20)
        #expect(tree.root.layoutIfNeeded().isClean)
        expectFrame(views[0], 0, 10, 30, 40)
        expectFrame(views[1], 0, 75, 30, 40)
        expectFrame(views[2], 0, 140, 30, 40)
    }

    @Test func distributingNeedsTwoViewsInOneSuperview() {
        let tree = makeTree(300, 200, "a")
        #expect(
            dslError {
                try tree.views.mas_distributeViews(
                    along: .horizontal, withFixedSpacing: 1, leadSpacing: 0, tailSpacing: 0)
            }?.kind == "notEnoughViews")
        #expect(
            dslError {
                try [tree.views[0], LayoutView("loose")].mas_distributeViews(
                    along: .horizontal, withFixedItemLength: 1, leadSpacing: 0, tailSpacing: 0)
            }?.kind == "noCommonSuperview")
    }
}
