import Testing
import Trellis

/// A small tree: root(cell) with avatar and name, and a guide owned by cell.
private func makeCell() -> (cell: LayoutView, avatar: LayoutView, name: LayoutView, guide: LayoutGuide) {
    let cell = LayoutView("cell", frame: LayoutRect(x: 0, y: 0, width: 375, height: 120))
    let avatar = LayoutView("avatar")
    let name = LayoutView("name")
    let guide = LayoutGuide("content")
    cell.addSubview(avatar)
    cell.addSubview(name)
    cell.addLayoutGuide(guide)
    return (cell, avatar, name, guide)
}

@Suite struct ConstraintDescriptionTests {
    @Test func printsInUIKitForm() {
        let (cell, avatar, name, _) = makeCell()
        let lead = avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15)
        lead.priority = .defaultHigh
        lead.identifier = "id"
        #expect(lead.description == "avatar.leading == cell.leading + 15 @750 'id'")
        #expect(avatar.widthAnchor.constraint(equalToConstant: 32).description == "avatar.width == 32")
        let half = avatar.heightAnchor.constraint(equalTo: cell.widthAnchor, multiplier: 0.5, constant: -4)
        #expect(half.description == "avatar.height == 0.5 * cell.width - 4")
        let gap = name.leadingAnchor.constraint(greaterThanOrEqualTo: avatar.trailingAnchor, constant: 10)
        #expect(gap.description == "name.leading >= avatar.trailing + 10")
        let below = name.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 2)
        #expect(below.description == "name.top == avatar.bottom + 16")
    }

    @Test func capturesSourceLocation() {
        let (cell, avatar, _, _) = makeCell()
        let line = #line + 1
        let c = avatar.topAnchor.constraint(equalTo: cell.topAnchor)
        #expect(c.location.line == line)
        #expect(c.location.fileID.hasSuffix("ConstraintAPITests.swift"))
        #expect(c.debugDescription.hasSuffix("ConstraintAPITests.swift:\(line))"))
    }

    @Test func distanceAnchorsPrintAsDifferences() {
        let (_, avatar, name, _) = makeCell()
        let gap = avatar.trailingAnchor.anchorWithOffset(to: name.leadingAnchor)
        let c = gap.constraint(equalToConstant: 10)
        #expect(c.description == "(name.leading - avatar.trailing) == 10")
        #expect(c.involvesDistance)
    }
}

@Suite struct LayoutPriorityTests {
    @Test func namedLevelsAndArithmetic() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
        #expect((LayoutPriority.required - 1).rawValue == 999)
        #expect(LayoutPriority(999) < .required)
        #expect(!LayoutPriority(0).isValid)
        #expect(!LayoutPriority(1000.5).isValid)
        #expect(LayoutPriority(1).isValid)
    }

    @Test func weightsGrowExponentially() {
        #expect(LayoutPriority.required.strength.isRequired)
        let w1 = LayoutPriority(1).strength.weight
        let w250 = LayoutPriority.defaultLow.strength.weight
        let w251 = LayoutPriority(251).strength.weight
        let w750 = LayoutPriority.defaultHigh.strength.weight
        let w999 = LayoutPriority(999).strength.weight
        #expect(abs(w1 - 1) < 1e-12)
        #expect(w251 > w250)
        #expect(abs(w750 / w250 - 31_952.3) < 1)  // 10^(500/111)
        #expect(w999 < 1e9 && w999 > 9e8)
    }
}

