import Testing
import Trellis

/// The view a constraint is installed on: its items' nearest common ancestor (a guide stands
/// for its owner), as UIKit installs constraints, in every relation two items can have.
@Suite struct ConstraintHostTests {
    /// root ─ a ─ a1 ─ a11
    ///      │    └ a2
    ///      └ b ─ b1
    /// and a guide owned by a1, and a view in a tree of its own.
    private struct Tree {
        let root = LayoutView("root")
        let a = LayoutView("a")
        let a1 = LayoutView("a1")
        let a11 = LayoutView("a11")
        let a2 = LayoutView("a2")
        let b = LayoutView("b")
        let b1 = LayoutView("b1")
        let guide = LayoutGuide("guide")
        let stranger = LayoutView("stranger")

        init() {
            root.addSubview(a)
            root.addSubview(b)
            a.addSubview(a1)
            a.addSubview(a2)
            a1.addSubview(a11)
            b.addSubview(b1)
            a1.addLayoutGuide(guide)
        }
    }

    private func host(_ first: LayoutView, _ second: LayoutView) throws -> LayoutView {
        try first.leadingAnchor.constraint(equalTo: second.leadingAnchor).validate()
    }

    @Test func aParentAndItsChildInstallOnTheParent() throws {
        let t = Tree()
        #expect(try host(t.a1, t.a) === t.a)
        #expect(try host(t.a, t.a1) === t.a)
    }

    @Test func siblingsInstallOnTheirParent() throws {
        let t = Tree()
        #expect(try host(t.a1, t.a2) === t.a)
        #expect(try host(t.a, t.b) === t.root)
    }

    @Test func distantRelativesInstallOnTheNearestCommonAncestor() throws {
        let t = Tree()
        #expect(try host(t.a11, t.a) === t.a)  // grandchild and grandparent
        #expect(try host(t.a, t.a11) === t.a)
        #expect(try host(t.a11, t.a2) === t.a)  // nephew and aunt
        #expect(try host(t.a11, t.b1) === t.root)  // cousins once removed
        #expect(try host(t.a11, t.root) === t.root)
    }

    @Test func aViewWithItselfAndAGuideWithItsOwnerInstallOnTheView() throws {
        let t = Tree()
        #expect(try host(t.a2, t.a2) === t.a2)
        #expect(try t.a1.widthAnchor.constraint(equalToConstant: 10).validate() === t.a1)
        #expect(try t.guide.leadingAnchor.constraint(equalTo: t.a1.leadingAnchor).validate() === t.a1)
        #expect(try t.guide.leadingAnchor.constraint(equalTo: t.a11.leadingAnchor).validate() === t.a1)
        #expect(try t.guide.leadingAnchor.constraint(equalTo: t.a2.leadingAnchor).validate() === t.a)
    }

    @Test func viewsInSeparateTreesHaveNoHost() {
        let t = Tree()
        #expect(throws: LayoutError.self) { try host(t.a11, t.stranger) }
        #expect(throws: LayoutError.self) { try host(t.stranger, t.root) }
    }

    @Test func theEnginesSizeAndFrameConstraintsAreInstalledOnTheViewItself() {
        let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 200, height: 100))
        let label = LayoutView("label")
        label.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        _ = root.layoutIfNeeded()
        let sizes = label.constraints.filter { $0.origin == .intrinsicContentSize }
        #expect(sizes.count == 4)  // hugging and compression resistance, per axis
        #expect(sizes.allSatisfy { $0.isActive && $0.firstItem === label && $0.activationError == nil })
        let pins = root.constraints.filter { $0.origin == .fixedFrame }
        #expect(pins.count == 4)  // the root's given frame: left, top, width, height
        #expect(pins.allSatisfy { $0.isActive && $0.firstItem === root })
        #expect(label.frame == LayoutRect(x: 0, y: 0, width: 80, height: 17))
    }

    @Test func activationInstallsOnTheHostAndListsTheConstraintThere() throws {
        let t = Tree()
        let constraint = t.a11.topAnchor.constraint(equalTo: t.b1.bottomAnchor, constant: 8)
        try constraint.activate()
        #expect(constraint.isActive)
        #expect(t.root.constraints.contains { $0 === constraint })
        #expect(!t.a.constraints.contains { $0 === constraint })
    }
}
