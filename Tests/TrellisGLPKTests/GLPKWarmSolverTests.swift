import Testing
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

@Suite struct GLPKWarmSolverTests {
    /// A row of 20 views: widths >= 10, gaps == 8, the first at x = 0, preferred widths as
    /// weak preferences, and the container width an edit.
    func row() -> SystemBuilder {
        var b = SystemBuilder()
        for i in 0..<20 {
            b.add([("w\(i)", 1)], -10, .greaterThanOrEqual)
            b.add([("w\(i)", 1)], -Double(30 + i), .equal, .weak)
            if i == 0 {
                b.add([("x0", 1)], 0, .equal)
            } else {
                b.add([("x\(i)", 1), ("x\(i - 1)", -1), ("w\(i - 1)", -1)], -8, .equal)
            }
        }
        b.add([("x19", 1), ("w19", 1), ("end", -1)], 0, .equal)
        b.edit("end", .strong, 900)
        return b
    }

    @Test func warmResolvesMatchColdSolves() throws {
        let b = row()
        let solver = try GLPKWarmSolver(b.system)
        let first = try solver.solve()
        #expect(first.note.contains("presolve"))
        for (k, end) in [700.0, 1200, 400, 1000].enumerated() {
            try solver.setSuggestedValue(ofEdit: 0, to: end)
            try solver.setConstant(ofConstraint: 0, to: -Double(10 + k))
            let warm = try solver.solve()
            #expect(warm.note.contains("warm"))
            let cold = try GLPKBackend().solve(solver.system, priorities: .weighted)
            #expect(close(warm.objective, cold.objective, 1e-9))
            #expect(warm.values.count == cold.values.count)
            #expect(close(b.value(warm, "end"), end))
        }
    }

    @Test func warmStrictMatchesColdStrict() throws {
        var b = row()
        for _ in 0..<1500 { b.add([("w3", 1)], -500, .equal, .weak) }
        let solver = try GLPKWarmSolver(b.system, priorities: .strict)
        _ = try solver.solve()
        try solver.setSuggestedValue(ofEdit: 0, to: 800)
        let warm = try solver.solve()
        let cold = try GLPKBackend().solve(solver.system, priorities: .strict)
        #expect(close(warm.objective, cold.objective, 1e-9))
    }

    @Test func warmSolverReportsConflictsAndRecovers() throws {
        var b = SystemBuilder()
        b.add([("x", 1)], -5, .lessThanOrEqual)
        b.add([("x", 1)], -3, .greaterThanOrEqual)
        b.edit("x", .weak, 4)
        let solver = try GLPKWarmSolver(b.system)
        #expect(close(b.value(try solver.solve(), "x"), 4))
        try solver.setConstant(ofConstraint: 1, to: -6)  // x >= 6 against x <= 5
        #expect(try solver.solve().status == .unsatisfiable(conflict: [0, 1]))
        try solver.setConstant(ofConstraint: 1, to: -1)
        let back = try solver.solve()
        #expect(back.status == .optimal && close(b.value(back, "x"), 4))
    }
}
