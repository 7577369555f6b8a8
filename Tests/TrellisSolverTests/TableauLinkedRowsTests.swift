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
        linked.state.tableau.linkLimit = 0
        let solved = Solver()
        solved.state.tableau.linkLimit = Int.max
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
        let intrinsic = (0..<n).map { Double(20 + ($0 * 7) % 40) }
        let natural = intrinsic.reduce(0, +) + Double(8 * n)
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
        #expect(linked.state.tableau.linkCount >= n - 1)
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
        #expect(solver.state.tableau.linkCount == 0)
        let large = squeezedChain(200)
        let other = Solver()
        try other.addConstraints(large.constraints)
        #expect(other.state.tableau.linkCount > 100)
        #expect(other._checkInvariants().isEmpty)
    }

    /// Removing a position's equality whose marker only linked rows hold (the removal expands
    /// them first), and a variable leaving the solver while a linked row names it.
    @Test func removalsThroughLinkedRows() throws {
        let (linked, solved) = pair()
        let chain = squeezedChain(30)
        for solver in [linked, solved] { try solver.addConstraints(chain.constraints) }
        #expect(linked.state.tableau.linkCount > 0)
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
        var rng = SplitMix64(seed: UInt64(8_100 + seed))
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        let (linked, solved) = pair()
        let solvers = [linked, solved]
        var positions: [Variable] = [Variable("p0")]
        // Each constraint twice, one object per solver: changing a constant or a strength
        // changes the constraint object too.
        var live: [[Constraint]] = []
        var edits: [Variable] = []
        var removed = false
        func both(_ body: (Solver, Int) throws -> Void) throws -> Bool {
            var failed = 0
            for (k, solver) in solvers.enumerated() {
                do { try body(solver, k) } catch { failed += 1 }
            }
            #expect(failed == 0 || failed == 2, "seed \(seed)")
            return failed == 0
        }
        func twice(_ make: () -> Constraint) -> [Constraint] { [make(), make()] }
        _ = try both { solver, _ in try solver.addConstraint(positions[0] == 0) }
        for step in 0..<(160 + 20 * seed) {
            let roll = int(0...19)
            if roll < 9 {
                // A new view after (or below) a random earlier position.
                let width = Variable("w\(step)")
                let next = Variable("p\(step)")
                let from = positions[int(max(0, positions.count - 4)...(positions.count - 1))]
                let gap = Double(int(0...12))
                let minimum = Double(int(0...10))
                let preferred = Double(int(10...60))
                let intrinsic = Double(int(10...60))
                let resistance: Strength = [.strong, .medium][int(0...1)]
                let pairs = [
                    twice { width >= minimum },
                    twice { (width == preferred).strength(.weak) },
                    twice { (width >= intrinsic).strength(resistance) },
                    twice { next == from + width + gap },
                ]
                for pair in pairs where try both({ solver, k in try solver.addConstraint(pair[k]) }) {
                    live.append(pair)
                }
                positions.append(next)
            } else if roll < 11 && positions.count > 3 {
                // A coupling between two positions (a container edge, an alignment).
                let a = positions[int(0...(positions.count - 1))]
                let b = positions[int(0...(positions.count - 1))]
                guard a !== b else { continue }
                let constant = Double(int(-200...200))
                let relation: Relation = [.lessThanOrEqual, .greaterThanOrEqual, .equal][int(0...2)]
                let strength: Strength = int(0...3) == 0 ? .required : .strong
                let pair = twice { Constraint(a - b + constant, relation, strength: strength) }
                if try both({ solver, k in try solver.addConstraint(pair[k]) }) { live.append(pair) }
            } else if roll < 13 {
                let v = positions[int(0...(positions.count - 1))]
                if edits.contains(where: { $0 === v }) {
                    let value = Double(int(-100...3_000))
                    _ = try both { solver, _ in try solver.suggestValue(v, value) }
                } else {
                    _ = try both { solver, _ in try solver.addEditVariable(v, strength: .medium) }
                    edits.append(v)
                }
            } else if roll < 15 && !live.isEmpty {
                let pair = live[int(0...(live.count - 1))]
                let constant = Double(int(-50...50))
                _ = try both { solver, k in try solver.setConstant(of: pair[k], to: constant) }
            } else if roll < 16 && !live.isEmpty {
                let pair = live[int(0...(live.count - 1))]
                let strength: Strength = [.weak, .medium, .strong][int(0...2)]
                if !pair[0].strength.isRequired {
                    _ = try both { solver, k in try solver.setStrength(of: pair[k], to: strength) }
                }
            } else if !live.isEmpty {
                let pair = live.remove(at: int(0...(live.count - 1)))
                _ = try both { solver, k in try solver.removeConstraint(pair[k]) }
                removed = true
            }
            #expect(
                Check.close(linked.objective, solved.objective),
                "seed \(seed) step \(step): \(linked.objective) vs \(solved.objective)")
            #expect(linked._checkInvariants().isEmpty, "seed \(seed) step \(step)")
            if !removed {
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
        #expect(linked.state.tableau.linkCount > 0)
    }

    /// A required constraint that conflicts is refused and leaves the linked solver as it was.
    @Test func aConflictLeavesTheLinkedSolverAsItWas() throws {
        let (linked, _) = pair()
        let chain = squeezedChain(20)
        try linked.addConstraints(chain.constraints)
        #expect(linked.state.tableau.linkCount > 0)
        let before = linked.dump()
        #expect(throws: SolverError.self) { try linked.addConstraint(chain.xs[20] <= chain.xs[0] - 1) }
        #expect(linked.dump() == before)
        #expect(linked._checkInvariants().isEmpty)
    }
}
