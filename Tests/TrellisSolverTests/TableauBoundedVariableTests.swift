import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Variables with a required bound of their own (`w >= 10`, `2 * x <= 60`): the values
/// the bound leaves them, through additions, removals, edits and constant changes.
@Suite struct TableauBoundedVariableTests {
    /// `x == y + 5`, `y == 100` (weak), `x >= 10`: the bound's slack is basic, 95 above the
    /// bound. Moving the bound to 50 leaves x at 105 (the slack shrinks to 55); to 200 the
    /// bound holds x at 200 (y follows at 195); removing it brings x back to 105.
    @Test func aBoundsConstantMovesTheSlackNotTheVariable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        let bound = x >= 10
        try s.addConstraint((y == 100).strength(.weak))
        try s.addConstraint(x == y + 5)
        try s.addConstraint(bound)
        s.updateVariables()
        #expect(x.value == 105 && y.value == 100)
        try s.setConstant(of: bound, to: -50)
        s.updateVariables()
        #expect(x.value == 105 && y.value == 100)
        try s.setConstant(of: bound, to: -200)
        s.updateVariables()
        #expect(abs(x.value - 200) < 1e-9 && abs(y.value - 195) < 1e-9)
        try s.removeConstraint(bound)
        s.updateVariables()
        #expect(abs(x.value - 105) < 1e-9 && abs(y.value - 100) < 1e-9)
        #expect(s._checkInvariants().isEmpty)
    }

    /// An upper bound with a coefficient (`2 * x <= 60`): x = 30 when the weak preference
    /// for 100 pushes x against it, and 20 once the preference moves to 20.
    @Test func anUpperBoundWithACoefficient() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        let preference = (y == 100).strength(.weak)
        try s.addConstraint(preference)
        try s.addConstraint(x == y)
        try s.addConstraint(x * 2 <= 60)
        s.updateVariables()
        #expect(abs(x.value - 30) < 1e-9)
        try s.setConstant(of: preference, to: -20)
        s.updateVariables()
        #expect(abs(x.value - 20) < 1e-9 && abs(y.value - 20) < 1e-9)
        #expect(s._checkInvariants().isEmpty)
    }

    /// Seeded random layout-like systems with minimum and maximum widths
    /// (``RandomLayoutCalls``: views chained after earlier positions, preferences,
    /// couplings, edits, constant and strength changes, removals), through a solver that
    /// scans its rows, one with a column index from its first row and one that links every
    /// row it can: after every call the first two hold the same tableau, and all three the
    /// same objective; until the first removal, the same ambiguity and the same values where
    /// the optimum decides them.
    @Test(arguments: 0..<6)
    func randomBoundedSystemsAnswerAlike(seed: Int) throws {
        let scanning = Solver()
        scanning.state.tableau.columnIndex.limit = Int.max
        let indexed = Solver()
        indexed.state.tableau.columnIndex.limit = 0
        let linked = Solver()
        linked.state.tableau.linking.limit = 0
        var calls = try RandomLayoutCalls(seed: UInt64(9_300 + seed), solvers: [scanning, indexed, linked])
        calls.maximumWidths = true
        for step in 0..<(150 + 20 * seed) {
            try calls.step()
            #expect(calls.mismatches == 0, "seed \(seed) step \(step)")
            #expect(scanning.dump() == indexed.dump(), "seed \(seed) step \(step)")
            for solver in [indexed, linked] {
                #expect(
                    Check.close(solver.objective, scanning.objective),
                    "seed \(seed) step \(step): \(solver.objective) vs \(scanning.objective)")
            }
            for solver in [scanning, indexed, linked] {
                #expect(solver._checkInvariants().isEmpty, "seed \(seed) step \(step)")
            }
            if !calls.removed {
                let variables = calls.positions + calls.widths
                scanning.updateVariables()
                let a = variables.map(\.value)
                let ambiguous = scanning.ambiguity(of: variables)
                linked.updateVariables()
                let b = variables.map(\.value)
                for (i, (x, y)) in zip(a, b).enumerated() where !ambiguous[i] {
                    #expect(Check.close(x, y), "seed \(seed) step \(step) \(variables[i].name)")
                }
                #expect(linked.ambiguity(of: variables) == ambiguous, "seed \(seed) step \(step)")
            }
        }
        #expect(linked.state.tableau.linking.count > 0)
        #expect(indexed.state.tableau.columnIndex.isOn && !scanning.state.tableau.columnIndex.isOn)
    }

    /// A required constraint that conflicts with a bound is refused and leaves the solver
    /// as it was.
    @Test func aConflictWithABoundLeavesTheSolverAsItWas() throws {
        let s = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try s.addConstraint((y == 100).strength(.weak))
        try s.addConstraint(x == y + 5)
        try s.addConstraint(x >= 10)
        s.updateVariables()
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.addConstraint(x <= 5) }
        #expect(s.dump() == before)
        #expect(s._checkInvariants().isEmpty)
    }
}
