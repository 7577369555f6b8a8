import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Large batches: the constraints over one variable are inserted and optimised before the
/// ones that couple variables, so the coupled rows are built from settled definitions.
@Suite struct SolverBatchOrderTests {
    /// A row of `widths.count` views 8 apart from 0 (`x[i+1] == x[i] + w[i] + 8`), each with
    /// `w >= 10` (required), `w >= intrinsic` (strong) and `w == intrinsic` (weak), the last
    /// one's trailing edge 8 before `end`, which is a strong edit suggested to `suggestion`.
    struct Chain {
        let solver = Solver()
        var xs: [Variable] = []
        var ws: [Variable] = []
        let end = Variable("end")
        var constraints: [Constraint] = []

        init(widths: [Double], suggestion: Double) throws {
            try solver.addEditVariable(end, strength: .strong)
            try solver.suggestValue(end, suggestion)
            for (i, width) in widths.enumerated() {
                let x = Variable("x\(i)")
                let w = Variable("w\(i)")
                constraints.append(i == 0 ? x == 0 : x == xs[i - 1] + ws[i - 1] + 8)
                constraints.append(w >= 10)
                constraints.append((w >= width).strength(.strong))
                constraints.append((w == width).strength(.weak))
                xs.append(x)
                ws.append(w)
            }
            constraints.append(xs[widths.count - 1] + ws[widths.count - 1] + 8 <= end)
        }
    }

    static func widths(_ n: Int) -> [Double] { (0..<n).map { Double(20 + ($0 * 7) % 40) } }

