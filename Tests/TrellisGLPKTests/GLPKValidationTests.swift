import Testing
import TrellisSolver
import TrellisTestSupport

@testable import TrellisGLPK

/// Every malformed input is rejected with a typed error, in Swift, before GLPK sees it
/// (GLPK would abort the process on several of these).
@Suite struct GLPKValidationTests {
    func base() -> SystemBuilder {
        var b = SystemBuilder()
        b.add([("x", 1), ("y", 1)], -10, .equal)
        b.add([("x", 1)], -3, .equal, .weak)
        b.edit("y", .strong, 4)
        return b
    }

    func rejects(_ system: LinearSystem, mentioning words: [String]) -> Bool {
        do {
            _ = try GLPKBackend().solve(system, priorities: .weighted)
            return false
        } catch {
            guard case .invalidSystem(let what) = error else { return false }
            return words.allSatisfy { what.contains($0) }
        }
    }

    @Test func badSystemsAreRejected() {
        var s = base().system
        s.constraints[0].coefficients[1].variable = 7
        #expect(rejects(s, mentioning: ["'c0'", "out of range"]))
        s = base().system
        s.constraints[0].coefficients[1].variable = -1
        #expect(rejects(s, mentioning: ["'c0'", "out of range"]))
        s = base().system
        s.constraints[1].coefficients[0].value = .nan
        #expect(rejects(s, mentioning: ["'c1'", "non-finite coefficient"]))
        s = base().system
        s.constraints[0].constant = .infinity
        #expect(rejects(s, mentioning: ["'c0'", "non-finite constant"]))
        s = base().system
        s.constraints[1].id = "c0"
        #expect(rejects(s, mentioning: ["duplicate id"]))
        for weight in [0, -1, Double.nan, -Double.infinity] {
            s = base().system
            s.constraints[1].strength = Strength(weight)
            #expect(rejects(s, mentioning: ["'c1'", "invalid strength"]))
        }
        s = base().system
        s.edits[0].strength = .required
        #expect(rejects(s, mentioning: ["edit 0", "required"]))
        s = base().system
        s.edits[0].suggestedValue = .nan
        #expect(rejects(s, mentioning: ["edit 0", "non-finite"]))
        s = base().system
        s.edits[0].variable = 2
        #expect(rejects(s, mentioning: ["edit 0", "out of range"]))
        s = base().system
        s.edits.append(s.edits[0])
        #expect(rejects(s, mentioning: ["edit 1", "edited twice"]))
        s = base().system
        s.variables[0].initialValue = .infinity
        #expect(rejects(s, mentioning: ["variable 0", "non-finite"]))
    }

    @Test func warmSolverRejectsBadChangesAndKeepsItsState() throws {
        let solver = try GLPKWarmSolver(base().system)
        let before = try solver.solve()
        #expect(throws: SolverError.self) { try solver.setConstant(ofConstraint: 5, to: 1) }
        #expect(throws: SolverError.self) { try solver.setConstant(ofConstraint: 0, to: .nan) }
        #expect(throws: SolverError.self) { try solver.setSuggestedValue(ofEdit: 1, to: 1) }
        #expect(throws: SolverError.self) { try solver.setSuggestedValue(ofEdit: 0, to: -.infinity) }
        #expect(solver.system.constraints[0].constant == -10)
        #expect(solver.system.edits[0].suggestedValue == 4)
        let after = try solver.solve()
        #expect(after.values == before.values)
        var bad = base().system
        bad.constraints[0].constant = .nan
        #expect(throws: SolverError.self) { try GLPKWarmSolver(bad) }
    }

    @Test func modelChecksCatchWhatGLPKWouldAbortOn() {
        func failure(_ edit: (inout LPModel) -> Void) -> GLPKFailure? {
            var m = LPModel()
            let r = m.addRow(.fixed(1))
            let c = m.addColumn(.free)
            m.addEntry(row: r, column: c, value: 1)
            edit(&m)
            do {
                try m.validate()
                return nil
            } catch {
                return error
            }
        }
        #expect(failure { _ in } == nil)
        #expect(
            failure { $0.addEntry(row: 0, column: 0, value: 2) } == .invalidModel("duplicate entry (1, 1)"))
        #expect(failure { $0.addEntry(row: 1, column: 0, value: 2) } != nil)
        #expect(failure { $0.addEntry(row: 0, column: 3, value: 2) } != nil)
        #expect(failure { $0.entryValues[0] = .infinity } != nil)
        #expect(failure { $0.rowBounds[0] = .range(2, 1) } != nil)
        #expect(failure { $0.rowBounds[0] = .upper(.nan) } != nil)
        #expect(failure { $0.columnBounds[0] = .lower(-.infinity) } != nil)
        #expect(failure { $0.costs[0] = .nan } != nil)
    }

    @Test func theGuardTurnsAGLPKAbortIntoAnError() throws {
        // An out-of-range row index passes only because the Swift checks are skipped:
        // GLPK's glp_load_matrix would call abort(); the guard returns an error instead.
        var m = LPModel()
        _ = m.addRow(.fixed(1))
        _ = m.addColumn(.free)
        m.addEntry(row: 5, column: 0, value: 1)
        #expect {
            _ = try GLPKProblem(m, checked: false)
        } throws: { error in
            guard case GLPKFailure.aborted(let messages) = error else { return false }
            return messages.contains("glp_load_matrix")
        }
        // GLPK works again on this thread afterwards.
        var b = SystemBuilder()
        b.add([("x", 1)], -2, .equal)
        let s = try GLPKBackend().solve(b.system, priorities: .weighted)
        #expect(close(b.value(s, "x"), 2))
    }
}
