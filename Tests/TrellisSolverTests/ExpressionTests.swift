import Testing
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
