import Testing
import Trellis
import TrellisLayoutTestSupport

@Suite struct IntrinsicSizeTests {
    /// A label pinned at the leading edge of a container of `width`, with `trailing`
    /// relating it to the container's trailing edge.
    private func label(in width: Double, relation: LayoutRelation) throws -> LayoutView {
        let root = makeRoot(width: width, height: 50)
        let label = addChild("label", to: root)
        label.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        let trailing = LayoutConstraint(
            item: label, attribute: .trailing, relatedBy: relation, toItem: root, attribute: .trailing)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor), trailing,
        ])
        root.layoutIfNeeded()
        return label
    }

    @Test func huggingAndCompressionAgainstRequiredEdges() throws {
        // Too large, pinned: required wins over hugging (250): the label stretches.
        expectFrame(try label(in: 200, relation: .equal), 0, 0, 200, 17)
        // Too large, free to stay short: hugging keeps the intrinsic width.
        expectFrame(try label(in: 200, relation: .lessThanOrEqual), 0, 0, 80, 17)
        // Too small: required wins over compression resistance (750): the label shrinks.
        expectFrame(try label(in: 50, relation: .lessThanOrEqual), 0, 0, 50, 17)
        // Room enough, at least as wide as the container: stretched.
        expectFrame(try label(in: 120, relation: .greaterThanOrEqual), 0, 0, 120, 17)
    }

    /// Two labels in a row that fills a container of `width`.
    private func row(
        width: Double, configure: (LayoutView, LayoutView) -> Void
    ) throws -> (LayoutView, LayoutView) {
        let root = makeRoot(width: width, height: 40)
        let a = addChild("a", to: root)
        let b = addChild("b", to: root)
        a.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        b.intrinsicContentSize = LayoutSize(width: 100, height: 17)
        configure(a, b)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let report = root.layoutIfNeeded()
        #expect(report.isClean)
        return (a, b)
    }

    @Test func twoLabelsCompeteByHuggingPriority() throws {
        var (a, b) = try row(width: 300) { a, _ in
            a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        }
        expectFrame(a, 0, 0, 80, 17)
        expectFrame(b, 80, 0, 220, 17)
        (a, b) = try row(width: 300) { _, b in b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        }
        expectFrame(a, 0, 0, 200, 17)
        expectFrame(b, 200, 0, 100, 17)
    }

    @Test func twoLabelsCompeteByCompressionResistance() throws {
        var (a, b) = try row(width: 150) { a, _ in
            a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        }
        expectFrame(a, 0, 0, 80, 17)
        expectFrame(b, 80, 0, 70, 17)
        (a, b) = try row(width: 150) { _, b in
            b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        }
        expectFrame(a, 0, 0, 50, 17)
        expectFrame(b, 50, 0, 100, 17)
    }

    @Test func oneDimensionOnlyAndChanges() throws {
        let root = makeRoot()
        let label = addChild("label", to: root)
        label.intrinsicContentSize = LayoutSize(width: LayoutView.noIntrinsicMetric, height: 21)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 375, 21)
        #expect(!label.hasAmbiguousLayout)
        label.intrinsicContentSize = LayoutSize(width: LayoutView.noIntrinsicMetric, height: 42)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 375, 42)
        label.intrinsicContentSize = LayoutSize(
            width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
        root.layoutIfNeeded()
        #expect(label.hasAmbiguousLayout)
    }

    @Test func requiredHuggingConflictsAreNamedIntrinsic() throws {
        let root = makeRoot()
        let label = addChild("label", to: root)
        label.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        label.setContentHuggingPriority(.required, for: .horizontal)
        let wide = label.widthAnchor.constraint(equalToConstant: 100).withIdentifier("wide")
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor), wide,
        ])
        let report = root.layoutIfNeeded()
        #expect(report.conflicts.count == 1)
        #expect(report.conflicts.first?.broken.refers(to: wide) == true)
        #expect(report.conflicts.first?.conflicting.map(\.reportName) == ["label.intrinsic", "wide"])
        expectFrame(label, 0, 0, 80, 17)
    }
}

