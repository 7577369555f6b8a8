import Testing
import TrellisSolver

/// `IncrementalBackend.solve(_:priorities:)` on linear systems.
@Suite struct IncrementalBackendTests {
    @Test func weightedSolve() throws {
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y", initialValue: 3)
        s.addConstraint(id: "c1", [(x, 2), (y, 1)], constant: -10, .greaterThanOrEqual)
        s.addConstraint(id: "c2", [(x, 1)], constant: -3, .equal, strength: .weak)
        s.addEdit(variable: y, strength: .strong, suggestedValue: 2)
        let solution = try IncrementalBackend().solve(s, priorities: .weighted)
        #expect(solution.status == .optimal)
        #expect(solution.backend == .incremental)
        #expect(!solution.note.isEmpty)
        // y held at 2 (strong); 2x >= 8 pushes x to 4 against the weak x == 3.
        #expect(abs(solution.values[x] - 4) < 1e-9 && abs(solution.values[y] - 2) < 1e-9)
        #expect(abs(solution.objective - 1) < 1e-9)
        #expect(abs(solution.objective - s.objective(at: solution.values)) < 1e-12)
    }

    @Test func unsatisfiableReportsIndices() throws {
        var s = LinearSystem()
        let x = s.addVariable("x", initialValue: 7)
        let y = s.addVariable("y")
        s.addConstraint(id: "a", [(y, 1)], constant: 0, .greaterThanOrEqual)
        s.addConstraint(id: "b", [(x, 1)], constant: -1, .lessThanOrEqual)
        s.addConstraint(id: "soft", [(x, 1)], constant: -50, .equal, strength: .strong)
        s.addConstraint(id: "c", [(x, 1)], constant: -5, .greaterThanOrEqual)
        let solution = try IncrementalBackend().solve(s, priorities: .weighted)
        #expect(solution.status == .unsatisfiable(conflict: [1, 3]))
        #expect(solution.values == [7, 0])
    }

    @Test func strictPrioritiesAreLexicographic() throws {
        // medium x == 0 against two 600-weight x == 10: weighted, 1200 > 1000 wins;
        // strict, the medium level comes first.
        var s = LinearSystem()
        let x = s.addVariable("x")
        s.addConstraint(id: "m", [(x, 1)], constant: 0, .equal, strength: .medium)
        s.addConstraint(id: "p", [(x, 1)], constant: -10, .equal, strength: Strength(600))
        s.addConstraint(id: "q", [(x, 1)], constant: -10, .lessThanOrEqual, strength: Strength(600))
        s.addConstraint(id: "r", [(x, 1)], constant: -10, .greaterThanOrEqual, strength: Strength(600))
        let weighted = try IncrementalBackend().solve(s, priorities: .weighted)
        #expect(abs(weighted.values[x] - 10) < 1e-9)
        let strict = try IncrementalBackend().solve(s, priorities: .strict)
        #expect(strict.status == .optimal)
        #expect(abs(strict.values[x]) < 1e-9)
    }

    @Test func strictKeepsLowerLevelsWhereFree() throws {
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        s.addConstraint(id: "sum", [(x, 1), (y, 1)], constant: -10, .equal)
        s.addConstraint(id: "strongX", [(x, 1)], constant: -4, .greaterThanOrEqual, strength: .strong)
        s.addConstraint(id: "weakY", [(y, 1)], constant: -9, .equal, strength: .weak)
        s.addConstraint(id: "weakX", [(x, 1)], constant: -8, .equal, strength: .weak)
        s.addEdit(variable: y, strength: .medium, suggestedValue: 5)
        let strict = try IncrementalBackend().solve(s, priorities: .strict)
        // strong: x >= 4; medium: y == 5 -> x == 5; weak ones cannot move anything.
        #expect(abs(strict.values[x] - 5) < 1e-9 && abs(strict.values[y] - 5) < 1e-9)
    }

    @Test func malformedSystemsAreRejected() {
        var s = LinearSystem()
        s.addConstraint(id: "bad", [(3, 1)], constant: 0, .equal)
        #expect(throws: SolverError.self) { try IncrementalBackend().solve(s, priorities: .weighted) }
    }
}
