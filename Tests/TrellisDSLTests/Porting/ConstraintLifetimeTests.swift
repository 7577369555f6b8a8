import Testing
@testable import Trellis
@testable import TrellisDSL
import TrellisLayoutTestSupport

@Suite struct ConstraintLifetimeTests {
    /// A laid-out tree frees its views, its user constraints and the engine's implicit
    /// constraints (frame pins, intrinsic sizes) once the root is dropped.
    @Test func laidOutTreeAndItsConstraintsAreFreed() throws {
        weak var weakRoot: LayoutView?
        weak var weakChild: LayoutView?
        weak var weakExplicit: LayoutConstraint?
        weak var weakDeactivated: LayoutConstraint?
        try {
            let root = makeRoot()
            let child = addChild("child", to: root)
            child.intrinsicContentSize = LayoutSize(width: 20, height: 20)
            let lead = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
            let top = child.topAnchor.constraint(equalTo: root.topAnchor)
            let extra = child.widthAnchor.constraint(equalToConstant: 30)
            try LayoutConstraint.activate([lead, top, extra])
            root.layoutIfNeeded()
            expectFrame(child, 5, 0, 30, 20)
            LayoutConstraint.deactivate([extra])
            root.layoutIfNeeded()
            expectFrame(child, 5, 0, 20, 20)
            _ = root.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
            weakRoot = root
            weakChild = child
            weakExplicit = lead
            weakDeactivated = extra
        }()
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakExplicit == nil)
        #expect(weakDeactivated == nil)
    }

    /// The engine's implicit constraints (here a frame pin, seen through a conflict report)
    /// are freed with the tree.
    @Test func implicitConstraintsAreFreed() throws {
        weak var weakImplicit: LayoutConstraint?
        try {
            let root = makeRoot()
            let child = LayoutView("child", frame: LayoutRect(x: 0, y: 0, width: 20, height: 20))
            root.addSubview(child)
            try LayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10)])
            let report = root.layoutIfNeeded()
            let named = report.conflicts.flatMap { [$0.broken] + $0.conflicting }
            #expect(named.contains { $0.identifier == "child.frame" })
            // The engine's own pin of the child's frame, made for the conflict above.
            let slot = root.rootEngine.slot(for: ObjectIdentifier(child))
            let pin = slot?.implicit.compactMap { $0 }.first { $0.identifier == "child.frame" }
            #expect(pin != nil)
            weakImplicit = pin
        }()
        #expect(weakImplicit == nil)
    }
}
