import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The ratio test read from ``Tableau/restrictedColumns()`` (what ``Solver/ambiguity(of:)``
/// uses on a large tableau) picks the row and ratio the test over the column index picks,
/// for every non-basic symbol in both directions.
@Suite struct TableauRestrictedColumnsTests {
    /// Every non-basic, non-dummy symbol's ratio test both ways; the mismatches and how many
    /// tests found a row.
    func compare(_ solver: Solver) -> (mismatches: Int, found: Int) {
        solver.updateVariables()
        let tableau = solver.state.tableau
        let restricted = tableau.restrictedColumns()
        var mismatches = 0
        var found = 0
        for s in tableau.kinds.indices {
            let symbol = Int32(s)
            let kind = tableau.kinds[s]
            guard kind != .dummy, kind != .unused, !tableau.isBasic(symbol) else { continue }
            for direction in [1.0, -1.0] {
                let a = tableau.leavingRow(entering: symbol, direction: direction)
                let b = tableau.leavingRow(entering: symbol, direction: direction, in: restricted)
                if a?.0 != b?.0 || a?.1 != b?.1 { mismatches += 1 }
                if a != nil { found += 1 }
            }
        }
        return (mismatches, found)
    }

    /// Seeded random layout-like systems with the column index on, linked rows on and off: the two tests agree after every call, and `ambiguity(of:)` is `isAmbiguous`
    /// per variable.
    @Test(arguments: 0..<4)
    func randomSystemsTestAlike(seed: Int) throws {
        let solver = Solver()
        solver.state.tableau.columnIndex.limit = 8  // the index from the first few rows
        if seed % 2 == 0 { solver.state.tableau.linking.limit = 0 }
        var calls = try RandomLayoutCalls(seed: UInt64(52_900 + seed), solvers: [solver])
        var found = 0
        for step in 0..<260 {
            try calls.step()
            guard step % 20 == 19 else { continue }
            let (mismatches, hits) = compare(solver)
            #expect(mismatches == 0, "seed \(seed) step \(step)")
            found += hits
            let variables = calls.positions + calls.widths
            #expect(
                solver.ambiguity(of: variables) == variables.map { solver.isAmbiguous($0) },
                "seed \(seed) step \(step)")
        }
        #expect(found > 0)
        #expect(solver.state.tableau.columnIndex.isOn)
    }
}
