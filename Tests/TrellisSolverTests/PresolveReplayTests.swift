import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// ``PresolvedSystem/replaying(constants:)``: the same presolve with new constants must give
/// exactly what presolving the changed system gives.
@Suite struct PresolveReplayTests {
    /// The row constants of `system` (constraints, then edits as minus their value).
    static func constants(of system: LinearSystem) -> [Double] {
        system.constraints.map(\.constant) + system.edits.map { -$0.suggestedValue }
    }

    @Test func aChangedConstantMovesWhatDependsOnIt() throws {
        // x = y + 10, y = 5, z = x / 2, w alone with hugging 250 and resistance 750 at 40.
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        let z = s.addVariable("z")
        let w = s.addVariable("w")
        s.addConstraint(id: "a", [(x, 1), (y, -1)], constant: -10, .equal)
        s.addConstraint(id: "b", [(y, 1)], constant: -5, .equal)
        s.addConstraint(id: "c", [(z, 2), (x, -1)], constant: 0, .equal)
        s.addConstraint(id: "hug", [(w, 1)], constant: -40, .lessThanOrEqual, strength: Strength(250))
        s.addConstraint(id: "resist", [(w, 1)], constant: -40, .greaterThanOrEqual, strength: Strength(750))
        let p = s.presolved()
        #expect(p.expand([]) == [15, 5, 7.5, 40])
        // y = 7 and the gap 20: x = 27, z = 13.5; w's intrinsic 60 on both rows: w = 60.
        let next = try #require(p.replaying(constants: [-20, -7, 0, -60, -60]))
        #expect(next.expand([]) == [27, 7, 13.5, 60])
        #expect(next.expandAmbiguity([]) == [false, false, false, false])
        // Hugging at 30 below resistance at 50: the stronger resistance wins, w = 50.
        let apart = try #require(p.replaying(constants: [-10, -5, 0, -30, -50]))
        #expect(apart.expand([])[3] == 50)
        // The original is unchanged.
        #expect(p.expand([]) == [15, 5, 7.5, 40])
    }

    /// A replay after ``PresolvedSystem/prepareReplay()`` (indices built with the presolve,
    /// as a caller that wants every replay fast does) moves the same values: a chain x = y + 10, z = x / 2 with
    /// y = 5, then y = 7 (x = 17, z = 8.5), then y = -1 (x = 9, z = 4.5).
    @Test func aPreparedReplayMovesWhatDependsOnTheChange() {
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        let z = s.addVariable("z")
        s.addConstraint(id: "a", [(x, 1), (y, -1)], constant: -10, .equal)
        s.addConstraint(id: "b", [(y, 1)], constant: -5, .equal)
        s.addConstraint(id: "c", [(z, 2), (x, -1)], constant: 0, .equal)
        var p = s.presolved()
        p.prepareReplay()
        var values = p.expand([])
        #expect(values == [15, 5, 7.5])
        var constants: [Double] = [-10, -7, 0]
        #expect(p.replay(constants: constants, changedRows: [1]) != nil)
        var moved = p.expandChanges(values: &values, reducedValues: [])
        #expect(values == [17, 7, 8.5])
        #expect(Set(moved) == [0, 1, 2])
        constants[1] = 1
        #expect(p.replay(constants: constants, changedRows: [1]) != nil)
        moved = p.expandChanges(values: &values, reducedValues: [])
        #expect(values == [9, -1, 4.5])
        #expect(Set(moved) == [0, 1, 2])
        // Nothing changed: nothing moves.
        #expect(p.replay(constants: constants, changedRows: [1]) != nil)
        #expect(p.expandChanges(values: &values, reducedValues: []).isEmpty)
    }

    @Test func aReplayMovesAVariableOntoAndOffAFlatStretch() throws {
        // Weak pulls to 10 and 20: any w in [10, 20] is optimal (presolve picks 10). Both at
        // 15: one optimum. Back apart at 30 and 40: ambiguous again, at 30.
        var s = LinearSystem()
        let w = s.addVariable("w")
        s.addConstraint(id: "a", [(w, 1)], constant: -10, .equal, strength: .weak)
        s.addConstraint(id: "b", [(w, 1)], constant: -20, .equal, strength: .weak)
        let p = s.presolved()
        #expect(p.expandAmbiguity([]) == [true])
        let same = try #require(p.replaying(constants: [-15, -15]))
        #expect(same.expand([]) == [15])
        #expect(same.expandAmbiguity([]) == [false])
        #expect(!same.hasSameAmbiguity(as: p))
        let apart = try #require(same.replaying(constants: [-30, -40]))
        #expect(apart.expand([]) == [30])
        #expect(apart.expandAmbiguity([]) == [true])
        #expect(apart.hasSameAmbiguity(as: p))
    }

