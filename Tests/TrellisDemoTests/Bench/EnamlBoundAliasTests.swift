import Testing
import TrellisDemo

@testable import TrellisSolver

/// kiwi's enaml-like window with and without bound aliases (`Tableau+Aliases.swift`).
@Suite struct EnamlBoundAliasTests {
    func cellCount(_ solver: Solver) -> Int {
        solver.state.tableau.rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.cells.count : 0) }
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    /// The same values after the build, each suggestion, and adding and removing a strong
    /// constraint; a fifth fewer cells.
    @Test func theWindowHoldsFewerCellsAndTheSameValues() throws {
        var windows: [(Solver, EnamlLike)] = []
        for aliases in [false, true] {
            let solver = Solver()
            solver.state.tableau.aliasing.isOn = aliases
            let enaml = try EnamlLike()
            try solver.addEditVariable(enaml.width, strength: .strong)
            try solver.addEditVariable(enaml.height, strength: .strong)
            for c in enaml.constraints { try solver.addConstraint(c) }
            windows.append((solver, enaml))
        }
        let (plain, aliased) = (windows[0].0, windows[1].0)
        #expect(aliased.state.tableau.aliasing.count > 10)
        #expect(cellCount(aliased) * 5 < cellCount(plain) * 4, "\(cellCount(aliased)) vs \(cellCount(plain))")
        for (w, h) in [(400.0, 600.0), (600, 400), (1_200, 800), (800, 1_200)] {
            var values: [[Double]] = []
            for (solver, enaml) in windows {
                try solver.suggestValue(enaml.width, w)
                try solver.suggestValue(enaml.height, h)
                solver.updateVariables()
                values.append(enaml.variables.map(\.value))
                #expect(solver._checkInvariants().isEmpty)
            }
            for (a, b) in zip(values[0], values[1]) { #expect(close(a, b)) }
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
