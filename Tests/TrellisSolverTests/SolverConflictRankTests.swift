import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// A conflict that rank alone proves irreducible is reported as phase 1 named it, without
/// the scratch tableaux that check and shrink other conflicts: the same set, in the same
/// order, as with those tableaux.
@Suite struct SolverConflictRankTests {
    /// Whether adding `constraint` throws, and the conflict it names.
    func outcome(_ solver: Solver, _ constraint: Constraint) -> [ObjectIdentifier]? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch {
            return (Check.conflict(of: error) ?? []).map(ObjectIdentifier.init)
        }
    }

    @Test func aShortChainIsProvedByRankAlone() throws {
        // start == 0; left_i == right_(i-1) + 8; width_i >= 10; right_i == left_i + width_i;
        // then right_2 <= 50, when right_2 >= 3 * 18 = 54. Every row is in the one
        // dependency (the closing row minus the chain's rows, each once), whose constants
        // add up to 54 - 50 > 0: the whole set, closing row first.
        let start = Variable("start")
        var rows = [start == 0]
        var previous = start
        for i in 0..<3 {
            let left = Variable("left\(i)")
            let width = Variable("width\(i)")
            let right = Variable("right\(i)")
            rows += [left == previous + 8, width >= 10, right == left + width]
            previous = right
        }
        let closing = previous <= 50
        #expect(Solver.verdict(rows + [closing]) == .irreducibleConflict)
        let solver = Solver()
        try solver.addConstraints(rows)
        let before = solver.dump()
        let found = outcome(solver, closing)
        #expect(found == ([closing] + rows).map(ObjectIdentifier.init))
        #expect(solver.dump() == before)
    }

    @Test func aConflictWithMembersToSpareIsStillShrunk() throws {
        // x >= 10 and x >= 20 both contradict x <= 5: phase 1 may name both, and rank
        // cannot prove that set irreducible (two dependencies), so it is shrunk as before.
        let x = Variable("x")
        let solver = Solver()
        let low = x >= 10
        let lower = x >= 20
        try solver.addConstraints([low, lower])
        let cap = x <= 5
        let found = try #require(outcome(solver, cap))
        #expect(found.count == 2 && found.first == ObjectIdentifier(cap))
        #expect(Solver.verdict([cap, low, lower]) != .irreducibleConflict)
    }

    /// Random constraints added one at a time to two solvers, one taking what rank proves,
    /// the other checking every conflict on scratch tableaux: the same conflicts, named
    /// the same, and the same tableaux after every call.
    @Test(arguments: 0..<12)
    func rankProofAgreesWithScratchTableaux(batch: Int) {
        var proved = 0
        var conflicts = 0
        for seed in UInt64(batch * 25)..<UInt64(batch * 25 + 25) {
            var random = RandomSystems(seed: 0xC0F1 &+ seed, variableCount: 6)
            let fast = Solver()
            let checked = Solver()
            checked.provesByRank = false
            var added: [ObjectIdentifier: Constraint] = [:]
            for _ in 0..<30 {
                let constraint = random.constraint(requiredShare: 0.7)
                added[ObjectIdentifier(constraint)] = constraint
                let a = outcome(fast, constraint)
                let b = outcome(checked, constraint)
                #expect(a == b, "seed \(seed)")
                if let a, a == b {
                    conflicts += 1
                    let members = a.compactMap { added[$0] }
                    if a.count > 1 && Solver.verdict(members) == .irreducibleConflict { proved += 1 }
                }
                #expect(fast.dump() == checked.dump(), "seed \(seed)")
            }
        }
        // The draws do conflict, and rank proves some of those conflicts of several members.
        #expect(conflicts > 20 && proved > 5, "\(conflicts) conflicts, \(proved) proved by rank")
    }

    /// Chains of random lengths, gaps and minimums, closed too short either last or first
    /// (then a member of the chain fails instead): the two solvers agree.
    @Test func randomChainsAgree() {
        var rng = SplitMix64(seed: 0x5EED)
        var proved = 0
        for _ in 0..<40 {
            let n = 2 + rng.next(below: 30)
            let start = Variable("start")
            var rows = [start == 0]
            var previous = start
            var least = 0.0
            for i in 0..<n {
                let gap = Double(rng.next(below: 12))
                let minimum = Double(1 + rng.next(below: 40))
                let left = Variable("left\(i)")
                let width = Variable("width\(i)")
                let right = Variable("right\(i)")
                rows += [left == previous + gap, width >= minimum, right == left + width]
                if rng.next(below: 3) == 0 { rows.append((width == 2 * minimum).strength(.weak)) }
                previous = right
                least += gap + minimum
            }
            let closing = previous <= least - Double(1 + rng.next(below: 5))
            let order = rng.next(below: 2) == 0 ? rows + [closing] : [closing] + rows
            let fast = Solver()
            let checked = Solver()
            checked.provesByRank = false
            var failures = 0
            for constraint in order {
                let a = outcome(fast, constraint)
                let b = outcome(checked, constraint)
                #expect(a == b)
                if let a, a == b {
                    failures += 1
                    if Solver.verdict(order.filter { a.contains(ObjectIdentifier($0)) })
                        == .irreducibleConflict
                    {
                        proved += 1
                    }
                }
            }
            #expect(failures == 1)
            #expect(fast.dump() == checked.dump())
        }
        #expect(proved == 40)
    }
}
