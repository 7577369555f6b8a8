import Testing
import Trellis
import TrellisDSL

@Suite struct MakerBuildTests {
    @Test func paddingExampleBuildsTheFourEdges() throws {
        let tree = makeTree(320, 480, "view1")
        let (root, views) = (tree.root, tree.views)
        let view1 = views[0]
        let padding = LayoutInsets(all: 10)
        let made = try view1.makeConstraints { make in
            make.top.equalTo(root.dsl.top).offset(padding.top)
            make.left.equalTo(root.dsl.left).offset(padding.left)
            make.bottom.equalTo(root.dsl.bottom).offset(-padding.bottom)
            make.right.equalTo(root.dsl.right).offset(-padding.right)
        }
        #expect(made.count == 4)
        #expect(made.allSatisfy { $0.isActive })
        #expect(
            view1.madeConstraints().map(\.description) == [
                "view1.top == root.top + 10", "view1.left == root.left + 10",
                "view1.bottom == root.bottom - 10",
                "view1.right == root.right - 10",
            ])
    }

    @Test func bareNumbersOnPositionsMeanTheSuperview() throws {
        let tree = makeTree(320, 480, "v")
        let views = tree.views
        try views[0].makeConstraints { make in
            make.left.top.equalTo(20)
            make.right.bottom.equalTo(-10)
            make.width.greaterThanOrEqualTo(44)
        }
        #expect(
            views[0].madeConstraints().map(\.description) == [
                "v.left == root.left + 20", "v.top == root.top + 20", "v.right == root.right - 10",
                "v.bottom == root.bottom - 10", "v.width >= 44",
            ])
    }

    @Test func compositesAndTargets() throws {
        let tree = makeTree(320, 480, "a", "b")
        let views = tree.views
        let (a, b) = (views[0], views[1])
        let made = try a.makeConstraints { make in
            make.edges.equalToSuperview().inset(LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
            make.size.equalTo(LayoutSize(width: 30, height: 40))
            make.center.equalTo(LayoutPoint(x: 5, y: -6))
            make.horizontalEdges.equalTo(b.dsl.margins)
            make.directionalEdges.lessThanOrEqualTo(b)
            make.centerWithinMargins.equalTo(b.dsl.center)
        }
        let texts = made.flatMap(\.layoutConstraints).map(\.description)
        #expect(
            texts == [
                "a.left == root.left + 2", "a.top == root.top + 1", "a.right == root.right - 4",
                "a.bottom == root.bottom - 3", "a.width == 30", "a.height == 40",
                "a.centerX == root.centerX + 5",
                "a.centerY == root.centerY - 6", "a.left == b.leftMargin", "a.right == b.rightMargin",
                "a.top <= b.top", "a.bottom <= b.bottom", "a.leading <= b.leading",
                "a.trailing <= b.trailing",
                "a.centerXWithinMargins == b.centerX", "a.centerYWithinMargins == b.centerY",
            ])
    }

    @Test func insetSignsPerEdgeAndDimension() throws {
        let tree = makeTree(320, 480, "a", "b")
        let views = tree.views
        let (a, b) = (views[0], views[1])
        let made = try a.prepareConstraints { make in
            make.edges.margins.equalTo(b).inset(5)
            make.size.equalTo(b).inset(5)
            make.center.equalTo(b).inset(5)
        }
        #expect(
            made.flatMap(\.layoutConstraints).map(\.description) == [
                "a.left == b.left + 5", "a.top == b.top + 5", "a.right == b.right - 5",
                "a.bottom == b.bottom - 5",
                "a.leftMargin == b.leftMargin + 5", "a.topMargin == b.topMargin + 5",
                "a.rightMargin == b.rightMargin - 5", "a.bottomMargin == b.bottomMargin - 5",
                "a.width == b.width - 10", "a.height == b.height - 10", "a.centerX == b.centerX",
                "a.centerY == b.centerY",
            ])
    }

    @Test func modifiersMultiplierPriorityLabel() throws {
        let tree = makeTree(320, 480, "a", "b")
        let views = tree.views
        let (a, b) = (views[0], views[1])
        let made = try a.prepareConstraints { make in
            make.width.equalTo(b).multipliedBy(0.5).priority(.high).labeled("half")
            make.height.equalTo(b.dsl.width).dividedBy(4).offset(2).priority(300)
            make.width.lessThanOrEqualTo(100).multipliedBy(2)
            make.top.equalTo(10).offset(5)
        }
        #expect(
            made.flatMap(\.layoutConstraints).map(\.description) == [
                "a.width == 0.5 * b.width + 0 @750 'half'".replacingOccurrences(of: " + 0", with: ""),
                "a.height == 0.25 * b.width + 2 @300", "a.width <= 200", "a.top == root.top + 15",
            ])
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test func everyRelationRecordsWhereItWasWritten() throws {
        let tree = makeTree(320, 480, "a")
        let views = tree.views
        var lines: [Int] = []
        let made = try views[0].prepareConstraints { make in
            lines.append(#line + 1)
            make.top.equalToSuperview()
            lines.append(#line + 1)
            make.width.lessThanOrEqualTo(10)
        }
        let constraints = made.flatMap(\.layoutConstraints)
        #expect(constraints.map(\.location.line) == lines)
        #expect(constraints.allSatisfy { $0.location.fileID.hasSuffix("MakerTests.swift") })
    }

    @Test func insetsTargetGuidesAndAnchors() throws {
        let tree = makeTree(320, 480, "a")
        let guide = LayoutGuide("content")
        tree.root.addLayoutGuide(guide)
        let made = try tree.views[0].prepareConstraints { make in
            make.edges.equalTo(LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
            make.center.equalTo(guide)
            make.width.lessThanOrEqualTo(guide.widthAnchor).multipliedBy(0.5)
            make.height.lessThanOrEqualToSuperview().offset(-8)
            make.top.greaterThanOrEqualTo(guide.dsl.top)
        }
        #expect(
            made.flatMap(\.layoutConstraints).map(\.description) == [
                "a.left == root.left + 2", "a.top == root.top + 1", "a.right == root.right - 4",
                "a.bottom == root.bottom - 3", "a.centerX == content.centerX", "a.centerY == content.centerY",
                "a.width <= 0.5 * content.width", "a.height <= root.height - 8", "a.top >= content.top",
            ])
    }

    @Test func leadingAndTrailingCompositesUseDirectionalMargins() throws {
        let tree = makeTree(320, 480, "a")
        let views = tree.views
        let made = try views[0].prepareConstraints { make in
            make.directionalMargins.equalToSuperview()
            make.verticalEdges.greaterThanOrEqualToSuperview()
        }
        #expect(
            made.flatMap(\.layoutConstraints).map(\.description) == [
                "a.topMargin == root.topMargin", "a.bottomMargin == root.bottomMargin",
                "a.leadingMargin == root.leadingMargin", "a.trailingMargin == root.trailingMargin",
                "a.top >= root.top", "a.bottom >= root.bottom",
            ])
    }
}

