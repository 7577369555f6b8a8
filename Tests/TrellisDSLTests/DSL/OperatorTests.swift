import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

@Suite struct OperatorTests {
    @Test func expressionsBuildConstraints() throws {
        let tree = makeTree(320, 480, "a", "b")
        let (a, b) = (tree.views[0], tree.views[1])
        let line = #line + 1
        let made = try constrain(a, b) { a, b in
            a.top == b.bottom + 8
            a.width == 0.5 * b.width
            a.height == b.width / 4 + 10 ~ .defaultHigh
            a.leading >= b.trailing - 2
            a.centerX <= b.centerX * 2
            a.height >= 44 ~ .low
            a.width <= 300
            a.lastBaseline == b.firstBaseline
        }
        #expect(
            made.map(\.description) == [
                "a.top == b.bottom + 8", "a.width == 0.5 * b.width", "a.height == 0.25 * b.width + 10 @750",
                "a.leading >= b.trailing - 2", "a.centerX <= 2 * b.centerX", "a.height >= 44 @250",
                "a.width <= 300",
                "a.lastBaseline == b.firstBaseline",
            ])
        #expect(made.allSatisfy { $0.isActive })
        #expect(made.allSatisfy { $0.location.line == line })
    }

    @Test func compositesAndSuperview() throws {
        let tree = makeTree(320, 480, "a", "b")
        let (a, b) = (tree.views[0], tree.views[1])
        let made = try constrain(a, b) { a, b in
            guard let superview = a.superview else { return }
            a.edges == inset(superview.edges, 10)
            b.size == a.size * 0.5 ~ .high
            b.center == a.center + LayoutPoint(x: 4, y: -4) ~ .low
            b.size >= LayoutSize(width: 20, height: 10)
            b.edges == inset(a.edges, 1, 2, 3, 4)
        }
        #expect(
            made.map(\.description) == [
                "a.top == root.top + 10", "a.leading == root.leading + 10", "a.bottom == root.bottom - 10",
                "a.trailing == root.trailing - 10", "b.width == 0.5 * a.width @750",
                "b.height == 0.5 * a.height @750",
                "b.centerX == a.centerX + 4 @250", "b.centerY == a.centerY - 4 @250", "b.width >= 20",
                "b.height >= 10",
                "b.top == a.top + 1", "b.leading == a.leading + 2", "b.bottom == a.bottom - 3",
                "b.trailing == a.trailing - 4",
            ])
        tree.root.layoutIfNeeded()
        expectFrame(a, 10, 10, 300, 460)
        expectFrame(b, 12, 11, 294, 456)
    }

    @Test func proxiesAreNotEquatableSoEqualsBuildsAConstraint() throws {
        let tree = makeTree(320, 480, "a", "b")
        let (a, b) = (LayoutProxy(tree.views[0]), LayoutProxy(tree.views[1]))
        // Outside a block nothing is collected or activated: the operator returns the constraint.
        let c: LayoutConstraint = a.top == b.top
        let d: LayoutConstraint = a.width == b.width
        #expect(!c.isActive)
        #expect(!d.isActive)
        #expect(!(LayoutProxy.self is any Equatable.Type))
        #expect(!(XEdgeProxy.self is any Equatable.Type))
        #expect(!(YEdgeProxy.self is any Equatable.Type))
        #expect(!(DimensionProxy.self is any Equatable.Type))
        try LayoutConstraint.activate([c, d])
        #expect(tree.views[0].madeConstraints().count == 2)
    }

    @Test func misuseActivatesNothing() {
        let tree = makeTree(320, 480, "a", "b")
        let guide = LayoutGuide("g")
        tree.root.addLayoutGuide(guide)
        let stranger = LayoutView("stranger")
        #expect(
            dslError {
                try constrain(tree.views[0], tree.views[1]) { a, b in
                    a.width == 10
                    a.leading == b.left
                }
            }?.kind == "layout.mixedDirectionalAttributes")
        #expect(
            dslError { try constrain(tree.views[0], guide) { a, g in a.top == g.topMargin } }?.kind
                == "layout.invalidAttribute")
        #expect(
            dslError { try constrain(tree.views[0], stranger) { a, s in a.top == s.top } }?.kind
                == "layout.noCommonAncestor")
        #expect(tree.views[0].madeConstraints().isEmpty)
    }
}
