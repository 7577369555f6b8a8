import Testing
import TrellisSolver

@testable import TrellisGLPK

/// GLPK's exact rational simplex, the last resort of the GLPK backend and the reference of
/// the wide-range differential test.
@Suite struct GLPKExactTests {
    /// The exact optimum, or nil when infeasible.
    func exact(_ system: LinearSystem) throws -> Double? {
        let translation = SystemTranslation(system)
        var run = LPSolveRun(translation: translation, priorities: .weighted)
        run.exact = true
        switch try run.run(from: nil) {
        case .optimal(let columns, _, _, _):
            return system.objective(at: translation.variableValues(columns, system: system))
        case .infeasible:
            return nil
        }
    }

    @Test func solvesAFeasibleSystemExactly() throws {
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        s.addConstraint(id: "sum", [(x, 1), (y, 1)], constant: -2, .equal)
        s.addConstraint(id: "far", [(x, 1)], constant: -5, .equal, strength: .weak)
        s.addConstraint(id: "low", [(y, 1)], constant: 1, .greaterThanOrEqual)
        // y >= -1 so x <= 3: the weak pull to 5 costs 2.
        #expect(try exact(s) == 2)
    }

    @Test func provesAConflictInfeasible() throws {
        var s = LinearSystem()
        let x = s.addVariable("x")
        s.addConstraint(id: "a", [(x, 1)], constant: -1, .greaterThanOrEqual)
        s.addConstraint(id: "b", [(x, 1)], constant: 0, .lessThanOrEqual)
        #expect(try exact(s) == nil)
        #expect(try GLPKBackend.certifiesConflict(s, [0, 1]))
        #expect(try !GLPKBackend.certifiesConflict(s, [0]))
    }

    /// Two rows that cross by 3e-6 in `W` (3% of each row's constant): GLPK's presolver
    /// turns them into bounds that it takes to meet and answers "optimal" with
    /// `335544320 W` 1,024 short of 36,864. That point is no refutation: the certificate
    /// holds the point to the numeric policy and asks the rational simplex.
    @Test func presolverPointThatBreaksARowIsNoRefutation() throws {
        var s = LinearSystem()
        let w = s.addVariable("W")
        s.addConstraint(id: "a", [(w, 10_485_760)], constant: -1120, .lessThanOrEqual)
        s.addConstraint(id: "b", [(w, 335_544_320)], constant: -36864, .greaterThanOrEqual)
        #expect(try exact(s) == nil)
        #expect(try GLPKBackend.certifiesConflict(s, [0, 1]))
        #expect(try !GLPKBackend.certifiesConflict(s, [1]))
        let solution = try GLPKBackend().solve(s, priorities: .weighted)
        guard case .unsatisfiable(let conflict) = solution.status else {
            Issue.record("crossing rows solved as \(solution.status)")
            return
        }
        #expect(conflict == [0, 1])
    }
}
