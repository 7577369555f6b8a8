import Dispatch
import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

@Suite struct PureLayoutSingleViewTests {
    @Test func superviewPinsHandleSignsAndRelations() throws {
        let tree = makeTree(320, 480, "v")
        let v = tree.views[0]
        let built = try DSLScope.withoutInstalling {
            try v.autoPinEdge(toSuperviewEdge: .bottom, withInset: 10, relation: .greaterThanOrEqual)
            try v.autoPinEdge(toSuperviewEdge: .right, withInset: 4, relation: .lessThanOrEqual)
            try v.autoPinEdge(toSuperviewEdge: .top, withInset: 3, relation: .greaterThanOrEqual)
            try v.autoPinEdge(toSuperviewMargin: .trailing, withInset: 2)
            try v.autoPinEdgesToSuperviewEdges(
                with: LayoutInsets(top: 1, left: 2, bottom: 3, right: 4), excludingEdge: .left)
            try v.autoPinEdgesToSuperviewMargins(excludingEdge: .top)
        }
        #expect(
            built.map(\.description) == [
                "v.bottom <= root.bottom - 10", "v.right >= root.right - 4", "v.top >= root.top + 3",
                "v.trailing == root.trailingMargin - 2", "v.top == root.top + 1",
                "v.bottom == root.bottom - 3",
                "v.right == root.right - 4", "v.leading == root.leadingMargin",
                "v.bottom == root.bottomMargin", "v.trailing == root.trailingMargin",
            ])
        #expect(built.allSatisfy { !$0.isActive })
    }

    @Test func axesDimensionsAndAnyAttribute() throws {
        let tree = makeTree(320, 480, "a", "b")
        let (a, b) = (tree.views[0], tree.views[1])
        let built = try DSLScope.withoutInstalling {
            try a.autoCenterInSuperviewMargins()
            try a.autoAlignAxis(toSuperviewAxis: .vertical)
            try a.autoAlignAxis(toSuperviewMarginAxis: .horizontal)
            try a.autoAlignAxis(.horizontal, toSameAxisOf: b, withOffset: 5)
            try a.autoAlignAxis(.vertical, toSameAxisOf: b, withMultiplier: 0.5)
            try a.autoMatch(.width, to: .height, of: b, withOffset: -2, relation: .lessThanOrEqual)
            try a.autoMatch(.height, to: .width, of: b, withMultiplier: 2, relation: .greaterThanOrEqual)
            try a.autoSetDimension(.width, toSize: 44, relation: .greaterThanOrEqual)
            try a.autoConstrainAttribute(.top, to: .firstBaseline, of: b, withOffset: 3)
            try a.autoConstrainAttribute(.width, to: .height, of: b, withMultiplier: 0.25)
            try a.autoAlignAxis(.baseline, toSameAxisOf: b)
        }
        #expect(
            built.map(\.description) == [
                "a.centerX == root.centerXWithinMargins", "a.centerY == root.centerYWithinMargins",
                "a.centerX == root.centerX", "a.centerY == root.centerYWithinMargins",
                "a.centerY == b.centerY + 5",
                "a.centerX == 0.5 * b.centerX", "a.width <= b.height - 2", "a.height >= 2 * b.width",
                "a.width >= 44", "a.top == b.firstBaseline + 3", "a.width == 0.25 * b.height",
                "a.lastBaseline == b.lastBaseline",
            ])
    }

    @Test func centreInSuperviewFrames() throws {
        let tree = makeTree(320, 480, "v")
        let v = tree.views[0]
        try v.autoSetDimensions(to: LayoutSize(width: 100, height: 50))
        try v.autoCenterInSuperview()
        tree.root.layoutIfNeeded()
        expectFrame(v, 110, 215, 100, 50)
    }

    @Test func misuse() {
        let orphan = LayoutView("orphan")
        #expect(dslError { try orphan.autoCenterInSuperview() }?.kind == "noSuperview")
        #expect(dslError { try orphan.autoPinEdgesToSuperviewEdges() }?.kind == "noSuperview")
        #expect(dslError { try orphan.autoPinEdge(toSuperviewMargin: .top) }?.kind == "noSuperview")
        let tree = makeTree(320, 480, "a", "b")
        let (a, b) = (tree.views[0], tree.views[1])
        #expect(
            dslError { try a.autoConstrainAttribute(.top, to: .width, of: b) }?.kind
                == "layout.incompatibleAttributes")
        #expect(
            dslError { try a.autoPinEdge(.leading, to: .right, of: b) }?.kind
                == "layout.mixedDirectionalAttributes")
        #expect(
            dslError { try a.autoPinEdge(.top, to: .bottom, of: orphan) }?.kind == "layout.noCommonAncestor")
        #expect(dslError { try a.autoSetDimension(.width, toSize: .infinity) }?.kind == "layout.nonFinite")
        #expect(a.madeConstraints().isEmpty)
    }
}

