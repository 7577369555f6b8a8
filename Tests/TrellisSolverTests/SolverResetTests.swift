import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// A reset solver keeps its storage but must answer exactly as a new one: compared bit for
/// bit (values, dumps, conflicts) with a new solver given the same calls.
@Suite struct SolverResetTests {
    /// What a solver made of a batch: the variables' values as bit patterns and its dump,
    /// or the conflict thrown (by identity) and the dump after it.
    struct Outcome: Equatable {
        var values: [UInt64] = []
        var conflict: [ObjectIdentifier] = []
        var dump = ""
    }

    static func outcome(_ solver: Solver, _ batch: [Constraint], _ variables: [Variable]) -> Outcome {
        var result = Outcome()
        do {
            try solver.addConstraints(batch)
            solver.updateVariables()
            result.values = variables.map(\.value.bitPattern)
        } catch {
            result.conflict = (Check.conflict(of: error) ?? []).map { ObjectIdentifier($0) }
        }
        result.dump = solver.dump()
        return result
    }

    /// A solver filled with an unrelated system, then reset, gives the same values, dump and
    /// conflicts as a new solver, batch after batch (each batch after a reset), over seeded
    /// random systems of which some cannot hold.
    @Test(arguments: 0..<30)
    func resetSolverMatchesANewOneBitForBit(seed: Int) throws {
        var gen = RandomSystems(seed: UInt64(500 + seed), variableCount: 3 + seed % 9)
        let reused = Solver()
        try? reused.addConstraints((0..<20).map { _ in gen.constraint(requiredShare: 0.2) })
        for round in 0..<4 {
            let batch = (0..<(5 + (seed + round) % 40)).map { _ in gen.constraint(requiredShare: 0.4) }
            reused.reset()
            #expect(reused.dump() == Solver().dump())
            let expected = Self.outcome(Solver(), batch, gen.variables)
            let got = Self.outcome(reused, batch, gen.variables)
            #expect(got == expected, "seed \(seed) round \(round)")
            #expect(reused._checkInvariants().isEmpty)
        }
    }

    /// Both outcomes occur among the seeds above: the comparison covers failed batches too.
    @Test func randomBatchesIncludeConflicts() {
        var conflicts = 0
        var solved = 0
        for seed in 0..<30 {
            var gen = RandomSystems(seed: UInt64(500 + seed), variableCount: 3 + seed % 9)
            _ = (0..<20).map { _ in gen.constraint(requiredShare: 0.2) }
            for round in 0..<4 {
                let batch = (0..<(5 + (seed + round) % 40)).map { _ in gen.constraint(requiredShare: 0.4) }
                if Self.outcome(Solver(), batch, gen.variables).conflict.isEmpty {
                    solved += 1
                } else {
                    conflicts += 1
                }
            }
        }
        #expect(conflicts > 5 && solved > 5, "\(conflicts) conflicts, \(solved) solved")
    }

    /// A batch that fails in an empty solver leaves it empty (restored without a snapshot):
    /// the same dump as a new solver, and afterwards the same answers.
    @Test func failedBatchIntoAnEmptySolverLeavesItEmpty() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([x + y == 10, x >= 2])
        solver.reset()
        let bad = [x == 1, x == 2, (y == 5).strength(.weak)]
        #expect(throws: SolverError.self) { try solver.addConstraints(bad) }
        #expect(solver.dump() == Solver().dump())
        #expect(!solver.hasConstraint(bad[0]))
        let good = [x + y == 10, x >= 2, (x == 7).strength(.weak)]
        let fresh = Solver()
        #expect(Self.outcome(solver, good, [x, y]) == Self.outcome(fresh, good, [x, y]))
        #expect(x.value == 7 && y.value == 3)
    }

    /// A failed batch into an empty solver keeps the tableau's limits as set; ``Solver/reset()``
    /// puts them back to a new solver's.
    @Test func limitsSurviveAFailedBatchButNotAReset() {
        let x = Variable("x")
        let solver = Solver()
        solver.state.tableau.columnIndex.limit = 0
        solver.state.tableau.linking.limit = 0
        #expect(throws: SolverError.self) { try solver.addConstraints([x == 1, x == 2]) }
        #expect(solver.state.tableau.columnIndex.limit == 0)
        #expect(solver.state.tableau.linking.limit == 0)
        solver.reset()
        #expect(solver.state.tableau.columnIndex.limit == Tableau.unindexedRowLimit)
        #expect(solver.state.tableau.linking.limit == Tableau.linkWidthLimit)
    }

    /// Other errors in an empty solver (a duplicate in the batch, a non-finite coefficient)
    /// leave it empty too.
    @Test func rejectedBatchesLeaveAResetSolverEmpty() {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 1
        #expect(throws: SolverError.self) { try solver.addConstraints([c, c]) }
        #expect(throws: SolverError.self) { try solver.addConstraints([Double.infinity * x == 1]) }
        #expect(solver.dump() == Solver().dump())
    }

    /// Edits, removals and constant changes after a reset answer as in a new solver, bit for bit.
    @Test(arguments: 0..<10)
    func editsAndRemovalAfterResetMatchANewSolver(seed: Int) throws {
        var gen = RandomSystems(seed: UInt64(900 + seed), variableCount: 4 + seed % 5)
        let reused = Solver()
        try? reused.addConstraints((0..<30).map { _ in gen.constraint(requiredShare: 0.3) })
        try? reused.addEditVariable(gen.variables[0], strength: .strong)
        reused.reset()
        let fresh = Solver()
        let batch = (0..<(8 + seed)).map { _ in gen.constraint(requiredShare: 0.0) }
        for solver in [reused, fresh] {
            try solver.addConstraints(batch)
            try solver.addEditVariable(gen.variables[1], strength: .strong)
        }
        func same(_ step: String) {
            let values = [reused, fresh].map { solver in
                solver.updateVariables()
                return gen.variables.map(\.value.bitPattern)
            }
            #expect(values[0] == values[1], "seed \(seed) \(step)")
            #expect(reused.dump() == fresh.dump(), "seed \(seed) \(step)")
        }
        same("batch")
        for step in 0..<6 {
            let suggestion = Double(gen.int(-40...40))
            let removed = batch[step]
            let added = gen.constraint(requiredShare: 0.0)
            for solver in [reused, fresh] {
                try solver.suggestValue(gen.variables[1], suggestion)
                try solver.removeConstraint(removed)
                try solver.addConstraint(added)
                try solver.setConstant(of: batch[step + 1], to: Double(step))
            }
            same("step \(step)")
        }
        #expect(reused._checkInvariants().isEmpty)
    }

    /// A reset hands the rows' cell buffers on, and the next batch takes them.
    @Test func resetKeepsRowBuffersForTheNextBatch() throws {
        var gen = RandomSystems(seed: 77, variableCount: 12)
        let batch = (0..<40).map { _ in gen.constraint(requiredShare: 0.0) }
        let solver = Solver()
        try solver.addConstraints(batch)
        let rows = solver.state.tableau.counts.rows
        #expect(rows > 10)
        #expect(solver.spareCells.isEmpty)
        solver.reset()
        #expect(solver.spareCells.count == rows)
        #expect(solver.state.tableau.kinds.capacity > 0 && solver.state.tableau.kinds.isEmpty)
        try solver.addConstraints(batch)
        #expect(solver.spareCells.count < rows)
    }
}
