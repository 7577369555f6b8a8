import Testing
import TrellisLayoutTestSupport

@testable import Trellis

/// The engine's compact records: a form's terms and an entry's slots held inline up to a
/// few and in an array beyond, and the engines watching a constraint or view held inline
/// for the first.
@Suite struct EngineRecordTests {
    /// Terms keep the order they were added in, inline and past the inline ones; a repeated
    /// index adds to its coefficient wherever it is held.
    @Test func formTermsKeepOrderPastTheInlineOnes() {
        var form = EngineForm()
        for index in 0..<7 { form.add(index * 10, Double(index + 1)) }
        form.add(0, 0.5)
        form.add(60, 1)
        form.add(30, 0)
        #expect(form.terms.count == 7)
        #expect(form.terms.map(\.index) == [0, 10, 20, 30, 40, 50, 60])
        #expect(form.terms.map(\.coefficient) == [1.5, 2, 3, 4, 5, 6, 8])
        #expect(form.terms.first?.index == 0)
        #expect(form.terms.dropFirst().map(\.index) == [10, 20, 30, 40, 50, 60])
    }

    /// Two forms with the same terms in the same order are equal, whichever storage holds
    /// them; a different order, coefficient or count is not.
    @Test func formTermsCompareByContent() {
        let large = Int(Int32.max) + 1
        var inline = FormTerms()
        var spilled = FormTerms()
        inline.append(EngineForm.Term(index: 1, coefficient: 2))
        spilled.append(EngineForm.Term(index: 1, coefficient: 2))
        inline.append(EngineForm.Term(index: large, coefficient: -1))
        spilled.append(EngineForm.Term(index: large, coefficient: -1))
        #expect(inline == spilled)
        #expect(
            Array(inline) == [
                EngineForm.Term(index: 1, coefficient: 2), .init(index: large, coefficient: -1),
            ])
        spilled.addCoefficient(1, at: 1)
        #expect(inline != spilled)
        #expect(spilled[1].coefficient == 0)
        var reversed = FormTerms()
        reversed.append(EngineForm.Term(index: large, coefficient: -1))
        reversed.append(EngineForm.Term(index: 1, coefficient: 2))
        #expect(inline != reversed)
        #expect(inline != FormTerms())
        #expect(FormTerms().isEmpty)
    }

    /// An entry's slots keep the order they were named in, past the two held inline.
    @Test func entrySlotsKeepOrder() {
        let views = (0..<4).map { LayoutView("v\($0)") }
        let made = views.map { EngineSlot(view: $0) }
        var slots: EntrySlots = []
        #expect(slots.isEmpty)
        for slot in made { slots.append(slot) }
        #expect(slots.count == 4)
        #expect(zip(slots, made).allSatisfy { $0 === $1 })
        #expect(slots.contains { $0 === made[3] })
        slots = []
        #expect(slots.isEmpty)
        let literal: EntrySlots = [made[2], made[0]]
        #expect(literal.map(\.id) == [made[2].id, made[0].id])
    }

    /// Engines are told in the order they began watching, once each; a removed or freed
    /// engine is no longer told.
    @Test func observersHoldTheFirstEngineInline() {
        let root = makeRoot()
        let first = LayoutEngine(root: root, fitting: false)
        let second = LayoutEngine(root: root, fitting: false)
        var observers = EngineObservers()
        #expect(observers.isEmpty)
        observers.add(first)
        observers.add(first)
        observers.add(second)
        #expect(
            observers.engines.map { ObjectIdentifier($0) } == [
                ObjectIdentifier(first), ObjectIdentifier(second),
            ])
        observers.remove(first)
        #expect(observers.engines.map { ObjectIdentifier($0) } == [ObjectIdentifier(second)])
        observers.add(first)
        #expect(
            observers.engines.map { ObjectIdentifier($0) } == [
                ObjectIdentifier(second), ObjectIdentifier(first),
            ])
        do {
            var temporary = EngineObservers()
            temporary.add(LayoutEngine(root: root, fitting: false))
            #expect(temporary.engines.map { $0 }.isEmpty)
            #expect(temporary.isEmpty)
            temporary.add(first)
            #expect(temporary.engines.map { ObjectIdentifier($0) } == [ObjectIdentifier(first)])
        }
        observers.remove(second)
        observers.remove(first)
        #expect(observers.isEmpty)
    }

    /// A constraint whose items sit in different branches names more than two slots and more
    /// than four variables; it is laid out, changed, deactivated and reactivated as any other.
    @Test func wideConstraintsLayOutAndChange() throws {
        let root = makeRoot(width: 400, height: 200)
        let left = addChild("left", to: root)
        let right = addChild("right", to: root)
        let inner = addChild("inner", to: left)
        let deep = addChild("deep", to: right)
        var constraints: [LayoutConstraint] = []
        for (view, x) in [(left, 10.0), (right, 200), (inner, 5), (deep, 7)] {
            constraints += [
                view.leadingAnchor.constraint(
                    equalTo: view.superview?.leadingAnchor ?? root.leadingAnchor, constant: x),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 20),
                view.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        try LayoutConstraint.activate(constraints)
        // Deep's trailing edge to inner's centre, through both branches: six variables.
        let gap = inner.centerXAnchor.anchorWithOffset(to: deep.trailingAnchor)
            .constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        let pinned = constraints[4]
        pinned.isActive = false
        try LayoutConstraint.activate([gap])
        root.layoutIfNeeded()
        // inner centre 15 + 10 = 25 absolute; deep trailing = 25 + 200 = 225: right at 198.
        expectFrame(right, 198, 0, 20, 20)
        expectFrame(deep, 7, 0, 20, 20)
        let entry = root.rootEngine.entries[ObjectIdentifier(gap)]
        #expect(entry?.slots.count == 3)
        #expect((entry?.form?.terms.count ?? 0) > FormTerms.inlineCapacity)
        gap.constant = 10
        root.layoutIfNeeded()
        expectFrame(right, 208, 0, 20, 20)
        gap.isActive = false
        pinned.isActive = true
        root.layoutIfNeeded()
        expectFrame(right, 200, 0, 20, 20)
        #expect(root.rootEngine.entries[ObjectIdentifier(gap)] == nil)
        gap.isActive = true
        pinned.isActive = false
        root.layoutIfNeeded()
        expectFrame(right, 208, 0, 20, 20)
        #expect(root.rootEngine.entries[ObjectIdentifier(gap)]?.slots.count == 3)
    }

    /// A slot's variables are named after its item and read by offset, as engine indices
    /// give them.
    @Test func slotVariablesByOffset() {
        let slot = EngineSlot(view: LayoutView("cell"))
        #expect(
            (0..<4).map { slot.variables[$0].name } == [
                "cell.minX", "cell.minY", "cell.width", "cell.height",
            ])
        #expect(slot.variables[EngineSlot.width] === slot.variables.width)
        #expect(slot.variables[7] === slot.variables.height)
        slot.variables.height.value = 12
        #expect(slot.frame.height == 12)
    }

    /// A slot's implicit constraints are kept by index, nil where the engine made none.
    @Test func implicitConstraintsByIndex() {
        let view = LayoutView("cell")
        var implicit = ImplicitConstraints()
        #expect(implicit.count == 10)
        #expect(implicit.allSatisfy { $0 == nil })
        let hug = view.widthAnchor.constraint(lessThanOrEqualToConstant: 10)
        let fit = view.heightAnchor.constraint(equalToConstant: 20)
        implicit[EngineSlot.hugWidth] = hug
        implicit[EngineSlot.fitHeight] = fit
        #expect(implicit[EngineSlot.hugWidth] === hug)
        #expect(implicit[EngineSlot.fitHeight] === fit)
        #expect(
            implicit.compactMap { $0 }.map { ObjectIdentifier($0) } == [
                ObjectIdentifier(hug), ObjectIdentifier(fit),
            ])
        implicit[EngineSlot.hugWidth] = nil
        #expect(implicit.compactMap { $0 }.count == 1)
        #expect(implicit[10] == nil)
    }

    /// A view's intrinsic size becomes the engine's implicit constraints, changed in place
    /// and dropped when the size goes.
    @Test func intrinsicConstraintsFollowTheView() throws {
        let root = makeRoot()
        let child = addChild("child", to: root)
        child.intrinsicContentSize = LayoutSize(width: 30, height: 10)
        root.layoutIfNeeded()
        let slot = try #require(root.rootEngine.slot(for: ObjectIdentifier(child)))
        let entry = slot.intrinsic.entry(EngineSlot.hugWidth)
        #expect(slot.intrinsic.constant(EngineSlot.hugWidth) == 30)
        #expect(slot.implicit[EngineSlot.hugWidth] == nil)  // no object until one is asked for
        let hug = child.constraints.first { $0.relation == .lessThanOrEqual && $0.firstAttribute == .width }
        #expect(hug?.constant == 30)
        #expect(hug?.identifier == "child.intrinsic")
        #expect(slot.implicit[EngineSlot.hugWidth] === hug)
        #expect(child.frame.width == 30 && child.frame.height == 10)
        child.intrinsicContentSize = LayoutSize(width: 40, height: LayoutView.noIntrinsicMetric)
        root.layoutIfNeeded()
        #expect(slot.intrinsic.entry(EngineSlot.hugWidth) === entry)
        #expect(slot.implicit[EngineSlot.hugWidth] === hug)
        #expect(hug?.constant == 40)
        #expect(slot.intrinsic.entry(EngineSlot.hugHeight) == nil)
        #expect(slot.intrinsic.entry(EngineSlot.resistHeight) == nil)
        #expect(child.constraints.count == 2)  // the height's two went with the height
        #expect(child.frame.width == 40)
    }

    /// An intrinsic-size entry keeps only its form's constant: the form it gives back is
    /// `width - constant` over its slot's width, as the engine built it.
    @Test func intrinsicEntriesGiveBackTheirForm() throws {
        let root = makeRoot()
        let child = addChild("child", to: root)
        child.intrinsicContentSize = LayoutSize(width: 30, height: 10)
        root.layoutIfNeeded()
        let slot = try #require(root.rootEngine.slot(for: ObjectIdentifier(child)))
        let resist = try #require(slot.intrinsic.entry(EngineSlot.resistWidth))
        let width = slot.index(EngineSlot.width)
        #expect(resist.form?.terms.map(\.index) == [width])
        #expect(resist.form?.terms.map(\.coefficient) == [1])
        #expect(resist.form?.constant == -30)
        #expect(resist.firstTermIndex == width && resist.termCount == 1)
        child.intrinsicContentSize = LayoutSize(width: 45, height: 10)
        root.layoutIfNeeded()
        #expect(resist.form?.constant == -45)
        resist.form = nil
        #expect(resist.form == nil && resist.firstTermIndex == nil && resist.termCount == 0)
    }

    /// A constraint's side holds one term inline and boxes a distance's two (distances are
    /// rare): a side is no larger than a term and its case, and a distance reads back both
    /// its terms, in order, from copies of the constraint's sides too.
    @Test func aDistanceIsBoxedAndReadsBackItsTerms() throws {
        #expect(MemoryLayout<AnchorExpression>.size <= MemoryLayout<AnchorTerm>.size + 1)
        let root = LayoutView("root")
        let a = LayoutView("a")
        let b = LayoutView("b")
        root.addSubview(a)
        root.addSubview(b)
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 12)
        let sides = [gap.first, gap.first]
        for side in sides {
            guard case .distance(let from, let to) = side else {
                Issue.record("not a distance")
                continue
            }
            #expect(from.item === a && from.attribute == .trailing)
            #expect(to.item === b && to.attribute == .leading)
        }
        #expect(gap.first.primary.item === a)
        #expect(gap.first.isDimension)
        #expect(gap.first.terms.map(\.attribute) == [.trailing, .leading])
    }
}
