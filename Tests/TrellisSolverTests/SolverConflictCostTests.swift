import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Conflicts are made irreducible by one elimination of their rows when that decides it
/// (``RowDependency``), not a solve per member, and stay irreducible.
@Suite struct SolverConflictCostTests {
    /// A chain of `n` widths, each at least 10 and 8 apart, in a container of `width`.
    func chain(_ n: Int, width: Double = 1000) -> (required: [Constraint], closing: Constraint) {
        var rows: [Constraint] = []
        var previous = Variable("start")
        rows.append(previous == 0)
        for i in 0..<n {
            let left = Variable("left\(i)")
            let width = Variable("width\(i)")
            rows.append(left == previous + 8)
            rows.append(width >= 10)
            let right = Variable("right\(i)")
            rows.append(right == left + width)
            previous = right
        }
        return (rows, previous + 8 <= width)
    }

    @Test func aLongChainConflictIsWholeAndCheap() throws {
        let (rows, closing) = chain(400)
        let solver = Solver()
        try solver.addConstraints(rows)
        let clock = ContinuousClock()
        var found: [Constraint] = []
        let elapsed = clock.measure {
            do {
                try solver.addConstraint(closing)
            } catch {
                found = Check.conflict(of: error) ?? []
            }
        }
        // Every row but the start's pin is needed (the start is pinned through left0 only
        // when the chain is measured from it): the closing row, 400 gaps, widths, rights
        // and the pin.
        #expect(found.first === closing)
        #expect(found.count == rows.count + 1)
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }

    @Test func theChainConflictIsIrreducible() throws {
        let (rows, closing) = chain(12, width: 100)
        let solver = Solver()
        try solver.addConstraints(rows)
        var found: [Constraint] = []
        do { try solver.addConstraint(closing) } catch { found = Check.conflict(of: error) ?? [] }
        #expect(!found.isEmpty)
        #expect(!Solver.isSatisfiable(found))
        for i in found.indices {
            var without = found
            without.remove(at: i)
            #expect(Solver.isSatisfiable(without), "member \(i) is not needed")
        }
    }

    @Test func dependencyDecidesIrreducibility() {
        // x >= 1, y >= 1, x + y <= 1: one dependency, every row in it.
        #expect(RowDependency.isSingleFullDependency([[(0, 1)], [(1, 1)], [(0, 1), (1, 1)]]))
        // A fourth row outside the dependency (z alone): not every row is in it.
        #expect(!RowDependency.isSingleFullDependency([[(0, 1)], [(1, 1)], [(0, 1), (1, 1)], [(2, 1)]]))
        // Two dependencies (x twice, y twice): no proof, the filter decides.
        #expect(!RowDependency.isSingleFullDependency([[(0, 1)], [(0, 2)], [(1, 1)], [(1, 3)]]))
        // Nearly parallel rows are independent, and a tiny real multiplier counts.
        #expect(RowDependency.areIndependent([[(0, 1), (1, 1)], [(0, 1), (1, 1.000_000_000_223_221_9)]]))
        #expect(
            RowDependency.isSingleFullDependency([
                [(1, 1)], [(0, 1), (1, 1)], [(0, 1), (1, 1.000_000_000_223_221_9)],
            ]))
    }

    @Test func nearlyParallelRowsNeedTheBound() throws {
        // y >= -1e6, x + y >= 9.08, x + 1.0000000002 y <= -1.26: the two rows alone hold
        // (y near -4.6e10); a tableau that takes them for parallel named only those two.
        let x = Variable("x")
        let y = Variable("y")
        let bound = y >= -1e6
        let above = x + y >= 9.084_472_319_189_207
        let below = x + 1.000_000_000_223_221_9 * y <= -1.263_663_421_136_819
        let solver = Solver()
        var found: [Constraint] = []
        do { try solver.addConstraints([bound, above, below]) } catch { found = Check.conflict(of: error) ?? [] }
        #expect(Set(found.map(ObjectIdentifier.init)) == Set([bound, above, below].map(ObjectIdentifier.init)))
    }
}