@Suite struct MakerLifecycleTests {
    @Test func updateChangesTheConstantOfTheMatchingConstraint() throws {
        let tree = makeTree(320, 480, "button")
        let views = tree.views
        let button = views[0]
        try button.makeConstraints { make in
            make.width.equalTo(100)
            make.top.equalToSuperview().offset(10)
        }
        let before = button.madeConstraints()
        let updated = try button.updateConstraints { make in
            make.width.equalTo(140)
            make.top.equalToSuperview().offset(30).labeled("top")
        }
        let after = button.madeConstraints()
        #expect(after.count == 2)
        #expect(zip(before, after).allSatisfy { $0 === $1 })
        #expect(after.map(\.description) == ["button.width == 140", "button.top == root.top + 30 'top'"])
        #expect(updated[0].layoutConstraints[0] === before[0])
    }

    @Test func updateWithoutMatchNamesTheNearestConstraintAndField() throws {
        let tree = makeTree(320, 480, "button", "other")
        let (root, views) = (tree.root, tree.views)
        let button = views[0]
        try button.makeConstraints { make in
            make.width.equalTo(100)
            make.top.equalTo(views[1]).offset(4)
        }
        let relation = dslError { try button.updateConstraints { make in make.width.lessThanOrEqualTo(140) } }
        guard case .noMatchingConstraint(let written, let nearest, let field, _) = relation else {
            Issue.record("expected noMatchingConstraint, got \(String(describing: relation))")
            return
        }
        #expect(written == "button.width <= 140")
        #expect(nearest?.hasPrefix("button.width == 100") == true)
        #expect(field == .relation)
        #expect(relation?.description.contains("differs in relation") == true)

        let item = dslError { try button.updateConstraints { make in make.top.equalTo(root).offset(9) } }
        guard case .noMatchingConstraint(_, let nearest2, let field2, _) = item else {
            Issue.record("expected noMatchingConstraint")
            return
        }
        #expect(nearest2?.hasPrefix("button.top == other.top + 4") == true)
        #expect(field2 == .secondItem)

        let priority = dslError {
            try button.updateConstraints { make in make.width.equalTo(1).priority(.low) }
        }
        if case .noMatchingConstraint(_, _, let field3, _) = priority {
            #expect(field3 == .priority)
        } else {
            Issue.record("expected noMatchingConstraint")
        }

        let none = dslError { try button.updateConstraints { make in make.height.equalTo(20) } }
        guard case .noMatchingConstraint(_, let nearest4, let field4, _) = none else {
            Issue.record("expected noMatchingConstraint")
            return
        }
        #expect(nearest4 == nil)
        #expect(field4 == .firstAttribute)
        // Nothing changed, nothing added.
        #expect(
            button.madeConstraints().map(\.description) == [
                "button.width == 100", "button.top == other.top + 4",
            ])
    }

    @Test func updateIsAllOrNone() throws {
        let tree = makeTree(320, 480, "v")
        let views = tree.views
        try views[0].makeConstraints { make in make.width.equalTo(100) }
        let error = dslError {
            try views[0].updateConstraints { make in
                make.width.equalTo(150)
                make.height.equalTo(20)
            }
        }
        #expect(error?.kind == "noMatchingConstraint")
        #expect(views[0].madeConstraints().map(\.constant) == [100])
    }

    @Test func remakeReplacesAndRemoveRemoves() throws {
        let tree = makeTree(320, 480, "v", "w")
        let views = tree.views
        let (v, w) = (views[0], views[1])
        try w.makeConstraints { make in make.top.equalTo(v.dsl.bottom) }  // w's, not v's
        let old = try v.makeConstraints { make in make.edges.equalToSuperview() }
        try v.remakeConstraints { make in make.size.equalTo(LayoutSize(width: 10, height: 20)) }
        #expect(old.allSatisfy { !$0.isActive })
        #expect(v.madeConstraints().map(\.description) == ["v.width == 10", "v.height == 20"])
        #expect(w.madeConstraints().count == 1)
        // An invalid remake leaves everything as it was.
        let error = dslError { try v.remakeConstraints { make in make.top.equalTo(w.dsl.width) } }
        #expect(error?.kind == "layout.incompatibleAttributes")
        #expect(v.madeConstraints().map(\.description) == ["v.width == 10", "v.height == 20"])
        let removed = v.removeConstraints()
        #expect(removed.count == 2)
        #expect(v.madeConstraints().isEmpty)
        #expect(w.madeConstraints().count == 1)
    }

    @Test func preparedConstraintsActivateLater() throws {
        let tree = makeTree(320, 480, "v")
        let views = tree.views
        let prepared = try views[0].prepareConstraints { make in make.edges.equalToSuperview() }
        #expect(views[0].madeConstraints().isEmpty)
        #expect(!prepared[0].isActive)
        try prepared[0].activate()
        #expect(prepared[0].isActive)
        #expect(views[0].madeConstraints().count == 4)
        prepared[0].deactivate()
        #expect(!prepared[0].isActive)
        #expect(views[0].madeConstraints().isEmpty)
    }

    @Test func handleUpdatesOffsetInsetPriorityMultiplier() throws {
        let tree = makeTree(320, 480, "v", "w")
        let views = tree.views
        var edges: MakerConstraint?
        var width: MakerConstraint?
        var fixed: MakerConstraint?
        try views[0].makeConstraints { make in
            edges = make.edges.equalToSuperview().constraint
            width = make.width.equalTo(views[1]).multipliedBy(0.5).offset(3).constraint
            fixed = make.height.equalTo(100).constraint
        }
        let e = try #require(edges)
        let wd = try #require(width)
        let h = try #require(fixed)
        try e.update(inset: 8)
        #expect(e.layoutConstraints.map(\.constant) == [8, 8, -8, -8])
        try e.update(inset: LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(e.layoutConstraints.map(\.constant) == [2, 1, -4, -3])
        try e.update(offset: 5)
        #expect(e.layoutConstraints.map(\.constant) == [5, 5, 5, 5])
        try wd.update(multiplier: 2)
        #expect(wd.layoutConstraints[0].description == "v.width == 2 * w.width + 3")
        try h.update(multiplier: 0.5)
        #expect(h.layoutConstraints[0].description == "v.height == 50")
        try h.update(priority: .medium)
        #expect(h.layoutConstraints[0].priority == .medium)
        // Invalid updates throw and change nothing.
        #expect(dslError { try e.update(offset: .nan) }?.kind == "invalidValue")
        #expect(dslError { try h.update(priority: 0) }?.kind == "invalidValue")
        #expect(dslError { try wd.update(multiplier: .infinity) }?.kind == "invalidValue")
        #expect(e.layoutConstraints.map(\.constant) == [5, 5, 5, 5])
        #expect(h.layoutConstraints[0].priority == .medium)
        #expect(wd.layoutConstraints[0].multiplier == 2)
    }
}

