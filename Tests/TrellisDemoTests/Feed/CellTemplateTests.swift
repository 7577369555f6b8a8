import Testing
import Trellis
import TrellisDemo
import TrellisFormats

@Suite struct CellTemplateTests {
    let generator = FeedDataGenerator(seed: 5)

    /// The engine-level template (views and anchors, re-laid out cell after cell) gives the
    /// same frames as the solver-level template and the arithmetic.
    @Test(arguments: [375.0, 120])
    func engineTemplateMatchesSolverTemplate(width: Double) throws {
        let engine = try FeedCellStyle.standard.cellTemplate(width: width)
        let solver = try FeedCellTemplate(width: width)
        for index in 0..<40 {
            let data = generator.cell(at: index)
            let cell = engine.layout(data)
            #expect(cell.report.isClean)
            #expect(cell.feedFrames.maximumDifference(from: try solver.layout(data)) <= 1e-6, "cell \(index)")
        }
    }

    /// A template's cell equals a fresh view tree of the same cell, laid out once, and its
    /// height equals systemLayoutSizeFitting's at that width.
    @Test func templateEqualsAFreshTree() throws {
        let template = try FeedCellStyle.standard.cellTemplate(width: 375)
        for index in [0, 1, 2, 17, 3] {
            let data = generator.cell(at: index)
            let edited = template.layout(data)
            let fresh = try FeedCellStyle.standard.cellTemplate(width: 375).layout(data)
            for (a, b) in zip(edited.frames, fresh.frames) { #expect(a.isClose(to: b, tolerance: 1e-6)) }
            let cell = LayoutView("cell")
            let fill = try FeedCellStyle.standard.buildViews(in: cell)
            fill(data)
            let size = cell.systemLayoutSizeFitting(
                LayoutSize(width: 375, height: 0), horizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(abs(size.height - edited.height) <= 1e-6)
        }
    }

    /// A cell whose content conflicts with the template is reported with its index; the
    /// other cells are laid out.
    @Test func conflictingCellIsReportedNotFatal() async throws {
        var reports: [Int: CellLayout] = [:]
        try await BulkLayout.layout(
            count: 6, options: BulkOptions(threads: 2, chunkSize: 2, window: 4),
            template: {
                try CellTemplate<Double>(width: 100) { cell in
                    let box = LayoutView("box")
                    cell.addSubview(box)
                    let width = box.widthAnchor.constraint(equalToConstant: 10)
                    try LayoutConstraint.activate([
                        box.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                        box.topAnchor.constraint(equalTo: cell.topAnchor),
                        box.heightAnchor.constraint(equalToConstant: 20),
                        box.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor),
                        cell.bottomAnchor.constraint(equalTo: box.bottomAnchor),
                        width,
                    ])
                    return { value in width.constant = value }
                }
            }, data: { $0 == 3 ? 150 : Double(10 * $0) }
        ) { index, result in
            if case .success(let cell) = result { reports[index] = cell }
        }
        #expect(reports.count == 6)
        #expect(reports[3]?.report.conflicts.isEmpty == false)
        for index in [0, 1, 2, 4, 5] {
            #expect(reports[index]?.report.isClean == true)
            #expect(
                reports[index]?.frames[1] == LayoutRect(x: 0, y: 0, width: Double(10 * index), height: 20))
        }
    }
}
