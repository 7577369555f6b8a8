import Testing
import TrellisSolver

/// kiwi's variable accessors, `dumps()`, and numbers printed as kiwi's C++ streams print them.
@Suite struct KiwiVariableTests {
    @Test func nameAndContextAreSettable() {
        let x = Variable()
        x.setName("left")
        #expect(x.name == "left")
        #expect((2 * x).kiwiDescription == "2 * left")
        #expect(x.context == nil)
        x.setContext(42)
        #expect(x.context as? Int == 42)
        x.setContext(nil)
        #expect(x.context == nil)
    }

    @Test func dumpsIsKiwisDump() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        #expect(solver.dumps() == solver.kiwiDump())
        #expect(solver.dumps().contains("1 * x + -10 >= 0"))
    }

    @Test func numbersPrintAsCppStreams() {
        let foo = Variable("foo")
        #expect(Term(foo, 1e6).kiwiDescription == "1e+06 * foo")
        #expect(Term(foo, 123456.7).kiwiDescription == "123457 * foo")
        #expect(Term(foo, 0.1 + 0.2).kiwiDescription == "0.3 * foo")
        #expect(Term(foo, 1.5e-5).kiwiDescription == "1.5e-05 * foo")
        #expect(Term(foo, -0.0001).kiwiDescription == "-0.0001 * foo")
        #expect(Term(foo, 1_001_001_000).kiwiDescription == "1.001e+09 * foo")
        #expect(Term(foo, 999_999.7).kiwiDescription == "1e+06 * foo")
        #expect((foo + 2.5).kiwiDescription == "1 * foo + 2.5")
    }
}
