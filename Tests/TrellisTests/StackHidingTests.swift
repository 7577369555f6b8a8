import Testing

@testable import Trellis

/// Hiding an arranged view after a first layout rebuilds the stack's arrangement: the report
/// stays clean under every distribution.
@Suite struct StackHidingTests {
    @Test(arguments: LayoutStackView.Distribution.allCases)
    func hidingAfterTheFirstLayoutLeavesNothingOut(_ distribution: LayoutStackView.Distribution) {
        let icon = LayoutView("icon"), title = LayoutView("title"), badge = LayoutView("badge")
        icon.intrinsicContentSize = LayoutSize(width: 24, height: 24)
        title.intrinsicContentSize = LayoutSize(width: 120, height: 20)
        badge.intrinsicContentSize = LayoutSize(width: 30, height: 16)
        let row = LayoutStackView(
            "row", frame: LayoutRect(x: 0, y: 0, width: 320, height: 44), arrangedSubviews: [icon, title, badge])
        row.alignment = .center
        row.distribution = distribution
        row.spacing = 8
        #expect(row.layoutIfNeeded().isClean)
        title.isHidden = true
        let report = row.layoutIfNeeded()
        #expect(report.invalidConstraints.isEmpty, "\(distribution): \(report)")
        #expect(report.conflicts.isEmpty)
        #expect(title.frame.width == 0)
        badge.isHidden = true
        #expect(row.layoutIfNeeded().isClean)
        title.isHidden = false
        #expect(row.layoutIfNeeded().isClean)
    }
}
