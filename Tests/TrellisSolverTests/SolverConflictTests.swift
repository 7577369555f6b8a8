import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Unsatisfiable required constraints: irreducible conflict sets naming the culprit.
@Suite struct SolverConflictTests {
    func conflict(_ body: () throws -> Void) -> [Constraint]? {
        do {
            try body()
            return nil
        } catch {
            return Check.conflict(of: error)
        }
    }

    @Test func twoPins() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = x == 1
        let b = x == 2
        try solver.addConstraint(a)
        let found = try #require(conflict { try solver.addConstraint(b) })
        #expect(found.count == 2 && found[0] === b && found.contains { $0 === a })
    }

    @Test func cycleAmongManyConstraints() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let d = Variable("d")
        let solver = Solver()
        let ab = a <= b
        let bc = b <= c
        try solver.addConstraints([ab, bc, d >= 0, d <= 100, a >= -50, c <= 900, (a == 3).strength(.strong)])
        let closing = c <= a - 1
        let found = try #require(conflict { try solver.addConstraint(closing) })
        #expect(Set(found.map(ObjectIdentifier.init)) == Set([ab, bc, closing].map(ObjectIdentifier.init)))
    }

    @Test func onlyDummiesLeftInTheRow() throws {
        // x and y pinned: x + y == 4 reduces to a constant row over dummies.
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let px = x == 1
        let py = y == 2
        try solver.addConstraints([px, py, x >= -10])
        let sum = x + y == 4
        let found = try #require(conflict { try solver.addConstraint(sum) })
        #expect(found.count == 3 && Check.irreducible(found))
        // The consistent version is redundant, and fine.
        try solver.addConstraint(x + y == 3)
    }

    @Test func constantOnlyConstraints() throws {
        let solver = Solver()
        let impossible = Constraint(Expression(1), .equal)
        let found = try #require(conflict { try solver.addConstraint(impossible) })
        #expect(found.count == 1 && found[0] === impossible)
        try solver.addConstraint(Constraint(Expression(1), .greaterThanOrEqual))
        let negative = Constraint(Expression(-1), .greaterThanOrEqual)
        #expect(conflict { try solver.addConstraint(negative) }?.count == 1)
    }

    @Test func batchConflictIsIrreducibleAndAtomic() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        let before = solver.dump()
        let batch = [y >= x + 10, y <= 5, (x == 3).strength(.weak), y >= -100, x <= 1000]
        let found = try #require(conflict { try solver.addConstraints(batch) })
        #expect(Check.irreducible(found))
        #expect(found.count == 3)
        #expect(solver.dump() == before)
        #expect(batch.allSatisfy { !solver.hasConstraint($0) })
    }

    @Test func nonRequiredConstraintsNeverConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraints([x == 1, (x == 2).strength(.strong), (x >= 9).strength(.strong)])
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 1e6)
        solver.updateVariables()
        #expect(x.value == 1)
    }
}
