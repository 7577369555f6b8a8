import Testing

@testable import TrellisSolver
import TrellisTestSupport

/// The numeric range (``NumericPolicy``): spans up to 1e12 solve, numbers outside are typed
/// errors, and answers are checked.
@Suite struct NumericRangeTests {
    @Test func aSpanOf1e10SolvesWhereItTrapped() throws {
        // Solving `x - 1e10 * y == 0` for x once trapped: x's cell (1) was below 1e-9 of
        // the row's largest (1e10), so no subject was found.
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([y == 1, x == 1e10 * y])
        #expect(value(solver, x) == 1e10)
        #expect(solver.objective == 0)
    }

    @Test func aStrongPinBesideASpanOf1e10CostsNothing() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([(y == 1).strength(.strong), x == 1e10 * y])
        #expect(value(solver, y) == 1)
        #expect(value(solver, x) == 1e10)
        #expect(solver.objective == 0)
    }

    @Test func aSpanOf1e12ThroughAnEditVariable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(y, 2)
        try solver.addConstraint(x == 1e12 * y)
        #expect(value(solver, x) == 2e12)
        try solver.suggestValue(y, 0.5)
        #expect(value(solver, x) == 5e11)
    }

    @Test func numbersOutsideTheRangeAreTypedErrors() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.addConstraint(x == 1e15 * y) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x + 1e-13 * y == 0) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x == 2e12) }
        #expect(throws: SolverError.self) { try solver.addConstraint((x == 1).strength(Strength(1e13))) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: Strength(1e308)) }
        try solver.addEditVariable(y, strength: .strong)
        #expect(throws: SolverError.self) { try solver.suggestValue(y, 1e13) }
        let wide = Constraint(x - 1e15 * y, .equal, identifier: "wide")
        let outcome = Result { () throws(SolverError) in try solver.addConstraint(wide) }
        guard case .failure(.outOfRange(let place, let reason)) = outcome else {
            Issue.record("not an out-of-range error: \(outcome)")
            return
        }
        #expect(place == "constraint 'wide'")
        #expect(reason.hasPrefix("coefficient 1e15 is above 1e12"))
    }

    @Test func aSystemOutsideTheRangeNamesTheConstraint() throws {
        var system = LinearSystem()
        let x = system.addVariable("x")
        let y = system.addVariable("y")
        system.addConstraint(id: "fine", [(x, 1)], constant: -1, .equal)
        system.addConstraint(id: "span", [(x, 1e-3), (y, 1e10)], constant: 0, .equal)
        let outcome = Result { () throws(SolverError) in
            try IncrementalBackend().solve(system, priorities: .weighted)
        }
        guard case .failure(.outOfRange(let place, let reason)) = outcome else {
            Issue.record("not an out-of-range error")
            return
        }
        #expect(place == "constraint 1 'span'")
        #expect(reason.hasPrefix("coefficients span 1e13"))
    }

    @Test func theCheckCatchesABrokenRequiredConstraintAndAWrongObjective() {
        var system = LinearSystem()
        let x = system.addVariable("x")
        system.addConstraint(id: "pin", [(x, 1)], constant: -3, .equal)
        system.addConstraint(id: "pull", [(x, 1)], constant: -5, .equal, strength: .weak)
        let right = SystemSolution(status: .optimal, values: [3], objective: 2, backend: .incremental)
        #expect(system.defect(of: right) == nil)
        let broken = SystemSolution(status: .optimal, values: [3.25], objective: 1.75, backend: .incremental)
        #expect(system.defect(of: broken)?.contains("'pin' is off by 0.25") == true)
        let lying = SystemSolution(status: .optimal, values: [3], objective: 0, backend: .incremental)
        #expect(system.defect(of: lying)?.contains("objective") == true)
        let soft = SystemSolution(
            status: .unsatisfiable(conflict: [1]), values: [0], objective: 5, backend: .incremental)
        #expect(system.defect(of: soft)?.contains("non-required") == true)
    }

    /// The objective after random sequences of changes equals the objective recomputed by a
    /// fresh solver from the same constraints and edits.
    @Test(arguments: 1...20)
    func theObjectiveIsTheObjectiveOfTheValues(seed: UInt64) throws {
        var random = RandomSystems(seed: seed &* 977, variableCount: 5)
        let solver = Solver()
        var live: [Constraint] = []
        var edits: [(Variable, Double, Double)] = []
        for (i, v) in random.variables.prefix(2).enumerated() {
            let weight = [1e6, 1e3][i]
            try solver.addEditVariable(v, strength: Strength(weight))
            edits.append((v, weight, 0))
        }
        for _ in 0..<40 {
            switch random.int(0...4) {
            case 0, 1:
                let c = random.constraint(requiredShare: 0.2)
                if (try? solver.addConstraint(c)) != nil { live.append(c) }
            case 2:
                if !live.isEmpty {
                    let c = live.remove(at: random.int(0...(live.count - 1)))
                    try solver.removeConstraint(c)
                }
            case 3:
                let k = random.int(0...(edits.count - 1))
                let target = Double(random.int(-100...100))
                try solver.suggestValue(edits[k].0, target)
                edits[k].2 = target
            default:
                if let c = live.randomElement(using: &random.rng), !c.strength.isRequired {
                    try solver.setConstant(of: c, to: Double(random.int(-30...30)))
                }
            }
            solver.updateVariables()
            let recomputed = Check.objective(live, edits: edits)
            #expect(abs(solver.objective - recomputed) <= 1e-9 * max(1, recomputed))
        }
        let fresh = Solver()
        for (v, w, target) in edits {
            try fresh.addEditVariable(v, strength: Strength(w))
            try fresh.suggestValue(v, target)
        }
        try fresh.addConstraints(live)
        #expect(abs(fresh.objective - solver.objective) <= 1e-6 * max(1, fresh.objective))
    }
}
