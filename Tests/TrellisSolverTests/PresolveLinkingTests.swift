import Testing
import TrellisSolver
import TrellisTestSupport

/// Systems that presolve leaves as one linking row over variables with rows of their own,
/// solved exactly without a simplex backend: hand-derived optima, a conflict, and a tie.
@Suite struct PresolveLinkingTests {
    /// Solves through presolve; the reduced system must never reach a backend.
    func solve(_ system: LinearSystem) throws -> SystemSolution? {
        try system.solvePresolved(as: .incremental) { reduced throws(SolverError) in
            Issue.record("a linking-row system reached the backend: \(reduced.constraints.count) rows")
            return try IncrementalBackend().solve(reduced, priorities: .weighted)
        }
    }

    /// Two views in a row, 8 apart, under an edge `end` suggested (strong) at `edge`: widths
    /// `a` and `b` have a required minimum of 10 and prefer 40 and 30 (strong `>=`, weak `==`).
    func chain(edge: Double) -> SystemBuilder {
        var b = SystemBuilder()
        for (name, size) in [("a", 40.0), ("b", 30.0)] {
            b.add([(name, 1)], -10, .greaterThanOrEqual)
            b.add([(name, 1)], -size, .greaterThanOrEqual, .strong)
            b.add([(name, 1)], -size, .equal, .weak)
        }
        b.add([("a", 1), ("b", 1), ("end", -1)], 8, .lessThanOrEqual)  // a + 8 + b <= end
        b.edit("end", .strong, edge)
        return b
    }

    @Test func aTightEdgeMovesTheCheapestVariable() throws {
        // 40 + 8 + 30 = 78 > 60: shrinking a width costs strong + weak per point, moving the
        // edge costs strong: end = 78, objective 18 * 1e6.
        let b = chain(edge: 60)
        let answer = try #require(try solve(b.system))
        #expect(b.value(answer, "a") == 40)
        #expect(b.value(answer, "b") == 30)
        #expect(b.value(answer, "end") == 78)
        #expect(answer.objective == 18e6)
        #expect(answer.note.contains("one linking row over 3 variables left"))
    }

    @Test func aSlackEdgeLeavesEveryVariableAtItsOwnOptimum() throws {
        let b = chain(edge: 100)
        let answer = try #require(try solve(b.system))
        #expect(b.value(answer, "a") == 40)
        #expect(b.value(answer, "b") == 30)
        #expect(b.value(answer, "end") == 100)
        #expect(answer.objective == 0)
    }

    @Test func aFixedEdgeShrinksTheWeakerWidth() throws {
        // end == 60 required: a + b <= 52. a resists at strong + weak, b only at weak (its
        // strong minimum is 10, the required one): b gives 18 points, b = 12, objective 18.
        var b = SystemBuilder()
        b.add([("a", 1)], -10, .greaterThanOrEqual)
        b.add([("a", 1)], -40, .greaterThanOrEqual, .strong)
        b.add([("a", 1)], -40, .equal, .weak)
        b.add([("b", 1)], -10, .greaterThanOrEqual)
        b.add([("b", 1)], -30, .equal, .weak)
        b.add([("a", 1), ("b", 1), ("end", -1)], 8, .lessThanOrEqual)
        b.add([("end", 1)], -60, .equal)
        let answer = try #require(try solve(b.system))
        #expect(b.value(answer, "a") == 40)
        #expect(b.value(answer, "b") == 12)
        #expect(b.value(answer, "end") == 60)
        #expect(answer.objective == 18)
    }

    @Test func aStretchRunsOutAtItsBound() throws {
        // a + b <= 30 with a, b >= 10 required, a weak == 40, b medium == 30: a gives first
        // (weight 1) down to its bound 10 (30 points), then b (weight 1e3) the last 10: b = 20.
        var b = SystemBuilder()
        b.add([("a", 1)], -10, .greaterThanOrEqual)
        b.add([("a", 1)], -40, .equal, .weak)
        b.add([("b", 1)], -10, .greaterThanOrEqual)
        b.add([("b", 1)], -30, .equal, .medium)
        b.add([("a", 1), ("b", 1)], -30, .lessThanOrEqual)
        let answer = try #require(try solve(b.system))
        #expect(b.value(answer, "a") == 10)
        #expect(b.value(answer, "b") == 20)
        #expect(answer.objective == 30 + 10e3)
    }

