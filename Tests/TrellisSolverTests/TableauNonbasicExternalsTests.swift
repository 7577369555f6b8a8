import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Pricing passes over positive reduced costs without reading their kinds while no external
/// symbol is non-basic (only a free external may enter against a positive cost), so the
/// tableau's count of non-basic externals must be exact after every change, a rejected
/// required constraint's rollback included, and the optimum must be the reference LP's in
/// the states where the count is not zero.
@Suite struct TableauNonbasicExternalsTests {
    func recounted(_ solver: Solver) -> Int {
        var tableau = solver.state.tableau
        tableau.recountNonbasicExternals()
        return tableau.counts.nonbasicExternals
    }

    @Test func theCountFollowsEveryChangeAndTheOptimumWithFreeExternals() throws {
        var statesWithFreeExternals = 0
        var rollbacks = 0
        for seed in 0..<30 {
            var gen = RandomSystems(seed: UInt64(5_000 + seed), variableCount: 3 + seed % 4)
            let solver = Solver()
            var live: [Constraint] = []
            func verify(_ step: String) throws {
                solver.updateVariables()
                let counted = solver.state.tableau.counts.nonbasicExternals
                #expect(counted == recounted(solver), "\(step)")
                guard counted > 0 else { return }
                statesWithFreeExternals += 1
                let expected = try #require(ReferenceLP.optimum(of: live, edits: []), "\(step)")
                #expect(
                    Check.close(solver.objective, expected), "\(step): \(solver.objective) vs \(expected)")
            }
            for step in 0..<(6 + seed % 6) {
                let c = gen.constraint(requiredShare: 0.4)
                do {
                    try solver.addConstraint(c)
                    live.append(c)
                } catch {
                    rollbacks += 1
                }
                try verify("seed \(seed) add \(step)")
            }
            while !live.isEmpty {
                let c = live.remove(at: gen.int(0...(live.count - 1)))
                try solver.removeConstraint(c)
                try verify("seed \(seed) remove")
            }
        }
        // Both the path the count protects and the rollback that recounts it were taken.
        #expect(statesWithFreeExternals > 20)
        #expect(rollbacks > 0)
    }
}