@Suite struct FittingSizeTests {
    /// A self-sizing cell: a wrapping label inset by 10 on each side, and a 40-point
    /// avatar on the leading side.
    private func makeCell(characters: Int) throws -> (cell: LayoutView, body: LayoutView) {
        let cell = LayoutView("cell")
        let avatar = addChild("avatar", to: cell)
        let body = addChild("body", to: cell)
        body.measure = textMeasure(characters: characters)
        try LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -10),
            body.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 10),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            body.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -10),
        ])
        return (cell, body)
    }

    @Test func selfSizingCellWithWrappingText() throws {
        let (cell, body) = try makeCell(characters: 50)
        // At 300 the body is 300 - 70 = 230 wide: 23 glyphs a line, 3 lines, 60 high.
        let size = cell.systemLayoutSizeFitting(
            LayoutSize(width: 300, height: 0), horizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(size.width - 300) < 1e-6)
        #expect(abs(size.height - 80) < 1e-6)
        // Wider: 430 → 36 a line, 2 lines.
        let wide = cell.systemLayoutSizeFitting(
            LayoutSize(width: 500, height: 0), horizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(wide.height - 60) < 1e-6)
        // Very wide: one line, but the avatar (40 + 20) is taller.
        let single = cell.systemLayoutSizeFitting(
            LayoutSize(width: 1000, height: 0), horizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(single.height - 60) < 1e-6)
        // New text: invalidate, measure again.
        body.measure = textMeasure(characters: 100)
        let longer = cell.systemLayoutSizeFitting(
            LayoutSize(width: 300, height: 0), horizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(longer.height - 120) < 1e-6)  // 5 lines
        // Fitting leaves frames alone.
        #expect(body.frame == .zero)
    }

    @Test func compressedAndExpandedTargets() throws {
        let cell = LayoutView("cell")
        let box = addChild("box", to: cell)
        box.intrinsicContentSize = LayoutSize(width: 30, height: 20)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 5),
            box.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -5),
            box.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            box.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
        ])
        let compressed = cell.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        #expect(abs(compressed.width - 40) < 1e-6 && abs(compressed.height - 30) < 1e-6)
        // Expanded: hugging (250) beats the fitting level (50), so the content size wins too.
        let expanded = cell.systemLayoutSizeFitting(LayoutView.layoutFittingExpandedSize)
        #expect(abs(expanded.width - 40) < 1e-6 && abs(expanded.height - 30) < 1e-6)
        // Below the fitting level, hugging gives way.
        box.setContentHuggingPriority(1, for: .vertical)
        let tall = cell.systemLayoutSizeFitting(LayoutView.layoutFittingExpandedSize)
        #expect(abs(tall.height - LayoutView.layoutFittingExpandedSize.height) < 1e-6)
    }

    @Test func newContentOfTheSameNaturalWidthIsMeasuredAgain() throws {
        let cell = LayoutView("cell")
        let body = addChild("body", to: cell)
        let lines = LinesBox()
        body.measure = { width in
            LayoutSize(width: min(width, 500), height: width >= 500 ? 20 : 20 * lines.count)
        }
        try LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            body.topAnchor.constraint(equalTo: cell.topAnchor),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        let target = LayoutSize(width: 300, height: 0)
        var size = cell.systemLayoutSizeFitting(
            target, horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(size.height - 40) < 1e-6)
        lines.count = 3
        body.invalidateIntrinsicContentSize()
        size = cell.systemLayoutSizeFitting(
            target, horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(size.height - 60) < 1e-6)
    }

    /// Mutable content for a measure function.
    private final class LinesBox {
        var count = 2.0
    }

    @Test func measuredLabelInTheTreeLayout() throws {
        let (cell, body) = try makeCell(characters: 50)
        cell.fixedFrame = LayoutRect(x: 0, y: 0, width: 300, height: 200)
        cell.layoutIfNeeded()
        expectFrame(body, 60, 10, 230, 60)
        cell.fixedFrame = LayoutRect(x: 0, y: 0, width: 500, height: 200)
        cell.layoutIfNeeded()
        expectFrame(body, 60, 10, 430, 40)
    }
}
