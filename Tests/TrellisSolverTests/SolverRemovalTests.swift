import Testing

@testable import TrellisSolver

/// Removal in every pivot situation, redundant and duplicate constraints, and
/// agreement with a solver built from scratch on what remains.
@Suite struct SolverRemovalTests {
    @Test func markerBasicIsDroppedWithItsRow() throws {
        // x == 10 makes x basic; x <= 20 then has no external subject, so its slack is
        // basic (s = 10 - d): removing it drops that row.
        let x = Variable("x")
        let solver = Solver()
        let pin = x == 10
        let cap = x <= 20
        try solver.addConstraints([pin, cap])
        try solver.addConstraint((x == 30).strength(.weak))
        try solver.removeConstraint(cap)
        #expect(solver._checkInvariants().isEmpty)
        #expect(abs(value(solver, x) - 10) < 1e-9)
        try solver.removeConstraint(pin)
        #expect(abs(value(solver, x) - 30) < 1e-9)
    }

    @Test func markerInARestrictedRowWithNegativeCoefficient() throws {
        // x >= 10 gives x = 10 + s1; x <= 20 then gives s2 = 10 - s1 (restricted, a < 0).
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10
        try solver.addConstraint(floor)
        try solver.addConstraint(x <= 20)
        try solver.addConstraint((x == 0).strength(.weak))
        #expect(abs(value(solver, x) - 10) < 1e-9)
        try solver.removeConstraint(floor)
        #expect(solver._checkInvariants().isEmpty)
        #expect(abs(value(solver, x)) < 1e-9)
    }

    @Test func markerInARestrictedRowWithPositiveCoefficient() throws {
        // x >= 10 gives x = 10 + s1; x >= 5 gives s2 = 5 + s1 (restricted, a > 0 only).
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10
        try solver.addConstraints([floor, x >= 5])
        try solver.addConstraint((x == 0).strength(.weak))
        #expect(abs(value(solver, x) - 10) < 1e-9)
        try solver.removeConstraint(floor)
        #expect(solver._checkInvariants().isEmpty)
        #expect(abs(value(solver, x) - 5) < 1e-9)
    }

    @Test func markerOnlyInUnrestrictedRowsAndTheObjective() throws {
        // A weak x == 5 alone: x = 5 + e+ - e-, the errors in the objective only.
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let pull = (x == 5).strength(.weak)
        try solver.addConstraint(pull)
        try solver.addConstraint(y == 2 * x)
        #expect(abs(value(solver, y) - 10) < 1e-9)
        try solver.removeConstraint(pull)
        #expect(solver._checkInvariants().isEmpty)
        #expect(solver.objective == 0)
        #expect(abs(value(solver, y) - 2 * value(solver, x)) < 1e-9)
        // Only y == 2x remains: x is no longer pinned.
        #expect(solver.isAmbiguous(x))
    }

    @Test func variablesLeaveWithTheirLastConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 10
        try solver.addConstraint(c)
        #expect(solver.isAmbiguous(x))  // x = 10 + slack, the slack free to grow
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
        #expect(solver.dump() == Solver().dump())
        try solver.addConstraint(c)
        #expect(abs(value(solver, x) - 10) < 1e-9)
    }

    @Test func redundantAndDuplicateRequiredConstraints() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let a = x == 10
        let b = x == 10  // the same constraint, another object
        let c = x + y == 20
        let d = y == 10  // implied by a and c
        try solver.addConstraints([a, b, c, d])
        #expect(solver._checkInvariants().isEmpty)
        #expect(abs(value(solver, x) - 10) < 1e-9 && abs(value(solver, y) - 10) < 1e-9)
        for removed in [a, d, c] {
            try solver.removeConstraint(removed)
            #expect(solver._checkInvariants().isEmpty)
            #expect(abs(value(solver, x) - 10) < 1e-9)
        }
        try solver.removeConstraint(b)
        #expect(solver.dump() == Solver().dump())
    }

    @Test func redundantInequalitiesAndEqualities() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraints = [x >= 10, x >= 10, x <= 10, x == 10, 2 * x == 20]
        for c in constraints { try solver.addConstraint(c) }
        #expect(abs(value(solver, x) - 10) < 1e-9)
        for c in constraints.reversed() {
            try solver.removeConstraint(c)
            #expect(solver._checkInvariants().isEmpty)
        }
        #expect(solver.dump() == Solver().dump())
    }

    @Test func removingMatchesAFreshSolver() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let all = [
            right == left + width, left >= 0, right <= 500, width >= 100,
            (width == 300).strength(.strong), (left == 150).strength(.medium),
            (right == 480).strength(.weak), (width <= 250).strength(.medium),
        ]
        for removed in all.indices {
            let solver = Solver()
            try solver.addConstraints(all)
            try solver.removeConstraint(all[removed])
            var rest = all
            rest.remove(at: removed)
            let fresh = Solver()
            try fresh.addConstraints(rest)
            #expect(abs(solver.objective - fresh.objective) < 1e-6)
            #expect(solver._checkInvariants().isEmpty)
        }
    }

    @Test func resetEmptiesTheSolver() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 3
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(c) && !solver.hasEditVariable(x))
        #expect(solver.dump() == Solver().dump())
        try solver.addConstraint(c)
        #expect(abs(value(solver, x) - 3) < 1e-9)
    }
}
