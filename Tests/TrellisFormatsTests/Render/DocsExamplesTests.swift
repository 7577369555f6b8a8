import Testing
import Trellis
import TrellisFormats
import TrellisRenderTestSupport
import TrellisSolver

/// The examples of the DocC Getting Started articles give the values the articles state.
@Suite struct DocsExamplesTests {
    @Test func solverOverviewExample() throws {
        let left = Variable("left")
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraints([
            left >= 0,
            width >= 100,
            (left + width == 400).strength(.strong),
            (width == 200).strength(.weak),
        ])
        solver.updateVariables()
        #expect(abs(left.value - 200) < 1e-9)
        #expect(abs(width.value - 200) < 1e-9)
    }

    @Test func solverGettingStartedExample() throws {
        let x = Variable("x")
        let y = Variable("y")
        let sum = x + y == 10
        let preference = (x == 3).strength(.weak)
        let solver = Solver()
        try solver.addConstraints([sum, preference])
        solver.updateVariables()
        #expect(abs(x.value - 3) < 1e-9 && abs(y.value - 7) < 1e-9)
        try solver.setConstant(of: sum, to: -20)
        solver.updateVariables()
        #expect(abs(x.value + y.value - 20) < 1e-9)
        let map = try solver.constantMap(varying: [sum], reading: [x, y])
        var values: [Double] = []
        #expect(map.evaluate([-30], into: &values))
        #expect(abs(values[0] - 3) < 1e-9 && abs(values[1] - 27) < 1e-9)
        try solver.setStrength(of: preference, to: .medium)
        let width = Variable("width")
        try solver.addEditVariable(width, strength: .strong)
        for proposed in [400.0, 600, 800] {
            try solver.suggestValue(width, proposed)
            solver.updateVariables()
            #expect(width.value == proposed)
        }
        var failed = false
        do {
            try solver.addConstraint(x == 1)
            try solver.addConstraint(x == 2)
        } catch .unsatisfiable(let conflict) {
            failed = !conflict.isEmpty
        }
        #expect(failed)
    }

    @Test func trellisGettingStartedExample() throws {
        let cell = LayoutView("cell", frame: LayoutRect(x: 0, y: 0, width: 375, height: 120))
        let avatar = LayoutView("avatar")
        let name = LayoutView("name")
        name.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        cell.addSubview(avatar)
        cell.addSubview(name)
        let content = LayoutGuide("content")
        cell.addLayoutGuide(content)
        try LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.leadingMarginAnchor),
            content.trailingAnchor.constraint(equalTo: cell.trailingMarginAnchor),
            content.topAnchor.constraint(equalTo: cell.topMarginAnchor),
            content.bottomAnchor.constraint(equalTo: cell.bottomMarginAnchor),
            avatar.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 32),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            avatar.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
        let report = cell.layoutIfNeeded()
        #expect(report.isClean)
        #expect(avatar.frame.isClose(to: LayoutRect(x: 8, y: 44, width: 32, height: 32)))
        #expect(name.frame.isClose(to: LayoutRect(x: 48, y: 51.5, width: 80, height: 17)))
        #expect(content.frame.isClose(to: LayoutRect(x: 8, y: 8, width: 359, height: 104)))
        // The picture of it holds the same frames.
        let parsed = try parseSVG(SVGRenderer().render(root: cell, report: report))
        #expect(parsed.boxes.map(\.id) == ["cell", "content", "avatar", "name"])
        #expect(parsed.boxes.allSatisfy { !$0.classes.contains("ambiguous") })
    }

    /// The overview's example, which the README's API tour shows too.
    @Test func trellisOverviewExample() throws {
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
        #expect("\(avatar.frame)" == "(15, 44, 32, 32)")
    }
}
