import Testing

@testable import TrellisSolver

/// The invariant check of a required equality's row (its dummy basic): zero to the
/// roundoff of the row's own cells, and a real offset still reported.
@Suite struct SolverDummyRowCheckTests {
    /// The slot of the first row whose basic symbol is a dummy.
    static func dummyRow(_ solver: Solver) -> Int? {
        let t = solver.state.tableau
        return t.rows.indices.first { t.rows[$0].basic >= 0 && t.kind(t.rows[$0].basic) == .dummy }
    }

    @Test func nearlyParallelEqualitiesPassTheCheck() throws {
        // Pairs of equalities a part in 1e6 to 1e7 from parallel, every pair holding at
        // x = -8, y = 5, z = 6, w = 1. The first pair fixes y through its difference (rates
        // of 2e8), to within 2.4e-8; the pair on y then ends as dummy rows whose cells reach
        // 1.07e9 and whose constants hold 1.3e-7: roundoff of those cells, not a conflict.
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraints([
            -0.0048828125 * y - 0.4375 * w + 0.15625 * z - 0.4755859375 == 0,
            -0.004882817156612873 * y - 0.4375 * w + 0.15625 * z - 0.47558591421693563 == 0,
            -20480.0 * x - 163840.0 >= 0,
            -20480.01953125 * x - 163840.15625 == 0,
            -5.0 * y + 25.0 == 0,
            -4.999995231628418 * y + 24.99997615814209 == 0,
            -40.0 * z + 240.0 == 0,
            -40.000038146972656 * z + 240.00022888183594 == 0,
        ])
        solver.updateVariables()
        #expect(abs(y.value - 5) < 1e-7)
        #expect(abs(z.value - 6) < 1e-9)
        #expect(abs(x.value + 8) < 1e-9)
        #expect(abs(w.value - 1) < 1e-6)
        #expect(solver._checkInvariants() == [])
    }

    @Test(arguments: [0.5, 1e-6, -2e-8])
    func anOffsetDummyRowIsReported(offset: Double) throws {
        // `2x == 10` after `x == 5` is redundant: its row holds only dummies, at 0. Moved
        // off 0 (cells of size 1), the equality it stands for is violated.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 5)
        try solver.addConstraint(2 * x == 10)
        #expect(solver._checkInvariants() == [])
        let slot = try #require(Self.dummyRow(solver))
        solver.state.tableau.rows[slot].constant += offset
        let problems = solver._checkInvariants()
        #expect(problems.contains { $0.hasPrefix("row \(slot): dummy") && $0.contains("not 0") })
    }
}
