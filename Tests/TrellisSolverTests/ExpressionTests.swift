import Testing
import TrellisTestSupport
import TrellisSolver

@Suite struct ExpressionTests {
    @Test func arithmeticBuildsReducedExpressions() {
        let x = Variable("x")
        let y = Variable("y")
        let e = (2 * (x - y) / 4 + 1).reduced()
        #expect(e.terms.count == 2)
        #expect(e.terms[0].variable === x && e.terms[0].coefficient == 0.5)
        #expect(e.terms[1].variable === y && e.terms[1].coefficient == -0.5)
        #expect(e.constant == 1)
    }

    @Test func reducedMergesAndDropsZeroTerms() {
        let x = Variable("x")
        let e = (x + x - 2 * x + 3).reduced()
        #expect(e.terms.isEmpty)
        #expect(e.constant == 3)
        #expect(e.isConstant)
    }

    /// Few terms are merged by comparing identities, many by hashing: both give each
    /// variable's terms summed in the order written, in order of first appearance, without
    /// zeros. Checked against sums made here on seeded random expressions of both sizes.
    @Test(arguments: [3, 12, 16, 17, 40])
    func reducedSumsInOrderAtEverySize(termCount: Int) {
        var generator = SplitMix64(seed: 20_261_127 + UInt64(termCount))
        let variables = (0..<6).map { Variable("v\($0)") }
        for _ in 0..<200 {
            var terms: [Term] = []
            for _ in 0..<termCount {
                let variable = variables[Int(generator.next() % 6)]
                // Small integers (and zeros) make sums that cancel exactly.
                let coefficient = Double(Int(generator.next() % 7) - 3) * 0.25
                terms.append(Term(variable, coefficient))
            }
            let e = Expression(terms, constant: 2).reduced()
            var order: [Variable] = []
            var sums: [Double] = []
            for term in terms {
                if let k = order.firstIndex(where: { $0 === term.variable }) {
                    sums[k] += term.coefficient
                } else {
                    order.append(term.variable)
                    sums.append(term.coefficient)
                }
            }
            let expected = zip(order, sums).filter { $0.1 != 0 }
            #expect(e.terms.count == expected.count)
            for (term, (variable, sum)) in zip(e.terms, expected) {
                #expect(term.variable === variable && term.coefficient == sum)
            }
            #expect(e.constant == 2)
        }
    }

    @Test func reducedKeepsAnExpressionWithNothingToMerge() {
        let x = Variable("x")
        let y = Variable("y")
        let e = (x - 2 * y + 5).reduced()
        #expect(e.terms.map(\.coefficient) == [1, -2])
        #expect(e.terms[0].variable === x && e.terms[1].variable === y)
        let zero = (0 * x + y).reduced()
        #expect(zero.terms.count == 1 && zero.terms[0].variable === y)
    }

    @Test func constraintMovesEverythingLeft() {
        let x = Variable("x", value: 4)
        let y = Variable("y", value: 1)
        let c = x + y <= 20 - x / 2
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.expression.constant == -20)
        #expect(c.expression.terms.first { $0.variable === x }?.coefficient == 1.5)
        #expect(c.violation == 0)
        x.value = 20
        #expect(c.violation == 11)
    }

    @Test func kiwiStrengthCreate() {
        #expect(Strength.create(0, 1, 0, 1.25).weight == 1250)
        #expect(Strength.create(0, 100, 0).weight == 100_000)
        #expect(Strength.create(2000, 0, 0).weight == 1_000_000_000)
        #expect(Strength.required.isRequired && Strength.required.isValid)
        #expect(!Strength(0).isValid && !Strength(-1).isValid && !Strength(.nan).isValid)
    }
}
