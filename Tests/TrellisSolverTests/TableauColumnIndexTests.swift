import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// A small tableau keeps no column index (it counts each symbol's rows and scans for them);
/// past ``Tableau/unindexedRowLimit`` rows it builds one. Either way the solver must do the
/// same thing: the same rows, pivots and answers.
@Suite struct TableauColumnIndexTests {
    /// Two solvers: the default, and one with a column index from its first row.
    func pair() -> (scanning: Solver, indexed: Solver) {
        let indexed = Solver()
        indexed.state.tableau.columnIndex.limit = 0
        return (Solver(), indexed)
    }

    @Test func theIndexIsBuiltOnceTheTableauOutgrowsTheLimit() throws {
        let solver = Solver()
        let xs = (0...Tableau.unindexedRowLimit).map { Variable("x\($0)") }
        // One required row per variable (x0 == 1, x(i) == x(i-1) + 2): a chain.
        for (i, x) in xs.enumerated() {
            try solver.addConstraint(i == 0 ? x == 1 : x == xs[i - 1] + 2)
            #expect(
                solver.state.tableau.columnIndex.isOn == (solver.state.tableau.counts.rows > Tableau.unindexedRowLimit))
            #expect(solver._checkInvariants().isEmpty, "row \(i)")
        }
        #expect(solver.state.tableau.columnIndex.isOn)
        solver.updateVariables()
        for (i, x) in xs.enumerated() { #expect(x.value == 1 + 2 * Double(i)) }
    }

    /// Seeded random systems with every kind of call (required and weighted constraints,
    /// removals so that ids are reused, edits and suggestions, conflicts that roll back),
    /// growing past the limit: after every call the two solvers hold the same dump, and the
    /// scanning one's counts and masks pass the invariant check.
    @Test(arguments: [0, 1, 2, 3])
    func randomSystemsGiveTheSameTableau(seed: Int) throws {
        var gen = RandomSystems(seed: UInt64(7100 + seed), variableCount: 40 + 20 * seed)
        let (scanning, indexed) = pair()
        var live: [Constraint] = []
        var edits: [Variable] = []
        var scanningFailures = 0  // rolled back while the scanning solver had no index
        for step in 0..<(260 + 40 * seed) {
            let roll = gen.int(0...19)
            if roll < 3 && !live.isEmpty {
                let gone = live.remove(at: gen.int(0...(live.count - 1)))
                try scanning.removeConstraint(gone)
                try indexed.removeConstraint(gone)
            } else if roll == 3 {
                let v = gen.variables[gen.int(0...(gen.variables.count - 1))]
                if edits.contains(where: { $0 === v }) {
                    let value = Double(gen.int(-50...50))
                    try scanning.suggestValue(v, value)
                    try indexed.suggestValue(v, value)
                } else {
                    try scanning.addEditVariable(v, strength: .strong)
                    try indexed.addEditVariable(v, strength: .strong)
                    edits.append(v)
                }
            } else {
                let c = gen.constraint(requiredShare: 0.6)
                var failed = 0
                for solver in [scanning, indexed] {
                    do { try solver.addConstraint(c) } catch { failed += 1 }
                }
                #expect(failed == 0 || failed == 2, "seed \(seed) step \(step)")
                if failed == 0 { live.append(c) }
                if failed > 0 && !scanning.state.tableau.columnIndex.isOn { scanningFailures += 1 }
            }
            if step % 5 == 0 {
                scanning.updateVariables()
                indexed.updateVariables()
            }
            #expect(scanning.dump() == indexed.dump(), "seed \(seed) step \(step)")
            #expect(
                scanning.state.tableau.counts.pivots == indexed.state.tableau.counts.pivots, "seed \(seed) step \(step)")
            #expect(scanning._checkInvariants().isEmpty, "seed \(seed) step \(step)")
        }
        // The run covered both sides of the limit, and rollbacks without the index.
        #expect(scanning.state.tableau.columnIndex.isOn)
        #expect(scanningFailures > 0)
    }
}
