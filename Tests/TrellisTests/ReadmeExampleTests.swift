import Testing
import Trellis
import TrellisSolver

/// The README's API-tour examples, with the values it prints.
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

    @Test func anchorsTour() throws {
        let cell = LayoutView("cell", frame: LayoutRect(x: 0, y: 0, width: 375, height: 120))
        let avatar = LayoutView("avatar")
        cell.addSubview(avatar)
        try LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15),
            avatar.widthAnchor.constraint(equalToConstant: 32),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            avatar.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
        ])
        cell.layoutIfNeeded()
        #expect(avatar.frame == LayoutRect(x: 15, y: 44, width: 32, height: 32))
    }
}
