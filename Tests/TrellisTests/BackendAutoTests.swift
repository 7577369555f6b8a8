import Testing
import Trellis
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

@Suite struct BackendAutoTests {
    /// Three independent parts (a, b-c, d-e-f), a variable in nothing, and a constant fact.
    func threeParts() -> SystemBuilder {
        var b = SystemBuilder()
        b.add([("a", 1)], -1, .equal)  // c0: part a
        b.add([("b", 1), ("c", -1)], -2, .equal)  // c1: part b-c
        _ = b.v("lonely", 9)
        b.add([("d", 1), ("e", 1)], -10, .lessThanOrEqual)  // c2: part d-e-f
        b.add([], 0, .lessThanOrEqual)  // c3: no variables, holds
        b.add([("e", 1), ("f", 1)], 0, .equal)  // c4: part d-e-f
        b.add([("c", 1)], -5, .equal, .weak)  // c5: part b-c
        b.edit("d", .strong, 4)  // edit 0: part d-e-f
        b.add([("f", 1)], -3, .equal, .medium)  // c6
        return b
    }

    @Test func splitFindsIndependentParts() {
        let parts = BackendComponent.split(threeParts().system)
        #expect(parts.count == 3)
        #expect(parts.map(\.constraints) == [[0], [1, 5], [2, 4, 6]])
        #expect(parts.map(\.edits) == [[], [], [0]])
        #expect(parts.map(\.variables) == [[0], [1, 2], [4, 5, 6]])
        #expect(parts.map(\.rowCount) == [1, 2, 4])
        // Local indices: part 2's edit is on its first variable (d).
        #expect(parts[2].system.edits[0].variable == 0)
        #expect(parts[2].system.constraints[1].coefficients.map(\.variable) == [1, 2])
    }

    @Test func smallPartsAreGroupedInOrder() {
        // Rows per component: 1, 2, 4 -> with a limit of 4: [a, b-c] then [d-e-f].
        let parts = BackendComponent.split(threeParts().system, groupingUpTo: 4)
        #expect(parts.map(\.componentCount) == [2, 1])
        #expect(parts.map(\.constraints) == [[0, 1, 5], [2, 4, 6]])
        #expect(parts.map(\.variables) == [[0, 1, 2], [4, 5, 6]])
        #expect(parts[0].system.constraints[1].coefficients.map(\.variable) == [1, 2])
        // Components at or above the limit stay alone.
        let alone = BackendComponent.split(threeParts().system, groupingUpTo: 2)
        #expect(alone.map(\.constraints) == [[0], [1, 5], [2, 4, 6]])
    }

