import Testing
import TrellisSolver
import TrellisTestSupport

@testable import TrellisGLPK

/// Variables defined by their own soft rows (a view's hugging and compression resistance on
/// one length) are solved out of GLPK's LP: the answers stay those of the LP that keeps them.
@Suite struct GLPKAggregationTests {
    /// Two lengths with intrinsic sizes 30 and 50 (hugging `<=`, compression `>=`, each
    /// pair with the same constant), required to add up to at least `total` (when there is
    /// room to spare) or at most `total` (when there is too little).
    func pair(total: Double, hug: (Double, Double), compression: (Double, Double)) -> SystemBuilder {
        var b = SystemBuilder()
        for (i, size) in [30.0, 50].enumerated() {
            b.add([("w\(i)", 1)], -size, .lessThanOrEqual, Strength(i == 0 ? hug.0 : hug.1))
            b.add(
                [("w\(i)", 1)], -size, .greaterThanOrEqual, Strength(i == 0 ? compression.0 : compression.1))
        }
        b.add([("w0", 1), ("w1", 1)], -total, total >= 80 ? .greaterThanOrEqual : .lessThanOrEqual)
        return b
    }

    /// The LP of `b` with substitution on, solved.
    func solved(_ b: SystemBuilder) throws -> SystemSolution {
        let translation = SystemTranslation(b.system, aggregating: true)
        return try GLPKBackend.solve(b.system, translation: translation, priorities: .weighted, basis: nil)
            .solution
    }

    /// `b` with rows enough that substitution is on by default (the rows added hold a
    /// variable of their own each, and come after `b`'s).
    func padded(_ b: SystemBuilder) -> SystemBuilder {
        var b = b
        for i in 0...SystemTranslation.aggregationConstraintLimit {
            b.add([("pad\(i)", 1)], 0, .greaterThanOrEqual)
        }
        return b
    }

    @Test func bothPairsLeaveTheLP() {
        let small = SystemTranslation(pair(total: 100, hug: (250, 300), compression: (750, 800)).system)
        #expect(small.aggregates.isEmpty)
        let t = SystemTranslation(
            pair(total: 100, hug: (250, 300), compression: (750, 800)).system, aggregating: true)
        #expect(t.aggregates.count == 2)
        #expect(t.model.rowCount == 1)
        #expect(t.model.columnCount == 4)
        #expect(t.variableColumn == [-1, -1])
        let plain = SystemTranslation(
            pair(total: 100, hug: (250, 300), compression: (750, 800)).system, aggregating: false)
        #expect(plain.aggregates.isEmpty)
        #expect(plain.model.rowCount == 5)
    }

    /// Room for 100: the cheaper hugging (250 against 300) gives way, w0 = 50, w1 = 50,
    /// at a cost of 20 * 250.
    @Test func roomToSpareGoesToTheWeakerHugging() throws {
        let b = pair(total: 100, hug: (250, 300), compression: (750, 800))
        let answer = try solved(b)
        #expect(close(b.value(answer, "w0"), 50))
        #expect(close(b.value(answer, "w1"), 50))
        #expect(close(answer.objective, 5_000))
        #expect(answer.note.contains("2 variables substituted"))
    }

    /// Room for 60 only: the weaker compression resistance (750) gives way, w0 = 10.
    @Test func tooLittleRoomSqueezesTheWeakerCompression() throws {
        let b = pair(total: 60, hug: (250, 300), compression: (750, 800))
        let answer = try solved(b)
        #expect(close(b.value(answer, "w0"), 10))
        #expect(close(b.value(answer, "w1"), 50))
        #expect(close(answer.objective, 20 * 750))
    }

    /// Rows that only look alike stay rows: different constants, coefficients, or a variable
    /// in no other row.
    @Test func onlyTrueDefinitionsAreTaken() {
        var b = SystemBuilder()
        b.add([("a", 1)], -10, .lessThanOrEqual, .weak)
        b.add([("a", 1)], -12, .greaterThanOrEqual, .weak)
        b.add([("b", 2)], -10, .lessThanOrEqual, .weak)
        b.add([("b", 1)], -5, .greaterThanOrEqual, .weak)
        b.add([("c", 1)], -7, .equal, .medium)
        b.add([("d", 1)], -7, .equal, .medium)
        b.add([("e", 1)], -7, .equal, .medium)
        b.add([("a", 1), ("b", 1), ("c", 1)], -40, .lessThanOrEqual)
        b.add([("e", 1), ("a", -1)], 0, .equal)
        let t = SystemTranslation(b.system, aggregating: true)
        // Only c: a's constants differ, b's coefficients differ, d is in no other row, e is
        // in a required equality (left to GLPK's presolver).
        #expect(t.aggregates.map(\.variable) == [b.v("c")])
        #expect(t.model.rowCount == 8)
    }

