import Testing
import TrellisSolver

@Suite struct KiwiPrintingTests {
    @Test func termsExpressionsAndConstraintsPrintAsKiwi() {
        let foo = Variable("foo")
        let bar = Variable("bar")
        #expect(Term(foo, 100).kiwiDescription == "100 * foo")
        #expect(Term(foo, 0.5).kiwiDescription == "0.5 * foo")
        #expect((foo + 2 * bar + 10).kiwiDescription == "1 * foo + 2 * bar + 10")
        #expect((foo + 1 == 0).kiwiDescription == "1 * foo + 1 == 0")
        #expect((foo <= 5).kiwiDescription == "1 * foo + -5 <= 0")
    }

    @Test func violatedFollowsTheCurrentValues() throws {
        let x = Variable("x")
        let atLeastTen = x >= 10
        #expect(atLeastTen.violated())
        let solver = Solver()
        try solver.addConstraint(atLeastTen)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(!atLeastTen.violated())
        #expect((x == 11).violated())
    }

    @Test func dumpHasKiwisSections() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addEditVariable(x, strength: .strong)
        let dump = solver.kiwiDump()
        let headings = ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints"]
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var cursor = 0
        for heading in headings {
            guard let index = lines[cursor...].firstIndex(of: heading) else {
                Issue.record("no \(heading) after line \(cursor) in\n\(dump)")
                return
            }
            #expect(lines[index + 1] == String(repeating: "-", count: heading.count))
            cursor = index + 1
        }
        #expect(lines.contains("1 * x + -10 >= 0"))
        #expect(lines.contains { $0.hasPrefix("x = x") })
        let edits = try #require(lines.firstIndex(of: "Edit Variables"))
        #expect(lines[edits + 2] == "x")
    }
}
