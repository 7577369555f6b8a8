import Testing

@testable import TrellisSolver

/// Equalities, inequalities and competing strengths, with hand-derived answers.
@Suite struct SolverBasicsTests {
    @Test func simpleEquality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x + 2 == 20)
        solver.updateVariables()
        #expect(abs(x.value - 18) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func equalitiesAcrossVariables() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 20)
        try solver.addConstraint(x + 2 == y + 10)
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
        #expect(abs(y.value - 12) < 1e-9)
    }

    @Test func weakLosesToRequiredInequality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 0).strength(.weak))
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(abs(solver.objective - 10) < 1e-9)
    }

    @Test func lessThanOrEqualHolds() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x <= 100)
        try solver.addConstraint((x == 170).strength(.weak))
        solver.updateVariables()
        #expect(abs(x.value - 100) < 1e-9)
    }

    @Test func strongerStrengthWins() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10).strength(.weak))
        try solver.addConstraint((x == 20).strength(.strong))
        try solver.addConstraint((x == 30).strength(.medium))
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
        // weak pays 10, medium pays 10 * 1000
        #expect(abs(solver.objective - 10_010) < 1e-6)
    }

    @Test func weightsAddUpWithinTheObjective() throws {
        // 1001 weak pulls outweigh one medium (weighted sum, kiwi semantics).
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0).strength(.medium))
        try solver.addConstraint((x == 5).strength(Strength(1001)))
        solver.updateVariables()
        #expect(abs(x.value - 5) < 1e-9)
    }

    @Test func paperExample() throws {
        // Cassowary paper: xl + 10 <= xr, xm = (xl + xr) / 2, xl >= -10, xr <= 100.
        let xl = Variable("xl")
        let xm = Variable("xm")
        let xr = Variable("xr")
        let solver = Solver()
        try solver.addConstraints([
            2 * xm == xl + xr, xl + 10 <= xr, xr <= 100, xl >= -10,
        ])
        try solver.addConstraint((xm == 50).strength(.weak))
        try solver.addConstraint((xl == 30).strength(.weak))
        solver.updateVariables()
        #expect(abs(xm.value - 50) < 1e-9)
        #expect(abs(xl.value - 30) < 1e-9)
        #expect(abs(xr.value - 70) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func ambiguity() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint(z == 10)
        #expect(!solver.isAmbiguous(z))
        let w = Variable("w")
        try solver.addConstraint(w >= 10)
        try solver.addConstraint((w == 0).strength(.weak))
        #expect(!solver.isAmbiguous(w))
        #expect(solver.isAmbiguous(Variable("unknown")))
    }
}
