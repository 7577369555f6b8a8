import Testing
import TrellisTestSupport

@testable import Trellis
import TrellisLayoutTestSupport
@testable import TrellisFormats

/// A tree that lets its presolve go once solved (as `trellis layout` does) lays out as one
/// that keeps it, and a later constant change builds the part again instead of replaying.
@Suite struct PresolveNotKeptTests {
    /// The components of `root`'s engine solved through presolve.
    func presolved(_ root: LayoutView) -> [PresolvedComponent] {
        root.rootEngine.components.compactMap { $0.isDead ? nil : $0.presolvedState }
    }

    @Test(arguments: [Backend.auto, .glpk])
    func aTableLaidOutWithoutItsPresolveMatchesAFreshLayoutAfterChanges(backend: Backend) throws {
        var g = SplitMix64(seed: 0x50_1E7)
        let columns = 4
        let count = 160
        var widths = (0..<count).map { _ in 20 + g.next(below: 60) }
        let heights = (0..<count).map { _ in 10 + g.next(below: 30) }
        var gaps = (0..<columns).map { _ in 2 + g.next(below: 8) }
        func json() -> String {
            PresolveReplayLayoutTests.table(columns: columns, widths: widths, heights: heights, gaps: gaps)
        }
        let tree = try LayoutDocument(json: json()).build()
        let result = try LayoutDocument.layOut(
            built: tree, strict: false, backend: backend, keepingPresolve: false)
        let kept = try LayoutDocument(json: json()).layOut(backend: backend)
        #expect(result.frames.map(\.frame) == kept.frames.map(\.frame))
        #expect(result.frames.map(\.id) == kept.frames.map(\.id))
        let root = try #require(tree.roots.first)
        #expect(!presolved(root).isEmpty)
        #expect(presolved(root).allSatisfy { $0.system == nil })
        // A wider cell and a wider gap: the parts are built again, to a fresh layout's frames.
        widths[5] += 17
        gaps[2] += 9
        let view = try #require(tree.item("c\(5 / columns)_\(5 % columns)") as? LayoutView)
        view.intrinsicContentSize = LayoutSize(width: Double(widths[5]), height: Double(heights[5]))
        try #require(tree.constraints.first { $0.identifier == "gap2" }).constant = Double(gaps[2])
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.componentsRebuiltInLastPass >= 1)
        let fresh = try LayoutDocument(json: json()).layOut(backend: backend)
        try PresolveReplayLayoutTests().expectFrames(of: tree, equal: fresh, "after the change")
    }

    @Test func aTreeKeepsItsPresolveByDefault() throws {
        let json = PresolveReplayLayoutTests.table(
            columns: 4, widths: Array(repeating: 30, count: 160), heights: Array(repeating: 12, count: 160),
            gaps: [4, 4, 4, 4])
        let tree = try LayoutDocument(json: json).build()
        _ = try LayoutDocument.layOut(built: tree, strict: false, backend: .auto)
        let root = try #require(tree.roots.first)
        #expect(!presolved(root).isEmpty)
        #expect(presolved(root).allSatisfy { $0.system != nil })
        #expect(root.keepsPresolveForReplay)
    }
}
