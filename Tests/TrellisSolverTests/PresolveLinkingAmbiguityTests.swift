import Testing
import TrellisSolver
import TrellisTestSupport

/// Which variables another optimum moves, for systems solved by their linking row: cases
/// worked out by hand, and seeded random systems against the incremental solver's answer.
@Suite struct PresolveLinkingAmbiguityTests {
    func flags(_ system: LinearSystem) throws -> [Bool] {
        guard case .solved(_, let ambiguous) = system.solvedByLinkingRow() else {
            Issue.record("not solved by its linking row")
            return []
        }
        return ambiguous
    }

    @Test func equalPrioritiesLeaveBothWidthsUndecided() throws {
        // a weak == 40, b weak == 30, a + b <= 52: any split of the 18 points costs 18.
        var b = SystemBuilder()
        b.add([("a", 1)], -40, .equal, .weak)
        b.add([("b", 1)], -30, .equal, .weak)
        b.add([("a", 1), ("b", 1)], -52, .lessThanOrEqual)
        #expect(try flags(b.system) == [true, true])
    }

    @Test func theCheaperWidthGivesWayAndIsDecided() throws {
        // a strong + weak == 40, b weak == 30, a + b <= 52: b alone gives 18 points (b = 12);
        // it cannot give more or less without the row or a paying more.
        var b = SystemBuilder()
        b.add([("a", 1)], -40, .greaterThanOrEqual, .strong)
        b.add([("a", 1)], -40, .equal, .weak)
        b.add([("b", 1)], -30, .equal, .weak)
        b.add([("a", 1), ("b", 1)], -52, .lessThanOrEqual)
        #expect(try flags(b.system) == [false, false])
    }

    @Test func aSlackRowDecidesNothing() throws {
        // a weak == 40, b weak == 30, a + b <= 100: both at their preferences, 30 to spare.
        var b = SystemBuilder()
        b.add([("a", 1)], -40, .equal, .weak)
        b.add([("b", 1)], -30, .equal, .weak)
        b.add([("a", 1), ("b", 1)], -100, .lessThanOrEqual)
        #expect(try flags(b.system) == [false, false])
    }

    @Test func freeVariablesUnderAnEqualityAreUndecided() throws {
        // a, b >= 10 and nothing else, a + b == 100: every split holds at no cost. With a
        // third variable pinned (c weak == 5, c >= 0 in the row with coefficient 2), c stays.
        var b = SystemBuilder()
        b.add([("a", 1)], -10, .greaterThanOrEqual)
        b.add([("b", 1)], -10, .greaterThanOrEqual)
        b.add([("c", 1)], -5, .equal, .weak)
        b.add([("a", 1), ("b", 1), ("c", 2)], -110, .equal)
        #expect(try flags(b.system) == [true, true, false])
    }

    @Test func oneFreeVariableUnderAnEqualityIsDecided() throws {
        // a >= 10 free above, b weak == 30, a + b == 100: a = 70 is forced by the row.
        var b = SystemBuilder()
        b.add([("a", 1)], -10, .greaterThanOrEqual)
        b.add([("b", 1)], -30, .equal, .weak)
        b.add([("a", 1), ("b", 1)], -100, .equal)
        #expect(try flags(b.system) == [false, false])
    }

    @Test func aFreeVariableUnderASlackInequalityIsUndecided() throws {
        // a >= 10 free above, b weak == 30, a + b <= 100: a anywhere in [10, 70].
        var b = SystemBuilder()
        b.add([("a", 1)], -10, .greaterThanOrEqual)
        b.add([("b", 1)], -30, .equal, .weak)
        b.add([("a", 1), ("b", 1)], -100, .lessThanOrEqual)
        #expect(try flags(b.system) == [true, false])
    }

    /// A random system of the linking shape with few distinct weights and integer targets,
    /// so that ties (and so ambiguity) are common.
    func randomLinked(_ g: inout SplitMix64) -> LinearSystem {
        var system = LinearSystem()
        let n = 2 + g.next(below: 5)
        let strengths: [Strength] = [.weak, .medium, .strong]
        var link: [(Int, Double)] = []
        for i in 0..<n {
            let x = system.addVariable("x\(i)")
            if g.next(below: 3) > 0 {
                system.addConstraint(
                    id: "low\(i)", [(x, 1)], constant: -Double(g.next(below: 10)), .greaterThanOrEqual)
            }
            for p in 0..<g.next(below: 3) {
                let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual][g.next(below: 3)]
                system.addConstraint(
                    id: "own\(i)_\(p)", [(x, 1)], constant: -Double(10 + g.next(below: 40)), relation,
                    strength: strengths[g.next(below: 3)])
            }
            link.append((x, g.next(below: 4) == 0 ? 2 : 1))
        }
        let relation: Relation = [.equal, .lessThanOrEqual][g.next(below: 2)]
        let strength: Strength = g.next(below: 4) == 0 ? strengths[g.next(below: 3)] : .required
        system.addConstraint(
            id: "link", link, constant: -Double(20 * n + g.next(below: 40 * n)), relation, strength: strength)
        return system
    }

    @Test func agreesWithTheIncrementalSolverOnRandomSystems() throws {
        var g = SplitMix64(seed: 0x11A4_B1)
        var compared = 0
        var ambiguousSeen = 0
        for trial in 0..<400 {
            let system = randomLinked(&g)
            guard case .solved(let values, let ambiguous) = system.solvedByLinkingRow() else { continue }
            guard let reference = incrementalAnswer(system) else { continue }  // required rows conflict
            #expect(
                close(system.objective(at: values), system.objective(at: reference.values)), "trial \(trial)")
            #expect(ambiguous == reference.ambiguous, "trial \(trial): \(system.constraints)")
            compared += 1
            if ambiguous.contains(true) { ambiguousSeen += 1 }
        }
        #expect(compared > 200)
        #expect(ambiguousSeen > 20)
    }
}
