import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Non-required constraints added one at a time wait outside the tableau until the next
/// read (``Solver/flushPending()``); none of that may be observable.
@Suite struct SolverPendingTests {
    @Test func pendingConstraintIsThereForEveryQuestion() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = (x == 7).strength(.weak)
        try solver.addConstraint(weak)
        #expect(solver.state.pending.count == 1)  // waiting outside the tableau
        #expect(solver.hasConstraint(weak))
        let isDuplicate: (any Error) -> Bool = {
            if case SolverError.duplicateConstraint(let d) = $0 { return d === weak } else { return false }
        }
        #expect(performing: { try solver.addConstraint(weak) }, throws: isDuplicate)
        #expect(performing: { try solver.addConstraints([weak]) }, throws: isDuplicate)
        #expect(abs(value(solver, x) - 7) < 1e-9)
        #expect(solver.state.pending.isEmpty)  // the read put it in
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func removingAPendingConstraintLeavesNoTrace() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 2)
        let before = solver.dump()
        let weak = (x == 50).strength(.weak)
        try solver.addConstraint(weak)
        try solver.removeConstraint(weak)
        #expect(!solver.hasConstraint(weak))
        #expect(
            performing: { try solver.removeConstraint(weak) },
            throws: {
                if case SolverError.unknownConstraint(let u) = $0 { return u === weak } else { return false }
            })
        #expect(solver.dump() == before)
        #expect(abs(value(solver, x) - 2) < 1e-9)
    }

    @Test func removalKeepsTheOtherPendingConstraints() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        let a = (x == 1).strength(.weak)
        let b = (y == 2).strength(.weak)
        let c = (z == 3).strength(.weak)
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        try solver.addConstraint(c)
        try solver.removeConstraint(a)  // the last pending one moves into its place
        #expect(!solver.hasConstraint(a) && solver.hasConstraint(b) && solver.hasConstraint(c))
        try solver.removeConstraint(c)
        #expect(solver.hasConstraint(b) && !solver.hasConstraint(c))
        #expect(abs(value(solver, y) - 2) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func changesReachAPendingConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let prefer = (x == 10).strength(.weak)
        let other = (x == 20).strength(.medium)
        try solver.addConstraint(prefer)
        try solver.addConstraint(other)
        try solver.setStrength(of: prefer, to: .strong)
        #expect(abs(value(solver, x) - 10) < 1e-9)
        try solver.addConstraint((x == 30).strength(.weak))
        try solver.setConstant(of: prefer, to: -40)  // x - 40 == 0
        #expect(abs(value(solver, x) - 40) < 1e-9)
    }

    /// A required constraint that fails while soft ones wait: it is rejected, they stay.
    @Test func failedRequiredAdditionKeepsThePendingOnes() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 15).strength(.weak))
        #expect(throws: SolverError.self) { try solver.addConstraint(x <= 5) }
        #expect(abs(value(solver, x) - 15) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }

    /// Interleaved one-at-a-time additions reach the same optimum as one batch on kiwi's
    /// kind of layout: required and soft constraints mixed, with edits.
    @Test func sequentialAndBatchAgree() throws {
        for seed in 0..<20 {
            var systems = RandomSystems(seed: UInt64(9_100 + seed), variableCount: 8)
            let one = Solver()
            var added: [Constraint] = []
            for _ in 0..<40 {
                let constraint = systems.constraint(requiredShare: 0.4)
                do {
                    try one.addConstraint(constraint)
                    added.append(constraint)
                } catch {
                    continue
                }
                if systems.chance(0.2) { one.updateVariables() }  // settle now and then
            }
            let batch = Solver()
            try batch.addConstraints(
                added.map { Constraint($0.expression, $0.relation, strength: $0.strength) })
            #expect(abs(one.objective - batch.objective) <= 1e-6 * max(1, abs(batch.objective)))
            #expect(one._checkInvariants().isEmpty)
        }
    }

    @Test func suggestionsSeePendingConstraints() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint((y == x + 1).strength(.medium))
        try solver.suggestValue(x, 9)
        #expect(abs(value(solver, y) - 10) < 1e-9)
    }
}
