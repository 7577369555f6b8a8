import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The eliminations presolve records, held as flat arrays: each elimination must read back
/// exactly as it was written (its variable, coefficient, constant, ambiguity, and its terms in
/// order), whatever the number of terms, none included.
@Suite struct EliminationTableTests {
    /// One elimination as it was held before: a record with its own array of terms.
    struct Record: Equatable {
        var variable: Int32
        var coefficient: Double
        var terms: [(variable: Int32, coefficient: Double)]
        var constant: Double
        var isAmbiguous: Bool

        static func == (a: Record, b: Record) -> Bool {
            a.variable == b.variable && a.coefficient == b.coefficient && a.constant == b.constant
                && a.isAmbiguous == b.isAmbiguous && a.terms.count == b.terms.count
                && zip(a.terms, b.terms).allSatisfy {
                    $0.variable == $1.variable && $0.coefficient == $1.coefficient
                }
        }
    }

    func read(_ table: EliminationTable, _ e: Int) -> Record {
        Record(
            variable: table.variables[e], coefficient: table.coefficients[e],
            terms: table.terms(of: e).map { (table.termVariables[$0], table.termCoefficients[$0]) },
            constant: table.constants[e], isAmbiguous: table.isAmbiguous[e])
    }

    func value(_ random: inout SplitMix64) -> Double {
        (Double(random.next() % 2_000_001) - 1e6) * 1e-3
    }

    @Test func seededEliminationsReadBackAsWritten() {
        var random = SplitMix64(seed: 20_261_128)
        for round in 0..<50 {
            var table = EliminationTable()
            var records: [Record] = []
            for _ in 0..<Int(random.next() % 200) {
                // Mostly the short rows of a layout, now and then none or a long one.
                let length = random.next() % 10 == 0 ? Int(random.next() % 40) : Int(random.next() % 4)
                let terms = (0..<length).map { _ in (Int32(random.next() % 1_000), value(&random)) }
                let record = Record(
                    variable: Int32(random.next() % 1_000), coefficient: value(&random),
                    terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: value(&random),
                    isAmbiguous: random.next() % 2 == 0)
                for term in terms { table.appendTerm(term.0, term.1) }
                table.append(
                    variable: record.variable, coefficient: record.coefficient, constant: record.constant,
                    isAmbiguous: record.isAmbiguous)
                records.append(record)
            }
            #expect(table.count == records.count, "round \(round)")
            #expect(table.termOffsets.count == records.count + 1)
            #expect(table.termVariables.count == records.reduce(0) { $0 + $1.terms.count })
            for e in records.indices {
                #expect(read(table, e) == records[e], "round \(round), elimination \(e)")
            }
        }
    }

    @Test func anEliminationWithoutTermsHasAnEmptyRange() {
        var table = EliminationTable()
        table.appendTerm(3, 2)
        table.append(variable: 1, coefficient: -1, constant: 5)
        table.append(variable: 2, coefficient: 1, constant: -7, isAmbiguous: true)
        table.appendTerm(4, 0.5)
        table.appendTerm(5, -0.5)
        table.append(variable: 6, coefficient: 2, constant: 0)
        #expect(table.terms(of: 0) == 0..<1)
        #expect(table.terms(of: 1).isEmpty)
        #expect(table.terms(of: 2) == 1..<3)
        #expect(table.isAmbiguous == [false, true, false])
        #expect(table.termVariables == [3, 4, 5])
    }

    /// Presolve's answer through the table: a chain `x1 = x0 + 1`, `x2 = x1 + 1`, ... with
    /// `x0 = 2` fixed takes every variable out, and expanding gives `x_k = 2 + k`.
    @Test func aPresolvedChainExpandsThroughTheTable() {
        var system = LinearSystem()
        let n = 12
        for k in 0..<n { system.addVariable("x\(k)") }
        system.addConstraint(id: "fix", [(0, 1)], constant: -2, .equal)
        for k in 1..<n { system.addConstraint(id: "c\(k)", [(k, 1), (k - 1, -1)], constant: -1, .equal) }
        let presolved = system.presolved()
        #expect(presolved.eliminatedCount == n)
        #expect(presolved.reduced.constraints.isEmpty)
        #expect(presolved.expand([]) == (0..<n).map { 2 + Double($0) })
        #expect(presolved.expandAmbiguity([]) == Array(repeating: false, count: n))
    }
}
