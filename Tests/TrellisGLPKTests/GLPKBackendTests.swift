import Testing
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

@Suite struct GLPKBackendTests {
    let glpk = GLPKBackend()

    @Test func solvesTheFormatExample() throws {
        // 2x + y >= 10 (required), x == 3 (weak), edit y -> 4 (strong): x = 3, y = 4 fits all.
        var b = SystemBuilder()
        b.add([("x", 2), ("y", 1)], -10, .greaterThanOrEqual)
        b.add([("x", 1)], -3, .equal, .weak)
        b.edit("y", .strong, 4)
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(s.status == .optimal)
        #expect(s.backend == .glpk)
        #expect(close(b.value(s, "x"), 3) && close(b.value(s, "y"), 4))
        #expect(abs(s.objective) < 1e-9)
        #expect(s.note.contains("glpk"))
    }

    @Test func strongerPreferenceWins() throws {
        // x == 10 strong, x == 20 weak, x <= 15 required: x = 10, objective 10 * 1.
        var b = SystemBuilder()
        b.add([("x", 1)], -10, .equal, .strong)
        b.add([("x", 1)], -20, .equal, .weak)
        b.add([("x", 1)], -15, .lessThanOrEqual)
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(close(b.value(s, "x"), 10))
        #expect(close(s.objective, 10))
    }

    @Test func requiredBoundsBeatPreferences() throws {
        // x >= 100 required, x == 0 strong, edit x -> 50 medium: x = 100;
        // objective 1e6 * 100 + 1e3 * 50.
        var b = SystemBuilder()
        b.add([("x", 1)], -100, .greaterThanOrEqual)
        b.add([("x", 1)], 0, .equal, .strong)
        b.edit("x", .medium, 50)
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(close(b.value(s, "x"), 100))
        #expect(close(s.objective, 100_000_000 + 50_000))
    }

    @Test func inequalityPreferencesCostOnlyWhenViolated() throws {
        // w >= 40 weak and w <= 30 strong, w free otherwise: w = 30 (weak loses 10).
        var b = SystemBuilder()
        b.add([("w", 1)], -40, .greaterThanOrEqual, .weak)
        b.add([("w", 1)], -30, .lessThanOrEqual, .strong)
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(close(b.value(s, "w"), 30))
        #expect(close(s.objective, 10))
    }

    @Test func repeatedVariablesInARowAreMerged() throws {
        // x + x == 4 -> x = 2; y + x - x == 1 -> y = 1 (x cancels out of the row).
        var b = SystemBuilder()
        b.add([("x", 1), ("x", 1)], -4, .equal)
        b.add([("y", 1), ("x", 1), ("x", -1)], -1, .equal)
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(close(b.value(s, "x"), 2) && close(b.value(s, "y"), 1))
    }

    @Test func unconstrainedVariablesKeepTheirInitialValues() throws {
        var b = SystemBuilder()
        _ = b.v("lonely", 7)
        b.add([("x", 1)], -1, .equal)
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(b.value(s, "lonely") == 7)
        #expect(close(b.value(s, "x"), 1))
    }

    @Test func emptyAndRowlessSystems() throws {
        let empty = try glpk.solve(LinearSystem(), priorities: .weighted)
        #expect(empty.status == .optimal && empty.values.isEmpty && empty.objective == 0)
        var b = SystemBuilder()
        _ = b.v("a", 3)
        _ = b.v("b", -2)
        let rowless = try glpk.solve(b.system, priorities: .strict)
        #expect(rowless.status == .optimal && rowless.values == [3, -2])
        // Required rows without variables that hold are facts, not rows.
        b.add([], 0, .equal)
        b.add([], -1, .lessThanOrEqual)
        let facts = try glpk.solve(b.system, priorities: .weighted)
        #expect(facts.status == .optimal && facts.values == [3, -2])
    }

    @Test func aRequiredConstantThatFailsIsAConflictOfOne() throws {
        var b = SystemBuilder()
        b.add([("x", 1)], -1, .equal)
        b.add([("x", 1), ("x", -1)], 1, .lessThanOrEqual)  // 1 <= 0
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(s.status == .unsatisfiable(conflict: [1]))
        #expect(s.values == [0])
    }

    @Test func nonRequiredRowsWithoutVariablesJustCost() throws {
        var b = SystemBuilder()
        b.add([("x", 1)], -1, .equal)
        b.add([], 2, .equal, .weak)  // 2 == 0 at weight 1 costs 2 whatever x is
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(s.status == .optimal)
        #expect(close(s.objective, 2))
    }
}
