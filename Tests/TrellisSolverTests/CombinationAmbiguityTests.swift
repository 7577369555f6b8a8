import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Whether another optimum moves a combination of variables: the incremental solver's
/// answer, a linking row's, and presolve's for the variables it determined, by hand and
/// against the one-variable answers on seeded random systems.
@Suite struct CombinationAmbiguityTests {
    @Test func aSumTheConstraintsFixIsDecidedThoughItsTermsAreNot() throws {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(z >= 0)
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(combination: [(x, 1), (y, 1)]))
        #expect(!solver.isAmbiguous(combination: [(x, -2.5), (y, -2.5)]))
        #expect(solver.isAmbiguous(combination: [(x, 1), (y, -1)]))
        #expect(solver.isAmbiguous(combination: [(x, 1)]))
        #expect(solver.isAmbiguous(combination: [(x, 1), (y, 1), (z, 1)]))
        #expect(!solver.isAmbiguous(combination: []))
        #expect(solver.isAmbiguous(combination: [(Variable("unknown"), 1)]))
        // A weak preference decides both.
        try solver.addConstraint((x == 3).strength(.weak))
        #expect(!solver.isAmbiguous(combination: [(x, 1), (y, -1)]))
    }

    @Test func oneTermCombinationsAnswerAsOneVariable() throws {
        var g = SplitMix64(seed: 0xC0B1_7001)
        var undecided = 0
        for _ in 0..<40 {
            let count = 3 + g.next(below: 8)
            let v = (0..<count).map { Variable("v\($0)") }
            let solver = Solver()
            try solver.addConstraint(v[0] >= 0)
            for _ in 0..<count {
                let a = g.next(below: count)
                let b = g.next(below: count)
                guard a != b else { continue }
                let c = Double(g.next(below: 40))
                let relation = g.next(below: 3)
                let constraint =
                    relation == 0
                    ? (v[a] + v[b] == c) : relation == 1 ? (v[a] + c <= v[b]) : (v[a] == v[b] + c)
                try? solver.addConstraint(constraint)
            }
            for variable in v {
                let one = solver.isAmbiguous(variable)
                if one { undecided += 1 }
                #expect(solver.isAmbiguous(combination: [(variable, 3)]) == one)
            }
        }
        #expect(undecided > 20)
    }

    @Test func aRequiredLinkingRowDecidesItsMultiples() throws {
        // a, b, c weak == 10 each, a + b + c == 60: any split of the 30 extra points costs 30.
        var b = SystemBuilder()
        for name in ["a", "b", "c"] { b.add([(name, 1)], -10, .equal, .weak) }
        b.add([("a", 1), ("b", 1), ("c", 1)], -60, .equal)
        guard case .solved(_, let flags) = b.system.solvedByLinkingRow() else {
            Issue.record("not solved by its linking row")
            return
        }
        #expect(flags == [true, true, true])
        let test = try #require(LinkedCombinationTest(b.system, ambiguous: flags))
        #expect(!test.moves([(0, 1), (1, 1), (2, 1)]))
        #expect(!test.moves([(0, -4), (1, -4), (2, -4)]))
        #expect(test.moves([(0, 1), (1, 1)]))
        #expect(test.moves([(0, 1), (1, 1), (2, 2)]))
        #expect(!test.moves([]))
        // Only undecided variables count: with c decided, a + b is a multiple of the row.
        let decidedC = try #require(LinkedCombinationTest(b.system, ambiguous: [true, true, false]))
        #expect(!decidedC.moves([(0, 1), (1, 1)]))
        #expect(decidedC.moves([(0, 1)]))
    }

    @Test func aSoftOrInequalityLinkingRowGivesNoTest() {
        var soft = SystemBuilder()
        soft.add([("a", 1)], -10, .equal, .weak)
        soft.add([("a", 1), ("b", 1)], -60, .equal, .strong)
        #expect(LinkedCombinationTest(soft.system, ambiguous: [true, true]) == nil)
        var inequality = SystemBuilder()
        inequality.add([("a", 1)], -10, .equal, .weak)
        inequality.add([("a", 1), ("b", 1)], -60, .lessThanOrEqual)
        #expect(LinkedCombinationTest(inequality.system, ambiguous: [true, true]) == nil)
    }

    /// `w = x + y + 5` with `x + y == 10`: `w` is 15 in every optimum, `x` and `y` are not,
    /// whichever variables presolve takes out.
    @Test func aDeterminedVariableOverADecidedSumIsDecided() throws {
        var b = SystemBuilder()
        b.add([("w", 1), ("x", -1), ("y", -1)], -5, .equal)
        b.add([("x", 1), ("y", 1)], -10, .equal)
        b.add([("x", 1)], 0, .greaterThanOrEqual)
        b.add([("y", 1)], 0, .greaterThanOrEqual)
        let system = b.system
        let presolved = system.presolved()
        let reduced = presolved.reduced
        let variables = reduced.variables.map { Variable($0.name) }
        let solver = Solver()
        for row in reduced.constraints {
            let terms = row.coefficients.map { Term(variables[$0.variable], $0.value) }
            try solver.addConstraint(
                Constraint(Expression(terms, constant: row.constant), row.relation, strength: row.strength))
        }
        let reducedFlags = solver.ambiguity(of: variables)
        let exact = presolved.expandAmbiguity(reducedFlags) { combination in
            solver.isAmbiguous(combination: combination.map { (variables[$0.variable], $0.coefficient) })
        }
        let w = try #require(system.variables.firstIndex { $0.name == "w" })
        let x = try #require(system.variables.firstIndex { $0.name == "x" })
        let y = try #require(system.variables.firstIndex { $0.name == "y" })
        #expect(!exact[w])
        #expect(exact[x] && exact[y])
        // The one-variable rule names w: its row holds undecided variables.
        #expect(presolved.expandAmbiguity(reducedFlags)[w])
    }
}
