import Testing
import TrellisSolver

@testable import Trellis

/// When `auto` checks an incremental optimum against GLPK's.
@Suite struct BackendCrossCheckTests {
    @Test func spreadIsCoefficientRatioTimesWeightRatio() {
        var system = LinearSystem()
        let x = system.addVariable("x")
        let y = system.addVariable("y")
        system.addConstraint(id: "a", [(x, 1), (y, -1e-3)], constant: 0, .equal)
        system.addConstraint(id: "b", [(x, 4)], constant: -1, .equal, strength: .weak)
        system.addConstraint(id: "c", [(y, 2)], constant: -1, .equal, strength: .strong)
        // Coefficients 1e-3 to 4, weights 1 to 1e6: 4000 * 1e6.
        #expect(system.numericSpread == 4e9)
        #expect(system.numericSpread > NumericPolicy.wideSpread)
    }

    @Test func layoutNumbersStayBelowTheCrossCheck() {
        var system = LinearSystem()
        let x = system.addVariable("x")
        let w = system.addVariable("w")
        system.addConstraint(id: "centre", [(x, 1), (w, -0.5)], constant: -10, .equal)
        system.addConstraint(id: "width", [(w, 1)], constant: -320, .equal, strength: .strong)
        system.addConstraint(id: "hug", [(w, 1)], constant: -100, .lessThanOrEqual, strength: .weak)
        // Coefficients 0.5 to 1, weights 1 to 1e6.
        #expect(system.numericSpread == 2e6)
        #expect(system.numericSpread <= NumericPolicy.wideSpread)
    }
}
