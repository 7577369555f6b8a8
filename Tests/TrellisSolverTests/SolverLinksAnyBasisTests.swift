import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// ``Solver/linksAnyBasis``: rows linked while some external is non-basic. Such a solver must
/// accept and refuse the same required constraints as one in solved form, name conflicts
/// that are irreducible, and hold values that satisfy what it accepted; on a chain that
/// follows an inequality over its end, its rows stay short.
@Suite struct SolverLinksAnyBasisTests {
    /// A row of `count` views: first the last view's trailing edge at most `bound`, then the
    /// first view at 8, each width at least 10 and each view 8 after the previous.
    static func squeezedChain(_ count: Int, bound: Double) -> [Constraint] {
        let x = (0..<count).map { Variable("x\($0)") }
        let w = (0..<count).map { Variable("w\($0)") }
        var constraints = [x[count - 1] + w[count - 1] <= bound, x[0] == 8]
        for i in 0..<count {
            constraints.append(w[i] >= 10)
            if i + 1 < count { constraints.append(x[i + 1] == x[i] + w[i] + 8) }
        }
        return constraints
    }

    /// Adds `constraints` one at a time; returns the indices of those refused as unsatisfiable
    /// with their conflicts.
    static func addOneByOne(_ constraints: [Constraint], to solver: Solver) -> [(Int, [Constraint])] {
        var refused: [(Int, [Constraint])] = []
        for (i, constraint) in constraints.enumerated() {
            do {
                try solver.addConstraint(constraint)
            } catch {
                refused.append((i, Check.conflict(of: error) ?? []))
            }
        }
        return refused
    }

    static func cells(_ solver: Solver) -> Int {
        solver.state.tableau.rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.cells.count : 0) }
    }

    @Test(arguments: [300.0, 100_000.0])
    func aChainAfterAnInequalityOverItsEndStaysShort(bound: Double) throws {
        let count = 200
        let constraints = Self.squeezedChain(count, bound: bound)
        let plain = Solver()
        let linked = Solver()
        linked.linksAnyBasis = true
        let refusedPlain = Self.addOneByOne(constraints, to: plain)
        let refusedLinked = Self.addOneByOne(constraints, to: linked)
        #expect(refusedPlain.map(\.0) == refusedLinked.map(\.0))
        for ((_, a), (_, b)) in zip(refusedPlain, refusedLinked) {
            #expect(Set(a.map(ObjectIdentifier.init)) == Set(b.map(ObjectIdentifier.init)))
        }
        if bound == 300 {
            // The last view's width is free until its own minimum, which comes last: with
            // 10-wide views 8 apart the row cannot end by 300, so that minimum is refused.
            #expect(refusedLinked.map(\.0) == [constraints.count - 1])
        } else {
            #expect(refusedLinked.isEmpty)
        }
        // Solved form: each position's row holds every earlier width's slack. Linked: three
        // cells and a marker a row, once rows are long enough to be linked at all.
        #expect(Self.cells(plain) > count * count / 4)
        #expect(Self.cells(linked) < 16 * count)
        #expect(linked.state.tableau.linking.count > count / 2)
        linked.updateVariables()
        let refused = Set(refusedLinked.map(\.0))
        let accepted = constraints.enumerated().filter { !refused.contains($0.offset) }.map(\.element)
        #expect(Check.worstRequired(accepted) <= 1e-9)
    }

    @Test(arguments: 0..<8)
    func randomRequiredConstraintsAreRefusedAlike(seed: Int) throws {
        var random = RandomSystems(seed: UInt64(72_000 + seed), variableCount: 6 + seed)
        let constraints = (0..<(40 + 5 * seed)).map { _ in random.constraint(requiredShare: 1) }
        let plain = Solver()
        let linked = Solver()
        linked.linksAnyBasis = true
        linked.state.tableau.linking.limit = 0  // every row that can be linked is
        let refusedPlain = Self.addOneByOne(constraints, to: plain)
        let refusedLinked = Self.addOneByOne(constraints, to: linked)
        #expect(refusedPlain.map(\.0) == refusedLinked.map(\.0), "seed \(seed)")
        for (_, conflict) in refusedLinked {
            #expect(Check.irreducible(conflict), "seed \(seed)")
        }
        linked.updateVariables()
        let refused = Set(refusedLinked.map(\.0))
        let accepted = constraints.enumerated().filter { !refused.contains($0.offset) }.map(\.element)
        #expect(Check.worstRequired(accepted) <= 1e-6, "seed \(seed)")
    }
}