@Suite struct PureLayoutArrayTests {
    @Test func alignMatchAndSet() throws {
        let tree = makeTree(320, 480, "a", "b", "c")
        let views = tree.views
        let built = try DSLScope.withoutInstalling {
            try views.autoAlignViews(to: ALEdge.leading)
            try views.autoAlignViews(to: ALAxis.horizontal)
            try views.autoMatchViewsDimension(.width)
            try views.autoSetViewsDimension(.height, toSize: 20)
            try views.autoSetViewsDimensions(to: LayoutSize(width: 5, height: 6))
        }
        #expect(
            built.map(\.description) == [
                "b.leading == a.leading", "c.leading == a.leading", "b.centerY == a.centerY",
                "c.centerY == a.centerY",
                "b.width == a.width", "c.width == a.width", "a.height == 20", "b.height == 20",
                "c.height == 20",
                "a.width == 5", "a.height == 6", "b.width == 5", "b.height == 6", "c.width == 5",
                "c.height == 6",
            ])
    }

    @Test func distributeWithFixedSpacingAndMatchedSizes() throws {
        let tree = makeTree(320, 480, "a", "b", "c")
        let views = tree.views
        try views.autoSetViewsDimension(.height, toSize: 40)
        try views[0].autoAlignAxis(toSuperviewAxis: .horizontal)
        try views.autoDistributeViews(along: .horizontal, alignedTo: .centerY, withFixedSpacing: 10)
        tree.root.layoutIfNeeded()
        let width = (320.0 - 40) / 3
        expectFrame(views[0], 10, 220, width, 40)
        expectFrame(views[1], 20 + width, 220, width, 40)
        expectFrame(views[2], 30 + 2 * width, 220, width, 40)
    }

    @Test func distributeVerticallyWithoutInsetsUsingIntrinsicHeights() throws {
        let tree = makeTree(320, 100, "a", "b")
        let views = tree.views
        views[0].intrinsicContentSize = LayoutSize(width: 50, height: 30)
        try views.autoSetViewsDimension(.width, toSize: 50)
        try views[0].autoPinEdge(toSuperviewEdge: .left)
        try views.autoDistributeViews(
            along: .vertical, alignedTo: .left, withFixedSpacing: 6, insetSpacing: false, matchedSizes: false)
        tree.root.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 50, 30)
        expectFrame(views[1], 0, 36, 50, 64)
    }

    @Test func distributeWithFixedSize() throws {
        for (inset, xs) in [(true, [20.0, 120, 220]), (false, [0.0, 120, 240])] {
            let tree = makeTree(320, 200, "red", "blue", "green")
            let views = tree.views
            try views.autoSetViewsDimension(.height, toSize: 80)
            try views[0].autoAlignAxis(toSuperviewAxis: .horizontal)
            try views.autoDistributeViews(
                along: .horizontal, alignedTo: .centerY, withFixedSize: 80, insetSpacing: inset)
            tree.root.layoutIfNeeded()
            for (view, x) in zip(views, xs) { expectFrame(view, x, 60, 80, 80) }
        }
    }

    @Test func misuse() {
        let tree = makeTree(320, 480, "a", "b")
        let other = makeTree(320, 480, "c")
        let one = [tree.views[0]]
        #expect(dslError { try one.autoAlignViews(to: ALEdge.top) }?.kind == "notEnoughViews")
        #expect(
            dslError { try [LayoutView]().autoSetViewsDimension(.width, toSize: 1) }?.kind == "notEnoughViews"
        )
        #expect(
            dslError {
                try [tree.views[0], other.views[0]].autoDistributeViews(
                    along: .horizontal, alignedTo: .top, withFixedSpacing: 1)
            }?.kind == "noCommonSuperview")
        #expect(
            dslError {
                try tree.views.autoDistributeViews(along: .horizontal, alignedTo: .left, withFixedSpacing: 1)
            }?
            .kind == "incompatibleTarget")
        #expect(
            dslError {
                try tree.views.autoDistributeViews(along: .baseline, alignedTo: .left, withFixedSize: 1)
            }?
            .kind == "incompatibleTarget")
        #expect(
            dslError { try [tree.views[0], other.views[0]].autoAlignViews(to: ALAxis.vertical) }?.kind
                == "layout.noCommonAncestor")
        #expect(tree.views[1].madeConstraints().isEmpty)
    }
}

