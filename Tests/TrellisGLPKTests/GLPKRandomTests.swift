import Testing
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

/// Seeded random systems through GLPK alone: required rows hold, conflicts are
/// irreducible, strict never does worse than weighted on the top level.
@Suite struct GLPKRandomTests {
    static let seeds: [UInt64] = Array(1...12)

    @Test(arguments: seeds) func randomSystemsAreSolvedSoundly(seed: UInt64) throws {
        let shape = RandomLinearSystems.Shape.allCases[Int(seed) % RandomLinearSystems.Shape.allCases.count]
        let system = RandomLinearSystems.make(seed: seed, constraints: Int(seed) * 9, shape: shape)
        let glpk = GLPKBackend()
        let weighted = try glpk.solve(system, priorities: .weighted)
        switch weighted.status {
        case .optimal:
            #expect(shape != .infeasible)
            #expect(system.maxRequiredViolation(at: weighted.values) <= 1e-6)
            #expect(close(weighted.objective, system.objective(at: weighted.values), 1e-12))
            let strict = try glpk.solve(system, priorities: .strict)
            #expect(system.maxRequiredViolation(at: strict.values) <= 1e-6)
            #expect(strict.objective >= weighted.objective * (1 - 1e-9) - 1e-9)
            let top = system.constraints.map(\.strength.weight).filter(\.isFinite).max() ?? 0
            #expect(levelCost(system, strict.values, top) <= levelCost(system, weighted.values, top) + 1e-6)
        case .unsatisfiable(let conflict):
            #expect(shape == .infeasible)
            #expect(try isIrreducibleConflict(conflict, in: system, solver: glpk))
        }
    }

    /// The violation of the constraints of one weight.
    func levelCost(_ s: LinearSystem, _ values: [Double], _ weight: Double) -> Double {
        s.constraints.indices.filter { s.constraints[$0].strength.weight == weight }
            .reduce(0) { $0 + s.violation(ofConstraint: $1, at: values) }
            + s.edits.filter { $0.strength.weight == weight }
            .reduce(0) { $0 + abs(values[$1.variable] - $1.suggestedValue) }
    }
}
