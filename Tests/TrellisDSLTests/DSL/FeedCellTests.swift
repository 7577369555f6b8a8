import Testing
import Trellis
import TrellisDSL

/// Seed article 000's feed cell, written in each DSL, against hand-derived frames and the
/// same cell written with plain anchors.
@Suite struct FeedCellFrameTests {
    @Test func anchors() throws {
        let cell = FeedCell()
        try cell.buildWithAnchors()
        cell.expectFrames()
    }

    @Test func pureLayoutAsInTheArticle() throws {
        let cell = FeedCell()
        try cell.buildWithPureLayout()
        cell.expectFrames()
        let anchors = FeedCell()
        try anchors.buildWithAnchors()
        #expect(sameFrames(cell.frames, anchors.frames))
    }

    @Test func maker() throws {
        let cell = FeedCell()
        try cell.buildWithMaker()
        cell.expectFrames()
    }

    @Test func operators() throws {
        let cell = FeedCell()
        try cell.buildWithOperators()
        cell.expectFrames()
    }

    @Test func chains() throws {
        let cell = FeedCell()
        try cell.buildWithChains()
        cell.expectFrames()
    }

    @Test func everyDSLBuildsTheSameConstraintCount() throws {
        let counts = try [
            { (c: FeedCell) throws in try c.buildWithAnchors() }, { try $0.buildWithPureLayout() },
            { try $0.buildWithMaker() }, { try $0.buildWithOperators() }, { try $0.buildWithChains() },
        ].map { build in
            let cell = FeedCell()
            try build(cell)
            return cell.root.subtreeViews.reduce(0) { $0 + $1.constraints.count }
        }
        #expect(counts == [25, 25, 25, 25, 25])
    }
}