@Suite struct DSLScopeTests {
    @Test func withoutInstallingThenInstallAndRemove() throws {
        let tree = makeTree(320, 480, "v")
        let v = tree.views[0]
        let built = try LayoutView.autoCreateConstraintsWithoutInstalling {
            try v.autoSetDimensions(to: LayoutSize(width: 10, height: 10))
            try v.makeConstraints { make in make.top.equalTo(5) }
        }
        #expect(built.count == 3)
        #expect(v.madeConstraints().isEmpty)
        try built.autoInstallConstraints()
        #expect(v.madeConstraints().count == 3)
        built.autoRemoveConstraints()
        #expect(v.madeConstraints().isEmpty)
    }

    @Test func priorityAndIdentifierScopesNest() throws {
        let tree = makeTree(320, 480, "v")
        let v = tree.views[0]
        var inner: [LayoutConstraint] = []
        var outer: [LayoutConstraint] = []
        try LayoutView.autoSetIdentifier("cell") {
            try LayoutView.autoSetPriority(.defaultHigh) {
                inner = try v.autoSetDimensions(to: LayoutSize(width: 1, height: 2))
            }
            outer = [try v.autoPinEdge(toSuperviewEdge: .top)]
        }
        let plain = try v.autoPinEdge(toSuperviewEdge: .left)
        #expect(inner.map(\.priority) == [.defaultHigh, .defaultHigh])
        #expect(inner.map(\.identifier) == ["cell", "cell"])
        #expect(outer.map(\.priority) == [.required])
        #expect(outer.map(\.identifier) == ["cell"])
        #expect(plain.identifier == nil)
        #expect(plain.priority == .required)
        #expect(inner.allSatisfy { $0.isActive })
    }

    @Test func aFailingScopeBodyRethrowsAndCollectsNothingMore() {
        let orphan = LayoutView("orphan")
        let error = dslError {
            _ = try DSLScope.withoutInstalling { try orphan.autoCenterInSuperview() }
        }
        #expect(error?.kind == "noSuperview")
    }

    /// Eight threads build layouts at once, each in its own priority, identifier and
    /// without-installing scopes: no thread sees another's scope.
    @Test func scopesAreSafeAcrossThreads() {
        let results = ScopeResults()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let tree = makeTree(100, 100, "v\(index)")
            let view = tree.views[0]
            let priority = LayoutPriority(Double(100 + index))
            var built: [LayoutConstraint] = []
            var installed: LayoutConstraint?
            do {
                built = try DSLScope.withoutInstalling {
                    try DSLScope.withIdentifier("thread\(index)") {
                        try DSLScope.withPriority(priority) {
                            for _ in 0..<50 {
                                try view.autoSetDimensions(to: LayoutSize(width: 1, height: 1))
                            }
                        }
                    }
                }
                installed = try view.autoPinEdge(toSuperviewEdge: .top)
            } catch {
                results.record(false)
                return
            }
            let ok =
                built.count == 100
                && built.allSatisfy { $0.priority == priority && $0.identifier == "thread\(index)" }
                && built.allSatisfy { !$0.isActive } && installed?.priority == .required
                && installed?.identifier == nil && installed?.isActive == true
            results.record(ok && tree.root.subviews.count == 1)
        }
        #expect(results.values.count == 8)
        #expect(results.values.allSatisfy { $0 })
    }
}

/// Results from several threads.
final class ScopeResults: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var storage: [Bool] = []

    func record(_ value: Bool) {
        lock.wait()
        storage.append(value)
        lock.signal()
    }

    var values: [Bool] {
        lock.wait()
        defer { lock.signal() }
        return storage
    }
}

/// Leading and trailing follow the layout direction in every DSL.
@Suite struct DSLRightToLeftTests {
    @Test func leadingInsetsMirrorUnderRightToLeft() throws {
        let tree = makeTree(320, 100, "maker", "pure", "jy")
        tree.root.layoutDirection = .rightToLeft
        let (maker, pure, jy) = (tree.views[0], tree.views[1], tree.views[2])
        try maker.makeConstraints { make in
            make.leading.equalToSuperview().offset(10)
            make.top.equalToSuperview()
            make.size.equalTo(LayoutSize(width: 50, height: 20))
        }
        try pure.autoPinEdge(toSuperviewEdge: .leading, withInset: 10)
        try pure.autoPinEdge(toSuperviewEdge: .top, withInset: 30)
        try pure.autoSetDimensions(to: LayoutSize(width: 50, height: 20))
        try jy.jy.centerY(tree.root).size(50, h: 20).end()
        try jy.makeConstraints { make in make.leading.equalTo(pure.dsl.trailing).offset(5) }  // after pure, reading right to left
        tree.root.layoutIfNeeded()
        expectFrame(maker, 260, 0, 50, 20)
        expectFrame(pure, 260, 30, 50, 20)
        expectFrame(jy, 205, 40, 50, 20)
    }
}
