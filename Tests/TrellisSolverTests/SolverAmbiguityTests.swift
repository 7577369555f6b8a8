import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// `ambiguity(of:)` answers for many variables at once what `isAmbiguous(_:)` answers for
/// one: by hand on small systems, and against it on seeded random chains and sums.
@Suite struct SolverAmbiguityTests {
    @Test func handDerivedAnswersInOneCall() throws {
        let (x, y, z, w) = (Variable("x"), Variable("y"), Variable("z"), Variable("w"))
        let solver = Solver()
        try solver.addConstraint(x + y == 10)  // x and y trade freely
        try solver.addConstraint(z == 10)
        try solver.addConstraint(w >= 10)
        try solver.addConstraint((w == 0).strength(.weak))  // w stops at its bound
        #expect(solver.ambiguity(of: [x, y, z, w, Variable("unknown")]) == [true, true, false, false, true])
        #expect(solver.ambiguity(of: []).isEmpty)
        // A weak preference decides x, and with it y.
        try solver.addConstraint((x == 3).strength(.weak))
        #expect(solver.ambiguity(of: [x, y]) == [false, false])
    }

    @Test func matchesOneVariableAtATimeOnRandomSystems() throws {
        var g = SplitMix64(seed: 0xA4B1_6001)
        var ambiguousSeen = 0
        for _ in 0..<60 {
            let count = 3 + g.next(below: 12)
            let v = (0..<count).map { Variable("v\($0)") }
            let solver = Solver()
            try solver.addConstraint(v[0] >= 0)
            for i in 1..<count {
                // A gap to the previous one, some required, some preferred, some missing.
                switch g.next(below: 4) {
                case 0: try solver.addConstraint(v[i] == v[i - 1] + Double(g.next(below: 20)))
                case 1: try solver.addConstraint(v[i] >= v[i - 1] + Double(g.next(below: 20)))
                case 2:
                    try solver.addConstraint(
                        (v[i] == v[i - 1] + Double(g.next(below: 20))).strength(.weak))
                default: try solver.addConstraint(v[i] + v[i - 1] <= 100)
                }
            }
            if g.next(below: 2) == 0 {
                try solver.addConstraint((v[count - 1] == Double(g.next(below: 200))).strength(.medium))
            }
            let batch = solver.ambiguity(of: v)
            #expect(batch == v.map { solver.isAmbiguous($0) })
            ambiguousSeen += batch.filter { $0 }.count
        }
        // Some of these systems leave variables undecided, so the comparison covers both answers.
        #expect(ambiguousSeen > 0)
    }
}
