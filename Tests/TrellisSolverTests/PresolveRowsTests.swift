import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Rows given to presolve as flat arrays must presolve exactly as the same rows given as a
/// ``LinearSystem``: the same reduced system, the same eliminations and constants, the same
/// answer, and the same replays.
@Suite struct PresolveRowsTests {
    /// A layout-shaped system: chains of `x_i == x_j + c`, widths pulled by soft rows,
    /// bounds, sums of two or three variables, now and then a repeated variable or a row
    /// without terms.
    func randomRows(_ g: inout SplitMix64, variables: Int) -> [(
        terms: [(Int, Double)], LinearSystem.ConstraintEntry
    )] {
        let strengths: [Strength] = [.required, .required, .required, .strong, .medium, .weak]
        let relations: [Relation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
        var rows: [(terms: [(Int, Double)], LinearSystem.ConstraintEntry)] = []
        for r in 0..<Int(g.next() % 60) + 1 {
            let length = Int(g.next() % 4)
            var terms: [(Int, Double)] = []
            for _ in 0..<length {
                let coefficient = [1.0, -1.0, 2.0, 0.5][Int(g.next() % 4)]
                terms.append((Int(g.next() % UInt64(variables)), coefficient))
            }
            let entry = LinearSystem.ConstraintEntry(
                id: "\(r)", coefficients: terms.map { LinearSystem.Coefficient(variable: $0.0, value: $0.1) },
                constant: Double(Int(g.next() % 41) - 20), relation: relations[Int(g.next() % 4)],
                strength: strengths[Int(g.next() % 6)], location: SourceLocation(fileID: "rows", line: r))
            rows.append((terms, entry))
        }
        return rows
    }

    @Test func seededSystemsPresolveAsTheirLinearSystems() {
        var g = SplitMix64(seed: 20_261_128)
        for round in 0..<300 {
            let variableCount = Int(g.next() % 12) + 1
            let initial = (0..<variableCount).map { Double($0) * 0.25 }
            let rows = randomRows(&g, variables: variableCount)
            var system = LinearSystem()
            for v in 0..<variableCount { system.addVariable("", initialValue: initial[v]) }
            var flat = PresolveRows(initialValues: initial)
            for (terms, entry) in rows {
                system.constraints.append(entry)
                for (v, a) in terms { flat.appendTerm(v, a) }
                flat.appendRow(constant: entry.constant, relation: entry.relation, strength: entry.strength)
            }
            #expect(flat.count == rows.count)
            for r in rows.indices {
                #expect(flat.terms(of: r).map { Int(flat.variables[$0]) } == rows[r].terms.map(\.0))
            }
            for priorities in [PriorityMode.weighted, .strict] {
                let expected = system.presolved(priorities: priorities)
                let got = flat.presolved(priorities: priorities) { system.constraints[$0].location }
                let label = "round \(round), \(priorities)"
                #expect(got.isInfeasible == expected.isInfeasible, "\(label)")
                #expect(got.reduced.constraints == expected.reduced.constraints, "\(label)")
                #expect(got.reduced.variables == expected.reduced.variables, "\(label)")
                #expect(got.variables == expected.variables, "\(label)")
                #expect(got.origins == expected.origins, "\(label)")
                #expect(got.eliminations == expected.eliminations, "\(label)")
                #expect(got.eliminationConstants == expected.eliminationConstants, "\(label)")
                #expect(got.rowConstants == expected.rowConstants, "\(label)")
                #expect(got.originalConstants == expected.originalConstants, "\(label)")
                #expect(got.originalRowCount == expected.originalRowCount, "\(label)")
                #expect(got.originalVariableCount == expected.originalVariableCount, "\(label)")
                let reducedValues = (0..<expected.reduced.variables.count).map { Double($0) + 1.5 }
                #expect(got.expand(reducedValues) == expected.expand(reducedValues), "\(label)")
                var constants = system.constraints.map(\.constant)
                if !constants.isEmpty { constants[Int(g.next() % UInt64(constants.count))] += 3 }
                let replayed = got.replaying(constants: constants)
                let replayedExpected = expected.replaying(constants: constants)
                #expect((replayed == nil) == (replayedExpected == nil), "\(label)")
                if let replayed, let replayedExpected {
                    #expect(replayed.reduced.constraints == replayedExpected.reduced.constraints, "\(label)")
                    #expect(
                        replayed.expand(reducedValues) == replayedExpected.expand(reducedValues), "\(label)")
                }
            }
        }
    }

    /// A row whose variable repeats merges its terms, and a row without terms is kept (a
    /// required one is checked), as in a ``LinearSystem``.
    @Test func repeatedVariablesMergeAndEmptyRowsAreChecked() {
        var rows = PresolveRows(initialValues: [0, 0])
        rows.appendTerm(0, 1)
        rows.appendTerm(0, 1)
        rows.appendRow(constant: -8, relation: .equal, strength: .required)  // 2 x0 == 8
        rows.appendRow(constant: 1, relation: .lessThanOrEqual, strength: .required)  // 1 <= 0
        let presolved = rows.presolved { _ in .unknown }
        #expect(presolved.isInfeasible)
        var fine = PresolveRows(initialValues: [5, 6])
        fine.appendTerm(0, 1)
        fine.appendTerm(0, 1)
        fine.appendRow(constant: -8, relation: .equal, strength: .required)
        let answer = fine.presolved { _ in .unknown }
        #expect(!answer.isInfeasible)
        #expect(answer.expand([]) == [4, 6])
    }
}
