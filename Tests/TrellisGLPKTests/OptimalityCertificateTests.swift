import Testing
import TrellisSolver

@testable import TrellisGLPK

/// The dual certificate of an LP answer, on LPs small enough to derive by hand.
@Suite struct OptimalityCertificateTests {
    /// min x subject to the row r = x, r >= 2 (x free): optimum x = 2, row dual 1, reduced
    /// cost 1 - 1 * 1 = 0.
    static func lowerBoundedRow() -> LPModel {
        var model = LPModel()
        let x = model.addColumn(.free, cost: 1)
        let r = model.addRow(.lower(2))
        model.addEntry(row: r, column: x, value: 1)
        return model
    }

    static func certificate(_ model: LPModel, columns: [Double], rowDuals: [Double]) -> OptimalityCertificate
    {
        OptimalityCertificate(
            model: model, rowBounds: model.rowBounds, columnBounds: model.columnBounds, costs: model.costs,
            columns: columns, rowDuals: rowDuals)
    }

    @Test func theOptimumWithItsDualHasNoGap() {
        let c = Self.certificate(Self.lowerBoundedRow(), columns: [2], rowDuals: [1])
        #expect(c.gap == 0)
        #expect(c.holds)
    }

    @Test func aFeasiblePointAboveTheOptimumLeavesTheGapItMisses() {
        // x = 3: the row sits 1 above the bound its dual of 1 holds it to, so the gap is 1,
        // the distance to the optimum's objective.
        let c = Self.certificate(Self.lowerBoundedRow(), columns: [3], rowDuals: [1])
        #expect(c.gap == 1)
        #expect(!c.holds)
    }

    @Test func aDualOfTheWrongSignIsADualInfeasibility() {
        // Row dual 0 leaves the free column a reduced cost of 1: nothing bounds x below, so
        // the gap is 1 * (|2| + 1).
        let c = Self.certificate(Self.lowerBoundedRow(), columns: [2], rowDuals: [0])
        #expect(c.gap == 3)
        #expect(!c.holds)
    }

    @Test func anErrorColumnAtItsBoundIsOptimal() {
        // min 5e + 0 x subject to x + e >= 10 and x == 4 (a fixed row): e = 6 at its optimum.
        // Duals: the first row 5 (it sits at its lower bound), the second -5, so x's reduced
        // cost is 0 - 5 + 5 = 0 and e's is 5 - 5 = 0.
        var model = LPModel()
        let x = model.addColumn(.free)
        let e = model.addColumn(.lower(0), cost: 5)
        let r0 = model.addRow(.lower(10))
        model.addEntry(row: r0, column: x, value: 1)
        model.addEntry(row: r0, column: e, value: 1)
        let r1 = model.addRow(.fixed(4))
        model.addEntry(row: r1, column: x, value: 1)
        #expect(Self.certificate(model, columns: [4, 6], rowDuals: [5, -5]).holds)
        // e = 7 is feasible and 5 worse: the gap says so.
        #expect(Self.certificate(model, columns: [4, 7], rowDuals: [5, -5]).gap == 5)
    }

    @Test func mismatchedSizesNeverCertify() {
        #expect(!Self.certificate(Self.lowerBoundedRow(), columns: [], rowDuals: [1]).holds)
    }

    @Test func glpkCertifiesItsOwnOptimum() throws {
        var system = LinearSystem()
        let x = system.addVariable("x")
        system.addConstraint(id: "low", [(x, 1)], constant: -2, .greaterThanOrEqual)
        system.addConstraint(id: "pull", [(x, 1)], constant: 0, .equal, strength: .weak)
        let solution = try GLPKBackend().solve(system)
        #expect(solution.status == .optimal)
        #expect(abs(solution.values[x] - 2) <= 1e-12)
        #expect(!solution.note.contains("failed"))
    }
}
