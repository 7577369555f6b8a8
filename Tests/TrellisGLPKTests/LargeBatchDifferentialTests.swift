import Testing
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

/// Incremental vs GLPK on random systems of 260 to 700 constraints: batches that large put
/// their one-variable constraints and two-variable equalities in first and optimise them
/// before the rest (`Solver.insertBatch`), so they take another path than the smaller
/// systems of ``DifferentialTests``. The same status and the same optimum (within 1e-6
/// relative), with every required constraint held.
@Suite struct LargeBatchDifferentialTests {
    struct Case: CustomStringConvertible, Sendable {
        var seed: UInt64
        var size: Int
        var shape: RandomLinearSystems.Shape
        var description: String { "seed \(seed), \(size) constraints, \(shape)" }
    }

    static let cases: [Case] = {
        var all: [Case] = []
        for (k, size) in [260, 700].enumerated() {
            for (s, shape) in RandomLinearSystems.Shape.allCases.enumerated() {
                for seed in 0..<2 {
                    all.append(Case(seed: UInt64(3000 + 100 * k + 10 * s + seed), size: size, shape: shape))
                }
            }
        }
        return all
    }()

    @Test(arguments: cases) func backendsAgree(_ c: Case) throws {
        let system = RandomLinearSystems.make(seed: c.seed, constraints: c.size, shape: c.shape)
        for mode in PriorityMode.allCases where mode == .weighted || c.size <= 300 {
            let glpk = try GLPKBackend().solve(system, priorities: mode)
            let incremental = try IncrementalBackend().solve(system, priorities: mode)
            switch (glpk.status, incremental.status) {
            case (.optimal, .optimal):
                #expect(system.maxRequiredViolation(at: incremental.values) <= 1e-6, "\(c) \(mode)")
                let tolerance = 1e-6 * max(1, abs(glpk.objective))
                #expect(abs(glpk.objective - incremental.objective) <= tolerance, "\(c) \(mode)")
            case (.unsatisfiable, .unsatisfiable):
                break
            default:
                Issue.record("\(c) \(mode): glpk \(glpk.status), incremental \(incremental.status)")
            }
        }
    }
}
