import Testing
import TrellisDemo
import TrellisSolver

/// The solver-object workloads of the solver timings.
@Suite struct SolverWorkloadTests {
    /// The enaml-like window as solver objects is the bench system: same counts, and the
    /// incremental solver puts the window at its edited 400 x 600.
    @Test func enamlLikeObjectsAreTheBenchSystem() throws {
        let enaml = try EnamlLike()
        #expect(enaml.variables.count == 37)
        #expect(enaml.constraints.count == 111)
        #expect(enaml.constraints.filter(\.strength.isRequired).count == 57)
        #expect(enaml.width.name == "width" && enaml.height.name == "height")
        let solver = Solver()
        try solver.addEditVariable(enaml.width, strength: .strong)
        try solver.addEditVariable(enaml.height, strength: .strong)
        try solver.addConstraints(enaml.constraints)
        try solver.suggestValue(enaml.width, 400)
        try solver.suggestValue(enaml.height, 600)
        solver.updateVariables()
        #expect(abs(enaml.width.value - 400) < 1e-9)
        #expect(abs(enaml.height.value - 600) < 1e-9)
        // Two values build two independent windows.
        #expect(try EnamlLike().width !== enaml.width)
    }

    /// Three views in a 300-wide container: 3 widths + 2 gaps of 8 = 300, all widths equal
    /// (medium beats the weak 60), so each is (300 - 16) / 3.
    @Test func chainSharesTheWidthEqually() throws {
        let chain = SolverChain(count: 3)
        #expect(chain.constraints.count == 1 + 3 + 3 + 2 + 3)
        let solver = Solver()
        try solver.addEditVariable(chain.width, strength: .strong)
        try solver.addConstraints(chain.constraints)
        try solver.suggestValue(chain.width, 300)
        solver.updateVariables()
        for width in chain.widths { #expect(abs(width.value - 284.0 / 3) < 1e-9) }
        #expect(abs(chain.lefts[2].value - (2 * 284.0 / 3 + 16)) < 1e-9)
    }

    @Test func anEmptyChainHasOneView() {
        #expect(SolverChain(count: 0).lefts.count == 1)
    }
}
