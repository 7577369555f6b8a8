import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// An external's row may be kept linked (naming older basic symbols instead of holding their
/// rows) when its solved form would be large. The solver must answer exactly as the solved
/// form does: the same values, objective, ambiguity and conflicts, through additions,
/// removals, edits, constant and strength changes; and a chain must hold a number of cells
/// linear in its length.
@Suite struct TableauLinkedRowsTests {
    /// Two solvers: one linking every row it can, one never linking (the solved form).
    func pair() -> (linked: Solver, solved: Solver) {
        let linked = Solver()
        linked.state.tableau.linking.limit = 0
        let solved = Solver()
        solved.state.tableau.linking.limit = Int.max
        return (linked, solved)
    }

    /// A row of `count` views squeezed by its container: positions chained 8 apart, minimum
    /// widths, intrinsic widths as strong `>=` and weak `==`, and the end pinned `<=` an edit.
    func squeezedChain(_ count: Int) -> (
        constraints: [Constraint], xs: [Variable], ws: [Variable], end: Variable
    ) {
        let xs = (0...count).map { Variable("x\($0)") }
        let ws = (0..<count).map { Variable("w\($0)") }
        let end = Variable("end")
        var constraints: [Constraint] = [xs[0] == 0]
        for i in 0..<count {
            let intrinsic = Double(20 + (i * 7) % 40)
            constraints.append(ws[i] >= 10)
            constraints.append((ws[i] >= intrinsic).strength(.strong))
            constraints.append((ws[i] == intrinsic).strength(.weak))
            constraints.append(xs[i + 1] == xs[i] + ws[i] + 8)
        }
        constraints.append(xs[count] <= end)
        return (constraints, xs, ws, end)
    }

