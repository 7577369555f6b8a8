import Testing
import TrellisSolver

@Suite struct LinearSystemTests {
    func sample() -> LinearSystem {
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        s.addConstraint(id: "c1", [(x, 2), (y, 1)], constant: -10, .greaterThanOrEqual)
        s.addConstraint(id: "c2", [(x, 1)], constant: -3, .equal, strength: .weak)
        s.addEdit(variable: y, strength: .strong, suggestedValue: 4)
        return s
    }

    @Test func objectiveWeighsViolations() throws {
        let s = sample()
        #expect(s.objective(at: [3, 4]) == 0)
        #expect(s.objective(at: [5, 4]) == 2)  // weak x == 3 off by 2
        #expect(s.objective(at: [3, 5]) == 1_000_000)  // strong edit off by 1
        #expect(s.maxRequiredViolation(at: [0, 0]) == 10)
        try s.validate()
    }

    @Test func validationNamesTheProblem() {
        var s = sample()
        s.constraints[1].id = "c1"
        #expect(throws: SolverError.self) { try s.validate() }
        var t = sample()
        t.constraints[0].coefficients[0].variable = 9
        #expect {
            try t.validate()
        } throws: { error in
            "\(error)".contains("out of range") && "\(error)".contains("'c1'")
        }
        var u = sample()
        u.edits.append(.init(variable: 1, strength: .weak, suggestedValue: 1))
        #expect(throws: SolverError.self) { try u.validate() }
        var w = sample()
        w.edits[0].strength = .required
        #expect(throws: SolverError.self) { try w.validate() }
    }
}