    @Test func conflictingConstantsAreRefused() throws {
        // x = 5 twice (the second becomes `0 == 0` once x is out): 5 and 6 conflict.
        var s = LinearSystem()
        let x = s.addVariable("x")
        let w = s.addVariable("w")
        s.addConstraint(id: "a", [(x, 1)], constant: -5, .equal)
        s.addConstraint(id: "b", [(x, 1)], constant: -5, .equal)
        s.addConstraint(id: "min", [(w, 1)], constant: -10, .greaterThanOrEqual)
        s.addConstraint(id: "max", [(w, 1)], constant: -20, .lessThanOrEqual)
        s.addConstraint(id: "pull", [(w, 1)], constant: -15, .equal, strength: .weak)
        let p = s.presolved()
        #expect(p.expand([]) == [5, 15])
        #expect(p.replaying(constants: [-5, -6, -10, -20, -15]) == nil)
        // The bounds 30 and 20 cross.
        #expect(p.replaying(constants: [-5, -5, -30, -20, -15]) == nil)
        // Within the bounds again: the pull to 12 decides w.
        #expect(p.replaying(constants: [-5, -5, -10, -20, -12])?.expand([]) == [5, 12])
    }

    @Test func aChangeOfTheTightestBoundIsRefused() throws {
        // x + y <= 100 keeps x and y in the reduced system; x >= 10 and x >= 20 bound x, and
        // only the tightest (20) is kept. Making 10 the tighter one changes the reduced rows.
        var s = LinearSystem()
        let x = s.addVariable("x")
        let y = s.addVariable("y")
        s.addConstraint(id: "sum", [(x, 1), (y, 1)], constant: -100, .lessThanOrEqual)
        s.addConstraint(id: "a", [(x, 1)], constant: -10, .greaterThanOrEqual)
        s.addConstraint(id: "b", [(x, 1)], constant: -20, .greaterThanOrEqual)
        s.addConstraint(id: "px", [(x, 1)], constant: -70, .equal, strength: .weak)
        s.addConstraint(id: "py", [(y, 1)], constant: -70, .equal, strength: .medium)
        let p = s.presolved()
        let kept = p.reduced.constraints.count
        #expect(kept == 4)  // sum, b, px, py
        let same = try #require(p.replaying(constants: [-100, -10, -25, -70, -70]))
        #expect(same.reduced.constraints.map(\.constant) == [-100, -25, -70, -70])
        #expect(p.replaying(constants: [-100, -30, -20, -70, -70]) == nil)
    }

    @Test func replayMatchesAFreshPresolveOnRandomSystems() throws {
        var g = SplitMix64(seed: 0x5EED_2026)
        var replayed = 0
        for seed in 0..<60 {
            for shape in [RandomLinearSystems.Shape.feasible, .degenerate, .redundant, .withEdits] {
                let system = RandomLinearSystems.make(seed: UInt64(seed), constraints: 24, shape: shape)
                let p = system.presolved()
                guard !p.isInfeasible else { continue }
                var changed = system
                for k in changed.constraints.indices where g.next(below: 3) == 0 {
                    changed.constraints[k].constant += Double(g.next(below: 21) - 10)
                }
                for e in changed.edits.indices where g.next(below: 2) == 0 {
                    changed.edits[e].suggestedValue += Double(g.next(below: 21) - 10)
                }
                let fresh = changed.presolved()
                guard let next = p.replaying(constants: Self.constants(of: changed)) else { continue }
                replayed += 1
                #expect(!fresh.isInfeasible, "seed \(seed) \(shape)")
                #expect(next.origins == fresh.origins, "seed \(seed) \(shape)")
                #expect(next.variables == fresh.variables, "seed \(seed) \(shape)")
                #expect(
                    next.reduced.constraints.map(\.constant) == fresh.reduced.constraints.map(\.constant),
                    "seed \(seed) \(shape)")
                let values = (0..<next.reduced.variables.count).map { Double($0) * 1.5 - 3 }
                #expect(next.expand(values) == fresh.expand(values), "seed \(seed) \(shape)")
                let flags = (0..<next.reduced.variables.count).map { $0 % 3 == 0 }
                #expect(next.expandAmbiguity(flags) == fresh.expandAmbiguity(flags), "seed \(seed) \(shape)")
                // In place, told which rows changed: the same constants and values (with the
                // limits past which everything is run again at 2 every other system).
                var incremental = p
                var expanded = p.expand(values)
                let rows = Self.constants(of: system)
                let newRows = Self.constants(of: changed)
                let changedRows = rows.indices.filter { rows[$0] != newRows[$0] }
                let limit = seed % 2 == 0 ? 2 : 1_000
                let outcome = incremental.replay(constants: newRows, changedRows: changedRows, limit: limit)
                let changes = try #require(outcome)
                #expect(
                    incremental.reduced.constraints.map(\.constant)
                        == fresh.reduced.constraints.map(\.constant),
                    "seed \(seed) \(shape)")
                #expect(
                    Set(changes.reducedRows)
                        == Set(
                            p.reduced.constraints.indices.filter {
                                p.reduced.constraints[$0].constant != fresh.reduced.constraints[$0].constant
                            }), "seed \(seed) \(shape)")
                let before = expanded
                let moved = incremental.expandChanges(values: &expanded, reducedValues: values, limit: limit)
                #expect(expanded == fresh.expand(values), "seed \(seed) \(shape)")
                #expect(
                    Set(moved) == Set(expanded.indices.filter { expanded[$0] != before[$0] }),
                    "seed \(seed) \(shape)")
                #expect(
                    incremental.expandAmbiguity(flags) == fresh.expandAmbiguity(flags),
                    "seed \(seed) \(shape)")
            }
        }
        #expect(replayed > 100)
    }
}
