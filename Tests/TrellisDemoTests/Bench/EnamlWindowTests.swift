import Testing
import TrellisDemo

@testable import TrellisSolver

/// kiwi's enaml-like window, 32 of whose 111 constraints are required bounds on one
/// variable, built one constraint at a time and as one batch.
@Suite struct EnamlWindowTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    /// The same values after each suggestion, and after adding and removing a strong
    /// constraint, whichever way the window was built.
    @Test func bothBuildsGiveTheSameValues() throws {
        var windows: [(Solver, EnamlLike)] = []
        for batch in [false, true] {
            let solver = Solver()
            let enaml = try EnamlLike()
            try solver.addEditVariable(enaml.width, strength: .strong)
            try solver.addEditVariable(enaml.height, strength: .strong)
            if batch {
                try solver.addConstraints(enaml.constraints)
            } else {
                for c in enaml.constraints { try solver.addConstraint(c) }
            }
            windows.append((solver, enaml))
        }
        for (w, h) in [(400.0, 600.0), (600, 400), (1_200, 800), (800, 1_200)] {
            var values: [[Double]] = []
            for (solver, enaml) in windows {
                try solver.suggestValue(enaml.width, w)
                try solver.suggestValue(enaml.height, h)
                solver.updateVariables()
                #expect(abs(enaml.width.value - w) < 1e-9 && abs(enaml.height.value - h) < 1e-9)
                values.append(enaml.variables.map(\.value))
                #expect(solver._checkInvariants().isEmpty)
            }
            for (a, b) in zip(values[0], values[1]) { #expect(close(a, b), "\(w) x \(h)") }
        }
        var values: [[Double]] = []
        for (solver, enaml) in windows {
            let extra = (enaml.variables[7] - enaml.variables[6] == 500).strength(.strong)
            try solver.addConstraint(extra)
            solver.updateVariables()
            let added = enaml.variables.map(\.value)
            try solver.removeConstraint(extra)
            solver.updateVariables()
            values.append(added + enaml.variables.map(\.value))
            #expect(solver._checkInvariants().isEmpty)
        }
        for (a, b) in zip(values[0], values[1]) { #expect(close(a, b)) }
    }
}
