import Foundation
import Trellis

/// The result of a `trellis bench` run: one ``BenchRow`` per workload and size, printable as
/// a table (``table()``), as JSON (``json()``) and as an SVG chart (``chartSVG()``).
///
/// ```swift
/// let report = try BenchRunner(.quick).run()
/// print(report.table())
/// try report.chartSVG().write(toFile: "bench.svg", atomically: true, encoding: .utf8)
/// ```
public struct BenchReport: Sendable {
    /// What was run.
    public var configuration: BenchConfiguration
    /// The backends measured, in column order (kiwisolver only when importable).
    public var backends: [BenchBackend]
    /// The rows, workload by workload, sizes ascending.
    public var rows: [BenchRow]
    /// A remark about the run (e.g. why kiwisolver is missing), or nil.
    public var note: String?

    /// Creates a report.
    public init(configuration: BenchConfiguration, backends: [BenchBackend], rows: [BenchRow], note: String?)
    {
        self.configuration = configuration
        self.backends = backends
        self.rows = rows
        self.note = note
    }

    /// The report as one JSON object: the configuration, the backends, and per row every
    /// backend's median, minimum, maximum, samples (seconds), ratio to the row's best,
    /// objective and status (`measured`, `skipped`, `failed`, with a `reason`).
    ///
    /// ```swift
    /// let object = try JSONSerialization.jsonObject(with: Data(report.json().utf8))
    /// ```
    public func json() -> String {
        var rowObjects: [[String: Any]] = []
        for row in rows {
            var entries: [[String: Any]] = []
            for m in row.measurements {
                var entry: [String: Any] = [
                    "backend": m.backend.rawValue, "solvesPerSample": m.solvesPerSample,
                ]
                switch m.outcome {
                case .measured: entry["status"] = "measured"
                case .skipped(let why):
                    entry["status"] = "skipped"
                    entry["reason"] = why
                case .failed(let why):
                    entry["status"] = "failed"
                    entry["reason"] = why
                }
                if m.isMeasured, let median = m.median, let low = m.minimum, let high = m.maximum {
                    entry["median"] = median
                    entry["min"] = low
                    entry["max"] = high
                    entry["samples"] = m.samples
                }
                if let ratio = m.ratio { entry["ratio"] = ratio }
                if let objective = m.objective, objective.isFinite { entry["objective"] = objective }
                entries.append(entry)
            }
            var object: [String: Any] = [
                "workload": row.workload.rawValue, "size": row.size, "unit": row.workload.sizeUnit,
                "variables": row.variables, "rows": row.rows, "entries": entries,
            ]
            if let best = row.best { object["best"] = best.rawValue }
            rowObjects.append(object)
        }
        var root: [String: Any] = [
            "backends": backends.map(\.rawValue), "repeat": configuration.repeatCount,
            "sizes": configuration.sizes, "workloads": configuration.workloads.map(\.rawValue),
            "budgetSeconds": configuration.budget,
            "minimumSampleSeconds": configuration.minimumSampleDuration,
            "unit": "seconds", "rows": rowObjects, "trellisVersion": Trellis.version,
        ]
        if let note { root["note"] = note }
        let options: JSONSerialization.WritingOptions = [.sortedKeys]
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: options) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Number formatting shared by the table and the chart.
enum BenchFormat {
    /// A duration with three significant digits and a unit: `512 ns`, `14.2 µs`, `3.05 ms`,
    /// `1.20 s`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "∞" }
        let (value, unit): (Double, String) =
            seconds < 1e-6
            ? (seconds * 1e9, "ns")
            : seconds < 1e-3 ? (seconds * 1e6, "µs") : seconds < 1 ? (seconds * 1e3, "ms") : (seconds, "s")
        return "\(significant(value)) \(unit)"
    }

    /// `value` with three significant digits (at least the integer part).
    static func significant(_ value: Double) -> String {
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
        return String(format: "%.\(decimals)f", value)
    }
}
