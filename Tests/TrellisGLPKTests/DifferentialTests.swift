import Testing
import TrellisSolver
import TrellisTestSupport

@testable import TrellisGLPK

/// Incremental vs GLPK on seeded random systems: the same status, the same optimum
/// (objective within 1e-6 relative, and for strict priorities the same cost per level),
/// the same values where the optimum is unique, and irreducible conflicts from both.
@Suite struct DifferentialTests {
    struct Case: CustomStringConvertible, Sendable {
        var seed: UInt64
        var size: Int
        var shape: RandomLinearSystems.Shape
        var description: String { "seed \(seed), \(size) constraints, \(shape)" }
    }

    /// A few dozen systems, 1 to 500 constraints, every shape (strict priorities compared up
    /// to 100 constraints; bigger sweeps run in `Benchmarks/`).
    static let cases: [Case] = {
        let sizes = [1, 2, 3, 5, 8, 12, 20, 30, 45, 60, 90, 140]
        var all: [Case] = []
        for (k, size) in sizes.enumerated() {
            for (s, shape) in RandomLinearSystems.Shape.allCases.enumerated() {
                all.append(Case(seed: UInt64(1000 + 10 * k + s), size: size, shape: shape))
            }
        }
        all.append(Case(seed: 2000, size: 500, shape: .withEdits))
        all.append(Case(seed: 2001, size: 500, shape: .infeasible))
        return all
    }()

    /// Systems of 260 and 700 constraints: batches that large put their one-variable
    /// constraints and two-variable equalities in first and optimise them before the rest
    /// (`Solver.insertBatch`), another path than the smaller systems above.
    static let largeBatchCases: [Case] = {
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
        try compare(c, strictUpTo: 100)
    }

    @Test(arguments: largeBatchCases) func largeBatchesAgree(_ c: Case) throws {
        try compare(c, strictUpTo: 300)
    }

    /// Solves case `c` on both backends (strict priorities too up to `strictUpTo`
    /// constraints) and compares the answers.
    func compare(_ c: Case, strictUpTo: Int) throws {
        let system = RandomLinearSystems.make(seed: c.seed, constraints: c.size, shape: c.shape)
        for mode in PriorityMode.allCases where mode == .weighted || c.size <= strictUpTo {
            let glpk = try GLPKBackend().solve(system, priorities: mode)
            let incremental = try IncrementalBackend().solve(system, priorities: mode)
            switch (glpk.status, incremental.status) {
            case (.optimal, .optimal):
                #expect(system.maxRequiredViolation(at: glpk.values) <= 1e-6, "\(c) \(mode)")
                #expect(system.maxRequiredViolation(at: incremental.values) <= 1e-6, "\(c) \(mode)")
                #expect(close(glpk.objective, incremental.objective), "\(c) \(mode)")
                if mode == .strict {
                    // Each level's weighted cost, to within 1e-6 of the whole objective (the
                    // incremental solver locks levels with a small slack).
                    let scale = 1e-6 * max(1, glpk.objective)
                    for level in levels(system) {
                        let a = level * cost(system, glpk.values, level)
                        let b = level * cost(system, incremental.values, level)
                        #expect(abs(a - b) <= scale, "\(c) strict level \(level)")
                    }
                } else if system.variables.count <= 30 {
                    let unique = try uniquelyDetermined(system, optimum: glpk.objective)
                    for v in system.variables.indices where unique[v] {
                        #expect(close(glpk.values[v], incremental.values[v]), "\(c) variable \(v)")
                    }
                }
            case (.unsatisfiable(let a), .unsatisfiable(let b)):
                #expect(try isIrreducibleConflict(a, in: system, solver: GLPKBackend()), "\(c) glpk")
                #expect(try isIrreducibleConflict(b, in: system, solver: GLPKBackend()), "\(c) incremental")
                #expect(try isIrreducibleConflict(a, in: system, solver: IncrementalBackend()), "\(c) glpk/i")
            default:
                Issue.record("\(c) \(mode): glpk \(glpk.status), incremental \(incremental.status)")
            }
        }
    }

    func levels(_ s: LinearSystem) -> [Double] {
        Array(Set(s.constraints.map(\.strength.weight).filter(\.isFinite) + s.edits.map(\.strength.weight)))
    }

    /// The unweighted violation of the constraints and edits of one weight.
    func cost(_ s: LinearSystem, _ values: [Double], _ weight: Double) -> Double {
        var total = 0.0
        for i in s.constraints.indices where s.constraints[i].strength.weight == weight {
            total += s.violation(ofConstraint: i, at: values)
        }
        for e in s.edits where e.strength.weight == weight {
            total += abs(values[e.variable] - e.suggestedValue)
        }
        return total
    }

    /// Which variables take one value across every optimum: the LP restricted to the
    /// optimal face (weighted objective <= optimum + tolerance), then each variable
    /// minimised and maximised over it.
    func uniquelyDetermined(_ system: LinearSystem, optimum: Double) throws -> [Bool] {
        var t = SystemTranslation(system)
        let face = t.model.addRow(.upper(optimum + 1e-7 * max(1, abs(optimum))))
        for (j, w) in t.columnWeight.enumerated() where w > 0 {
            t.model.addEntry(row: face, column: j, value: w)
        }
        let problem = try GLPKProblem(t.model)
        var unique = [Bool](repeating: false, count: system.variables.count)
        for v in system.variables.indices {
            // The variable's value as a linear function of the columns: its own column, or
            // an aggregated variable's definition.
            var terms: [(column: Int, value: Double)] = []
            var offset = 0.0
            if let k = t.aggregate(of: v) {
                let a = t.aggregates[k]
                terms = [(a.plus, 1 / a.coefficient), (a.minus, -1 / a.coefficient)]
                offset = a.rhs / a.coefficient
            } else if t.variableColumn[v] >= 0 {
                terms = [(t.variableColumn[v], 1)]
            } else {
                unique[v] = true
                continue
            }
            var range: [Double] = []
            for sign in [1.0, -1.0] {
                var costs = [Double](repeating: 0, count: t.model.columnCount)
                for term in terms { costs[term.column] = sign * term.value }
                problem.setCosts(costs)
                // Unbounded along the face (GLPK reports it as a failure): not unique.
                guard var outcome = try? problem.simplex(.warmPrimal) else { break }
                if outcome == .basisRejected { outcome = try problem.simplex(.coldPresolved) }
                guard outcome == .optimal else { break }
                let columns = problem.columnValues
                range.append(terms.reduce(offset) { $0 + $1.value * columns[$1.column] })
            }
            unique[v] = range.count == 2 && abs(range[0] - range[1]) <= 1e-6 * max(1, abs(range[0]))
        }
        return unique
    }
}
