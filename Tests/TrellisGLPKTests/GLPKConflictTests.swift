import Testing
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

@Suite struct GLPKConflictTests {
    let glpk = GLPKBackend()

    @Test func twoBoundsThatCross() throws {
        // x >= 10, x <= 5 conflict; y == 3 and the weak preference are bystanders.
        var b = SystemBuilder()
        b.add([("y", 1)], -3, .equal)
        b.add([("x", 1)], -10, .greaterThanOrEqual)
        b.add([("x", 1)], 0, .equal, .weak)
        b.add([("x", 1)], -5, .lessThanOrEqual)
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(s.status == .unsatisfiable(conflict: [1, 3]))
        #expect(s.values == [0, 0])  // initial values
        #expect(s.backend == .glpk)
    }

    @Test func aChainConflictNeedsEveryLink() throws {
        // x0 == 0, x(i+1) == x(i) + 1 for i < 5, x5 <= 4: all seven are needed.
        var b = SystemBuilder()
        b.add([("x0", 1)], 0, .equal)
        for i in 0..<5 { b.add([("x\(i + 1)", 1), ("x\(i)", -1)], -1, .equal) }
        b.add([("x5", 1)], -4, .lessThanOrEqual)
        b.add([("x2", 1)], -100, .lessThanOrEqual)  // redundant, not in the conflict
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(s.status == .unsatisfiable(conflict: Array(0...6)))
    }

    @Test func overlappingConflictsGiveAnIrreducibleOne() throws {
        // Two ways to fail: {x >= 10, x <= 5} and {x <= 5, y == 3, x + y == 100}, and a
        // duplicate of x >= 10: any irreducible subset is right.
        var b = SystemBuilder()
        b.add([("x", 1)], -10, .greaterThanOrEqual)
        b.add([("x", 1)], -5, .lessThanOrEqual)
        b.add([("y", 1)], -3, .equal)
        b.add([("x", 1), ("y", 1)], -100, .equal)
        b.add([("x", 1)], -10, .greaterThanOrEqual)
        let s = try glpk.solve(b.system, priorities: .weighted)
        guard case .unsatisfiable(let conflict) = s.status else {
            Issue.record("expected a conflict, got \(s.status)")
            return
        }
        #expect(conflict.contains(1))
        #expect(try isIrreducibleConflict(conflict, in: b.system, solver: glpk))
    }

    @Test func preferencesAndEditsNeverConflict() throws {
        var b = SystemBuilder()
        b.add([("x", 1)], -10, .equal, .strong)
        b.add([("x", 1)], -5, .equal, .strong)
        b.edit("x", .medium, 100)
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(s.status == .optimal)
    }

    @Test func removingAnyMemberMakesTheRestFeasible() throws {
        // A 4-cycle of differences summing to a contradiction, inside noise.
        var b = SystemBuilder()
        b.add([("a", 1), ("b", -1)], 1, .lessThanOrEqual)  // a <= b - 1
        b.add([("b", 1), ("c", -1)], 1, .lessThanOrEqual)
        b.add([("z", 1)], -4, .equal)
        b.add([("c", 1), ("d", -1)], 1, .lessThanOrEqual)
        b.add([("d", 1), ("a", -1)], 0, .lessThanOrEqual)  // d <= a: a <= a - 3
        b.add([("z", 1), ("a", 1)], 0, .greaterThanOrEqual)
        let s = try glpk.solve(b.system, priorities: .weighted)
        #expect(s.status == .unsatisfiable(conflict: [0, 1, 3, 4]))
        #expect(try isIrreducibleConflict([0, 1, 3, 4], in: b.system, solver: glpk))
    }
}
