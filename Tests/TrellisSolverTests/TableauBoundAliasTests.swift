import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// A variable with a required bound of its own (`w >= 10`) reads the bound's slack instead
/// of holding a copy of the slack's row (in a tableau without a column index). The solver must answer exactly as the solved form
/// does (the same values, objective and ambiguity through additions, removals, edits and
/// constant changes), and hold fewer cells.
@Suite struct TableauBoundAliasTests {
    func solver(
        aliases: Bool, linkLimit: Int = Tableau.linkWidthLimit, indexLimit: Int = Tableau.unindexedRowLimit
    ) -> Solver {
        let solver = Solver()
        solver.state.tableau.aliasing.isOn = aliases
        solver.state.tableau.linking.limit = linkLimit
        solver.state.tableau.columnIndex.limit = indexLimit
        return solver
    }

    func cellCount(_ solver: Solver) -> Int {
        solver.state.tableau.rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.cells.count : 0) }
    }

    /// `x == y + 5`, `y == 100` (weak), `x >= 10`: x is basic over y's row and the bound's
    /// slack is basic (95 above the bound), so x's row becomes `x = 10 + s`. Moving the
    /// bound to 50 leaves x at 105 (the slack shrinks to 55); to 200 the bound holds x at 200
    /// (y follows at 195); removing it brings x back to 105.
    @Test func aBoundsConstantMovesTheSlackNotTheVariable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = solver(aliases: true)
        let bound = x >= 10
        try s.addConstraint((y == 100).strength(.weak))
        try s.addConstraint(x == y + 5)
        try s.addConstraint(bound)
        s.updateVariables()
        #expect(s.state.tableau.aliasing.count == 1)
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
        #expect(s.state.tableau.aliasing.count == 0)
        #expect(s._checkInvariants().isEmpty)
    }

    /// An upper bound with a coefficient (`2 * x <= 60`): x = 30 - s / 2 when the weak
    /// preference for 100 pushes x against it, and 20 once the preference moves to 20.
    @Test func anUpperBoundWithACoefficient() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = solver(aliases: true)
        let preference = (y == 100).strength(.weak)
        try s.addConstraint(preference)
        try s.addConstraint(x == y)
        try s.addConstraint(x * 2 <= 60)
        s.updateVariables()
        #expect(abs(x.value - 30) < 1e-9)
        try s.setConstant(of: preference, to: -20)
        s.updateVariables()
        #expect(abs(x.value - 20) < 1e-9 && abs(y.value - 20) < 1e-9)
        #expect(s.state.tableau.aliasing.count == 1)
        #expect(s._checkInvariants().isEmpty)
    }

    /// Seeded random layout-like systems (``RandomLayoutCalls``: views chained after earlier
    /// positions, minimum and maximum widths, preferences, couplings, edits, constant and
    /// strength changes, removals), through solvers
    /// with and without aliases, each also linking every row it can: after every call, the
    /// same objective, and with and without aliases the same value for every variable and the
    /// same ambiguity (a solver linking rows against one that links them too).
    @Test(arguments: 0..<6)
    func randomLayoutSystemsAnswerAsTheSolvedForm(seed: Int) throws {
        // Even seeds keep the tableaux small (no column index: the aliases stay); odd seeds
        // grow past the limit, where building the index puts the aliases back in solved form.
        let indexLimit = seed % 2 == 0 ? Int.max : Tableau.unindexedRowLimit
        let solvers = [
            solver(aliases: false, indexLimit: indexLimit), solver(aliases: true, indexLimit: indexLimit),
            solver(aliases: false, linkLimit: 0, indexLimit: indexLimit),
            solver(aliases: true, linkLimit: 0, indexLimit: indexLimit),
        ]
        var calls = try RandomLayoutCalls(seed: UInt64(9_300 + seed), solvers: solvers)
        calls.maximumWidths = true
        for step in 0..<(150 + 20 * seed) {
            try calls.step()
            #expect(calls.mismatches == 0, "seed \(seed) step \(step)")
            let variables = calls.positions + calls.widths
            var values: [[Double]] = []
            var ambiguity: [[Bool]] = []
            for solver in solvers {
                solver.updateVariables()
                values.append(variables.map(\.value))
                ambiguity.append(solver.ambiguity(of: variables))
                #expect(solver._checkInvariants().isEmpty, "seed \(seed) step \(step)")
            }
            // Aliases against none, without and with linked rows.
            for (k, j) in [(1, 0), (3, 2)] {
                #expect(
                    Check.close(solvers[k].objective, solvers[j].objective),
                    "seed \(seed) step \(step): \(solvers[k].objective) vs \(solvers[j].objective)")
                for (i, (x, y)) in zip(values[k], values[j]).enumerated() {
                    #expect(Check.close(x, y), "seed \(seed) step \(step) solver \(k) \(variables[i].name)")
                }
                #expect(ambiguity[k] == ambiguity[j], "seed \(seed) step \(step) solver \(k)")
            }
            #expect(Check.close(solvers[2].objective, solvers[0].objective), "seed \(seed) step \(step)")
        }
        if seed % 2 == 0 {
            #expect(solvers[1].state.tableau.aliasing.count > 0)
            #expect(solvers[3].state.tableau.aliasing.count > 0 && solvers[3].state.tableau.linking.count > 0)
        } else {
            #expect(solvers[1].state.tableau.columnIndex.isOn && solvers[1].state.tableau.aliasing.count == 0)
        }
    }

    /// A required constraint that conflicts is refused and leaves the aliased solver as it was.
    @Test func aConflictLeavesTheAliasedSolverAsItWas() throws {
        let s = solver(aliases: true)
        let x = Variable("x")
        let y = Variable("y")
        try s.addConstraint((y == 100).strength(.weak))
        try s.addConstraint(x == y + 5)
        try s.addConstraint(x >= 10)
        s.updateVariables()
        #expect(s.state.tableau.aliasing.count == 1)
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.addConstraint(x <= 5) }
        #expect(s.dump() == before)
        #expect(s._checkInvariants().isEmpty)
    }
}
