import Trellis
import TrellisFormats

/// The demo behind `trellis demo`: lays out generated feed cells with the constraint template
/// on all cores, then the same cells with hand-written frame arithmetic through the same
/// harness, and reports speed, total height, the slowest cell and agreement.
///
/// ```swift
/// let report = try await FeedDemo.run(cells: 10_000, width: 375)
/// print(report)
/// ```
public enum FeedDemo {
    /// What a demo run measured.
    public struct Report: Sendable, CustomStringConvertible {
        /// Cells laid out.
        public var cells: Int
        /// The cells' width in points.
        public var width: Double
        /// Worker threads used.
        public var threads: Int
        /// Wall-clock seconds for the template run (generating the data included).
        public var seconds: Double
        /// Wall-clock seconds for the hand-written arithmetic run (same data, same harness).
        public var arithmeticSeconds: Double
        /// The sum of the cells' heights.
        public var totalHeight: Double
        /// The slowest cell (its template edits, not its chunk's template build): index,
        /// seconds, lines of body text.
        public var slowest: (index: Int, seconds: Double, bodyLines: Int)
        /// Templates made (one per chunk, each from the run's one solved template).
        public var templatesBuilt = 0
        /// The seconds making the chunks' templates took in all.
        public var templateSeconds = 0.0
        /// The largest difference between a template cell height and the arithmetic one.
        public var maximumHeightDifference: Double
        /// Cells that failed (none for the feed; reported for honesty).
        public var failures: [BulkCellFailure]
        /// The first screenful of cells, for drawing.
        public var firstScreen: [(data: FeedCellData, frames: FeedCellFrames)]

        /// Cells per second of the template run.
        public var cellsPerSecond: Double { seconds > 0 ? Double(cells) / seconds : 0 }
        /// Cells per second of the arithmetic run.
        public var arithmeticCellsPerSecond: Double {
            arithmeticSeconds > 0 ? Double(cells) / arithmeticSeconds : 0
        }

        public var description: String {
            func f(_ v: Double, _ digits: Int) -> String {
                let scale = (0..<digits).reduce(1.0) { r, _ in r * 10 }
                return "\((v * scale).rounded() / scale)"
            }
            // With no cells both runs measure only their overhead: no ratio to speak of.
            let ratio =
                cells > 0 && arithmeticSeconds > 0
                ? "\(f(seconds / arithmeticSeconds, 2))x" : "none, no cells"
            var lines = [
                "Laid out \(cells) feed cells at width \(JSONText.number(width)) on \(threads) threads in "
                    + "\(f(seconds, 3)) s: \(Int(cellsPerSecond.rounded())) cells/s "
                    + "(constraint template + solver edits; data generation included)",
                "Total height: \(f(totalHeight, 1)) points (\(f(totalHeight / Double(max(1, cells)), 1)) per cell)",
                "Slowest cell: #\(slowest.index), \(f(slowest.seconds * 1e3, 4)) ms "
                    + "(\(slowest.bodyLines) lines of body text)",
                "Templates made: \(templatesBuilt) (one per chunk of cells, from one solved template), "
                    + "\(f(templateSeconds / Double(max(1, templatesBuilt)) * 1e3, 4)) ms each",
                "Hand-written frame arithmetic, same cells and harness: "
                    + "\(Int(arithmeticCellsPerSecond.rounded())) cells/s "
                    + "(template / arithmetic time: \(ratio)); "
                    + "largest height difference \(maximumHeightDifference)",
            ]
            if !failures.isEmpty {
                lines.append("Failed cells: \(failures.count), first: \(failures[0])")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Runs the demo: `cells` generated cells (seeded by `seed`) at `width`, on `threads`.
    ///
    /// - Throws: ``BulkError`` for bad options (fewer than 0 cells, a non-positive width).
    public static func run(
        cells: Int, width: Double, seed: UInt64 = 2015, options: BulkOptions = BulkOptions(),
        screenHeight: Double = 812, style: FeedCellStyle = .standard
    ) async throws(BulkError) -> Report {
        if cells < 0 { throw .invalidOption(name: "cells", reason: "need at least 0, got \(cells)") }
        if !(width.isFinite && width > 0) {
            throw .invalidOption(name: "width", reason: "need a positive width, got \(width)")
        }
        let generator = FeedDataGenerator(seed: seed)
        var heights: [Double] = []
        heights.reserveCapacity(cells)
        var report = Report(
            cells: cells, width: width, threads: options.threads, seconds: 0, arithmeticSeconds: 0,
            totalHeight: 0, slowest: (0, 0, 0), maximumHeightDifference: 0, failures: [], firstScreen: [])
        var screenUsed = 0.0
        let clock = ContinuousClock()
        let start = clock.now
        try await layout(
            count: cells, generator: generator, style: style, width: width, options: options
        ) { index, result in
            switch result {
            case .success(let cell):
                heights.append(cell.frames.height)
                report.totalHeight += cell.frames.height
                if cell.seconds > report.slowest.seconds { report.slowest = (index, cell.seconds, 0) }
                if cell.templateSeconds > 0 {
                    report.templatesBuilt += 1
                    report.templateSeconds += cell.templateSeconds
                }
                if screenUsed < screenHeight {
                    report.firstScreen.append((generator.cell(at: index), cell.frames))
                    screenUsed += cell.frames.height
                }
            case .failure(let failure):
                heights.append(.nan)
                report.failures.append(failure)
            }
        }
        report.seconds = (clock.now - start).seconds
        if cells > 0 {
            let body = generator.cell(at: report.slowest.index).body
            report.slowest.bodyLines =
                style.bodyMeasurer.measure(
                    body, width: style.bodyWidth(inCellOfWidth: width), maximumLines: style.bodyMaximumLines
                ).lineCount
        }
        let arithmeticStart = clock.now
        var worst = 0.0
        try await BulkLayout.map(
            source: BulkLayout.indices(cells, batch: options.chunkSize), options: options,
            makeState: { () },
            process: { _, index, _ in style.frames(for: generator.cell(at: index), width: width).height },
            emit: { index, height in
                let difference = abs(height - heights[index])
                worst = difference.isNaN ? .infinity : max(worst, difference)
            })
        report.arithmeticSeconds = (clock.now - arithmeticStart).seconds
        report.maximumHeightDifference = worst
        return report
    }
}
