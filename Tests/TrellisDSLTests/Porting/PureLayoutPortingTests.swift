import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

@Suite struct PureLayoutPortingTests {
    /// Excluding `.left` pins top, bottom and right; excluding `.right` pins top, left and
    /// bottom (absolute edges, as PureLayout).
    @Test func excludingLeftOrRightUsesAbsoluteEdges() throws {
        let tree = makeTree(300, 200, "v")
        let v = tree.views[0]
        let noLeft = try DSLScope.withoutInstalling {
            try v.autoPinEdgesToSuperviewEdges(with: LayoutInsets(all: 5), excludingEdge: .left)
        }
        #expect(noLeft.map(\.firstAttribute) == [.top, .bottom, .right])
        let noRight = try DSLScope.withoutInstalling {
            try v.autoPinEdgesToSuperviewEdges(with: LayoutInsets(all: 5), excludingEdge: .right)
        }
        #expect(noRight.map(\.firstAttribute) == [.top, .left, .bottom])
        let noLeading = try DSLScope.withoutInstalling {
            try v.autoPinEdgesToSuperviewEdges(excludingEdge: .leading)
        }
        #expect(noLeading.map(\.firstAttribute) == [.top, .bottom, .trailing])
    }

    /// Distributing one view: fixed spacing pins both ends; a fixed size centres it.
    @Test func distributingOneView() throws {
        let tree = makeTree(300, 200, "v", "w")
        let (root, v, w) = (tree.root, tree.views[0], tree.views[1])
        try [v].autoDistributeViews(along: .horizontal, alignedTo: .centerY, withFixedSpacing: 10)
        try v.autoSetDimension(.height, toSize: 20)
        try v.autoPinEdge(toSuperviewEdge: .top)
        try [w].autoDistributeViews(
            along: .horizontal, alignedTo: .horizontal, withFixedSize: 60, insetSpacing: false)
        try w.autoSetDimension(.height, toSize: 20)
        try w.autoPinEdge(toSuperviewEdge: .bottom)
        #expect(root.layoutIfNeeded().isClean)
        expectFrame(v, 10, 0, 280, 20)
        expectFrame(w, 120, 180, 60, 20)
    }

    /// `autoInstallConstraints` honours the open priority scope; `autoCreateAndInstall`
    /// inside a without-installing scope hands its constraints to that scope.
    @Test func installingThroughScopes() throws {
        let tree = makeTree(300, 200, "v")
        let v = tree.views[0]
        let built = try LayoutConstraint.autoCreateConstraintsWithoutInstalling {
            try v.autoSetDimension(.width, toSize: 40)
        }
        try LayoutConstraint.autoSetPriority(.defaultHigh) {
            try built.autoInstallConstraints()
        }
        #expect(built.map(\.priority) == [.defaultHigh] && built[0].isActive)
        var inner: [LayoutConstraint] = []
        let outer = try DSLScope.withoutInstalling {
            inner = try LayoutView.autoCreateAndInstallConstraints {
                try v.autoSetDimension(.height, toSize: 10)
            }
        }
        #expect(inner.count == 1 && outer.count == 1 && outer[0] === inner[0] && !inner[0].isActive)
        let made = try LayoutConstraint.autoCreateAndInstallConstraints {
            try v.autoPinEdge(toSuperviewEdge: .top, withInset: 3)
        }
        #expect(made.count == 1 && made[0].isActive)
        let single = v.widthAnchor.constraint(equalToConstant: 1).autoIdentify("one")
        try LayoutConstraint.autoSetIdentifier("scoped") { try single.autoInstall() }
        #expect(single.isActive && single.identifier == "scoped")
        single.autoRemove()
        #expect(!single.isActive)
    }

    /// `ALAttribute` names and the content priorities.
    @Test func attributesAndContentPriorities() throws {
        let tree = makeTree(300, 200, "a", "b")
        let (root, a, b) = (tree.root, tree.views[0], tree.views[1])
        try b.autoSetDimensions(to: LayoutSize(width: 20, height: 20))
        try b.autoPinEdge(toSuperviewEdge: .top, withInset: 50)
        try b.autoPinEdge(toSuperviewEdge: .left, withInset: 50)
        try a.autoConstrainAttribute(ALAttribute.horizontal, to: .top, of: b)
        try a.autoConstrainAttribute(ALAttribute.vertical, to: .marginLeft, of: b)
        a.intrinsicContentSize = LayoutSize(width: 10, height: 10)
        a.autoSetContentHuggingPriority(for: .horizontal)
        a.autoSetContentCompressionResistancePriority(for: .vertical, priority: .defaultLow)
        #expect(a.contentHuggingPriority(for: .horizontal) == .required)
        #expect(a.contentCompressionResistancePriority(for: .vertical) == .defaultLow)
        #expect(root.layoutIfNeeded().isClean)
        expectFrame(a, 53, 45, 10, 10)
    }
}
