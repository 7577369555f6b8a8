import Testing
import TrellisSolver
import TrellisTestSupport

@testable import TrellisGLPK

/// A variable presolve determined is called decided, though its row holds undecided
/// variables, only when GLPK finds one optimal value for it (minimising and maximising it
/// over the optimal face), whichever solver answers for the rows left: the incremental
/// solver, GLPK's basis, or the linking row.
@Suite struct PresolveCombinationDifferentialTests {
    /// A column of `count` views whose heights trade among themselves: view `span`'s bottom
    /// is pinned `total` below view 0's top, so the views below it are placed exactly.
    /// Heights prefer their intrinsic sizes at hugging 250 and compression resistance 750;
    /// some views get a preference of their own, some a width tied to a neighbour's.
    static func decidedSpan(seed: UInt64) -> LinearSystem {
        var rng = SplitMix64(seed: seed)
        var s = LinearSystem()
        func add(_ terms: [(Int, Double)], _ c: Double, _ r: Relation, _ strength: Strength = .required) {
            s.addConstraint(id: "c\(s.constraints.count)", terms, constant: c, r, strength: strength)
        }
        let count = 4 + rng.next(below: 8)
        let span = 1 + rng.next(below: count - 2)
        var y: [Int] = []
        var h: [Int] = []
        var w: [Int] = []
        for i in 0..<count {
            y.append(s.addVariable("y\(i)"))
            h.append(s.addVariable("h\(i)"))
            w.append(s.addVariable("w\(i)"))
            let gap = Double(2 + rng.next(below: 6))
            if i == 0 {
                add([(y[i], 1)], -Double(rng.next(below: 20)), .equal)
            } else {
                add([(y[i], 1), (y[i - 1], -1), (h[i - 1], -1)], -gap, .equal)
            }
            let intrinsic = Double(10 + rng.next(below: 30))
            add([(h[i], 1)], -intrinsic, .lessThanOrEqual, Strength(250))
            add([(h[i], 1)], -intrinsic, .greaterThanOrEqual, Strength(750))
            add([(h[i], 1)], 0, .greaterThanOrEqual)
            // (Not `.weak`: GLPK's check of the optimal face cannot tell a move that costs 1
            // per unit from one that costs nothing against objectives in the thousands.)
            if rng.next(below: 5) == 0 { add([(h[i], 1)], -intrinsic, .equal, Strength(100)) }
            if i > 0 && rng.next(below: 3) == 0 {
                add([(w[i], 1), (w[i - 1], -1), (h[i], -1)], 0, .equal)
            } else {
                add([(w[i], 1)], -Double(40 + rng.next(below: 40)), .equal)
            }
        }
        let total = Double(30 + rng.next(below: 200))
        add([(y[span], 1), (h[span], 1), (y[0], -1)], -total, .equal)
        return s
    }

    /// The three answers for the rows left, each as a combination test with its flags.
    func reducedTests(_ reduced: LinearSystem) throws -> [(String, [Bool], (ReducedCombination) -> Bool)] {
        var tests: [(String, [Bool], (ReducedCombination) -> Bool)] = []
        let variables = reduced.variables.map { Variable($0.name) }
        let solver = Solver()
        try solver.addConstraints(
            reduced.constraints.map { row in
                let terms = row.coefficients.map { Term(variables[$0.variable], $0.value) }
                return Constraint(
                    Expression(terms, constant: row.constant), row.relation, strength: row.strength)
            })
        tests.append(
            (
                "incremental", solver.ambiguity(of: variables),
                { solver.isAmbiguous(combination: $0.map { (variables[$0.variable], $0.coefficient) }) }
            ))
        let warm = try GLPKWarmSolver(reduced, reportsAmbiguity: true)
        if try warm.solve().status == .optimal, let flags = warm.ambiguity {
            tests.append(("glpk", flags, { warm.isAmbiguous(combination: $0) ?? true }))
        }
        if case .solved(_, let flags) = reduced.solvedByLinkingRow(),
            let linked = LinkedCombinationTest(reduced, ambiguous: flags)
        {
            tests.append(("linked", flags, linked.moves))
        }
        return tests
    }

    @Test func aDeterminedVariableCalledDecidedHasOneOptimalValue() throws {
        var decidedBySum: [String: Int] = [:]
        var systems: [(String, LinearSystem)] = []
        for seed in 0..<40 {
            systems.append(("span \(seed)", Self.decidedSpan(seed: 0x5A11_0000 + UInt64(seed))))
        }
        for seed in 0..<20 {
            systems.append(
                ("layout \(seed)", LayoutShapedSystems.make(seed: 0x5A12_0000 + UInt64(seed), views: 6)))
        }
        for (name, system) in systems {
            let plain = try GLPKBackend().solve(system)
            let presolved = system.presolved()
            guard !presolved.isInfeasible, !presolved.reduced.constraints.isEmpty else { continue }
            let unique = try DifferentialTests().uniquelyDetermined(system, optimum: plain.objective)
            for (solverName, flags, moves) in try reducedTests(presolved.reduced) {
                let oneByOne = presolved.expandAmbiguity(flags)
                let exact = presolved.expandAmbiguity(flags, moves: moves)
                for v in system.variables.indices where oneByOne[v] && !exact[v] {
                    decidedBySum[solverName, default: 0] += 1
                    #expect(
                        unique[v],
                        "\(name) \(solverName): \(system.variables[v].name) has several optima; objective \(plain.objective), value \(plain.values[v])"
                    )
                }
                // Nothing the one-variable rule calls decided turns undecided.
                for v in system.variables.indices where !oneByOne[v] {
                    #expect(!exact[v], "\(name) \(solverName)")
                }
            }
        }
        // Each of the three answers decides some variables the one-variable rule named.
        #expect(decidedBySum["incremental", default: 0] > 10, "\(decidedBySum)")
        #expect(decidedBySum["glpk", default: 0] > 10, "\(decidedBySum)")
        #expect(decidedBySum["linked", default: 0] > 10, "\(decidedBySum)")
    }
}
