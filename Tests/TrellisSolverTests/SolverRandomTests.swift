import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Seeded random systems checked after every operation against a dense reference LP,
/// a fresh solver, and the solver's own invariants.
@Suite struct SolverRandomTests {
    /// Tiny systems: every add/remove/suggest compared with the reference LP optimum.
    @Test(arguments: 0..<40)
    func tinySystemsMatchTheReferenceLP(seed: Int) throws {
        var gen = RandomSystems(seed: UInt64(seed), variableCount: 2 + seed % 4)
        let solver = Solver()
        var live: [Constraint] = []
        var edits: [(Variable, Double, Double)] = []
        if seed % 3 == 0 {
            let v = gen.variables[0]
            try solver.addEditVariable(v, strength: .strong)
            let value = Double(gen.int(-30...30))
            try solver.suggestValue(v, value)
            edits.append((v, Strength.strong.weight, value))
        }
        func verify(_ step: String) throws {
            solver.updateVariables()
            #expect(solver._checkInvariants().isEmpty, "\(step): \(solver._checkInvariants())")
            #expect(Check.worstRequired(live) < 1e-6, "\(step)")
            let expected = try #require(ReferenceLP.optimum(of: live, edits: edits), "\(step)")
            #expect(Check.close(solver.objective, expected), "\(step): \(solver.objective) vs \(expected)")
            #expect(Check.close(Check.objective(live, edits: edits), expected), "\(step)")
        }
        for step in 0..<(4 + seed % 7) {
            let c = gen.constraint()
            let before = solver.dump()
            do {
                try solver.addConstraint(c)
                live.append(c)
                try verify("seed \(seed) add \(step)")
            } catch {
                let conflict = try #require(Check.conflict(of: error))
                #expect(solver.dump() == before)
                #expect(conflict.contains { $0 === c })
                #expect(Check.irreducible(conflict), "seed \(seed): \(conflict)")
                #expect(!Check.satisfiable(live.filter(\.strength.isRequired) + [c]))
            }
            if !edits.isEmpty && gen.chance(0.5) {
                let value = Double(gen.int(-30...30))
                try solver.suggestValue(edits[0].0, value)
                edits[0].2 = value
                try verify("seed \(seed) suggest \(step)")
            }
        }
        while !live.isEmpty {
            let c = live.remove(at: gen.int(0...(live.count - 1)))
            try solver.removeConstraint(c)
            try verify("seed \(seed) remove")
            let fresh = Solver()
            try fresh.addConstraints(live)
            #expect(edits.isEmpty ? Check.close(fresh.objective, solver.objective) : true)
        }
    }

    /// Larger systems (1...300 constraints): required constraints always hold, removals
    /// agree with a fresh solver, failed calls change nothing.
    @Test(arguments: [1, 7, 30, 90, 300])
    func largerSystemsStayConsistent(count: Int) throws {
        var gen = RandomSystems(
            seed: UInt64(1000 + count),
            variableCount: count <= 30 ? max(2, count / 4) : (count <= 90 ? count / 3 : count))
        let solver = Solver()
        var live: [Constraint] = []
        var failures = 0
        for step in 0..<count {
            let c = gen.constraint(requiredShare: 0.5)
            let before = step % 10 == 0 ? solver.dump() : ""
            let watched = step % 10 == 0
            do {
                try solver.addConstraint(c)
                live.append(c)
            } catch {
                let conflict = try #require(Check.conflict(of: error))
                failures += 1
                if watched { #expect(solver.dump() == before) }
                #expect(conflict.contains { $0 === c })
                if conflict.count <= 12 { #expect(Check.irreducible(conflict)) }
            }
        }
        solver.updateVariables()
        #expect(Check.worstRequired(live) < 1e-6)
        #expect(Check.close(solver.objective, Check.objective(live)))
        #expect(solver._checkInvariants().isEmpty)
        let batch = Solver()
        try batch.addConstraints(live)
        #expect(Check.close(batch.objective, solver.objective))
        for round in 0..<min(6, live.count) {
            let c = live.remove(at: gen.int(0...(live.count - 1)))
            try solver.removeConstraint(c)
            solver.updateVariables()
            #expect(Check.worstRequired(live) < 1e-6, "round \(round)")
            let fresh = Solver()
            try fresh.addConstraints(live)
            #expect(Check.close(fresh.objective, solver.objective), "round \(round)")
            #expect(solver._checkInvariants().isEmpty)
        }
        if count >= 30 { #expect(failures > 0) }
    }
}
