import Foundation
import Synchronization
import Testing
import Trellis
import TrellisLayoutTestSupport

@Suite struct LayoutLifetimeTests {
    /// A laid-out, fitted tree with constraints holds no reference cycles: dropping the root
    /// frees every view (what bounded-memory bulk layout relies on).
    @Test func treesAreFreedAfterLayoutAndFitting() throws {
        weak var weakRoot: LayoutView?
        weak var weakChild: LayoutView?
        weak var weakGuide: LayoutGuide?
        try {
            let root = makeRoot()
            let child = addChild("child", to: root)
            child.intrinsicContentSize = LayoutSize(width: 20, height: 20)
            child.measure = { LayoutSize(width: min($0, 50), height: 10) }
            let guide = LayoutGuide("guide")
            root.addLayoutGuide(guide)
            try LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                guide.leadingAnchor.constraint(equalTo: child.trailingAnchor),
                guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
            root.layoutIfNeeded()
            _ = root.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
            _ = child.hasAmbiguousLayout
            weakRoot = root
            weakChild = child
            weakGuide = guide
        }()
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakGuide == nil)
    }

    /// A view removed from a laid-out tree, and the constraints that named it, are freed once
    /// the tree lays out again: the engine keeps nothing of a dropped view.
    @Test func removedViewsAndTheirConstraintsAreFreed() throws {
        let root = makeRoot()
        let a = addChild("a", to: root)
        weak var weakRemoved: LayoutView?
        weak var weakConstraint: LayoutConstraint?
        try {
            let b = addChild("b", to: root)
            b.intrinsicContentSize = LayoutSize(width: 10, height: 10)
            let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4)
            try LayoutConstraint.activate([
                between, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 20), b.topAnchor.constraint(equalTo: a.topAnchor),
            ])
            #expect(root.layoutIfNeeded().conflicts.isEmpty)
            #expect(b.frame.minX == 24)
            b.removeFromSuperview()
            root.layoutIfNeeded()
            weakRemoved = b
            weakConstraint = between
        }()
        #expect(weakRemoved == nil)
        #expect(weakConstraint == nil)
        #expect(a.frame.width == 20)
    }

    /// Trees laid out on several threads at once give the same frames as on one.
    @Test func separateTreesLayOutConcurrently() {
        @Sendable func frames(_ seed: Int) -> [LayoutRect] {
            let root = makeRoot(width: 300 + Double(seed), height: 100)
            var views: [LayoutView] = []
            var previous: LayoutView?
            var constraints: [LayoutConstraint] = []
            for k in 0..<8 {
                let view = addChild("v\(k)", to: root)
                view.intrinsicContentSize = LayoutSize(width: Double(10 + k * seed % 17), height: 12)
                constraints += [
                    view.leadingAnchor.constraint(
                        equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 4),
                    view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                ]
                views.append(view)
                previous = view
            }
            if let previous {
                constraints.append(previous.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor))
            }
            do { try LayoutConstraint.activate(constraints) } catch { return [] }
            root.layoutIfNeeded()
            return views.map(\.frame)
        }
        let serial = (0..<16).map(frames)
        let results = Mutex<[[LayoutRect]]>(Array(repeating: [], count: 16))
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let value = frames(index)
            results.withLock { $0[index] = value }
        }
        #expect(results.withLock { $0 } == serial)
        #expect(serial.allSatisfy { $0.count == 8 })
    }
}
