import Testing
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

/// Which variables another optimum moves, read from GLPK's optimal basis: hand-derived cases,
/// and seeded random systems against the incremental solver's answer.
@Suite struct GLPKAmbiguityTests {
    func ambiguity(_ system: LinearSystem) throws -> [Bool]? {
        let solver = try GLPKWarmSolver(system)
        solver.reportsAmbiguity = true
        let answer = try solver.solve()
        #expect(answer.status == .optimal)
        return solver.ambiguity
    }

    @Test func handDerivedCases() throws {
        // x + y == 10 alone: both free. x weak == 3 too: both decided (y = 7).
        var b = SystemBuilder()
        b.add([("x", 1), ("y", 1)], -10, .equal)
        #expect(try ambiguity(b.system) == [true, true])
        b.add([("x", 1)], -3, .equal, .weak)
        #expect(try ambiguity(b.system) == [false, false])
        // a weak == 40, b weak == 30, a + b <= 52: any split of the 18 points costs 18.
        var c = SystemBuilder()
        c.add([("a", 1)], -40, .equal, .weak)
        c.add([("b", 1)], -30, .equal, .weak)
        c.add([("a", 1), ("b", 1)], -52, .lessThanOrEqual)
        #expect(try ambiguity(c.system) == [true, true])
        // The same with a stronger: b alone gives way, and nothing is left to choose.
        var d = SystemBuilder()
        d.add([("a", 1)], -40, .equal, .strong)
        d.add([("b", 1)], -30, .equal, .weak)
        d.add([("a", 1), ("b", 1)], -52, .lessThanOrEqual)
        #expect(try ambiguity(d.system) == [false, false])
        // A variable in no row is free; x >= 5 with nothing else is free above 5.
        var e = SystemBuilder()
        _ = e.v("unused")
        e.add([("x", 1)], -5, .greaterThanOrEqual)
        e.add([("y", 1)], -5, .greaterThanOrEqual)
        e.add([("y", 1)], -5, .equal, .weak)
        #expect(try ambiguity(e.system) == [true, true, false])
    }

    @Test func reSolvesAfterConstantChangesAgreeWithFreshSolves() throws {
        // a weak == 40, b weak == 30, a + b <= limit: a tie while the row is tight (any split
        // of the shortfall costs the same), nothing undecided once it is slack.
        var b = SystemBuilder()
        b.add([("a", 1)], -40, .equal, .weak)
        b.add([("b", 1)], -30, .equal, .weak)
        b.add([("a", 1), ("b", 1)], -52, .lessThanOrEqual)
        let warm = try GLPKWarmSolver(b.system)
        warm.reportsAmbiguity = true
        _ = try warm.solve()
        for limit in [52.0, 60, 100, 70, 69, 52, 120] {
            try warm.setConstant(ofConstraint: 2, to: -limit)
            let answer = try warm.solve()
            #expect(answer.status == .optimal)
            var fresh = b.system
            fresh.constraints[2].constant = -limit
            #expect(warm.ambiguity == (try ambiguity(fresh)), "limit \(limit)")
            #expect(warm.ambiguity == [limit < 70, limit < 70], "limit \(limit)")
        }
    }

    /// (Not on degenerate vertices: there both rules depend on the basis, and a variable that
    /// can move only together with a basic one at its bound may be seen by one and not the
    /// other.)
    @Test(arguments: [RandomLinearSystems.Shape.feasible, .redundant])
    func agreesWithTheIncrementalSolverOnRandomSystems(shape: RandomLinearSystems.Shape) throws {
        var compared = 0
        var ambiguous = 0
        var disagreements: [UInt64] = []
        for seed in UInt64(1)...120 {
            let system = RandomLinearSystems.make(
                seed: seed &* 7919, constraints: 4 + Int(seed % 9), shape: shape)
            guard let reference = incrementalAnswer(system) else { continue }
            guard let flags = try ambiguity(system) else {
                Issue.record("GLPK gave no ambiguity for seed \(seed)")
                continue
            }
            compared += 1
            if flags.contains(true) { ambiguous += 1 }
            if flags != reference.ambiguous { disagreements.append(seed) }
        }
        #expect(compared > 60)
        #expect(ambiguous > 10)
        #expect(disagreements.isEmpty, "seeds \(disagreements)")
    }
}