    @Test func requiredRowsThatCannotHoldAreLeftToTheFullSolve() throws {
        // a + b + 8 <= 20 with a, b >= 10: no answer; presolve hands the system back (nil)
        // and the solver names the three rows.
        var b = SystemBuilder()
        b.add([("a", 1)], -10, .greaterThanOrEqual)
        b.add([("a", 1)], -40, .equal, .weak)
        b.add([("b", 1)], -10, .greaterThanOrEqual)
        b.add([("b", 1)], -30, .equal, .weak)
        b.add([("a", 1), ("b", 1)], -12, .lessThanOrEqual)
        #expect(try solve(b.system) == nil)
        let full = try IncrementalBackend().solve(b.system, priorities: .weighted)
        guard case .unsatisfiable(let conflict) = full.status else {
            Issue.record("the full solve found no conflict")
            return
        }
        #expect(Set(conflict) == [0, 2, 4])
    }

    @Test func aSoftLinkingRowGivesWayToStrongerRows() throws {
        // a strong == 40, b strong == 30, a + b <= 50 weak: the link is the cheapest to
        // break (20 points at weight 1). With the link medium and a only weak, a moves.
        var b = SystemBuilder()
        b.add([("a", 1)], -40, .equal, .strong)
        b.add([("b", 1)], -30, .equal, .strong)
        b.add([("a", 1), ("b", 1)], -50, .lessThanOrEqual, .weak)
        var answer = try #require(try solve(b.system))
        #expect(b.value(answer, "a") == 40)
        #expect(b.value(answer, "b") == 30)
        #expect(answer.objective == 20)
        var c = SystemBuilder()
        c.add([("a", 1)], -40, .equal, .weak)
        c.add([("b", 1)], -30, .equal, .strong)
        c.add([("a", 1), ("b", 1)], -50, .lessThanOrEqual, .medium)
        answer = try #require(try solve(c.system))
        #expect(c.value(answer, "a") == 20)
        #expect(c.value(answer, "b") == 30)
        #expect(answer.objective == 20)
    }

    @Test func coefficientsScaleTheCostPerUnit() throws {
        // 2a - b >= 10, a weak == 0, b medium == 0: raising a costs 1/2 per unit of the row,
        // lowering b 1000: a = 5, objective 5. A row `2 * c == 10` weak counts twice per unit
        // of c against `c == 3` weak: c = 5.
        var b = SystemBuilder()
        b.add([("a", 1)], 0, .equal, .weak)
        b.add([("b", 1)], 0, .equal, .medium)
        b.add([("a", 2), ("b", -1)], -10, .greaterThanOrEqual)
        let answer = try #require(try solve(b.system))
        #expect(b.value(answer, "a") == 5)
        #expect(b.value(answer, "b") == 0)
        #expect(answer.objective == 5)
        var c = LinearSystem()
        let x = c.addVariable("c")
        c.addConstraint(id: "twice", [(x, 2)], constant: -10, .equal, strength: .weak)
        c.addConstraint(id: "once", [(x, 1)], constant: -3, .equal, strength: .weak)
        #expect(c.presolved().expand([]) == [5])
        #expect(c.objective(at: [5]) == 2)
    }

    @Test func equalPrioritiesTieOnTheObjective() throws {
        // a weak == 40, b weak == 30, a + b <= 52: every split giving up 18 points costs
        // 18; the answer is one of them.
        var b = SystemBuilder()
        b.add([("a", 1)], -40, .equal, .weak)
        b.add([("b", 1)], -30, .equal, .weak)
        b.add([("a", 1)], 0, .greaterThanOrEqual)
        b.add([("b", 1)], 0, .greaterThanOrEqual)
        b.add([("a", 1), ("b", 1)], -52, .lessThanOrEqual)
        let answer = try #require(try solve(b.system))
        #expect(answer.objective == 18)
        #expect(b.value(answer, "a") + b.value(answer, "b") == 52)
        #expect(b.value(answer, "a") <= 40 && b.value(answer, "b") <= 30)
        let incremental = try IncrementalBackend().solve(b.system, priorities: .weighted)
        #expect(close(incremental.objective, answer.objective))
    }
}
