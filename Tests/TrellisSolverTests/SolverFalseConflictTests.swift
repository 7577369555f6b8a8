import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// A badly scaled system (coefficients from 2.4e-7 to 16,384, edit weights up to 8.9e9)
/// on which phase 1 of a tableau built around the edits ends short by roundoff: the
/// required constraints hold together (GLPK and HiGHS agree on the optimum below), so the
/// solver must not report a conflict. It rebuilds the tableau instead.
@Suite struct SolverFalseConflictTests {
    /// The system's four variables and its constraints, in file order.
    struct Badly {
        let h = Variable("h")
        let t3 = Variable("t3")
        let left = Variable("left")
        let t0 = Variable("t0")
        var constraints: [Constraint] = []
        /// The required ones, by their place in `constraints`.
        let requiredIndices = [0, 5, 9, 12, 13, 14]
        /// The weighted LP optimum (GLPK's exact simplex and HiGHS give it).
        static let optimum = 14_036_858_763_796.812

        init() {
            func c(_ terms: [Term], _ k: Double, _ r: Relation, _ s: Strength) -> Constraint {
                Constraint(Expression(terms, constant: k), r, strength: s)
            }
            constraints = [
                c([Term(h, -2.384185791015625e-07)], 0.0185546875, .greaterThanOrEqual, .required),
                c(
                    [Term(t3, 0.00390625), Term(h, -1.5), Term(left, -12288)], 2560, .greaterThanOrEqual,
                    Strength(14.3109)),
                c([Term(left, 256)], 14, .lessThanOrEqual, .medium),
                c(
                    [Term(left, 1024), Term(t3, -0.015625), Term(h, -0.1875)], 5120, .lessThanOrEqual, .strong
                ),
                c(
                    [Term(h, 0.000244140625), Term(t3, -7.62939453125e-06), Term(t0, -512), Term(left, 40)],
                    -16.5,
                    .greaterThanOrEqual, .strong),
                c([Term(h, 0.0048828125)], 19, .lessThanOrEqual, .required),
                c([Term(t3, 0.000244140625), Term(left, -32)], 18, .greaterThanOrEqual, .weak),
                c(
                    [Term(t0, 4096), Term(h, 6.103515625e-05), Term(left, 4), Term(t3, -0.0001220703125)], 15,
                    .equal, Strength(2)),
                c(
                    [Term(t3, -3.0517578125e-05), Term(h, 0.0003662109375)], 7.5, .greaterThanOrEqual, .strong
                ),
                c(
                    [Term(left, -80), Term(t3, 4.57763671875e-05), Term(h, -6.103515625e-05)], -28.25,
                    .lessThanOrEqual, .required),
                c(
                    [Term(t0, -1024), Term(h, -0.000244140625), Term(t3, 3.814697265625e-06)], 17,
                    .greaterThanOrEqual, Strength(297_131_000_000)),
                c([Term(t0, 8), Term(left, -0.001953125)], 0.001953125, .lessThanOrEqual, .weak),
                c([Term(h, -1.52587890625e-05)], -0.1015625, .lessThanOrEqual, .required),
                c(
                    [
                        Term(t3, 3.5762786865234375e-07), Term(left, 0.1875), Term(h, -9.5367431640625e-07),
                        Term(t0, 160),
                    ], 0.16796875, .lessThanOrEqual, .required),
                c([Term(left, 0.015625)], 0.005859375, .lessThanOrEqual, .required),
                c([Term(t3, -0.009765625), Term(t0, -16384)], -64, .greaterThanOrEqual, .strong),
                c(
                    [Term(t3, -4.57763671875e-05), Term(h, -0.00048828125), Term(t0, 10240)], -5.5,
                    .greaterThanOrEqual, .medium),
            ]
        }

        /// A solver holding the two edits, suggested.
        func solverWithEdits() throws -> Solver {
            let solver = Solver()
            try solver.addEditVariable(h, strength: Strength(8_895_410_000))
            try solver.suggestValue(h, -8192)
            try solver.addEditVariable(t3, strength: Strength(440_039))
            try solver.suggestValue(t3, 786_432)
            return solver
        }

        /// Whether every required constraint holds at the solver's values (relative to the
        /// row's scale).
        func requiredHold(_ solver: Solver) -> Bool {
            solver.updateVariables()
            return requiredIndices.allSatisfy { i in
                let constraint = constraints[i]
                var sum = constraint.constant
                var scale = abs(constraint.constant)
                for term in constraint.expression.terms {
                    sum += term.coefficient * term.variable.value
                    scale = max(scale, abs(term.coefficient * term.variable.value))
                }
                let slack = 1e-9 * max(1, scale)
                switch constraint.relation {
                case .equal: return abs(sum) <= slack
                case .lessThanOrEqual: return sum <= slack
                case .greaterThanOrEqual: return sum >= -slack
                }
            }
        }
    }

    @Test func batchAfterEditsIsRebuiltNotRefused() throws {
        let system = Badly()
        let solver = try system.solverWithEdits()
        try solver.addConstraints(system.constraints)
        #expect(solver.rebuilds == 1)
        #expect(system.requiredHold(solver))
        #expect(abs(solver.objective - Badly.optimum) <= 1e-9 * Badly.optimum)
        // The rebuilt solver goes on: the edits are still edits and follow suggestions.
        try solver.suggestValue(system.h, -6000)
        #expect(system.requiredHold(solver))
        #expect(solver.hasEditVariable(system.t3))
    }

    @Test func oneAtATimeAfterEdits() throws {
        let system = Badly()
        let solver = try system.solverWithEdits()
        for constraint in system.constraints { try solver.addConstraint(constraint) }
        #expect(system.requiredHold(solver))
        #expect(abs(solver.objective - Badly.optimum) <= 1e-9 * Badly.optimum)
        #expect(solver.rebuilds == 1)
    }

    @Test func becomingRequired() throws {
        let system = Badly()
        let solver = try system.solverWithEdits()
        let last = system.constraints[14]
        last.strength = .weak
        try solver.addConstraints(system.constraints)
        #expect(solver.rebuilds == 0)
        try solver.setStrength(of: last, to: .required)
        #expect(solver.rebuilds == 1)
        #expect(last.strength == .required)
        #expect(system.requiredHold(solver))
        #expect(abs(solver.objective - Badly.optimum) <= 1e-9 * Badly.optimum)
    }

    @Test func trueConflictIsStillOne() throws {
        let system = Badly()
        let solver = try system.solverWithEdits()
        try solver.addConstraints(system.constraints)
        let before = solver.rebuilds
        // left <= -0.375 is required; left >= 1 cannot hold with it.
        let contrary = system.left >= 1
        var conflict: [Constraint] = []
        do {
            try solver.addConstraint(contrary)
        } catch {
            conflict = Check.conflict(of: error) ?? []
        }
        #expect(conflict.contains { $0 === contrary })
        #expect(conflict.contains { $0 === system.constraints[14] })
        #expect(solver.rebuilds == before)
    }
}