    func cellCount(_ solver: Solver) -> Int {
        solver.state.tableau.rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.cells.count : 0) }
    }

    @Test func aSqueezedChainHoldsLinearlyManyCellsAndTheSolvedFormsValues() throws {
        let n = 400
        let (linked, solved) = pair()
        let chain = squeezedChain(n)
        // 50 short of the row's natural length: a few views give way, which ones is the tie
        // rule's choice (the solved form squeezes the last views).
        let intrinsic: [Double] = (0..<n).map { (i: Int) -> Double in Double(20 + (i * 7) % 40) }
        let natural: Double = intrinsic.reduce(0, +) + Double(8 * n)
        for solver in [linked, solved] {
            try solver.addConstraint(chain.end == natural - 50)
            try solver.addConstraints(chain.constraints)
            solver.updateVariables()
        }
        // Read through `value` after each solver wrote its own values.
        linked.updateVariables()
        let linkedValues = (chain.xs + chain.ws).map(\.value)
        solved.updateVariables()
        let solvedValues = (chain.xs + chain.ws).map(\.value)
        for (a, b) in zip(linkedValues, solvedValues) { #expect(abs(a - b) <= 1e-9 * max(1, abs(b))) }
        #expect(Check.close(linked.objective, solved.objective))
        #expect(linked.state.tableau.linking.count >= n - 1)
        // The solved form holds each position over every earlier view (n^2 / 2 and more);
        // linked, a position row holds its two links and its marker (the few dense rows are
        // the container's and the squeezed views').
        #expect(cellCount(solved) > n * n / 2)
        #expect(cellCount(linked) < 30 * n)
        #expect(linked._checkInvariants().isEmpty)
        // The container squeezes the views at the end of the row, as in the solved form.
        let squeezed = (0..<n).filter { chain.ws[$0].value < intrinsic[$0] }
        #expect(!squeezed.isEmpty && squeezed.allSatisfy { $0 >= n - 10 })
        #expect(linked.ambiguity(of: chain.ws) == solved.ambiguity(of: chain.ws))
        #expect(chain.ws.map { linked.isAmbiguous($0) } == chain.ws.map { solved.isAmbiguous($0) })
    }

    @Test func theDefaultLinksOnlyLargeRows() throws {
        let small = squeezedChain(10)
        let solver = Solver()
        try solver.addConstraints(small.constraints)
        #expect(solver.state.tableau.linking.count == 0)
        let large = squeezedChain(200)
        let other = Solver()
        try other.addConstraints(large.constraints)
        #expect(other.state.tableau.linking.count > 100)
        #expect(other._checkInvariants().isEmpty)
    }

    /// Removing a position's equality whose marker only linked rows hold (the removal expands
    /// them first), and a variable leaving the solver while a linked row names it.
    @Test func removalsThroughLinkedRows() throws {
        let (linked, solved) = pair()
        let chain = squeezedChain(30)
        for solver in [linked, solved] { try solver.addConstraints(chain.constraints) }
        #expect(linked.state.tableau.linking.count > 0)
        // Every position equality, one at a time from the middle; then the widths' own rows.
        let positions = chain.constraints.enumerated().filter { $0.offset % 4 == 0 && $0.offset > 0 }.map(
            \.element)
        var order = positions
        order.swapAt(0, positions.count / 2)
        for (step, c) in order.enumerated() {
            for solver in [linked, solved] { try solver.removeConstraint(c) }
            #expect(Check.close(linked.objective, solved.objective), "step \(step)")
            #expect(linked._checkInvariants().isEmpty, "step \(step)")
            linked.updateVariables()
            let a = chain.ws.map(\.value)
            solved.updateVariables()
            let b = chain.ws.map(\.value)
            for (x, y) in zip(a, b) { #expect(Check.close(x, y, 1e-9), "step \(step)") }
        }
    }

    /// Seeded random layout-like systems: positions defined from earlier ones (new variables
    /// chained or branching), widths with minimums and preferences, extra couplings between
    /// random positions, edits and suggestions, constant and strength changes, removals and
    /// conflicting required constraints that roll back. After every call the linked solver's
    /// objective is the solved form's and its invariants hold (values of linked rows against
    /// their expansions included); until the first removal (where the two may pick different
    /// optimal bases) its ambiguity is the solved form's, and so are the values the optimum
    /// decides.
    @Test(arguments: 0..<6)
    func randomLayoutSystemsAnswerAsTheSolvedForm(seed: Int) throws {
        let (linked, solved) = pair()
        var calls = try RandomLayoutCalls(seed: UInt64(8_100 + seed), solvers: [linked, solved])
        for step in 0..<(160 + 20 * seed) {
            try calls.step()
            #expect(calls.mismatches == 0, "seed \(seed) step \(step)")
            #expect(
                Check.close(linked.objective, solved.objective),
                "seed \(seed) step \(step): \(linked.objective) vs \(solved.objective)")
            #expect(linked._checkInvariants().isEmpty, "seed \(seed) step \(step)")
            if !calls.removed {
                let positions = calls.positions
                linked.updateVariables()
                let a = positions.map(\.value)
                solved.updateVariables()
                let b = positions.map(\.value)
                let ambiguous = solved.ambiguity(of: positions)
                for (i, (x, y)) in zip(a, b).enumerated() where !ambiguous[i] {
                    #expect(Check.close(x, y), "seed \(seed) step \(step) p\(i)")
                }
                #expect(linked.ambiguity(of: positions) == ambiguous, "seed \(seed) step \(step)")
            }
        }
        #expect(linked.state.tableau.linking.count > 0)
    }

    /// A required constraint that conflicts is refused and leaves the linked solver as it was.
    @Test func aConflictLeavesTheLinkedSolverAsItWas() throws {
        let (linked, _) = pair()
        let chain = squeezedChain(20)
        try linked.addConstraints(chain.constraints)
        #expect(linked.state.tableau.linking.count > 0)
        let before = linked.dump()
        #expect(throws: SolverError.self) { try linked.addConstraint(chain.xs[20] <= chain.xs[0] - 1) }
        #expect(linked.dump() == before)
        #expect(linked._checkInvariants().isEmpty)
    }
}
