import Testing

@testable import TrellisSolver

/// Every error the solver throws, each leaving the solver exactly as it was.
@Suite struct SolverErrorTests {
    /// A solver with a bit of everything in it.
    func populated() throws -> (Solver, Variable, Variable, Constraint) {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let c = x + y == 10
        try solver.addConstraints([c, x >= 2, (x == 7).strength(.weak)])
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(y, 1)
        return (solver, x, y, c)
    }

    /// Runs `body`, expects it to throw `SolverError` matching `matches`, and the dump
    /// (and the variables' solution) to be unchanged.
    func expectUnchanged(
        _ solver: Solver, _ body: () throws(SolverError) -> Void, _ matches: (SolverError) -> Bool,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let before = solver.dump()
        do {
            try body()
            Issue.record("expected an error", sourceLocation: sourceLocation)
        } catch {
            #expect(matches(error), "\(error)", sourceLocation: sourceLocation)
        }
        #expect(solver.dump() == before, sourceLocation: sourceLocation)
        #expect(solver._checkInvariants().isEmpty, sourceLocation: sourceLocation)
    }

    @Test func duplicateConstraint() throws {
        let (solver, x, _, c) = try populated()
        expectUnchanged(solver, { () throws(SolverError) in try solver.addConstraint(c) }) {
            if case .duplicateConstraint(let d) = $0 { return d === c } else { return false }
        }
        let fresh = x <= 100
        expectUnchanged(solver, { () throws(SolverError) in try solver.addConstraints([fresh, fresh]) }) {
            if case .duplicateConstraint(let d) = $0 { return d === fresh } else { return false }
        }
        expectUnchanged(solver, { () throws(SolverError) in try solver.addConstraints([fresh, c]) }) {
            if case .duplicateConstraint(let d) = $0 { return d === c } else { return false }
        }
        #expect(!solver.hasConstraint(fresh))
    }

    @Test func unknownConstraint() throws {
        let (solver, x, _, _) = try populated()
        let stranger = x == 3
        expectUnchanged(solver, { () throws(SolverError) in try solver.removeConstraint(stranger) }) {
            if case .unknownConstraint(let d) = $0 { return d === stranger } else { return false }
        }
        expectUnchanged(solver, { () throws(SolverError) in try solver.setConstant(of: stranger, to: 1) }) {
            if case .unknownConstraint = $0 { return true } else { return false }
        }
        expectUnchanged(solver, { () throws(SolverError) in try solver.setStrength(of: stranger, to: .weak) })
        {
            if case .unknownConstraint = $0 { return true } else { return false }
        }
    }

    @Test func unsatisfiableLeavesEverythingAsItWas() throws {
        let (solver, x, _, c) = try populated()
        let bad = x >= 11  // with x + y == 10 ... still satisfiable (y is free)
        try solver.addConstraint(bad)
        let worse = x <= 1
        expectUnchanged(solver, { () throws(SolverError) in try solver.addConstraint(worse) }) {
            if case .unsatisfiable(let conflict) = $0 {
                return conflict.count == 2 && conflict.contains { $0 === worse }
                    && conflict.contains { $0 === bad }
            }
            return false
        }
        expectUnchanged(solver, { () throws(SolverError) in try solver.addConstraints([x <= 50, worse]) }) {
            if case .unsatisfiable = $0 { return true } else { return false }
        }
        #expect(solver.hasConstraint(c) && !solver.hasConstraint(worse))
    }

    @Test func editVariableErrors() throws {
        let (solver, x, y, _) = try populated()
        expectUnchanged(solver, { () throws(SolverError) in try solver.addEditVariable(y, strength: .weak) })
        {
            if case .duplicateEditVariable(let v) = $0 { return v === y } else { return false }
        }
        expectUnchanged(
            solver, { () throws(SolverError) in try solver.addEditVariable(x, strength: .required) }
        ) {
            if case .requiredEditStrength(let v) = $0 { return v === x } else { return false }
        }
        expectUnchanged(solver, { () throws(SolverError) in try solver.removeEditVariable(x) }) {
            if case .unknownEditVariable(let v) = $0 { return v === x } else { return false }
        }
        expectUnchanged(solver, { () throws(SolverError) in try solver.suggestValue(x, 3) }) {
            if case .unknownEditVariable(let v) = $0 { return v === x } else { return false }
        }
        expectUnchanged(solver, { () throws(SolverError) in try solver.suggestValue(y, .nan) }) {
            if case .nonFinite(nil, let v?) = $0 { return v === y } else { return false }
        }
        expectUnchanged(solver, { () throws(SolverError) in try solver.suggestValue(y, .infinity) }) {
            if case .nonFinite = $0 { return true } else { return false }
        }
    }

    @Test func invalidStrengths() throws {
        let (solver, x, _, c) = try populated()
        for weight in [0, -1, Double.nan, -Double.infinity] {
            let s = Strength(weight)
            expectUnchanged(
                solver, { () throws(SolverError) in try solver.addConstraint((x == 1).strength(s)) }
            ) {
                if case .invalidStrength = $0 { return true } else { return false }
            }
            expectUnchanged(solver, { () throws(SolverError) in try solver.addEditVariable(x, strength: s) })
            {
                if case .invalidStrength = $0 { return true } else { return false }
            }
            expectUnchanged(solver, { () throws(SolverError) in try solver.setStrength(of: c, to: s) }) {
                if case .invalidStrength = $0 { return true } else { return false }
            }
        }
    }

    @Test func nonFiniteNumbers() throws {
        let (solver, x, _, c) = try populated()
        let nanCoefficient = Double.nan * x <= 3
        let infiniteConstant = x <= .infinity
        for bad in [nanCoefficient, infiniteConstant] {
            expectUnchanged(solver, { () throws(SolverError) in try solver.addConstraint(bad) }) {
                if case .nonFinite(let d?, nil) = $0 { return d === bad } else { return false }
            }
            expectUnchanged(solver, { () throws(SolverError) in try solver.addConstraints([x >= 0, bad]) }) {
                if case .nonFinite = $0 { return true } else { return false }
            }
        }
        expectUnchanged(solver, { () throws(SolverError) in try solver.setConstant(of: c, to: .nan) }) {
            if case .nonFinite(let d?, nil) = $0 { return d === c } else { return false }
        }
    }

    @Test func errorsDescribeThemselves() {
        let x = Variable("x")
        let c = (x == 1).identified("pin")
        #expect("\(SolverError.unsatisfiable(conflict: [c]))".contains("'pin'"))
        #expect("\(SolverError.unknownEditVariable(x))".contains("x"))
    }
}
