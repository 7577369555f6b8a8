import Testing
import Trellis
import TrellisLayoutTestSupport

/// VFL through `LayoutConstraint.constraints(withVisualFormat:...)`, laid out by the engine,
/// against frames derived by hand. The root is 300 x 100 unless a test says otherwise.
@Suite struct VisualFormatLayoutTests {
    let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 300, height: 100))
    let a = LayoutView("a")
    let b = LayoutView("b")
    let c = LayoutView("c")

    init() {
        for view in [a, b, c] { root.addSubview(view) }
    }

    var views: [String: any LayoutItem] { ["a": a, "b": b, "c": c, "root": root] }

    func apply(
        _ formats: [String], options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:]
    ) throws {
        for format in formats {
            try LayoutConstraint.activate(
                try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
    }

    func expectFrame(
        _ item: any LayoutItem, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let frame = item.frame
        let actual = [frame.minX, frame.minY, frame.width, frame.height]
        #expect(
            zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 },
            "\(item.identifier): \(actual) != \(expected)",
            sourceLocation: sourceLocation)
    }

    func layOut() throws {
        let report = try root.layoutIfNeeded(strict: true)
        #expect(report.isClean)
    }

    @Test func standardSpacingAndEqualWidths() throws {
        // 300 - 20 - 8 - 20 = 252 shared equally: 126 each.
        try apply(["H:|-[a]-[b(==a)]-|", "V:|-10-[a(30)]", "V:|-10-[b(30)]"])
        try layOut()
        expectFrame(a, [20, 10, 126, 30])
        expectFrame(b, [154, 10, 126, 30])
    }

    @Test func flushViewsAndBars() throws {
        try apply(["H:|[a][b(50)]|", "V:|[a]|", "V:|[b]|"])
        try layOut()
        expectFrame(a, [0, 0, 250, 100])
        expectFrame(b, [250, 0, 50, 100])
    }

    @Test func metricsAndPredicateListsWithPriorities() throws {
        // The required <= 80 beats the == 200 @750; the width then sits at 80.
        try apply(["H:|-pad-[a(>=50,<=80,==200@750)]", "V:|-pad-[a(h)]"], metrics: ["pad": 15, "h": 12.5])
        try layOut()
        expectFrame(a, [15, 15, 80, 12.5])
    }

    @Test func connectionPredicateListLosesItsWeakMember() throws {
        // Both ends are pinned, so the gap is 300 - 20 - 40 - 40 - 20 = 180 >= 8; == 100 @250 gives way.
        try apply(["H:|-[a(40)]-(>=8,==100@250)-[b(40)]-|", "V:|[a(10)]", "V:|[b(10)]"])
        try layOut()
        expectFrame(a, [20, 0, 40, 10])
        expectFrame(b, [240, 0, 40, 10])
    }

    @Test func inequalityToTheSuperviewWithAPreferredWidth() throws {
        // a wants 500 @250 but must keep >= 30 from the trailing edge: 300 - 10 - 30 = 260.
        try apply(["H:|-10-[a(==500@250)]-(>=30)-|", "V:|[a(5)]"])
        try layOut()
        expectFrame(a, [10, 0, 260, 5])
    }

    @Test func verticalChainWithStandardSpacing() throws {
        try apply(["V:|-[a(20)]-[b(20)]-[c]-|", "H:|[a]|", "H:|[b]|", "H:|[c]|"])
        try layOut()
        expectFrame(a, [0, 20, 300, 20])
        expectFrame(b, [0, 48, 300, 20])
        // c fills what is left: 100 - 20 (bottom) - (48 + 20 + 8) = 4.
        expectFrame(c, [0, 76, 300, 4])
    }

    @Test func alignAllCenterYAndTop() throws {
        try apply(["V:|-10-[a(40)]", "V:[b(20)]", "H:|-[a(40)]-[b(60)]"], options: [])
        try apply(["H:[a]-[b]"], options: .alignAllCenterY)
        try layOut()
        expectFrame(a, [20, 10, 40, 40])
        expectFrame(b, [68, 20, 60, 20])
    }

    @Test func alignAllTopBottomAndBaselines() throws {
        a.firstBaselineOffset = 10
        a.lastBaselineOffset = 30
        b.firstBaselineOffset = 5
        b.lastBaselineOffset = 12
        try apply(["V:|-10-[a(40)]", "V:[b(20)]", "V:[c(10)]", "H:|[a(10)][b(10)][c(10)]"])
        try apply(["H:[a][b]"], options: .alignAllLastBaseline)  // 10 + 30 = 40 = b.y + 12
        try apply(["H:[a]-10-[c]"], options: .alignAllBottom)  // c.bottom = 50
        try layOut()
        expectFrame(b, [10, 28, 10, 20])
        expectFrame(c, [20, 40, 10, 10])
        b.removeFromSuperview()
        let d = LayoutView("d")
        root.addSubview(d)
        d.firstBaselineOffset = 4
        try LayoutConstraint.activate(
            try LayoutConstraint.constraints(
                withVisualFormat: "H:[a][d(5)]", options: [.alignAllFirstBaseline, .alignAllTop],
                views: ["a": a, "d": d])
                + [d.heightAnchor.constraint(equalToConstant: 1)])
        // first baselines: a at 10 + 10 = 20 = d.y + 4 -> d.y = 16; and tops equal would say 10: conflict.
        #expect(root.layoutIfNeeded().conflicts.count == 1)
    }

    @Test func verticalFormatAlignments() throws {
        try apply(["H:|-10-[a(100)]", "H:[b(50)]", "V:|-[a(20)]-[b(20)]"])
        try apply(["V:[a]-[b]"], options: .alignAllCenterX)
        try layOut()
        expectFrame(a, [10, 20, 100, 20])
        expectFrame(b, [35, 48, 50, 20])
    }

    @Test(arguments: [
        (LayoutConstraint.FormatOptions.alignAllLeft, 10.0), (.alignAllLeading, 10), (.alignAllRight, 60),
        (.alignAllTrailing, 60), (.alignAllCenterX, 35),
    ])
    func eachHorizontalAlignment(option: LayoutConstraint.FormatOptions, x: Double) throws {
        try apply(["H:|-10-[a(100)]", "H:[b(50)]", "V:|[a(20)][b(20)]"])
        try apply(["V:[a][b]"], options: option)
        try layOut()
        expectFrame(b, [x, 20, 50, 20])
    }

    @Test(arguments: [
        (LayoutConstraint.FormatOptions.alignAllTop, 10.0), (.alignAllBottom, 40), (.alignAllCenterY, 25),
        (.alignAllFirstBaseline, 12), (.alignAllLastBaseline, 32),
    ])
    func eachVerticalAlignment(option: LayoutConstraint.FormatOptions, y: Double) throws {
        a.firstBaselineOffset = 12
        a.lastBaselineOffset = 32
        try apply(["V:|-10-[a(40)]", "V:[b(10)]", "H:|[a(20)][b(20)]"])
        try apply(["H:[a][b]"], options: option)
        try layOut()
        // b has no baselines of its own: both are its bottom, so b.y = a's baseline - 10.
        expectFrame(b, [20, y, 20, 10])
    }

    @Test func rightToLeftTreeRunsRowsFromTheRight() throws {
        root.layoutDirection = .rightToLeft
        try apply(["H:|-10-[a(40)]-5-[b(30)]", "V:|[a(1)]", "V:|[b(1)]"])
        try layOut()
        expectFrame(a, [250, 0, 40, 1])
        expectFrame(b, [215, 0, 30, 1])
    }

    @Test func directionLeftToRightIgnoresARightToLeftTree() throws {
        root.layoutDirection = .rightToLeft
        try apply(["V:|[a(1)]", "V:|[b(1)]"])
        try apply(["H:|-10-[a(40)]-5-[b(30)]"], options: .directionLeftToRight)
        try layOut()
        expectFrame(a, [10, 0, 40, 1])
        expectFrame(b, [55, 0, 30, 1])
    }

    @Test func directionRightToLeftInALeftToRightTree() throws {
        try apply(["V:|[a(1)]", "V:|[b(1)]"])
        try apply(["H:|-10-[a(40)]-(>=5)-[b(30)]-20-|"], options: .directionRightToLeft)
        try layOut()
        expectFrame(a, [250, 0, 40, 1])
        expectFrame(b, [20, 0, 30, 1])
    }

    @Test func guidesAndNestedSuperviews() throws {
        let guide = LayoutGuide("g")
        root.addLayoutGuide(guide)
        let child = LayoutView("child")
        a.addSubview(child)
        let items: [String: any LayoutItem] = ["g": guide, "a": a, "child": child]
        for format in [
            "H:|-[g]-|", "V:|[g(10)]", "H:|-10-[a]-10-|", "V:|[a]|", "H:|-[child]-|", "V:|-5-[child]",
        ] {
            try LayoutConstraint.activate(
                try LayoutConstraint.constraints(withVisualFormat: format, views: items))
        }
        try child.heightAnchor.constraint(equalToConstant: 7).activate()
        try layOut()
        expectFrame(guide, [20, 0, 260, 10])
        expectFrame(a, [10, 0, 280, 100])
        expectFrame(child, [20, 5, 240, 7])  // relative to a: 280 - 20 - 20 = 240
    }

    @Test func constraintsAreInactiveAndNamedAsWritten() throws {
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-8-[b]", views: views)
        #expect(made.count == 2)
        #expect(made.allSatisfy { !$0.isActive })
        #expect(made[0].firstAttribute == .leading)
        #expect(made[0].secondItem === root)
        #expect(made[0].constant == 20)
        #expect(made[1].firstItem === b)
        #expect(made[1].secondItem === a)
        #expect(made[1].secondAttribute == .trailing)
        #expect(made[1].constant == 8)
        #expect(made[1].location.fileID.hasSuffix("VisualFormatLayoutTests.swift"))
    }

    @Test func apiErrorsAreTyped() {
        #expect(throws: VisualFormatError(.noSuperview("root"), column: 3, format: "H:|[root]")) {
            try LayoutConstraint.constraints(withVisualFormat: "H:|[root]", views: views)
        }
        #expect(throws: VisualFormatError(.noSuperview("root"), column: 9, format: "H:[root]|")) {
            try LayoutConstraint.constraints(withVisualFormat: "H:[root]|", views: views)
        }
        #expect(throws: VisualFormatError(.unknownView("x"), column: 4, format: "H:[x]")) {
            try LayoutConstraint.constraints(withVisualFormat: "H:[x]", views: views)
        }
        #expect(throws: VisualFormatError(.expected("']'"), column: 9, format: "H:[a(50)-|")) {
            try LayoutConstraint.constraints(withVisualFormat: "H:[a(50)-|", views: views)
        }
    }
}