@Suite struct MakerMisuseTests {
    @Test func noSuperview() {
        let orphan = LayoutView("orphan")
        let error = dslError { try orphan.makeConstraints { make in make.edges.equalToSuperview() } }
        #expect(error?.kind == "noSuperview")
        #expect(error?.description.hasPrefix("orphan has no superview (") == true)
        #expect(
            dslError { try orphan.makeConstraints { make in make.top.equalTo(10) } }?.kind == "noSuperview")
        // A bare number on a dimension needs no superview.
        #expect(dslError { try orphan.makeConstraints { make in make.width.equalTo(10) } } == nil)
    }

    @Test func incompatibleAttributesAndTargets() {
        let tree = makeTree(320, 480, "a", "b")
        let views = tree.views
        let (a, b) = (views[0], views[1])
        #expect(
            dslError { try a.makeConstraints { make in make.top.equalTo(b.dsl.width) } }?.kind
                == "layout.incompatibleAttributes")
        // An x position against a y position is accepted, as SnapKit's own tests rely on.
        #expect(dslError { try a.prepareConstraints { make in make.top.equalTo(b.dsl.left) } } == nil)
        #expect(
            dslError { try a.makeConstraints { make in make.leading.equalTo(b.dsl.left) } }?.kind
                == "layout.mixedDirectionalAttributes")
        #expect(
            dslError { try a.makeConstraints { make in make.edges.equalTo(b.dsl.size) } }?.kind
                == "incompatibleTarget")
        let stranger = LayoutView("stranger")
        #expect(
            dslError { try a.makeConstraints { make in make.top.equalTo(stranger) } }?.kind
                == "layout.noCommonAncestor")
    }

    @Test func missingRelationDivisionByZeroAndBadPriority() {
        let tree = makeTree(320, 480, "a")
        let views = tree.views
        let a = views[0]
        #expect(dslError { try a.makeConstraints { make in _ = make.left.top } }?.kind == "missingRelation")
        #expect(
            dslError { try a.makeConstraints { make in make.width.equalToSuperview().dividedBy(0) } }?.kind
                == "invalidValue")
        #expect(
            dslError { try a.makeConstraints { make in make.width.equalTo(Double.nan) } }?.kind
                == "invalidValue")
        #expect(
            dslError { try a.makeConstraints { make in make.width.equalTo(1).priority(1001) } }?.kind
                == "layout.priorityOutOfRange")
    }

    @Test func aFailedMakeActivatesNothing() {
        let tree = makeTree(320, 480, "a", "b")
        let views = tree.views
        let error = dslError {
            try views[0].makeConstraints { make in
                make.width.equalTo(10)
                make.top.equalTo(views[1].dsl.height)
            }
        }
        #expect(error != nil)
        #expect(views[0].madeConstraints().isEmpty)
    }
}
