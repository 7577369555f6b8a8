import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

@Suite struct CartographyPortingTests {
    /// Three 30 x 20 boxes: aligned on a's top (10) and chained 5 apart from x = 10.
    @Test func alignAndDistribute() throws {
        let tree = makeTree(300, 200, "a", "b", "c")
        let (root, a, b, c) = (tree.root, tree.views[0], tree.views[1], tree.views[2])
        let made = try constrain(root, a, b, c) { root, a, b, c in
            a.top == root.top + 10
            a.leading == root.leading + 10
            for proxy in [a, b, c] { proxy.size == LayoutSize(width: 30, height: 20) }
            align(top: a, b, c)
            distribute(by: 5, horizontally: a, b, c)
        }
        #expect(made.count == 2 + 6 + 2 + 2)
        #expect(root.layoutIfNeeded().isClean)
        expectFrame(a, 10, 10, 30, 20)
        expectFrame(b, 45, 10, 30, 20)
        expectFrame(c, 80, 10, 30, 20)
    }

    /// The other alignments and directions, against the same relations written with anchors.
    @Test func alignmentsMatchAnchors() throws {
        let tree = makeTree(300, 200, "a", "b")
        let (a, b) = (tree.views[0], tree.views[1])
        let built = try DSLScope.withoutInstalling {
            try constrain(a, b) { a, b in
                align(bottom: a, b)
                align(left: a, b)
                align(right: a, b)
                align(leading: a, b)
                align(trailing: a, b)
                align(centerX: a, b)
                align(centerY: a, b)
                align(baseline: a, b)
                distribute(by: 3, leftToRight: a, b)
                distribute(by: 4, vertically: a, b)
            }
        }
        let anchors = [
            b.bottomAnchor.constraint(equalTo: a.bottomAnchor),
            b.leftAnchor.constraint(equalTo: a.leftAnchor),
            b.rightAnchor.constraint(equalTo: a.rightAnchor),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: a.trailingAnchor),
            b.centerXAnchor.constraint(equalTo: a.centerXAnchor),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 3),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
        ]
        #expect(built.map(\.description) == anchors.map(\.description))
    }

    /// A group's constraints are replaced by the next call with it, and can be switched off.
    @Test func constraintGroupReplacesAndToggles() throws {
        let tree = makeTree(300, 200, "panel")
        let (root, panel) = (tree.root, tree.views[0])
        try constrain(panel, root) { panel, root in
            panel.size == LayoutSize(width: 100, height: 50)
            panel.leading == root.leading
        }
        let group = ConstraintGroup()
        try constrain(panel, root, replace: group) { panel, root in panel.top == root.top }
        root.layoutIfNeeded()
        expectFrame(panel, 0, 0, 100, 50)
        try constrain(panel, root, replace: group) { panel, root in panel.bottom == root.bottom }
        #expect(group.constraints.count == 1 && group.active)
        root.layoutIfNeeded()
        expectFrame(panel, 0, 150, 100, 50)
        group.active = false
        #expect(!group.active && group.constraints[0].isActive == false)
        let error = dslError {
            try constrain(panel, LayoutView("stranger"), replace: group) { panel, stranger in
                panel.top == stranger.top
            }
        }
        #expect(error?.kind == "layout.noCommonAncestor")
        #expect(group.constraints.count == 1)
    }
}
