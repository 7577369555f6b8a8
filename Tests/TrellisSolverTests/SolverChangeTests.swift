import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Changing the constant and the strength of live constraints in place.
@Suite struct SolverChangeTests {
    @Test func constantOfARequiredEquality() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let pin = x == 10
        try solver.addConstraints([pin, y == x + 5])
        try solver.setConstant(of: pin, to: -20)  // x - 20 == 0
        #expect(pin.expression.constant == -20)
        #expect(abs(value(solver, x) - 20) < 1e-9 && abs(value(solver, y) - 25) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func constantOfInequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10  // x - 10 >= 0
        let cap = x <= 100
        try solver.addConstraints([floor, cap, (x == 0).strength(.weak)])
        try solver.setConstant(of: floor, to: -15)
        #expect(abs(value(solver, x) - 15) < 1e-9)
        try solver.setConstant(of: floor, to: 5)  // x >= -5
        #expect(abs(value(solver, x)) < 1e-9)
        try solver.setConstant(of: cap, to: 3)  // x <= -3, below the weak pull
        #expect(abs(value(solver, x) + 3) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func constantOfNonRequiredConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = (x == 5).strength(.weak)
        let medium = (x >= 8).strength(.medium)
        try solver.addConstraints([weak, medium])
        #expect(abs(value(solver, x) - 8) < 1e-9)
        try solver.setConstant(of: medium, to: 0)  // x >= 0: the weak pull wins
        #expect(abs(value(solver, x) - 5) < 1e-9)
        try solver.setConstant(of: weak, to: -30)
        #expect(abs(value(solver, x) - 30) < 1e-9)
        #expect(abs(solver.objective) < 1e-9)
    }

    @Test func constantThatBreaksRequiredConstraintsThrowsAndChangesNothing() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let floor = x >= 10
        let cap = x <= 20
        let sum = x + y == 30
        let pin = y == 10  // with sum: x == 20, a redundant-looking pair
        try solver.addConstraints([floor, cap, sum, pin])
        let before = solver.dump()
        var conflict = try #require(changeConflict { try solver.setConstant(of: cap, to: 5) })  // x <= -5
        #expect(conflict.contains { $0 === cap })
        #expect(cap.expression.constant == -20)
        #expect(solver.dump() == before)
        #expect(Check.irreducible(conflict.map { $0 === cap ? x <= -5 : $0 }))
        conflict = try #require(changeConflict { try solver.setConstant(of: pin, to: 5) })  // y == -5
        #expect(conflict.contains { $0 === pin })
        #expect(solver.dump() == before)
        #expect(Check.irreducible(conflict.map { $0 === pin ? y == -5 : $0 }))
    }

    func changeConflict(_ body: () throws -> Void) -> [Constraint]? {
        do {
            try body()
            return nil
        } catch {
            return Check.conflict(of: error)
        }
    }

    @Test(arguments: 0..<12)
    func randomConstantChangesMatchTheReferenceLP(seed: Int) throws {
        var gen = RandomSystems(seed: UInt64(500 + seed), variableCount: 3 + seed % 3)
        let solver = Solver()
        var live: [Constraint] = []
        for _ in 0..<8 {
            let c = gen.constraint(requiredShare: 0.4)
            if (try? solver.addConstraint(c)) != nil { live.append(c) }
        }
        for _ in 0..<10 {
            let c = live[gen.int(0...(live.count - 1))]
            let old = c.expression.constant
            let new = Double(gen.int(-25...25))
            let before = solver.dump()
            do {
                try solver.setConstant(of: c, to: new)
            } catch {
                #expect(solver.dump() == before)
                #expect(c.expression.constant == old)
                let conflict = try #require(Check.conflict(of: error))
                #expect(conflict.contains { $0 === c })
                let changed = Constraint(c.expression + (new - old), c.relation)
                #expect(Check.irreducible(conflict.map { $0 === c ? changed : $0 }))
                continue
            }
            solver.updateVariables()
            #expect(Check.worstRequired(live) < 1e-6)
            let expected = try #require(ReferenceLP.optimum(of: live))
            #expect(Check.close(solver.objective, expected), "seed \(seed)")
            #expect(solver._checkInvariants().isEmpty)
        }
    }

    @Test func strengthBetweenNonRequiredLevels() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = (x == 10).strength(.weak)
        let b = (x == 20).strength(.medium)
        try solver.addConstraints([a, b])
        #expect(abs(value(solver, x) - 20) < 1e-9)
        try solver.setStrength(of: a, to: .strong)
        #expect(a.strength == .strong)
        #expect(abs(value(solver, x) - 10) < 1e-9)
        #expect(abs(solver.objective - 10_000) < 1e-6)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func strengthToAndFromRequired() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = x == 10
        let b = (x == 20).strength(.strong)
        try solver.addConstraints([a, b])
        #expect(abs(value(solver, x) - 10) < 1e-9)
        try solver.setStrength(of: a, to: .weak)
        #expect(abs(value(solver, x) - 20) < 1e-9)
        // b cannot become required while a is required; a is weak now, so it can.
        try solver.setStrength(of: b, to: .required)
        #expect(b.strength.isRequired && abs(value(solver, x) - 20) < 1e-9)
        let before = solver.dump()
        #expect {
            try solver.setStrength(of: a, to: .required)
        } throws: { error in
            guard case .unsatisfiable(let conflict)? = error as? SolverError else { return false }
            return conflict.count == 2 && conflict.contains { $0 === a } && conflict.contains { $0 === b }
        }
        #expect(a.strength == .weak)
        #expect(solver.dump() == before)
        #expect(solver._checkInvariants().isEmpty)
    }
}
