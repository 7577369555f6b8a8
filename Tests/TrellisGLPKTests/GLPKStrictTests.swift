import Testing
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

@Suite struct GLPKStrictTests {
    let glpk = GLPKBackend()

    @Test func oneMediumAgainstManyWeak() throws {
        // x == 0 medium (1000) against 1,001 x == 1 weak (1 each).
        // Weighted: 1,001 > 1,000, so x = 1 and the objective is 1000.
        // Strict: medium is never traded: x = 0 and the objective is 1001.
        var b = SystemBuilder()
        b.add([("x", 1)], 0, .equal, .medium)
        for _ in 0..<1001 { b.add([("x", 1)], -1, .equal, .weak) }
        let weighted = try glpk.solve(b.system, priorities: .weighted)
        #expect(close(b.value(weighted, "x"), 1))
        #expect(close(weighted.objective, 1000))
        let strict = try glpk.solve(b.system, priorities: .strict)
        #expect(close(b.value(strict, "x"), 0))
        #expect(close(strict.objective, 1001))
        #expect(strict.note.contains("strict, 2 levels"))
    }

    @Test func lowerLevelsStillChooseWithinTheOptimalFace() throws {
        // Strong: x + y == 10. Medium: x >= 8 and y >= 8 (one must give: total violation 6,
        // any split). Weak: x == 7 (a hundred of them). Strict: medium keeps violation 6
        // (x + y = 10 with x, y <= 8, ... x in [2, 8]); weak picks x = 7, y = 3.
        var b = SystemBuilder()
        b.add([("x", 1), ("y", 1)], -10, .equal, .strong)
        b.add([("x", 1)], -8, .greaterThanOrEqual, .medium)
        b.add([("y", 1)], -8, .greaterThanOrEqual, .medium)
        for _ in 0..<100 { b.add([("x", 1)], -7, .equal, .weak) }
        let s = try glpk.solve(b.system, priorities: .strict)
        #expect(close(b.value(s, "x"), 7) && close(b.value(s, "y"), 3))
        #expect(close(s.objective, 6 * 1000))
        // Weighted agrees here (nothing to trade across levels).
        let w = try glpk.solve(b.system, priorities: .weighted)
        #expect(close(b.value(w, "x"), 7))
    }

    @Test func threeLevelsWhereWeightedTradesTwice() throws {
        // strong: w == 100 (x1). medium: w == 0 (x2000). weak: w == 50 (x3).
        // Weighted: medium total 2e6 beats strong 1e6: w = 0, objective 1e8 + 150.
        // Strict: strong first: w = 100; objective 1e3 * 2000 * 100 + 3 * 50.
        var b = SystemBuilder()
        b.add([("w", 1)], -100, .equal, .strong)
        for _ in 0..<2000 { b.add([("w", 1)], 0, .equal, .medium) }
        for _ in 0..<3 { b.add([("w", 1)], -50, .equal, .weak) }
        let weighted = try glpk.solve(b.system, priorities: .weighted)
        #expect(close(b.value(weighted, "w"), 0))
        #expect(close(weighted.objective, 100_000_000 + 150))
        let strict = try glpk.solve(b.system, priorities: .strict)
        #expect(close(b.value(strict, "w"), 100))
        #expect(close(strict.objective, 200_000_000 + 150))
    }

    @Test func editsTakePartInLevels() throws {
        // Edit width -> 400 strong; width <= 300 medium; width >= 350 x 2000 weak.
        // Weighted: edit wins over everything (1e6 per unit): width = 400.
        // Strict the same: strong first. Then a medium-vs-weak race at equal strength of edit:
        // move the edit down to weak: weighted width = 350 (2000 weak + 1 weak beat medium
        // 1000 per unit); strict: width = 300 (medium first).
        var b = SystemBuilder()
        b.edit("width", .weak, 400)
        b.add([("width", 1)], -300, .lessThanOrEqual, .medium)
        for _ in 0..<2000 { b.add([("width", 1)], -350, .greaterThanOrEqual, .weak) }
        let weighted = try glpk.solve(b.system, priorities: .weighted)
        #expect(close(b.value(weighted, "width"), 350))
        let strict = try glpk.solve(b.system, priorities: .strict)
        #expect(close(b.value(strict, "width"), 300))
        #expect(close(strict.objective, 100 + 2000 * 50))
    }

    @Test func strictConflictsAreTheSameAsWeighted() throws {
        var b = SystemBuilder()
        b.add([("x", 1)], -1, .greaterThanOrEqual)
        b.add([("x", 1)], 0, .lessThanOrEqual)
        b.add([("x", 1)], 0, .equal, .weak)
        b.add([("x", 1)], -3, .equal, .medium)
        let s = try glpk.solve(b.system, priorities: .strict)
        #expect(s.status == .unsatisfiable(conflict: [0, 1]))
    }

    @Test func aBindingRowWithLargeCoefficientsKeepsItsLevel() throws {
        // Level 1 (1.5e9): x0 <= 256. Level 2 (an edit of 1.0e8): x1 toward -5.34e-4; the
        // row `6 x0 + 83886080 x1 >= -5632` stops it at -7168 / 83886080 = -8.545e-5.
        // Level 3 (weak): x1 toward +1.8e-3. The binding row's dual is 1.2e-8 per unit of
        // level cost as written (its coefficients are near 1e8); it must still hold the
        // level, so the weak row cannot pull x1 up along it.
        var b = SystemBuilder()
        b.add([("x0", 6), ("x1", 83_886_080)], 5632, .greaterThanOrEqual)
        b.add([("x0", 0.015625), ("x1", -2048)], 7.9375, .greaterThanOrEqual)
        b.add([("x0", -0.25), ("x1", -25_165_824)], -896, .greaterThanOrEqual)
        b.add([("x0", -0.375)], 96, .greaterThanOrEqual, Strength(1_539_400_000))
        b.add([("x1", -8192)], 14.5, .equal, .weak)
        b.edit("x1", Strength(102_544_000), -0.0005340576171875)
        let s = try glpk.solve(b.system, priorities: .strict)
        #expect(close(b.value(s, "x0"), 256))
        #expect(abs(b.value(s, "x1") - -7168 / 83_886_080) <= 1e-15)
    }
}