    @Test func autoMatchesAWholeSolve() throws {
        let b = threeParts()
        let whole = try GLPKBackend().solve(b.system, priorities: .weighted)
        let auto = try Backend.auto.solve(b.system)
        #expect(auto.status == .optimal)
        for (x, y) in zip(auto.values, whole.values) { #expect(close(x, y)) }
        #expect(close(auto.objective, whole.objective))
        #expect(b.value(auto, "lonely") == 9)
        #expect(close(b.value(auto, "d"), 4) && close(b.value(auto, "f"), 3) && close(b.value(auto, "c"), 5))
        #expect(auto.note.hasPrefix("auto: 3 components in 1 solve (small ones grouped"))
    }

    /// A chain of `n` views 8 apart under an edge `end`: minimum widths of 10, intrinsic
    /// widths as strong `>=` and weak `==`; the edge suggested (strong) at `edge`, or fixed
    /// there when `isFixed`.
    func chain(_ n: Int, edge: Double, isFixed: Bool = false) -> SystemBuilder {
        var b = SystemBuilder()
        for i in 0..<n {
            if i == 0 {
                b.add([("x0", 1)], 0, .equal)
            } else {
                b.add([("x\(i)", 1), ("x\(i - 1)", -1), ("w\(i - 1)", -1)], -8, .equal)
            }
            let size = Double(20 + (i * 7919) % 40)
            b.add([("w\(i)", 1)], -10, .greaterThanOrEqual)
            b.add([("w\(i)", 1)], -size, .greaterThanOrEqual, .strong)
            b.add([("w\(i)", 1)], -size, .equal, .weak)
        }
        b.add([("x\(n - 1)", 1), ("w\(n - 1)", 1), ("end", -1)], 8, .lessThanOrEqual)
        if isFixed {
            b.add([("end", 1)], -edge, .equal)
        } else {
            b.edit("end", .strong, edge)
        }
        return b
    }

    @Test func aLongChainIsSolvedThroughItsLinkingRow() throws {
        // 600 views (2,401 rows): presolve leaves the widths, the edge and the row between
        // them, solved without a backend, at GLPK's optimum.
        let b = chain(600, edge: 600 * 30)
        let auto = try Backend.auto.solve(b.system)
        let whole = try GLPKBackend().solve(b.system, priorities: .weighted)
        #expect(auto.status == .optimal)
        #expect(auto.note.contains("one linking row over 601 variables left"))
        #expect(close(auto.objective, whole.objective))
        #expect(b.system.maxRequiredViolation(at: auto.values) <= 1e-6)
        // The edge moves (strong) rather than a width shrinking (strong + weak).
        let sizes: [Double] = (0..<600).map { (i: Int) -> Double in Double(20 + (i * 7919) % 40) }
        let natural: Double = sizes.reduce(0, +) + 8 * 600
        #expect(close(b.value(auto, "end"), natural))
        #expect(b.value(auto, "w599") == sizes[599])
    }

    @Test func aLongChainThatCannotFitIsAConflictUnderAuto() throws {
        // A fixed edge at 600 leaves less than 10 per view: the required rows conflict, and
        // the conflict is named in the chain's own rows (the edge, the row to it, ...).
        let b = chain(600, edge: 600)
        let fixed = chain(600, edge: 600, isFixed: true)
        #expect(try Backend.auto.solve(b.system).status == .optimal)
        let auto = try Backend.auto.solve(fixed.system)
        guard case .unsatisfiable(let conflict) = auto.status else {
            Issue.record("no conflict found")
            return
        }
        let link = fixed.system.constraints.count - 2
        #expect(conflict.contains(link) && conflict.contains(link + 1))
    }

    @Test func conflictsAreMappedBackToTheWholeSystem() throws {
        var b = threeParts()
        b.add([("e", 1)], -100, .greaterThanOrEqual)  // c7: e >= 100 with d + e <= 10 ...
        b.add([("d", 1)], -50, .greaterThanOrEqual)  // c8: ... and d >= 50
        let auto = try Backend.auto.solve(b.system)
        #expect(auto.status == .unsatisfiable(conflict: [2, 7, 8]))
        #expect(auto.values == b.system.variables.map(\.initialValue))
        #expect(try isIrreducibleConflict([2, 7, 8], in: b.system, solver: GLPKBackend()))
    }

    @Test func aFailingConstantIsAConflictUnderAuto() throws {
        var b = threeParts()
        b.add([], 1, .equal)  // 1 == 0
        let auto = try Backend.auto.solve(b.system)
        #expect(auto.status == .unsatisfiable(conflict: [7]))
    }

    @Test func choiceFollowsSizeAndPriorities() {
        let limit = AutoPolicy.incrementalRowLimit
        #expect(AutoPolicy.backend(rows: 1, levels: 3, priorities: .weighted) == .incremental)
        #expect(AutoPolicy.backend(rows: limit, levels: 3, priorities: .weighted) == .incremental)
        #expect(AutoPolicy.backend(rows: limit + 1, levels: 3, priorities: .weighted) == .glpk)
        #expect(AutoPolicy.backend(rows: 5, levels: 2, priorities: .strict) == .glpk)
        #expect(AutoPolicy.backend(rows: 5, levels: 1, priorities: .strict) == .incremental)
    }

    @Test func strictAutoMatchesStrictGLPK() throws {
        var b = SystemBuilder()
        b.add([("x", 1)], 0, .equal, .medium)
        for _ in 0..<1001 { b.add([("x", 1)], -1, .equal, .weak) }
        b.add([("y", 1)], -2, .equal)
        let auto = try Backend.auto.solve(b.system, priorities: .strict)
        #expect(close(b.value(auto, "x"), 0) && close(b.value(auto, "y"), 2))
        #expect(auto.note.contains("glpk"))
    }

    @Test func theBackendThatSolvedMostRowsIsReported() throws {
        // One part above the grouping limit and three small ones (grouped into one solve).
        var b = SystemBuilder()
        let big = AutoPolicy.groupRowLimit + 10
        b.add([("p0", 1)], 0, .equal)
        for i in 1..<big { b.add([("p\(i)", 1), ("p\(i - 1)", -1)], -1, .greaterThanOrEqual) }
        for k in 0..<3 { b.add([("q\(k)", 1)], -Double(k), .equal) }
        let auto = try Backend.auto.solve(b.system)
        #expect(auto.status == .optimal)
        #expect(auto.backend == .glpk)
        #expect(auto.note.hasPrefix("auto: 4 components in 2 solves"))
        #expect(auto.note.contains("1 incremental (<= \(AutoPolicy.incrementalRowLimit) rows)"))
        #expect(auto.note.contains("1 glpk (> \(AutoPolicy.incrementalRowLimit) rows)"))
        #expect(auto.note.contains("backend glpk solved the most rows (\(big))"))
        #expect(close(b.value(auto, "q2"), 2))
        #expect(system(b.system, holdsAt: auto.values))
    }

    func system(_ s: LinearSystem, holdsAt values: [Double]) -> Bool {
        s.maxRequiredViolation(at: values) <= 1e-6
    }

    /// 600 views in a row, each with an intrinsic width (hugging and compression
    /// resistance), at least 4 apart, and their centres equally spaced at priority 999: one
    /// shared distance couples every view, so presolve leaves nearly all 2,400 rows. `auto`
    /// hands them to GLPK (the incremental solver's fill-in grows fast on this shape), with
    /// GLPK's own optimum.
    @Test func largeCoupledRestGoesToGLPK() throws {
        var b = SystemBuilder()
        var rng = SplitMix64(seed: 999)
        for i in 0..<600 {
            let size = Double(20 + rng.next(below: 40))
            b.add([("w\(i)", 1)], -size, .lessThanOrEqual, Strength(250))
            b.add([("w\(i)", 1)], -size, .greaterThanOrEqual, Strength(750))
            if i > 0 {
                b.add([("x\(i)", 1), ("x\(i - 1)", -1), ("w\(i - 1)", -1)], -4, .greaterThanOrEqual)
                b.add(
                    [("x\(i)", 1), ("w\(i)", 0.5), ("x\(i - 1)", -1), ("w\(i - 1)", -0.5), ("d", -1)], 0,
                    .equal,
                    Strength(999))
            }
        }
        b.add([("x0", 1)], 0, .equal)
        b.add([("x599", 1), ("w599", 1)], -40_000, .equal)
        let auto = try Backend.auto.solve(b.system)
        #expect(auto.status == .optimal)
        #expect(auto.note.contains("presolve"))
        #expect(auto.note.contains("glpk"))
        #expect(!auto.note.contains("incremental simplex"))
        let glpk = try GLPKBackend().solve(b.system)
        #expect(close(auto.objective, glpk.objective, 1e-6 * max(1, abs(glpk.objective))))
        #expect(b.system.maxRequiredViolation(at: auto.values) <= 1e-6)
    }

    /// `10485760 W <= 1120` and `335544320 W >= 36864` cross by 3% of each constant: every
    /// backend reports the two as a conflict (GLPK's presolver alone would call them
    /// feasible; its point is held to the numeric policy, see `GLPKExactTests`).
    @Test func rowsCrossingByLittleAreAConflictOnEveryBackend() throws {
        var b = SystemBuilder()
        b.add([("W", 10_485_760)], -1120, .lessThanOrEqual)
        b.add([("W", 335_544_320)], -36864, .greaterThanOrEqual)
        for backend in [Backend.incremental, .glpk, .auto] {
            let solution = try backend.solve(b.system)
            #expect(solution.status == .unsatisfiable(conflict: [0, 1]), "\(backend)")
        }
    }
}
