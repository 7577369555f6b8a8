import Testing
import TrellisSolver

/// The README's API-tour examples, with the values it prints (its anchors example is the
/// documentation overview's too: `DocsExamplesTests.trellisOverviewExample`).
@Suite struct ReadmeExampleTests {
    @Test func solverTour() throws {
        let left = Variable("left")
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraints([
            left >= 0,
            width >= 100,
            (left + width <= 320).strength(.strong),
            (width == 400).strength(.weak),
        ])
        try solver.addEditVariable(left, strength: .medium)
        try solver.suggestValue(left, 20)
        solver.updateVariables()
        #expect(abs(left.value - 20) < 1e-9)
        #expect(abs(width.value - 300) < 1e-9)
    }
}
