import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// ``Tableau/linkedFreedom(of:free:)`` settles, for many linked rows at once and each row
/// read once, what expanding each row (``Tableau/expansion(ofLinked:using:)``) and testing its
/// cells answers, wherever it answers at all; and ``Solver/ambiguity(of:)``, which uses it,
/// still answers as ``Solver/isAmbiguous(_:)`` does one variable at a time.
@Suite struct TableauLinkedFreedomTests {
    /// Every live linked row of `solver`, the one-pass answer for them and the answer of
    /// expanding each one.
    func answers(_ solver: Solver) -> (slots: [Int32], onePass: [Bool?], expanded: [Bool]) {
        solver.updateVariables()
        let tableau = solver.state.tableau
        let tolerance = Tableau.costTolerance(tableau.objective)
        let slots = tableau.rows.indices.map { Int32($0) }.filter {
            tableau.rows[Int($0)].basic >= 0 && tableau.isLinked($0)
        }
        let free = { (symbol: Int32) in tableau.canMoveFreely(symbol, tolerance: tolerance) }
        var scratch = LinkExpander()
        let expanded = slots.map { slot in
            tableau.expansion(ofLinked: slot, using: &scratch).cells.contains { free($0.symbol) }
        }
        return (slots, tableau.linkedFreedom(of: slots, free: free), expanded)
    }

    /// Seeded random layout-like systems, every row linked that can be: after each call the
    /// one-pass answer, where it settles a row, is the row-by-row one, and the solver's
    /// `ambiguity(of:)` is `isAmbiguous` per variable. Both answers are settled in one pass.
    @Test(arguments: 0..<6)
    func randomLinkedSystemsAnswerAsTheirExpansions(seed: Int) throws {
        let solver = Solver()
        solver.state.tableau.linking.limit = 0
        var calls = try RandomLayoutCalls(seed: UInt64(31_700 + seed), solvers: [solver])
        var compared = 0
        var undecided = 0
        var decided = 0
        for step in 0..<(150 + 25 * seed) {
            try calls.step()
            let (_, onePass, expanded) = answers(solver)
            for (settled, answer) in zip(onePass, expanded) {
                guard let settled else { continue }
                #expect(settled == answer, "seed \(seed) step \(step)")
                compared += 1
                if settled { undecided += 1 } else { decided += 1 }
            }
            let variables = calls.positions + calls.widths
            #expect(
                solver.ambiguity(of: variables) == variables.map { solver.isAmbiguous($0) },
                "seed \(seed) step \(step)")
        }
        #expect(compared > 0)
        #expect(undecided > 0 && decided > 0)
    }

    /// A chain in a wide container whose views keep only a minimum width: every width's
    /// slack moves freely, held by its width's row (and the container's, which no position
    /// reaches), so the one pass settles every position row as undecided.
    @Test func aChainOfFreeWidthsIsSettledInOnePass() throws {
        let solver = Solver()
        solver.state.tableau.linking.limit = 0
        let count = 80
        let xs = (0...count).map { Variable("x\($0)") }
        let ws = (0..<count).map { Variable("w\($0)") }
        let root = Variable("root")
        try solver.addConstraint(root == 0)
        try solver.addConstraint(xs[0] == root + 8)
        for i in 0..<count {
            try solver.addConstraint(ws[i] >= 10)
            try solver.addConstraint(xs[i + 1] == xs[i] + ws[i] + 8)
        }
        try solver.addConstraint(root + 45_000 >= xs[count] + 8)
        let (slots, onePass, expanded) = answers(solver)
        #expect(slots.count > count)
        #expect(onePass.allSatisfy { $0 != nil })
        #expect(onePass.compactMap { $0 } == expanded)
        #expect(expanded.filter { $0 }.count >= count)
        #expect(solver.ambiguity(of: xs + ws) == (xs + ws).map { solver.isAmbiguous($0) })
    }

    /// A chain squeezed by its end, every view's width resisting alike: which view gives way
    /// is undecided, and the basic error's row holds every other view's error, so terms of
    /// one free symbol meet in the later positions (and cancel there). The pass leaves
    /// those rows to the expansion; whatever it settles is the expansion's answer.
    @Test func aSqueezedChainSettlesOnlyWhatItCanProve() throws {
        let solver = Solver()
        solver.state.tableau.linking.limit = 0
        let count = 80
        let xs = (0...count).map { Variable("x\($0)") }
        let ws = (0..<count).map { Variable("w\($0)") }
        try solver.addConstraint(xs[0] == 0)
        for i in 0..<count {
            try solver.addConstraint(ws[i] >= 10)
            try solver.addConstraint((ws[i] >= 40).strength(.strong))
            try solver.addConstraint(xs[i + 1] == xs[i] + ws[i] + 8)
        }
        try solver.addConstraint(xs[count] <= Double(count * 30))
        let (_, onePass, expanded) = answers(solver)
        for (settled, answer) in zip(onePass, expanded) where settled != nil { #expect(settled == answer) }
        #expect(expanded.contains(true) && expanded.contains(false))
        #expect(solver.ambiguity(of: xs + ws) == (xs + ws).map { solver.isAmbiguous($0) })
    }

    /// A chain pinned by preferences, with one view's width left free: the positions after
    /// that view move with it, those before do not; every row is settled in one pass.
    @Test func oneFreeWidthFreesThePositionsAfterIt() throws {
        let solver = Solver()
        solver.state.tableau.linking.limit = 0
        let count = 60
        let free = 25
        let xs = (0...count).map { Variable("x\($0)") }
        let ws = (0..<count).map { Variable("w\($0)") }
        try solver.addConstraint(xs[0] == 0)
        for i in 0..<count {
            try solver.addConstraint(ws[i] >= 10)
            if i != free { try solver.addConstraint((ws[i] == 20).strength(.weak)) }
            try solver.addConstraint(xs[i + 1] == xs[i] + ws[i] + 8)
        }
        let (slots, onePass, expanded) = answers(solver)
        #expect(slots.count > count / 2)
        #expect(onePass.allSatisfy { $0 != nil })
        #expect(onePass.compactMap { $0 } == expanded)
        let ambiguous = solver.ambiguity(of: xs)
        #expect(ambiguous == xs.map { solver.isAmbiguous($0) })
        #expect(ambiguous == (0...count).map { $0 > free })
    }

    /// Two rows naming the same free symbol, and a row reached along two links: the free
    /// symbol's terms could cancel, so the pass leaves those rows to the expansion (nil),
    /// which finds `a - b` holds no free symbol at all.
    @Test func sharedPathsAreLeftToTheExpansion() throws {
        let solver = Solver()
        solver.state.tableau.linking.limit = 0
        let a = Variable("a")
        let b = Variable("b")
        let d = Variable("d")
        let s = Variable("s")
        let c = Variable("c")
        try solver.addConstraint(s >= 0)
        try solver.addConstraint(a == s + 5)
        try solver.addConstraint(b == s + 2)
        try solver.addConstraint(d == a - b)
        try solver.addConstraint(c == a + b)
        let (slots, onePass, expanded) = answers(solver)
        for (settled, answer) in zip(onePass, expanded) where settled != nil { #expect(settled == answer) }
        #expect(solver.ambiguity(of: [a, b, c, d]) == [a, b, c, d].map { solver.isAmbiguous($0) })
        #expect(solver.isAmbiguous(d) == false)
        _ = slots
    }
}