    static func cells(_ solver: Solver) -> Int {
        solver.state.tableau.rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.cells.count : 0) }
    }

    /// The views need more room than `end` is asked for: every view keeps its intrinsic
    /// width (squeezing one costs strong + weak per point, moving `end` only strong), `end`
    /// moves out to the chain's end, and the objective is strong times the overshoot.
    @Test func squeezedChainKeepsTheOptimum() throws {
        let widths = Self.widths(120)
        let needed = widths.reduce(0) { $0 + $1 + 8 }
        let chain = try Chain(widths: widths, suggestion: 45 * 120)
        #expect(chain.constraints.count >= Solver.localFirstBatch)
        try chain.solver.addConstraints(chain.constraints)
        chain.solver.updateVariables()
        var x = 0.0
        for (i, width) in widths.enumerated() {
            #expect(abs(chain.ws[i].value - width) < 1e-6)
            #expect(abs(chain.xs[i].value - x) < 1e-6)
            x += width + 8
        }
        #expect(abs(chain.end.value - needed) < 1e-6)
        #expect(abs(chain.solver.objective - 1_000_000 * (needed - 45 * 120)) < 1e-3)
        #expect(chain.solver._checkInvariants().isEmpty)
    }

    /// The optimisation after the batch only changes bases at the views' vertices: the
    /// coupled rows (each position's row holds every earlier view) do not grow. Inserting the
    /// coupling rows first left each width at 10 inside them, and moving every width out to
    /// its intrinsic size then added a cell to each later position's row per view: about
    /// n^2 / 2 cells (45,000 for 300 views).
    @Test func optimisingAfterTheBatchDoesNotFillIn() throws {
        let n = 300
        let chain = try Chain(widths: Self.widths(n), suggestion: Double(45 * n))
        try chain.solver.addConstraints(chain.constraints)
        let built = Self.cells(chain.solver)
        let rewritten = chain.solver.state.tableau.counts.substitutedRows
        chain.solver.updateVariables()
        let settled = Self.cells(chain.solver)
        #expect(settled - built <= 4 * n, "cells \(built) -> \(settled)")
        // Nor does it change the basis at each view once the rows hold it: the local
        // optimisation left each width's row in terms of its strong constraint's markers,
        // which is what the squeeze needs (switching every view over rewrote 46,050 rows).
        let settling = chain.solver.state.tableau.counts.substitutedRows - rewritten
        #expect(settling <= 4 * n, "rows rewritten while settling: \(settling)")
        let needed = Self.widths(n).reduce(0) { $0 + $1 + 8 }
        #expect(abs(chain.end.value - needed) < 1e-6)
    }

    /// The same optimum as adding the constraints one at a time (which never splits).
    @Test func sameOptimumAsOneAtATime() throws {
        // A grid of cells sharing column widths and row heights, squeezed into a frame.
        func build(batch: Bool) throws -> (Solver, [Constraint], Double) {
            let solver = Solver()
            let right = Variable("right")
            let bottom = Variable("bottom")
            var constraints: [Constraint] = []
            let columns = 6
            let rows = 12
            var width: [Variable] = []
            var height: [Variable] = []
            for c in 0..<columns {
                let w = Variable("w\(c)")
                width.append(w)
                constraints.append(w >= 4)
                constraints.append((w >= Double(30 + 9 * c)).strength(.strong))
                constraints.append((w == Double(40 + 5 * c)).strength(.weak))
            }
            for r in 0..<rows {
                let h = Variable("h\(r)")
                height.append(h)
                constraints.append(h >= 2)
                constraints.append((h >= Double(12 + (r * 5) % 11)).strength(.medium))
                constraints.append((h == Double(18 + r % 4)).strength(.weak))
            }
            var xs: [[Variable]] = []
            var ys: [[Variable]] = []
            for r in 0..<rows {
                xs.append([])
                ys.append([])
                for c in 0..<columns {
                    let x = Variable("x\(r)_\(c)")
                    let y = Variable("y\(r)_\(c)")
                    constraints.append(c == 0 ? x == 0 : x == xs[r][c - 1] + width[c - 1] + 4)
                    constraints.append(r == 0 ? y == 0 : y == ys[r - 1][c] + height[r - 1] + 4)
                    constraints.append((x >= Double(50 * c)).strength(.weak))
                    xs[r].append(x)
                    ys[r].append(y)
                }
                constraints.append(xs[r][columns - 1] + width[columns - 1] <= right)
            }
            for c in 0..<columns { constraints.append(ys[rows - 1][c] + height[rows - 1] <= bottom) }
            constraints.append(right <= 250)
            constraints.append((bottom == 200).strength(.strong))
            if batch {
                try solver.addConstraints(constraints)
            } else {
                for constraint in constraints { try solver.addConstraint(constraint) }
            }
            solver.updateVariables()
            return (solver, constraints, solver.objective)
        }
        let (batched, constraints, objective) = try build(batch: true)
        #expect(constraints.count >= Solver.localFirstBatch)
        #expect(Check.worstRequired(constraints) <= 1e-9)
        let (_, _, reference) = try build(batch: false)
        #expect(Check.close(objective, reference, 1e-9), "\(objective) vs \(reference)")
        #expect(batched._checkInvariants().isEmpty)
    }

    /// A row of views squeezed by a required container edge: the widths must give up 2.5
    /// points per view in total, and squeezing any view costs the same (its compression
    /// resistance), so the simplex meets a tie between every view at each step. Taken by
    /// the symbol held by the fewest rows, it squeezes the views at the end of the row,
    /// whose width is in few position rows (about 1,000 rows rewritten for 300 views);
    /// taken by the smallest id, it squeezed the first ones, each pivot rewriting every
    /// later position's row (about 8,400).
    @Test func squeezeTiesGoToTheShortestColumn() throws {
        let n = 300
        let widths = Self.widths(n)
        let solver = Solver()
        var xs: [Variable] = []
        var ws: [Variable] = []
        var constraints: [Constraint] = []
        for (i, width) in widths.enumerated() {
            let x = Variable("x\(i)")
            let w = Variable("w\(i)")
            constraints.append(i == 0 ? x == 8 : x == xs[i - 1] + ws[i - 1] + 8)
            constraints.append(w >= 10)
            constraints.append((w >= width).strength(Strength(750)))
            constraints.append((w <= width).strength(Strength(250)))
            xs.append(x)
            ws.append(w)
        }
        let room = Double(45 * n)
        constraints.append(xs[n - 1] + ws[n - 1] + 8 <= room)
        try solver.addConstraints(constraints)
        solver.updateVariables()
        let overshoot = widths.reduce(8) { $0 + $1 + 8 } - room
        #expect(overshoot > 0)
        #expect(abs(solver.objective - 750 * overshoot) < 1e-6)
        #expect(Check.worstRequired(constraints) <= 1e-9)
        let rows = solver.state.tableau.counts.substitutedRows
        #expect(rows <= 5 * n, "rows rewritten: \(rows)")
    }

    /// A table: cells in 10 columns and 30 rows, each cell's width equal to its column's
    /// and its height of its row's, each with a strong minimum and a weak preference; cells
    /// follow each other 8 apart along rows and down columns. A column is as wide as its
    /// widest minimum, a row as tall as its tallest, and the weak preferences pay the rest.
    /// The widths and heights settle before the positions are built, so the optimisation
    /// after the batch rewrites few rows (the one-pass order rewrote 130,562).
    @Test func tableSettlesBeforeItsPositions() throws {
        let columns = 10
        let rows = 30
        func minimum(_ r: Int, _ c: Int, _ salt: Int) -> Double { Double(20 + (r * 13 + c * 7 + salt) % 40) }
        let solver = Solver()
        let width = (0..<columns).map { Variable("w\($0)") }
        let height = (0..<rows).map { Variable("h\($0)") }
        var constraints: [Constraint] = []
        var x: [[Variable]] = []
        var y: [[Variable]] = []
        var expected = 0.0
        for r in 0..<rows {
            x.append([])
            y.append([])
            for c in 0..<columns {
                let cx = Variable("x\(r)_\(c)")
                let cy = Variable("y\(r)_\(c)")
                let w = r == 0 ? width[c] : Variable("w\(r)_\(c)")
                let h = c == 0 ? height[r] : Variable("h\(r)_\(c)")
                constraints.append(c == 0 ? cx == 0 : cx == x[r][c - 1] + width[c - 1] + 8)
                constraints.append(r == 0 ? cy == 0 : cy == y[r - 1][c] + height[r - 1] + 8)
                if r > 0 { constraints.append(w == width[c]) }
                if c > 0 { constraints.append(h == height[r]) }
                constraints.append((w >= minimum(r, c, 0)).strength(.strong))
                constraints.append((w == minimum(r, c, 0)).strength(.weak))
                constraints.append((h >= minimum(r, c, 5)).strength(.strong))
                constraints.append((h == minimum(r, c, 5)).strength(.weak))
                x[r].append(cx)
                y[r].append(cy)
            }
        }
        var widest: [Double] = []
        for c in 0..<columns { widest.append((0..<rows).map { minimum($0, c, 0) }.max() ?? 0) }
        var tallest: [Double] = []
        for r in 0..<rows { tallest.append((0..<columns).map { minimum(r, $0, 5) }.max() ?? 0) }
        for r in 0..<rows {
            for c in 0..<columns {
                expected += widest[c] - minimum(r, c, 0) + tallest[r] - minimum(r, c, 5)
            }
        }
        try solver.addConstraints(constraints)
        let rewritten = solver.state.tableau.counts.substitutedRows
        solver.updateVariables()
        #expect(abs(solver.objective - expected) < 1e-6)
        for c in 0..<columns { #expect(abs(width[c].value - widest[c]) < 1e-9) }
        for r in 0..<rows { #expect(abs(height[r].value - tallest[r]) < 1e-9) }
        #expect(abs(y[rows - 1][3].value - tallest.dropLast().reduce(0) { $0 + $1 + 8 }) < 1e-9)
        let settling = solver.state.tableau.counts.substitutedRows - rewritten
        #expect(settling <= 2 * rows * columns, "rows rewritten while settling: \(settling)")
    }

    /// Required constraints over one variable that conflict, in a large batch: the batch
    /// fails with both named, and the solver is as before.
    @Test func conflictInALargeBatchChangesNothing() throws {
        var chain = try Chain(widths: Self.widths(80), suggestion: 3000)
        let low = chain.ws[40] >= 70
        let high = chain.ws[40] <= 60
        chain.constraints.append(low)
        chain.constraints.append(high)
        let before = chain.solver.dump()
        var found: [Constraint]?
        do {
            try chain.solver.addConstraints(chain.constraints)
        } catch {
            found = Check.conflict(of: error)
        }
        let conflict = try #require(found)
        #expect(conflict.contains { $0 === low } && conflict.contains { $0 === high })
        #expect(conflict.allSatisfy { $0.strength.isRequired })
        #expect(chain.solver.dump() == before)
    }
}
