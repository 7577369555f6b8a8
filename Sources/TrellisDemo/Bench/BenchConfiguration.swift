import Trellis

/// What `trellis bench` runs: workloads, sizes, backends, repetitions and a time budget.
///
/// ```swift
/// var configuration = BenchConfiguration.standard
/// configuration.sizes = [10, 100]
/// configuration.repeatCount = 3
/// let report = try BenchRunner(configuration).run()
/// ```
public struct BenchConfiguration: Sendable, Hashable {
    /// The workloads, in table order.
    public var workloads: [BenchWorkload]
    /// The sizes for every workload but the fixed-size enaml-like one, ascending.
    public var sizes: [Int]
    /// The backends, in column order. kiwisolver is dropped at run time when Python cannot
    /// import it.
    public var backends: [BenchContender]
    /// Samples per measurement (the table shows their median and spread).
    public var repeatCount: Int
    /// A sample averages enough solves to last at least this long (seconds), so that
    /// microsecond solves are measured above the clock's noise.
    public var minimumSampleDuration: Double
    /// A backend whose solve is predicted to take longer than this (seconds) at the next size
    /// is skipped there and above. The prediction extrapolates the growth measured between
    /// the two previous sizes (quadratic after only one).
    public var budget: Double

    /// Creates a configuration.
    public init(
        workloads: [BenchWorkload], sizes: [Int], backends: [BenchContender], repeatCount: Int,
        minimumSampleDuration: Double, budget: Double
    ) {
        self.workloads = workloads
        self.sizes = sizes
        self.backends = backends
        self.repeatCount = repeatCount
        self.minimumSampleDuration = minimumSampleDuration
        self.budget = budget
    }

    /// Every workload at 10, 100, 1,000 and 10,000, every backend, 5 samples of at least
    /// 20 ms, a 3 s budget per solve.
    public static let standard = BenchConfiguration(
        workloads: BenchWorkload.allCases, sizes: [10, 100, 1_000, 10_000], backends: BenchContender.allCases,
        repeatCount: 5, minimumSampleDuration: 0.02, budget: 3)

    /// A run of a few seconds: sizes 10 and 100, 3 samples of at least 2 ms, a 0.5 s budget.
    public static let quick = BenchConfiguration(
        workloads: BenchWorkload.allCases, sizes: [10, 100], backends: BenchContender.allCases,
        repeatCount: 3, minimumSampleDuration: 0.002, budget: 0.5)

    /// Checks the numbers.
    ///
    /// - Throws: ``BenchError/invalidSize(_:)`` or ``BenchError/invalidRepeat(_:)``.
    public func validate() throws(BenchError) {
        for size in sizes where size < 1 || size > 1_000_000 { throw .invalidSize(size) }
        if repeatCount < 1 || repeatCount > 1_000 { throw .invalidRepeat(repeatCount) }
    }
}
