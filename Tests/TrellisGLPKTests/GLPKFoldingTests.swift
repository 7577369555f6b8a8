import Testing
import TrellisSolver
import TrellisTestSupport

@testable import TrellisGLPK

/// Soft rows of one aggregated variable on its defining constant become costs of the
/// aggregate's columns (weighted priorities): the optimum stays that of the LP as written.
@Suite struct GLPKFoldingTests {
    /// Widths `w0`, `w1` with a weak `==` and a strong `>=` on the same intrinsic size (40,
    /// 60), at least 10 each (required), in a row under an edge `end` suggested (strong) at
    /// `edge`: squeezing a width costs strong + weak, moving the edge strong alone.
    func chain(edge: Double, extra: Bool = false) -> SystemBuilder {
        var b = SystemBuilder()
        for (i, size) in [40.0, 60].enumerated() {
            b.add([("w\(i)", 1)], -10, .greaterThanOrEqual)
            b.add([("w\(i)", 1)], -size, .greaterThanOrEqual, .strong)
            b.add([("w\(i)", 1)], -size, .equal, .weak)
            if extra { b.add([("w\(i)", 1)], -size, .lessThanOrEqual, .medium) }
        }
        b.add([("w0", 1), ("w1", 1), ("end", -1)], 8, .lessThanOrEqual)
        b.edit("end", .strong, edge)
        return b
    }

    @Test func foldedRowsLeaveTheLPWithTheirWeights() {
        let t = SystemTranslation(chain(edge: 90, extra: true).system, aggregating: true, folding: true)
        #expect(t.aggregates.count == 2)
        // Left: the two `>= 10` rows, the edge row and the edit.
        #expect(t.model.rowCount == 4)
        let strong = Strength.strong.weight
        let weak = Strength.weak.weight
        let medium = Strength.medium.weight
        #expect(t.model.costs[t.aggregates[0].minus] == weak + strong)
        #expect(t.model.costs[t.aggregates[0].plus] == weak + medium)
        let unfolded = SystemTranslation(chain(edge: 90, extra: true).system, aggregating: true)
        #expect(unfolded.model.rowCount == 8)
    }

    @Test(arguments: [90.0, 108, 120, 30])
    func foldingKeepsTheOptimum(edge: Double) throws {
        for extra in [false, true] {
            let b = chain(edge: edge, extra: extra)
            let folded = try GLPKBackend.solve(
                b.system, translation: SystemTranslation(b.system, aggregating: true, folding: true),
                priorities: .weighted, basis: nil
            ).solution
            let plain = try GLPKBackend.solve(
                b.system, translation: SystemTranslation(b.system, aggregating: false),
                priorities: .weighted, basis: nil
            ).solution
            #expect(close(folded.objective, plain.objective), "edge \(edge), extra \(extra)")
            for (x, y) in zip(folded.values, plain.values) { #expect(close(x, y), "edge \(edge)") }
        }
    }

    @Test func foldingIsOffUnlessAsked() {
        let t = SystemTranslation(chain(edge: 90).system, aggregating: true)
        #expect(t.model.rowCount == 6)
    }
}
