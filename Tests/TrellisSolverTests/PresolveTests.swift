import Testing
import TrellisSolver

/// Presolve on hand-derived systems: what it takes out, what it leaves, and the values and
/// ambiguity it maps back.
@Suite struct PresolveTests {
    @Test func equalitiesAndFixedValuesAreSubstitutedOut() throws {
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        let z = s.addVariable("z")
        s.addConstraint(id: "a", [(x, 1), (y, -1)], constant: -10, .equal)  // x = y + 10
        s.addConstraint(id: "b", [(y, 1)], constant: -5, .equal)  // y = 5
        s.addConstraint(id: "c", [(z, 2), (x, -1)], constant: 0, .equal)  // z = x / 2
        s.addConstraint(id: "d", [(x, 1)], constant: -20, .greaterThanOrEqual, strength: .weak)
        let p = s.presolved()
        #expect(!p.isInfeasible)
        #expect(p.reduced.constraints.isEmpty)
        #expect(p.eliminatedCount == 3)
        #expect(p.expand([]) == [15, 5, 7.5])
        #expect(p.expandAmbiguity([]) == [false, false, false])
    }

    @Test func aVariableWithOnlyItsOwnRowsIsSolvedExactly() throws {
        // Hugging at 250 pulls w down to 40, compression resistance at 750 pushes it up to
        // 40, the required minimum is 10: w = 40, the only optimum.
        var s = LinearSystem()
        let w = s.addVariable("w")
        s.addConstraint(id: "hug", [(w, 1)], constant: -40, .lessThanOrEqual, strength: Strength(250))
        s.addConstraint(id: "resist", [(w, 1)], constant: -40, .greaterThanOrEqual, strength: Strength(750))
        s.addConstraint(id: "min", [(w, 1)], constant: -10, .greaterThanOrEqual)
        let p = s.presolved()
        #expect(p.reduced.constraints.isEmpty)
        #expect(p.expand([]) == [40])
        #expect(p.expandAmbiguity([]) == [false])
        // A required minimum above the preference wins: w = 60.
        s.addConstraint(id: "min2", [(w, 1)], constant: -60, .greaterThanOrEqual)
        #expect(s.presolved().expand([]) == [60])
    }

    @Test func aFlatStretchIsAmbiguous() throws {
        // Two weak pulls to 10 and 20: every w in [10, 20] costs 10; presolve picks the end
        // nearest 0 and says the value is not decided.
        var s = LinearSystem()
        let w = s.addVariable("w")
        s.addConstraint(id: "a", [(w, 1)], constant: -10, .equal, strength: .weak)
        s.addConstraint(id: "b", [(w, 1)], constant: -20, .equal, strength: .weak)
        let p = s.presolved()
        #expect(p.expand([]) == [10])
        #expect(p.expandAmbiguity([]) == [true])
        // A third pull to 15 decides it: the weighted median.
        s.addConstraint(id: "c", [(w, 1)], constant: -15, .equal, strength: .weak)
        #expect(s.presolved().expand([]) == [15])
        #expect(s.presolved().expandAmbiguity([]) == [false])
    }

    @Test func edgesOfAmbiguousVariablesAreAmbiguous() throws {
        // b.x = a.x + a.w + 8, and nothing places a: both positions are undecided, the
        // widths are not.
        var s = LinearSystem()
        let ax = s.addVariable("ax")
        let aw = s.addVariable("aw")
        let bx = s.addVariable("bx")
        s.addConstraint(id: "gap", [(bx, 1), (ax, -1), (aw, -1)], constant: -8, .equal)
        s.addConstraint(id: "width", [(aw, 1)], constant: -30, .equal)
        let p = s.presolved()
        let flags = p.expandAmbiguity(Array(repeating: false, count: p.variables.count))
        #expect(flags == [true, false, true])
        let values = p.expand(Array(repeating: 0, count: p.variables.count))
        #expect(values[2] - values[0] == 38)
    }

    @Test func conflictingRequiredRowsAreReported() throws {
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        s.addConstraint(id: "a", [(x, 1), (y, -1)], constant: 0, .equal)
        s.addConstraint(id: "b", [(x, 1)], constant: -1, .equal)
        s.addConstraint(id: "c", [(y, 1)], constant: -2, .equal)
        #expect(s.presolved().isInfeasible)
        // Bounds that cross.
        var t = LinearSystem()
        let w = t.addVariable("w")
        t.addConstraint(id: "min", [(w, 1)], constant: -50, .greaterThanOrEqual)
        t.addConstraint(id: "max", [(w, 1)], constant: -40, .lessThanOrEqual)
        #expect(t.presolved().isInfeasible)
        let answer = try t.solvePresolved(as: .incremental) { reduced throws(SolverError) in
            try IncrementalBackend().solve(reduced, priorities: .weighted)
        }
        #expect(answer == nil)
    }

    @Test func redundantBoundsAreDropped() throws {
        // x + y <= 100 couples them; x >= 10 and x >= 30: only the tighter bound is left.
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        s.addConstraint(id: "sum", [(x, 1), (y, 1)], constant: -100, .lessThanOrEqual)
        s.addConstraint(id: "low1", [(x, 1)], constant: -10, .greaterThanOrEqual)
        s.addConstraint(id: "low2", [(x, 1)], constant: -30, .greaterThanOrEqual)
        s.addConstraint(id: "pull", [(y, 1)], constant: -90, .equal, strength: .weak)
        let p = s.presolved()
        #expect(p.reduced.constraints.count == 3)
        #expect(p.origins == [0, 2, 3])
    }

    @Test func strictPrioritiesLeaveOneVariableRowsToTheSolver() throws {
        var s = LinearSystem()
        let w = s.addVariable("w")
        s.addConstraint(id: "a", [(w, 1)], constant: -10, .equal, strength: .weak)
        s.addConstraint(id: "b", [(w, 1)], constant: -20, .equal, strength: .strong)
        #expect(s.presolved(priorities: .strict).reduced.constraints.count == 2)
        #expect(s.presolved(priorities: .weighted).expand([]) == [20])
    }

    @Test func editsBecomeRows() throws {
        // x = y + 5 required, an edit pulls x to 50: y = 45.
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        s.addConstraint(id: "a", [(x, 1), (y, -1)], constant: -5, .equal)
        s.addEdit(variable: x, strength: .strong, suggestedValue: 50)
        let p = s.presolved()
        #expect(p.reduced.constraints.isEmpty)
        #expect(p.expand([]) == [50, 45])
    }
}
