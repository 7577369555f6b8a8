import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// ``Tableau/optimize(phaseOne:)`` works out the tie rule's ``Tableau/linkReach()`` once per
/// call and keeps it across its pivots. That is exact only if none of its pivots changes
/// the reach: checked here pivot by pivot, on seeded random systems with every row linked
/// that can be, by running the same loop step by step and comparing the reach after each
/// pivot with the one from before the first.
@Suite struct TableauLinkReachTests {
    /// Runs the optimisation's loop on `tableau`, pivot by pivot; returns the pivots made
    /// and how many of them changed the reach.
    func optimizeComparingReach(_ tableau: inout Tableau) -> (pivots: Int, changed: Int) {
        let before = tableau.linkReach()
        var pivots = 0
        var changed = 0
        var stalled = 0
        var skipped: [Int32] = []
        while pivots < 10_000 {
            let bland = stalled >= Tableau.stallLimit
            var reach: [Int]? = nil
            let (entering, direction) = tableau.enteringSymbol(
                tableau.objective, bland: bland, skipped: skipped, reach: &reach)
            if entering < 0 { break }
            tableau.listHolders(of: entering)
            guard
                let (slot, ratio) = tableau.leavingRow(entering: entering, direction: direction, bland: bland)
            else {
                skipped.append(entering)
                continue
            }
            stalled = ratio < Tolerance.epsilon ? stalled + 1 : 0
            tableau.pivot(entering: entering, slot: slot)
            pivots += 1
            if tableau.linkReach() != before { changed += 1 }
        }
        return (pivots, changed)
    }

    @Test(arguments: 0..<4)
    func pivotsOfAnOptimisationLeaveTheReachAsItWas(seed: Int) throws {
        let solver = Solver()
        solver.state.tableau.linking.limit = 0
        var calls = try RandomLayoutCalls(seed: UInt64(64_100 + seed), solvers: [solver])
        var pivots = 0
        for step in 0..<(120 + 20 * seed) {
            try calls.step()
            solver.flushPending()
            var tableau = solver.state.tableau
            let (made, changed) = optimizeComparingReach(&tableau)
            #expect(changed == 0, "seed \(seed) step \(step)")
            if tableau.linking.count > 0 { pivots += made }
            solver.updateVariables()
        }
        // Pivots were made on tableaux with linked rows, so the comparison covers them.
        #expect(pivots > 0)
    }
}
