import Foundation
import Synchronization
import Testing
import Trellis

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
