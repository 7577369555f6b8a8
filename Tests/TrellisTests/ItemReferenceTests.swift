import Testing
import Trellis
import TrellisLayoutTestSupport

/// Constraints and engines hold views and guides without keeping them alive (the item's own
/// reference, detached in its deinit) and items of other types weakly.
@Suite struct ItemReferenceTests {
    /// A class of the caller's that is a layout item (not a view or a guide).
    final class Marker: LayoutItem {
        let identifier: String
        var frame: LayoutRect { .zero }
        var parentView: LayoutView? { nil }
        init(_ identifier: String) { self.identifier = identifier }
    }

    @Test func constraintsForgetDeallocatedViewsAndGuides() {
        let kept = LayoutView("kept")
        let (toView, toGuide, anchor) = {
            let view = LayoutView("view")
            let guide = LayoutGuide("guide")
            let toView = kept.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 4)
            let toGuide = guide.widthAnchor.constraint(equalTo: kept.widthAnchor, multiplier: 2)
            #expect(toView.secondItem === view)
            #expect(toGuide.firstItem === guide)
            #expect(view.topAnchor.item === view)
            return (toView, toGuide, view.topAnchor)
        }()
        #expect(toView.firstItem === kept)
        #expect(toView.secondItem == nil)
        #expect(toGuide.firstItem == nil)
        #expect(toGuide.secondItem === kept)
        #expect(anchor.item == nil)
        #expect(toView.description.contains("<deallocated>"))
    }

    @Test func itemsOfOtherTypesAreHeldWeakly() {
        let kept = LayoutView("kept")
        let constraint = {
            let marker = Marker("marker")
            let constraint = kept.widthAnchor.constraint(equalTo: marker.widthAnchor)
            #expect(constraint.secondItem === marker)
            #expect(constraint.secondItem?.identifier == "marker")
            return constraint
        }()
        #expect(constraint.secondItem == nil)
        #expect(constraint.firstItem === kept)
    }

    /// A view and a guide that outlive their parent read no parent afterwards; a constraint
    /// that outlives the view it was installed on reads no host.
    @Test func childrenAndGuidesForgetAFreedParent() throws {
        let child = LayoutView("child")
        let guide = LayoutGuide("guide")
        let constraint = child.widthAnchor.constraint(equalTo: guide.widthAnchor)
        weak var weakParent: LayoutView?
        try {
            let parent = makeRoot()
            parent.addSubview(child)
            parent.addLayoutGuide(guide)
            try LayoutConstraint.activate([constraint])
            #expect(child.superview === parent)
            #expect(guide.owningView === parent)
            #expect(parent.constraints.contains { $0 === constraint })
            #expect(constraint.isActive)
            weakParent = parent
        }()
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(guide.owningView == nil)
        #expect(guide.parentView == nil)
        // With its host gone, the constraint can be deactivated and the views used again.
        constraint.isActive = false
        let root = makeRoot(width: 100, height: 50)
        root.addSubview(child)
        root.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            guide.widthAnchor.constraint(equalToConstant: 30), constraint,
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        #expect(root.layoutIfNeeded().conflicts.isEmpty)
        #expect(child.frame.width == 30)
    }

    /// A view taken out of a laid-out tree and freed before the next layout: the engine's
    /// record of it reads as gone, and the rest lays out as if it had never been there.
    @Test func aViewFreedBetweenLayoutsIsForgotten() throws {
        let root = makeRoot(width: 200, height: 100)
        let a = addChild("a", to: root)
        weak var weakRemoved: LayoutView?
        try {
            let b = addChild("b", to: root)
            try LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 30),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
            ])
            #expect(root.layoutIfNeeded().conflicts.isEmpty)
            #expect(b.frame.minX == 44)
            b.removeFromSuperview()
            weakRemoved = b
        }()
        #expect(weakRemoved == nil)
        a.intrinsicContentSize = LayoutSize(width: 5, height: 7)
        let report = root.layoutIfNeeded()
        #expect(report.conflicts.isEmpty)
        #expect(a.frame == LayoutRect(x: 10, y: a.frame.minY, width: 30, height: 7))
    }

    /// Components and their entries refer to each other; dropping a laid-out tree frees its
    /// constraints, so the engine left no pair of them behind.
    @Test func laidOutConstraintsAreFreedWithTheirTree() throws {
        weak var weakConstraint: LayoutConstraint?
        weak var weakCoupled: LayoutConstraint?
        try {
            let root = makeRoot(width: 300, height: 100)
            var previous: LayoutView?
            for k in 0..<6 {
                let view = addChild("v\(k)", to: root)
                view.intrinsicContentSize = LayoutSize(width: Double(10 + k), height: 12)
                let leading = view.leadingAnchor.constraint(
                    equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 4)
                let width = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.1)
                width.priority = .defaultHigh
                try LayoutConstraint.activate([leading, width])
                if k == 0 { weakConstraint = leading }
                if k == 5 { weakCoupled = width }
                previous = view
            }
            #expect(root.layoutIfNeeded().conflicts.isEmpty)
            // A change after the layout (the incremental path), then another layout.
            root.fixedFrame = LayoutRect(x: 0, y: 0, width: 400, height: 100)
            root.layoutIfNeeded()
            #expect(previous?.frame.width == 40)
        }()
        #expect(weakConstraint == nil)
        #expect(weakCoupled == nil)
    }

    /// A view and a constraint outlive the engine that observed them (freed with its root):
    /// later changes skip it, and a new engine lays the view out.
    @Test func viewsAndConstraintsOutliveTheirEngine() throws {
        let child = LayoutView("child")
        let width = child.widthAnchor.constraint(equalToConstant: 30)
        let height = child.heightAnchor.constraint(equalToConstant: 10)
        weak var weakRoot: LayoutView?
        try {
            let root = makeRoot()
            root.addSubview(child)
            try LayoutConstraint.activate([
                width, height, child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                child.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            #expect(child.frame == LayoutRect(x: 5, y: 0, width: 30, height: 10))
            weakRoot = root
        }()
        #expect(weakRoot == nil)
        #expect(child.superview == nil)
        width.constant = 40
        child.setContentHuggingPriority(.required, for: .horizontal)
        child.layoutIfNeeded()
        #expect(child.frame.width == 40)
        #expect(child.frame.height == 10)
    }
}
