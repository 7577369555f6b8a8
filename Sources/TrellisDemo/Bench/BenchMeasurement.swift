import Trellis

/// The times of one backend on one system: every sample is the wall time of one cold solve
/// (building the solver from the system, solving, reading the values), in seconds.
///
// snippet: given let measurement = BenchMeasurement(backend: .glpk, outcome: .measured, samples: [1, 2, 3])
/// ```swift
/// if let median = measurement.median { print(median * 1e6, "µs") }
/// ```
public struct BenchMeasurement: Sendable, Hashable {
    /// What happened.
    public enum Outcome: Sendable, Hashable {
        /// Timed; the samples are valid.
        case measured
        /// Not run (the text says why, e.g. a smaller size already went over the budget).
        case skipped(String)
        /// The backend failed or gave an answer that is not optimal (the text says how).
        case failed(String)
    }

    /// The backend timed.
    public var backend: BenchContender
    /// What happened.
    public var outcome: Outcome
    /// Seconds per solve, one per repetition (a repetition may average a batch of quick
    /// solves; see ``solvesPerSample``).
    public var samples: [Double]
    /// How many solves each sample averages (batches make sub-millisecond solves measurable).
    public var solvesPerSample: Int
    /// The objective of the answer (weighted violations), to check that backends agree.
    public var objective: Double?
    /// The median divided by the best median of the row (1 for the best); set by the report.
    public var ratio: Double?

    /// Creates a measurement.
    public init(
        backend: BenchContender, outcome: Outcome, samples: [Double] = [], solvesPerSample: Int = 1,
        objective: Double? = nil
    ) {
        self.backend = backend
        self.outcome = outcome
        self.samples = samples
        self.solvesPerSample = solvesPerSample
        self.objective = objective
        self.ratio = nil
    }

    /// The median sample, or nil without samples.
    public var median: Double? {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The smallest sample.
    public var minimum: Double? { samples.min() }
    /// The largest sample.
    public var maximum: Double? { samples.max() }

    /// Half the interquartile range as a fraction of the median (0.04 is ±4%), or nil
    /// without samples: the middle half of the samples lies within about this much of the
    /// median. Unlike the min-max range, one sample stalled by another process barely moves it.
    ///
    /// Quartiles interpolate linearly between the sorted samples (the usual "type 7" rule):
    /// ```swift
    /// print(BenchMeasurement(backend: .glpk, outcome: .measured, samples: [1, 2, 3, 4, 5]).spread ?? 0)
    /// // quartiles 2 and 4, median 3: (4 - 2) / 2 / 3 = 0.333
    /// ```
    public var spread: Double? {
        guard let median, median > 0 else { return nil }
        let sorted = samples.sorted()
        return (Self.quantile(sorted, 0.75) - Self.quantile(sorted, 0.25)) / 2 / median
    }

    /// The `q` quantile of `sorted` (non-empty, ascending), interpolated linearly.
    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let below = Int(position.rounded(.down))
        let above = Swift.min(below + 1, sorted.count - 1)
        return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
    }

    /// Whether the samples are valid.
    public var isMeasured: Bool { outcome == .measured && !samples.isEmpty }
}
