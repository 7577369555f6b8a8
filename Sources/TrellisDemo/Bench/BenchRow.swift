import Trellis

/// The measurements of every backend on one workload at one size: a row of the table.
///
// snippet: given let report = try BenchRunner(.quick).run()
/// ```swift
/// for row in report.rows where row.best == .incremental { print(row.workload, row.size) }
/// ```
public struct BenchRow: Sendable, Hashable {
    /// The workload.
    public var workload: BenchWorkload
    /// Its size (views or cells; 1 for the enaml-like window).
    public var size: Int
    /// The system's variables.
    public var variables: Int
    /// The system's rows: constraints plus edits.
    public var rows: Int
    /// One measurement per backend, in the order of the run's backends.
    public var measurements: [BenchMeasurement]

    /// Creates a row and sets every measurement's ``BenchMeasurement/ratio``.
    public init(
        workload: BenchWorkload, size: Int, variables: Int, rows: Int, measurements: [BenchMeasurement]
    ) {
        self.workload = workload
        self.size = size
        self.variables = variables
        self.rows = rows
        self.measurements = measurements
        let best = measurements.compactMap { $0.isMeasured ? $0.median : nil }.min()
        for index in self.measurements.indices {
            guard let best, best > 0, self.measurements[index].isMeasured,
                let median = self.measurements[index].median
            else { continue }
            self.measurements[index].ratio = median / best
        }
    }

    /// The backend with the smallest median, or nil when none was measured.
    public var best: BenchContender? {
        measurements.filter(\.isMeasured).min { ($0.median ?? .infinity) < ($1.median ?? .infinity) }?.backend
    }

    /// The measurement of `backend`, if it ran in this row.
    public func measurement(_ backend: BenchContender) -> BenchMeasurement? {
        measurements.first { $0.backend == backend }
    }
}
