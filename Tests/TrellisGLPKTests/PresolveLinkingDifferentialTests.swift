import Testing
import TrellisSolver
import TrellisTestSupport

@testable import TrellisGLPK

/// Systems presolve leaves as one linking row over variables with rows of their own (bounds,
/// soft one-variable rows of any relation, strength and coefficient, edits), on seeded
/// random draws: the linking-row solve reaches GLPK's and the incremental solver's optimum
/// without presolve (objectives: many draws tie, so the points may differ), every required
/// row holds, and it hands back exactly the systems whose required rows conflict.
@Suite struct PresolveLinkingDifferentialTests {
    struct Case: CustomStringConvertible, Sendable {
        var seed: UInt64
        var variables: Int
        var description: String { "seed \(seed), \(variables) variables" }
    }

    static let cases: [Case] = {
        var all: [Case] = []
        for (k, n) in [1, 2, 3, 4, 6, 9, 14, 25, 40, 80].enumerated() {
            for s in 0..<6 { all.append(Case(seed: UInt64(7000 + 10 * k + s), variables: n)) }
        }
        return all
    }()

    static func make(_ c: Case) -> LinearSystem {
        var rng = SplitMix64(seed: c.seed)
        func pick<T>(_ options: [T]) -> T { options[rng.next(below: options.count)] }
        func value() -> Double { Double(rng.next(below: 61)) - 10 }
        let strengths: [Strength] = [.strong, .medium, .weak, Strength(250), Strength(750), Strength(2.5)]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let coefficients: [Double] = [1, 1, 1, -1, 2, 0.5, -3]
        var s = LinearSystem()
        var link: [(Int, Double)] = []
        for i in 0..<c.variables {
            let v = s.addVariable("v\(i)")
            func add(_ a: Double, _ target: Double, _ r: Relation, _ st: Strength) {
                s.addConstraint(
                    id: "c\(s.constraints.count)", [(v, a)], constant: -a * target, r, strength: st)
            }
            if rng.next(below: 3) > 0 {
                add(pick(coefficients), value() - 20, .greaterThanOrEqual, .required)
            }
            if rng.next(below: 4) == 0 { add(pick(coefficients), value() + 30, .lessThanOrEqual, .required) }
            for _ in 0..<rng.next(below: 4) {
                add(pick(coefficients), value(), pick(relations), pick(strengths))
            }
            if rng.next(below: 5) == 0 {
                s.addEdit(
                    variable: v, strength: pick([.strong, .weak, Strength(3)]), suggestedValue: value())
            }
            // A position defined from this variable and used nowhere else: presolve takes it
            // out first.
            if rng.next(below: 4) == 0 {
                let p = s.addVariable("p\(i)")
                s.addConstraint(id: "c\(s.constraints.count)", [(p, 1), (v, -1)], constant: -8, .equal)
            }
            link.append((v, pick([1, 1, -1, 2, -0.5, 1.5])))
        }
        if link.count == 1 { link.append((s.addVariable("free"), 1)) }
        let strength: Strength = rng.next(below: 10) < 7 ? .required : pick(strengths)
        s.addConstraint(
            id: "link", link, constant: -value() * Double(c.variables), pick(relations), strength: strength)
        return s
    }

    /// Every case's answer, and whether it came from the linking-row solve.
    static func solve(_ system: LinearSystem) throws -> SystemSolution? {
        try system.solvePresolved(as: .incremental) { reduced throws(SolverError) in
            try IncrementalBackend().solve(reduced, priorities: .weighted)
        }
    }

    @Test(arguments: cases) func linkingRowSolveKeepsTheOptimum(_ c: Case) throws {
        let system = Self.make(c)
        let glpk = try GLPKBackend().solve(system)
        let incremental = try IncrementalBackend().solve(system, priorities: .weighted)
        let answer = try Self.solve(system)
        switch glpk.status {
        case .optimal:
            guard let answer else {
                Issue.record("\(c): a feasible system was handed back as conflicting")
                return
            }
            #expect(system.maxRequiredViolation(at: answer.values) <= 1e-6, "\(c)")
            #expect(
                close(answer.objective, glpk.objective), "\(c): \(answer.objective) vs glpk \(glpk.objective)"
            )
            #expect(
                close(answer.objective, incremental.objective),
                "\(c): \(answer.objective) vs incremental \(incremental.objective)")
        case .unsatisfiable:
            #expect(answer == nil, "\(c): a conflict was missed")
        }
    }

    @Test func mostCasesTakeTheLinkingRowSolve() throws {
        var linked = 0
        var conflicts = 0
        for c in Self.cases {
            guard let answer = try Self.solve(Self.make(c)) else {
                conflicts += 1
                continue
            }
            if answer.note.contains("one linking row") { linked += 1 }
        }
        // The others: presolve solved everything (one variable), or a required equality
        // link was substituted.
        #expect(linked * 3 >= Self.cases.count * 2, "\(linked) of \(Self.cases.count) linked")
        #expect(conflicts >= 1 && conflicts * 4 < Self.cases.count, "\(conflicts) conflicts")
    }
}
