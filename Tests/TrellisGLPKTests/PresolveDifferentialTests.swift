import Testing
import TrellisSolver
import TrellisTestSupport

@testable import TrellisGLPK

/// Presolve on vs off, on seeded random systems: layout-shaped ones (chains, grids, pinned
/// cells, offsets, centres, with soft preferences and edits) and the general random shapes.
/// Both backends behind presolve reach GLPK's optimum without presolve, every required row
/// holds, values agree where the optimum is unique, and presolve reports a conflict exactly
/// when the system has one.
@Suite struct PresolveDifferentialTests {
    struct Case: CustomStringConvertible, Sendable {
        var seed: UInt64
        var size: Int
        var isLayout: Bool
        var shape: RandomLinearSystems.Shape
        var description: String { "seed \(seed), size \(size), \(isLayout ? "layout" : "\(shape)")" }
    }

    static let cases: [Case] = {
        var all: [Case] = []
        for (k, size) in [2, 4, 8, 16, 30, 60, 120].enumerated() {
            for s in 0..<4 {
                all.append(
                    Case(seed: UInt64(3000 + 10 * k + s), size: size, isLayout: true, shape: .feasible))
            }
        }
        for (k, size) in [3, 8, 20, 45].enumerated() {
            for (s, shape) in RandomLinearSystems.Shape.allCases.enumerated() {
                all.append(Case(seed: UInt64(4000 + 10 * k + s), size: size, isLayout: false, shape: shape))
            }
        }
        return all
    }()

    @Test(arguments: cases) func presolveKeepsTheOptimum(_ c: Case) throws {
        let system =
            c.isLayout
            ? LayoutShapedSystems.make(seed: c.seed, views: c.size)
            : RandomLinearSystems.make(seed: c.seed, constraints: c.size, shape: c.shape)
        let plain = try GLPKBackend().solve(system)
        let presolved = system.presolved()
        let viaIncremental = try system.solvePresolved(as: .incremental) { reduced throws(SolverError) in
            try IncrementalBackend().solve(reduced, priorities: .weighted)
        }
        let viaGLPK = try system.solvePresolved(as: .glpk) { reduced throws(SolverError) in
            try GLPKBackend().solve(reduced)
        }
        switch plain.status {
        case .optimal:
            #expect(!presolved.isInfeasible, "\(c)")
            for (name, answer) in [("incremental", viaIncremental), ("glpk", viaGLPK)] {
                guard let answer else {
                    Issue.record("\(c) \(name): presolve lost a feasible system")
                    continue
                }
                #expect(answer.values.count == system.variables.count)
                #expect(system.maxRequiredViolation(at: answer.values) <= 1e-6, "\(c) \(name)")
                #expect(
                    close(answer.objective, plain.objective),
                    "\(c) \(name): \(answer.objective) vs \(plain.objective)")
            }
            if system.variables.count <= 40, let a = viaIncremental, let b = viaGLPK {
                let unique = try DifferentialTests().uniquelyDetermined(system, optimum: plain.objective)
                for v in system.variables.indices where unique[v] {
                    #expect(close(a.values[v], plain.values[v]), "\(c) variable \(v) incremental")
                    #expect(close(b.values[v], plain.values[v]), "\(c) variable \(v) glpk")
                }
                // A variable that has one optimal value is never reported ambiguous by
                // presolve's own rules unless it depends on the rows left.
                let flags = presolved.expandAmbiguity(
                    Array(repeating: false, count: presolved.variables.count))
                for v in system.variables.indices where flags[v] && presolved.variables.isEmpty {
                    #expect(!unique[v], "\(c) variable \(v) reported ambiguous but unique")
                }
            }
        case .unsatisfiable:
            #expect(viaIncremental == nil, "\(c): presolve + incremental missed a conflict")
            #expect(viaGLPK == nil, "\(c): presolve + glpk missed a conflict")
        }
    }

    /// Chains of 2,000 views: presolve determines every position and leaves the widths'
    /// coupling (the container's edge) to the backend, with the same optimum.
    @Test func longChainKeepsTheOptimum() throws {
        let system = LayoutShapedSystems.chain(2_000)
        let plain = try GLPKBackend().solve(system)
        let presolved = system.presolved()
        // Left: each width with its three rows (minimum, strong and weak intrinsic size),
        // the container edge's row over every width, and the edge's edit.
        #expect(presolved.reduced.constraints.count == 3 * 2_000 + 2)
        #expect(presolved.reduced.variables.count == 2_000 + 1)
        let answer = try #require(
            try system.solvePresolved(as: .glpk) { reduced throws(SolverError) in
                try GLPKBackend().solve(reduced)
            })
        #expect(close(answer.objective, plain.objective))
        #expect(system.maxRequiredViolation(at: answer.values) <= 1e-6)
    }
}

