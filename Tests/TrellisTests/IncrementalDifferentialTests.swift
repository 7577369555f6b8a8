import Testing
import TrellisTestSupport

@testable import Trellis
import TrellisLayoutTestSupport

/// Random rows of labels competing by distinct priorities; after random edits, the
/// incrementally updated layout must equal a layout rebuilt from scratch.
@Suite struct IncrementalDifferentialTests {
    private struct Scene {
        var root: LayoutView
        var views: [LayoutView]
        var editable: [LayoutConstraint]
    }

    private func makeScene(_ random: inout SplitMix64) throws -> Scene {
        let root = makeRoot(width: 400, height: 400)
        if Bool.random(using: &random) { root.layoutDirection = .rightToLeft }
        var views: [LayoutView] = []
        var editable: [LayoutConstraint] = []
        var constraints: [LayoutConstraint] = []
        var usedPriorities = Set<Double>()
        func distinctPriority() -> LayoutPriority {
            while true {
                let p = Double(Int.random(in: 2...998, using: &random))
                if usedPriorities.insert(p).inserted { return LayoutPriority(p) }
            }
        }
        for r in 0..<3 {
            let row = addChild("row\(r)", to: root)
            views.append(row)
            let top = row.topAnchor.constraint(
                equalTo: views.count > 1 ? views[views.count - 2].bottomAnchor : root.topAnchor, constant: 4)
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor), top,
            ]
            editable.append(top)
            var previous: LayoutView?
            for k in 0..<3 {
                let label = addChild("l\(r).\(k)", to: row)
                views.append(label)
                label.intrinsicContentSize = LayoutSize(
                    width: Double(Int.random(in: 20...90, using: &random)),
                    height: Double(Int.random(in: 10...30, using: &random)))
                label.setContentHuggingPriority(distinctPriority(), for: .horizontal)
                label.setContentCompressionResistancePriority(distinctPriority(), for: .horizontal)
                let lead = label.leadingAnchor.constraint(
                    equalTo: previous?.trailingAnchor ?? row.leadingAnchor,
                    constant: Double(Int.random(in: 0...12, using: &random)))
                let width = label.widthAnchor.constraint(
                    equalTo: row.widthAnchor, multiplier: Double(Int.random(in: 1...4, using: &random)) / 10)
                width.priority = distinctPriority()
                constraints += [
                    lead, width, label.topAnchor.constraint(equalTo: row.topAnchor),
                    label.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor),
                ]
                editable += [lead, width]
                previous = label
            }
            if let previous {
                let trailing = previous.trailingAnchor.constraint(equalTo: row.trailingAnchor)
                constraints.append(trailing)
                editable.append(trailing)
            }
            let height = row.heightAnchor.constraint(equalToConstant: 0).withPriority(
                LayoutPriority(Double(r + 1)))
            constraints.append(height)
        }
        try LayoutConstraint.activate(constraints)
        return Scene(root: root, views: views, editable: editable)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func incrementalEqualsRebuilt(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let scene = try makeScene(&random)
        scene.root.layoutIfNeeded()
        for _ in 0..<12 {
            let c = scene.editable[Int.random(in: 0..<scene.editable.count, using: &random)]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: c.constant = Double(Int.random(in: -5...15, using: &random))
            case 1 where !c.priority.isRequired:
                c.priority = LayoutPriority(Double(Int.random(in: 1...999, using: &random)) + 0.5)
            case 2 where c.firstAttribute == .width:
                c.multiplier = Double(Int.random(in: 1...4, using: &random)) / 10
            default:
                let view = scene.views[Int.random(in: 0..<scene.views.count, using: &random)]
                view.intrinsicContentSize.width = Double(Int.random(in: 10...80, using: &random))
            }
            scene.root.layoutIfNeeded()
        }
        let incremental = scene.views.map(\.frame)
        let incrementalReport = scene.root.layoutIfNeeded()
        // Rebuild everything from scratch on the same tree.
        scene.root.rootEngine.structureDidChange()
        let rebuiltReport = scene.root.layoutIfNeeded()
        #expect(incrementalReport.conflicts.count == rebuiltReport.conflicts.count)
        for (view, frame) in zip(scene.views, incremental) {
            #expect(
                view.frame.isClose(to: frame, tolerance: 1e-6),
                "seed \(seed): \(view.identifier) \(frame) vs \(view.frame)")
        }
    }
}
