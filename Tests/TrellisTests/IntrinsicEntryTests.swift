import Testing
import Trellis
import TrellisLayoutTestSupport

/// The engine keeps a view's hugging and compression resistance as numbers, not as
/// constraint objects: they must still lay out, conflict, change, be listed and be counted
/// as the constraints they stand for.
@Suite struct IntrinsicEntryTests {
    /// A label of intrinsic size 80 x 17 in a 200 x 50 root, its leading and top edges
    /// pinned to the root's, with `preference` activated on it.
    private func label(
        _ preference: (LayoutView) -> LayoutConstraint
    ) throws -> (root: LayoutView, label: LayoutView) {
        let root = makeRoot(width: 200, height: 50)
        let label = addChild("label", to: root)
        label.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor), preference(label),
        ])
        return (root, label)
    }

    @Test func huggingYieldsToAStrongerPullAndFollowsItsPriority() throws {
        let (root, label) = try label {
            $0.widthAnchor.constraint(greaterThanOrEqualToConstant: 120).withPriority(500)
        }
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 120, 17)  // width <= 80 @250 loses to width >= 120 @500
        label.setContentHuggingPriority(600, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 80, 17)  // @600 wins
        label.intrinsicContentSize = LayoutSize(width: 100, height: 17)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 100, 17)
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 120, 17)
    }

    @Test func compressionResistanceHoldsAgainstAWeakerSqueeze() throws {
        let (root, label) = try label {
            $0.widthAnchor.constraint(lessThanOrEqualToConstant: 50).withPriority(700)
        }
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 80, 17)  // width >= 80 @750 beats width <= 50 @700
        label.setContentCompressionResistancePriority(650, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 50, 17)
        label.intrinsicContentSize = LayoutSize(width: LayoutView.noIntrinsicMetric, height: 17)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 50, 17)
    }

    @Test func aRequiredIntrinsicSizeConflictsAndIsNamedInTheReport() throws {
        let root = makeRoot(width: 200, height: 50)
        let label = addChild("label", to: root)
        label.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let narrow = label.widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor), narrow,
        ])
        let report = root.layoutIfNeeded()
        #expect(report.conflicts.count == 1)
        let conflict = try #require(report.conflicts.first)
        // The view counts as activated when it was made, so the later constraint is broken.
        #expect(conflict.broken.refers(to: narrow))
        #expect(
            conflict.conflicting.map(\.description) == [
                "label.width >= 80 'label.intrinsic'", "label.width == 50",
            ])
        #expect(conflict.conflicting.first?.origin == .intrinsicContentSize)
        let resist = try #require(
            label.constraints.first {
                $0.origin == .intrinsicContentSize && $0.relation == .greaterThanOrEqual
            })
        #expect(conflict.conflicting.first?.refers(to: resist) == true)
        #expect(resist.isActive && resist.firstItem === label && resist.firstAttribute == .width)
        expectFrame(label, 0, 0, 80, 17)
    }

    @Test func theStatisticsCountTheIntrinsicSizeAsFourConstraints() throws {
        let (root, label) = try label { $0.heightAnchor.constraint(equalToConstant: 17) }
        root.layoutIfNeeded()
        // The root's frame pins (4), the three activated and the label's intrinsic size (4).
        #expect(root.layoutStatistics.constraints == 11)
        label.intrinsicContentSize = LayoutSize(width: 80, height: LayoutView.noIntrinsicMetric)
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.constraints == 9)
        #expect(label.constraints.filter { $0.origin == .intrinsicContentSize }.count == 2)
        expectFrame(label, 0, 0, 80, 17)
    }

    @Test func aNonFiniteIntrinsicSizeIsLeftOutAndReported() throws {
        let (root, label) = try label { $0.heightAnchor.constraint(equalToConstant: 17) }
        label.intrinsicContentSize = LayoutSize(width: .nan, height: 17)
        let report = root.layoutIfNeeded()
        #expect(report.invalidConstraints.count == 2)
        #expect(report.invalidConstraints.allSatisfy { $0.constraint?.origin == .intrinsicContentSize })
        #expect(report.invalidConstraints.allSatisfy { $0.constraint?.identifier == "label.intrinsic" })
        #expect(label.constraints.filter { $0.origin == .intrinsicContentSize }.count == 2)  // the height's
    }

    @Test func anIntrinsicSizeThatAppearsAfterALayoutCountsOnce() throws {
        let root = makeRoot(width: 200, height: 50)
        let label = addChild("label", to: root)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            label.heightAnchor.constraint(greaterThanOrEqualToConstant: 5),
        ])
        root.layoutIfNeeded()
        // The root's frame pins (4) and the four activated.
        #expect(root.layoutStatistics.constraints == 8)
        label.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.constraints == 12)
        #expect(label.constraints.filter { $0.origin == .intrinsicContentSize }.count == 4)
        expectFrame(label, 0, 0, 80, 17)
        // A second change keeps the same four, with the new numbers.
        label.intrinsicContentSize = LayoutSize(width: 60, height: 12)
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.constraints == 12)
        #expect(label.constraints.filter { $0.origin == .intrinsicContentSize }.count == 4)
        expectFrame(label, 0, 0, 60, 12)
    }
}
