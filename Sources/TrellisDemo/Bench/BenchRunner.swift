import Foundation
import Trellis
import TrellisSolver

/// Runs a ``BenchConfiguration``: builds each workload's system once, then times every
/// backend on it and collects a ``BenchReport``.
///
/// Every backend solves the same `LinearSystem` cold: the incremental and GLPK backends
/// through ``Backend/solve(_:priorities:)``, kiwisolver through ``KiwiDriver`` (a Python
/// subprocess fed the same rows). Answers are checked: a backend whose objective differs from
/// the best objective of the row by more than 1e-6 (relative) is reported as failed.
/// ```swift
/// let report = try BenchRunner(.quick).run { print($0) }
/// print(report.table())
/// ```
public struct BenchRunner: Sendable {
    /// What to run.
    public var configuration: BenchConfiguration

    /// Creates a runner.
    public init(_ configuration: BenchConfiguration) {
        self.configuration = configuration
    }

    /// Runs every workload, size and backend.
    ///
    /// - Parameter progress: called with one line before each measurement.
    /// - Throws: ``BenchError`` for an invalid configuration or a workload that cannot be
    ///   built; a backend that fails is recorded in the report, not thrown.
    public func run(progress: (String) -> Void = { _ in }) throws(BenchError) -> BenchReport {
        try configuration.validate()
        var backends = configuration.backends
        var kiwiNote: String?
        if backends.contains(.kiwisolver), let why = KiwiDriver.unavailableReason() {
            backends.removeAll { $0 == .kiwisolver }
            kiwiNote = "kiwisolver left out: \(why)"
        }
        var rows: [BenchRow] = []
        for workload in configuration.workloads {
            let sizes = workload.hasFixedSize ? [1] : configuration.sizes.sorted()
            // The measured (size, seconds) per backend, to predict the next size.
            var history: [BenchContender: [(Int, Double)]] = [:]
            for size in sizes {
                let system = try workload.system(size: size)
                var measurements: [BenchMeasurement] = []
                for backend in backends {
                    let predicted = Self.predictedSeconds(at: size, from: history[backend] ?? [])
                    if predicted > configuration.budget {
                        let text = "predicted \(BenchFormat.duration(predicted)) > budget"
                        measurements.append(BenchMeasurement(backend: backend, outcome: .skipped(text)))
                        continue
                    }
                    progress("\(workload.rawValue) \(size) \(backend.rawValue)")
                    let measurement = measure(backend, system)
                    if measurement.isMeasured, let median = measurement.median {
                        history[backend, default: []].append((size, median))
                    } else {
                        // A failure at this size: do not try larger ones.
                        history[backend, default: []].append((size, .infinity))
                    }
                    measurements.append(measurement)
                }
                let checked = Self.checkObjectives(measurements)
                rows.append(
                    BenchRow(
                        workload: workload, size: size, variables: system.variables.count,
                        rows: system.constraints.count + system.edits.count, measurements: checked))
            }
        }
        return BenchReport(configuration: configuration, backends: backends, rows: rows, note: kiwiNote)
    }

    /// Times `backend` on `system`: one calibration solve, then ``BenchConfiguration/repeatCount``
    /// samples, each a batch of solves lasting at least the minimum sample duration.
    func measure(_ backend: BenchContender, _ system: LinearSystem) -> BenchMeasurement {
        guard let solver = backend.backend else {
            return KiwiDriver.measure(
                system, repeatCount: configuration.repeatCount,
                minimumSampleDuration: configuration.minimumSampleDuration, budget: configuration.budget)
        }
        let clock = ContinuousClock()
        var objective = 0.0
        var failure: String?
        let once = {
            do {
                let solution = try solver.solve(system)
                objective = solution.objective
                if case .unsatisfiable = solution.status { failure = "unsatisfiable" }
            } catch {
                failure = "\(error)"
            }
        }
        let first = Self.seconds(clock.measure(once))
        if let failure { return BenchMeasurement(backend: backend, outcome: .failed(failure)) }
        if first > configuration.budget {
            // One solve is all the budget allows: report it as the only sample.
            return BenchMeasurement(
                backend: backend, outcome: .measured, samples: [first], objective: objective)
        }
        let batch = Swift.min(
            10_000,
            Swift.max(1, Int((configuration.minimumSampleDuration / Swift.max(first, 1e-9)).rounded(.up))))
        var samples: [Double] = []
        for _ in 0..<configuration.repeatCount {
            let elapsed = clock.measure {
                for _ in 0..<batch { once() }
            }
            samples.append(Self.seconds(elapsed) / Double(batch))
        }
        if let failure { return BenchMeasurement(backend: backend, outcome: .failed(failure)) }
        return BenchMeasurement(
            backend: backend, outcome: .measured, samples: samples, solvesPerSample: batch,
            objective: objective)
    }

    /// The time a solve at `size` should take, from the measured `history` (sizes
    /// ascending): the growth exponent of the last two points (clamped to 1...3; 2 with one
    /// point) applied to the last one. Zero without history.
    static func predictedSeconds(at size: Int, from history: [(Int, Double)]) -> Double {
        guard let (lastSize, lastSeconds) = history.last else { return 0 }
        guard size > lastSize else { return lastSeconds }
        var exponent = 2.0
        if history.count >= 2 {
            let (previousSize, previousSeconds) = history[history.count - 2]
            if previousSeconds > 0, lastSeconds.isFinite, lastSize > previousSize {
                exponent = log(lastSeconds / previousSeconds) / log(Double(lastSize) / Double(previousSize))
                exponent = Swift.min(3, Swift.max(1, exponent))
            }
        }
        return lastSeconds * pow(Double(size) / Double(lastSize), exponent)
    }

    /// Marks measurements whose objective is off the row's best by more than 1e-6 relative.
    static func checkObjectives(_ measurements: [BenchMeasurement]) -> [BenchMeasurement] {
        let objectives = measurements.compactMap { $0.isMeasured ? $0.objective : nil }
        guard let best = objectives.min() else { return measurements }
        return measurements.map { measurement in
            guard measurement.isMeasured, let objective = measurement.objective else { return measurement }
            if abs(objective - best) > 1e-6 * Swift.max(1, abs(best)) {
                var failed = measurement
                failed.outcome = .failed("objective \(objective), best \(best)")
                return failed
            }
            return measurement
        }
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
