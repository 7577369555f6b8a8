import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Edit variables: suggesting, competing strengths, removal, and numerical drift.
@Suite struct SolverEditTests {
    @Test func suggestMovesTheVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(abs(x.value - 42) < 1e-9)
        try solver.suggestValue(x, -7)
        solver.updateVariables()
        #expect(abs(x.value + 7) < 1e-9)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.dump() == Solver().dump())
    }

    @Test func editsYieldToRequiredConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraints([x >= 10, x <= 100])
        try solver.addEditVariable(x, strength: .strong)
        for (suggested, expected) in [(50.0, 50.0), (5, 10), (500, 100), (70, 70)] {
            try solver.suggestValue(x, suggested)
            solver.updateVariables()
            #expect(abs(x.value - expected) < 1e-9)
            #expect(abs(solver.objective - 1_000_000 * abs(suggested - expected)) < 1e-3)
        }
    }

    @Test func strongerEditWins() throws {
        // Cassowary's classic: xm = (xl + xr) / 2, xl + 10 <= xr, edits on xm and xl.
        let xl = Variable("xl")
        let xm = Variable("xm")
        let xr = Variable("xr")
        let solver = Solver()
        try solver.addConstraints([2 * xm == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0])
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.suggestValue(xm, 95)
        try solver.suggestValue(xl, 20)
        solver.updateVariables()
        // xm wins: xr = 2*95 - xl <= 100 forces xl >= 90.
        #expect(abs(xm.value - 95) < 1e-9)
        #expect(abs(xl.value - 90) < 1e-9)
        #expect(abs(xr.value - 100) < 1e-9)
    }

    @Test func removingAnEditReleasesItsPull() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 5).strength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 40)
        solver.updateVariables()
        #expect(abs(x.value - 40) < 1e-9)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(abs(x.value - 5) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func suggestCyclesAgreeWithAFreshSolver() throws {
        let width = Variable("width")
        let height = Variable("height")
        let left = Variable("left")
        let content = Variable("content")
        let base = [
            left >= 10, content + 2 * left <= width, content >= 50,
            (content == 400).strength(.medium), height >= content / 2,
        ]
        let solver = Solver()
        try solver.addConstraints(base)
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        for (w, h) in [(400.0, 600.0), (600, 400), (800, 1200), (1200, 800), (40, 80), (800, 400)] {
            try solver.suggestValue(width, w)
            try solver.suggestValue(height, h)
            let expected = try #require(
                ReferenceLP.optimum(of: base, edits: [(width, 1e6, w), (height, 1e6, h)]))
            #expect(Check.close(solver.objective, expected))
            #expect(solver._checkInvariants().isEmpty)
        }
    }

    @Test func noDriftAfterManySuggestCycles() throws {
        // Required constraints hold within 1e-9 relative after 20,000 suggest/update
        // cycles (the 100,000-cycle run is in the benchmarks).
        let width = Variable("width")
        let height = Variable("height")
        let a = Variable("a")
        let b = Variable("b")
        let required = [a + b == width, 3 * a == 2 * b + 0.1, a >= 0, height >= a / 3 + 1]
        let solver = Solver()
        try solver.addConstraints(required)
        try solver.addConstraint((height == 0).strength(.weak))
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        let sizes: [(Double, Double)] = [
            (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
        ]
        var worst = 0.0
        for i in 0..<20_000 {
            let (w, h) = sizes[i % sizes.count]
            try solver.suggestValue(width, w + Double(i % 7) * 0.1)
            try solver.suggestValue(height, h)
            solver.updateVariables()
            for c in required {
                let scale = max(1, abs(width.value), abs(height.value))
                worst = max(worst, c.violation / scale)
            }
        }
        #expect(worst < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }
}
