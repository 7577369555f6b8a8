import Testing
import TrellisSolver
import TrellisTestSupport

@testable import TrellisGLPK

/// GLPK's simplex ends on every problem: a warm primal start after a change of costs on a
/// small degenerate problem cycled forever before runs got an iteration limit.
@Suite struct GLPKIterationLimitTests {
    @Test(.timeLimit(.minutes(1))) func aDegenerateWarmStartEnds() throws {
        // The draw on which it cycled: minimising and maximising each variable over the
        // optimal face of a six-variable linking-row system.
        let system = PresolveLinkingDifferentialTests.make(.init(seed: 7043, variables: 6))
        let glpk = try GLPKBackend().solve(system)
        #expect(glpk.status == .optimal)
        let unique = try DifferentialTests().uniquelyDetermined(system, optimum: glpk.objective)
        #expect(unique.count == system.variables.count)
    }

    @Test func theLimitGrowsWithTheProblem() {
        #expect(GLPKProblem.iterationLimit(size: 10) == 20_000)
        #expect(GLPKProblem.iterationLimit(size: 100_000) == 5_000_000)
    }
}