@Suite struct ActivationTests {
    @Test func installsOnNearestCommonAncestor() throws {
        let (cell, avatar, name, guide) = makeCell()
        let c1 = name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 10)
        let c2 = avatar.widthAnchor.constraint(equalToConstant: 32)
        let c3 = guide.leadingAnchor.constraint(equalTo: cell.leadingMarginAnchor)
        try LayoutConstraint.activate([c1, c2, c3])
        #expect(c1.isActive && c2.isActive && c3.isActive)
        #expect(cell.constraints.contains { $0 === c1 })
        #expect(avatar.constraints.contains { $0 === c2 })
        #expect(cell.constraints.contains { $0 === c3 })
        c1.deactivate()
        #expect(!c1.isActive)
        #expect(!cell.constraints.contains { $0 === c1 })
    }

    @Test func removingASubviewDeactivatesCrossingConstraints() throws {
        let (cell, avatar, name, _) = makeCell()
        let inner = LayoutView("inner")
        avatar.addSubview(inner)
        let crossing = inner.leadingAnchor.constraint(equalTo: name.leadingAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: avatar.widthAnchor)
        try LayoutConstraint.activate([crossing, inside])
        avatar.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(inside.isActive)
        #expect(cell.subviews.map(\.identifier) == ["name"])
        #expect(avatar.superview == nil)
    }

    @Test func rejectsEveryInvalidInput() {
        let (cell, avatar, name, guide) = makeCell()
        let stranger = LayoutView("stranger")
        func error(_ c: LayoutConstraint) -> LayoutError? {
            do {
                try LayoutConstraint.activate([c])
                return nil
            } catch { return error }
        }
        // An axis related to a dimension.
        let axisDim = LayoutConstraint(
            item: avatar, attribute: .left, relatedBy: .equal, toItem: cell, attribute: .width)
        guard case .incompatibleAttributes(let c) = error(axisDim) else {
            Issue.record("axis vs dimension accepted")
            return
        }
        #expect(c.refers(to: axisDim))
        // x related to y.
        let xy = LayoutConstraint(
            item: avatar, attribute: .left, relatedBy: .equal, toItem: cell, attribute: .top)
        #expect({ if case .incompatibleAttributes = error(xy) { true } else { false } }())
        // leading related to left.
        let mixed = LayoutConstraint(
            item: avatar, attribute: .leading, relatedBy: .equal, toItem: cell, attribute: .left)
        #expect({ if case .mixedDirectionalAttributes = error(mixed) { true } else { false } }())
        // No common ancestor.
        let apart = avatar.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        #expect({ if case .noCommonAncestor = error(apart) { true } else { false } }())
        // Non-finite numbers.
        let nan = avatar.widthAnchor.constraint(equalToConstant: .nan)
        #expect({ if case .nonFinite = error(nan) { true } else { false } }())
        let inf = avatar.widthAnchor.constraint(equalTo: name.widthAnchor, multiplier: .infinity)
        #expect({ if case .nonFinite = error(inf) { true } else { false } }())
        // Priority outside 1...1000.
        let low = avatar.widthAnchor.constraint(equalToConstant: 3).withPriority(0)
        #expect({ if case .priorityOutOfRange = error(low) { true } else { false } }())
        let high = avatar.widthAnchor.constraint(equalToConstant: 3).withPriority(1001)
        #expect({ if case .priorityOutOfRange = error(high) { true } else { false } }())
        // Margins and baselines of a guide.
        let guideMargin = LayoutConstraint(
            item: guide, attribute: .leadingMargin, relatedBy: .equal, toItem: cell, attribute: .leading)
        #expect(
            { if case .invalidAttribute(_, .leadingMargin) = error(guideMargin) { true } else { false } }())
        let guideBaseline = LayoutConstraint(
            item: guide, attribute: .firstBaseline, relatedBy: .equal, toItem: cell, attribute: .top)
        #expect(
            { if case .invalidAttribute(_, .firstBaseline) = error(guideBaseline) { true } else { false } }())
        // A second attribute without an item, notAnAttribute on the left.
        let noItem = LayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal, attribute: .height)
        #expect({ if case .invalidAttribute(_, .height) = error(noItem) { true } else { false } }())
        let notAttr = LayoutConstraint(
            item: avatar, attribute: .notAnAttribute, relatedBy: .equal, constant: 3)
        #expect({ if case .invalidAttribute(_, .notAnAttribute) = error(notAttr) { true } else { false } }())
        // A deallocated item.
        var temporary: LayoutView? = LayoutView("temp")
        let dangling = temporary.map { $0.widthAnchor.constraint(equalToConstant: 1) }
        temporary = nil
        if let dangling {
            #expect({ if case .missingItem = error(dangling) { true } else { false } }())
        }
        // All or nothing: one bad constraint activates none.
        let good = avatar.widthAnchor.constraint(equalToConstant: 30)
        #expect(throws: LayoutError.self) { try LayoutConstraint.activate([good, nan]) }
        #expect(!good.isActive)
    }

    @Test func errorsNameTheConstraintAndWhere() {
        let (_, avatar, _, _) = makeCell()
        let line = #line + 1
        let nan = avatar.widthAnchor.constraint(equalToConstant: .nan).withIdentifier("w")
        do {
            try nan.activate()
            Issue.record("accepted")
        } catch {
            #expect(error.constraint?.refers(to: nan) == true)
            #expect(error.description.contains("avatar.width == nan 'w'"))
            #expect(error.description.contains("ConstraintAPITests.swift:\(line)"))
        }
    }

    @Test func throwingSettersLeaveTheValueUnchanged() throws {
        let (_, avatar, _, _) = makeCell()
        let c = avatar.widthAnchor.constraint(equalToConstant: 10)
        #expect(throws: LayoutError.self) { try c.setConstant(.infinity) }
        #expect(c.constant == 10)
        #expect(throws: LayoutError.self) { try c.setPriority(2000) }
        #expect(c.priority == .required)
        #expect(throws: LayoutError.self) { try c.setMultiplier(.nan) }
        #expect(c.multiplier == 1)
        try c.setConstant(12)
        #expect(c.constant == 12)
    }
}

@Suite struct HierarchyTests {
    @Test func treeEditsAndDefaults() throws {
        let (cell, avatar, name, guide) = makeCell()
        #expect(avatar.superview === cell)
        #expect(guide.owningView === cell)
        #expect(cell.layoutMargins == LayoutInsets(all: 8))
        #expect(avatar.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(avatar.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(cell.subtreeItems.map(\.identifier) == ["cell", "content", "avatar", "name"])
        // A cycle is refused.
        #expect(throws: LayoutError.self) { try avatar.insertSubview(cell, at: 0) }
        avatar.addSubview(cell)
        #expect(cell.superview == nil)
        // Moving a view.
        avatar.addSubview(name)
        #expect(name.superview === avatar)
        #expect(cell.subviews.count == 1)
        #expect(name.rootView === cell)
        #expect(name.isDescendant(of: cell))
        // Direction is the root's.
        cell.layoutDirection = .rightToLeft
        #expect(name.effectiveLayoutDirection == .rightToLeft)
    }
}