    /// Seeded random systems of lengths with intrinsic sizes under shared containers and
    /// chains: the same optimum with and without substitution, weighted and strict, and the
    /// incremental solver's optimum.
    @Test(arguments: 0..<24) func sameOptimumAsTheFullLP(seed: UInt64) throws {
        let system = Self.randomLengths(seed: seed)
        let full = SystemTranslation(system, aggregating: false)
        let substituted = SystemTranslation(system, aggregating: true)
        #expect(!substituted.aggregates.isEmpty)
        #expect(substituted.model.rowCount < full.model.rowCount)
        for priorities in [PriorityMode.weighted, .strict] {
            let a = try GLPKBackend.solve(
                system, translation: substituted, priorities: priorities, basis: nil
            ).solution
            let b = try GLPKBackend.solve(system, translation: full, priorities: priorities, basis: nil)
                .solution
            #expect(a.status == b.status, "seed \(seed) \(priorities)")
            guard case .optimal = a.status else { continue }
            #expect(system.maxRequiredViolation(at: a.values) <= 1e-6)
            #expect(
                close(a.objective, b.objective, 1e-6 * max(1, abs(b.objective))), "seed \(seed) \(priorities)"
            )
            if priorities == .weighted {
                let incremental = try IncrementalBackend().solve(system, priorities: .weighted)
                #expect(
                    close(a.objective, incremental.objective, 1e-6 * max(1, abs(a.objective))), "seed \(seed)"
                )
            }
        }
    }

    /// Constant changes on the warm solver: both rows of a pair moved together keep the
    /// LP's shape (a warm re-solve); one alone no longer defines the variable, and the LP is
    /// translated again. Each answer is the cold solve's.
    @Test func warmSolverFollowsDefiningConstants() throws {
        let b = padded(pair(total: 100, hug: (250, 300), compression: (750, 800)))
        let solver = try GLPKWarmSolver(b.system)
        _ = try solver.solve()
        // w1's intrinsic size 50 -> 45, both rows: w0 = 55 at 25 * 250.
        try solver.setConstant(ofConstraint: 2, to: -45)
        try solver.setConstant(ofConstraint: 3, to: -45)
        let moved = try solver.solve()
        #expect(moved.note.contains("warm"))
        #expect(moved.note.contains("2 variables substituted"))
        #expect(close(b.value(moved, "w0"), 55))
        #expect(close(b.value(moved, "w1"), 45))
        // Hugging alone at 40: w1 hugs 40 (300 per point) and resists below 45 (800).
        try solver.setConstant(ofConstraint: 2, to: -40)
        let split = try solver.solve()
        #expect(split.note.contains("1 variable substituted"))
        let cold = try GLPKBackend().solve(solver.system)
        #expect(close(split.objective, cold.objective))
        #expect(close(b.value(split, "w1"), b.value(cold, "w1")))
        // The total is an ordinary row: its constant moves w0 alone.
        try solver.setConstant(ofConstraint: 2, to: -45)
        try solver.setConstant(ofConstraint: 4, to: -90)
        let total = try solver.solve()
        #expect(close(b.value(total, "w0"), 45))
        #expect(close(b.value(total, "w1"), 45))
        #expect(close(total.objective, 15 * 250))
    }

    /// A solver that reports ambiguity keeps every variable in the LP (ambiguity is read
    /// from each variable's column).
    @Test func ambiguityKeepsTheColumns() throws {
        let b = padded(pair(total: 100, hug: (250, 250), compression: (750, 800)))
        let plain = try GLPKWarmSolver(b.system)
        #expect(try plain.solve().note.contains("2 variables substituted"))
        let solver = try GLPKWarmSolver(b.system)
        solver.reportsAmbiguity = true
        let answer = try solver.solve()
        #expect(!answer.note.contains("substituted"))
        // Equal hugging: the 20 spare points may go to either length.
        #expect(solver.ambiguity?[b.system.variables.firstIndex { $0.name == "w0" } ?? -1] == true)
        #expect(solver.ambiguity?[b.system.variables.firstIndex { $0.name == "w1" } ?? -1] == true)
    }

    /// Edits on a substituted variable reach the LP through its definition.
    @Test func editsOnASubstitutedVariable() throws {
        var b = padded(pair(total: 100, hug: (250, 300), compression: (750, 800)))
        b.edit("w1", .strong, 70)
        let solver = try GLPKWarmSolver(b.system)
        let first = try solver.solve()
        #expect(close(b.value(first, "w1"), 70))
        #expect(close(b.value(first, "w0"), 30))
        try solver.setSuggestedValue(ofEdit: 0, to: 20)
        let second = try solver.solve()
        #expect(second.note.contains("warm"))
        let cold = try GLPKBackend().solve(solver.system)
        #expect(close(second.objective, cold.objective))
        #expect(close(b.value(second, "w1"), b.value(cold, "w1")))
    }

    static func randomLengths(seed: UInt64) -> LinearSystem {
        var rng = SplitMix64(seed: 0xA66 &+ seed)
        var b = SystemBuilder()
        let count = 6 + rng.next(below: 30)
        let weights: [Strength] = [.weak, Strength(250), Strength(750), .medium, .strong]
        for i in 0..<count {
            let size = Double(10 + rng.next(below: 60))
            switch rng.next(below: 4) {
            case 0:
                b.add([("w\(i)", 1)], -size, .equal, weights[rng.next(below: weights.count)])
            default:
                b.add([("w\(i)", 1)], -size, .lessThanOrEqual, weights[rng.next(below: weights.count)])
                b.add([("w\(i)", 1)], -size, .greaterThanOrEqual, weights[rng.next(below: weights.count)])
            }
            b.add([("w\(i)", 1)], 0, .greaterThanOrEqual)
            // A row: x(i+1) >= x(i) + w(i) + gap.
            b.add(
                [("x\(i + 1)", 1), ("x\(i)", -1), ("w\(i)", -1)], -Double(rng.next(below: 9)),
                .greaterThanOrEqual)
        }
        b.add([("x0", 1)], 0, .equal)
        // The container's end, required or strong, and a few equal-length rows.
        let end = Double(count * (20 + rng.next(below: 40)))
        b.add([("x\(count)", 1)], -end, .lessThanOrEqual, rng.next(below: 2) == 0 ? .required : .strong)
        b.add([("x\(count)", 1)], -end, .equal, .weak)
        for _ in 0..<(count / 4) {
            let i = rng.next(below: count)
            let j = rng.next(below: count)
            if i != j { b.add([("w\(i)", 1), ("w\(j)", -1)], 0, .equal, Strength(999)) }
        }
        return b.system
    }
}
