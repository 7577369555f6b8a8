import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Required rows without a feasible subject: solved directly when phase 1 would only pivot
/// its artificial row out, otherwise through phase 1, with the same tableau either way.
@Suite struct SolverPhaseOneExitTests {
    /// Two solvers, one that always runs phase 1.
    func pair() -> (direct: Solver, phaseOne: Solver) {
        let phaseOne = Solver()
        phaseOne.exitsPhaseOneDirectly = false
        return (Solver(), phaseOne)
    }

    @Test func violatedLowerBoundIsSolvedWithoutPhaseOne() throws {
        // x = 2 + s1; then x >= 4 reads 0 = 2 - s1 + s2 (negated): s1 is the only symbol that
        // can enter, and no other row bounds it, so the artificial row leaves: s1 = 2 + s2.
        let x = Variable("x")
        let (direct, phaseOne) = pair()
        for solver in [direct, phaseOne] {
            try solver.addConstraint(x >= 2)
            let pivots = solver.state.tableau.counts.pivots
            try solver.addConstraint(x >= 4)
            solver.updateVariables()
            #expect(x.value == 4)
            // Phase 1 pivots once; the direct solve does not pivot.
            #expect(solver.state.tableau.counts.pivots - pivots == (solver === direct ? 0 : 1))
        }
        #expect(direct.dump() == phaseOne.dump())
    }

    @Test func anotherRowLeavingFirstRunsPhaseOne() throws {
        // x = 2 + s1, y = 2 + s2, s3 = 1 - s1 (x <= 3). Then 2x + y >= 9 reads
        // 0 = 3 - 2 s1 - s2 + s4: s1 enters (rate 2), and s3's row bounds it at 1 before the
        // artificial row (3 / 2), so phase 1 runs: s1 = 1 - s3, then s2 = 1 + 2 s3 + s4, so
        // x = 3 and y = 3.
        let x = Variable("x")
        let y = Variable("y")
        let (direct, phaseOne) = pair()
        for solver in [direct, phaseOne] {
            try solver.addConstraints([x >= 2, y >= 2, x <= 3])
            let pivots = solver.state.tableau.counts.pivots
            try solver.addConstraint(2 * x + y >= 9)
            solver.updateVariables()
            #expect(x.value == 3 && y.value == 3)
            #expect(solver.state.tableau.counts.pivots - pivots == 2)
        }
        #expect(direct.dump() == phaseOne.dump())
    }

    @Test func conflictStillRollsBack() throws {
        // x >= 2, x <= 3: x >= 4 goes through phase 1 (s3's row leaves first) and fails.
        let x = Variable("x")
        let solver = Solver()
        let low = x >= 2
        let high = x <= 3
        try solver.addConstraints([low, high])
        let before = solver.dump()
        let pin = x >= 4
        do {
            try solver.addConstraint(pin)
            Issue.record("x >= 4 was accepted beside x <= 3")
        } catch {
            let conflict = try #require(Check.conflict(of: error))
            #expect(Set(conflict.map(ObjectIdentifier.init)) == Set([high, pin].map(ObjectIdentifier.init)))
        }
        #expect(solver.dump() == before)
    }

    /// Seeded random required-heavy systems, with removals (so that symbol ids are reused),
    /// built by both solvers: the same dump after every call, the same failures, and the
    /// direct solve taken at least once over the seeds.
    @Test func randomSystemsGiveTheSameTableau() throws {
        var directSolves = 0
        for seed in 0..<200 {
            var gen = RandomSystems(seed: UInt64(1000 + seed), variableCount: 2 + seed % 5)
            let (direct, phaseOne) = pair()
            var live: [Constraint] = []
            for step in 0..<(6 + seed % 9) {
                if !live.isEmpty && gen.chance(0.35) {
                    let gone = live.remove(at: gen.int(0...(live.count - 1)))
                    try direct.removeConstraint(gone)
                    try phaseOne.removeConstraint(gone)
                } else {
                    let c = gen.constraint(requiredShare: 0.8)
                    let pivots = direct.state.tableau.counts.pivots - phaseOne.state.tableau.counts.pivots
                    var failures = 0
                    for solver in [direct, phaseOne] {
                        do { try solver.addConstraint(c) } catch { failures += 1 }
                    }
                    #expect(failures == 0 || failures == 2, "seed \(seed) step \(step)")
                    if failures == 0 { live.append(c) }
                    if direct.state.tableau.counts.pivots - phaseOne.state.tableau.counts.pivots != pivots {
                        directSolves += 1
                    }
                }
                #expect(direct.dump() == phaseOne.dump(), "seed \(seed) step \(step)")
                #expect(direct._checkInvariants().isEmpty, "seed \(seed) step \(step)")
            }
        }
        #expect(directSolves > 0)
    }
}