/// Random layout-shaped systems: views with x, y, width, height; rows chained with gaps,
/// columns sharing widths, centres, pins, minimum sizes, intrinsic sizes as soft
/// preferences, and weak edits; a few soft or required rows at random.
enum LayoutShapedSystems {
    static func make(seed: UInt64, views: Int) -> LinearSystem {
        var rng = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        func value(_ range: Int) -> Double { Double(pick(range)) }
        var s = LinearSystem()
        var x: [Int] = []
        var y: [Int] = []
        var w: [Int] = []
        var h: [Int] = []
        let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(250), Strength(750)]
        func add(_ terms: [(Int, Double)], _ c: Double, _ r: Relation, _ st: Strength = .required) {
            s.addConstraint(id: "c\(s.constraints.count)", terms, constant: c, r, strength: st)
        }
        for i in 0..<views {
            x.append(s.addVariable("x\(i)"))
            y.append(s.addVariable("y\(i)"))
            w.append(s.addVariable("w\(i)"))
            h.append(s.addVariable("h\(i)"))
            if i == 0 || pick(5) == 0 {
                add([(x[i], 1)], -value(50), .equal)
                add([(y[i], 1)], -value(50), .equal)
            } else {
                let j = pick(i)
                switch pick(4) {
                case 0: add([(x[i], 1), (x[j], -1), (w[j], -1)], -value(12), .equal)  // after j
                case 1: add([(x[i], 1), (x[j], -1)], 0, .equal)  // same leading
                case 2: add([(x[i], 2), (w[i], 1), (x[j], -2), (w[j], -1)], 0, .equal)  // same centre
                default: add([(x[i], 1), (x[j], -1), (w[j], -1)], -value(12), .greaterThanOrEqual)
                }
                let k = pick(i)
                if pick(2) == 0 {
                    add([(y[i], 1), (y[k], -1), (h[k], -1)], -value(8), .equal)
                } else {
                    add([(y[i], 1), (y[k], -1)], -value(8), .equal)
                }
                if pick(3) == 0 { add([(w[i], 1), (w[j], -1)], 0, .equal) }
                if pick(3) == 0 { add([(h[i], 1), (h[k], -1)], 0, pick(2) == 0 ? .equal : .lessThanOrEqual) }
            }
            add([(w[i], 1)], -value(10), .greaterThanOrEqual)
            if pick(4) == 0 { add([(w[i], 1)], -value(10) - 100, .lessThanOrEqual) }
            if pick(6) == 0 { add([(w[i], 1)], -value(10), .greaterThanOrEqual) }  // a redundant bound
            let iw = 20 + value(40)
            let ih = 10 + value(30)
            add([(w[i], 1)], -iw, .lessThanOrEqual, Strength(250))
            add([(w[i], 1)], -iw, .greaterThanOrEqual, Strength(750))
            add([(h[i], 1)], -ih, .lessThanOrEqual, Strength(250))
            add([(h[i], 1)], -ih, .greaterThanOrEqual, Strength(750))
            if pick(4) == 0 { s.addEdit(variable: w[i], strength: .weak, suggestedValue: value(90)) }
            if pick(5) == 0 {
                let a = pick(views > 1 ? i + 1 : 1)
                let st = strengths[pick(strengths.count)]
                add(
                    [(x[i], 1), (w[i], 1), (x[a], -1)], -value(200), pick(2) == 0 ? .lessThanOrEqual : .equal,
                    st)
            }
        }
        return s
    }

    /// N views in a row, 8 apart, minimum widths, intrinsic preferences, a container edge as
    /// a strong edit.
    static func chain(_ n: Int) -> LinearSystem {
        var s = LinearSystem()
        var previous: (x: Int, w: Int)?
        for i in 0..<n {
            let x = s.addVariable("x\(i)")
            let w = s.addVariable("w\(i)")
            if let p = previous {
                s.addConstraint(
                    id: "c\(s.constraints.count)", [(x, 1), (p.x, -1), (p.w, -1)], constant: -8, .equal)
            } else {
                s.addConstraint(id: "c\(s.constraints.count)", [(x, 1)], constant: 0, .equal)
            }
            s.addConstraint(id: "c\(s.constraints.count)", [(w, 1)], constant: -10, .greaterThanOrEqual)
            let size = Double(20 + (i * 7919) % 40)
            s.addConstraint(
                id: "c\(s.constraints.count)", [(w, 1)], constant: -size, .greaterThanOrEqual,
                strength: .strong)
            s.addConstraint(id: "c\(s.constraints.count)", [(w, 1)], constant: -size, .equal, strength: .weak)
            previous = (x, w)
        }
        let end = s.addVariable("end")
        if let p = previous {
            s.addConstraint(
                id: "c\(s.constraints.count)", [(p.x, 1), (p.w, 1), (end, -1)], constant: 8, .lessThanOrEqual)
        }
        s.addEdit(variable: end, strength: .strong, suggestedValue: Double(n) * 45)
        return s
    }
}
