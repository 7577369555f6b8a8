import Foundation
import Trellis
import TrellisFormats

/// The result of a `trellis bench` run: one ``BenchRow`` per workload and size, printable as
/// a table (``table()``), as JSON (``json()``) and as an SVG chart (``chartSVG()``).
///
/// ```swift
/// import Foundation
/// let report = try BenchRunner(.quick).run()
/// print(report.table())
/// try report.chartSVG().write(toFile: "bench.svg", atomically: true, encoding: .utf8)
/// ```
public struct BenchReport: Sendable {
    /// What was run.
    public var configuration: BenchConfiguration
    /// The backends measured, in column order (kiwisolver only when importable).
    public var backends: [BenchContender]
    /// The rows, workload by workload, sizes ascending.
    public var rows: [BenchRow]
    /// A remark about the run (e.g. why kiwisolver is missing), or nil.
    public var note: String?

    /// Creates a report.
    public init(
        configuration: BenchConfiguration, backends: [BenchContender], rows: [BenchRow], note: String?
    ) {
        self.configuration = configuration
        self.backends = backends
        self.rows = rows
        self.note = note
    }

    /// The report as one JSON object: the configuration, the backends, and per row every
    /// backend's median, minimum, maximum, samples (seconds), ratio to the row's best,
    /// objective and status (`measured`, `skipped`, `failed`, with a `reason`).
    ///
    /// Keys are written in sorted order, so two reports of the same run compare as text.
    ///
    // snippet: given let report = try BenchRunner(.quick).run()
    /// ```swift
    /// print(report.json())   // {"backends":["incremental","glpk"],"budgetSeconds":2,...}
    /// ```
    public func json() -> String {
        var w = JSONWriter(style: .compact, capacity: 1024 + 512 * rows.count)
        func numbers(_ values: [Double]) {
            w.beginArray()
            for value in values { w.number(value) }
            w.endArray()
        }
        func strings(_ values: [String]) {
            w.beginArray()
            for value in values { w.string(value) }
            w.endArray()
        }
        w.beginObject()
        w.key("backends")
        strings(backends.map(\.rawValue))
        w.key("budgetSeconds")
        w.number(configuration.budget)
        w.key("minimumSampleSeconds")
        w.number(configuration.minimumSampleDuration)
        if let note {
            w.key("note")
            w.string(note)
        }
        w.key("repeat")
        w.integer(configuration.repeatCount)
        w.key("rows")
        w.beginArray()
        for row in rows {
            w.beginObject()
            if let best = row.best {
                w.key("best")
                w.string(best.rawValue)
            }
            w.key("entries")
            w.beginArray()
            for m in row.measurements { write(m, to: &w) }
            w.endArray()
            w.key("rows")
            w.integer(row.rows)
            w.key("size")
            w.integer(row.size)
            w.key("unit")
            w.string(row.workload.sizeUnit)
            w.key("variables")
            w.integer(row.variables)
            w.key("workload")
            w.string(row.workload.rawValue)
            w.endObject()
        }
        w.endArray()
        w.key("sizes")
        numbers(configuration.sizes.map(Double.init))
        w.key("trellisVersion")
        w.string(Trellis.version)
        w.key("unit")
        w.string("seconds")
        w.key("workloads")
        strings(configuration.workloads.map(\.rawValue))
        w.endObject()
        return w.text
    }

    /// One backend's entry of a row, keys in sorted order.
    private func write(_ m: BenchMeasurement, to w: inout JSONWriter) {
        let measured = m.isMeasured ? (m.median, m.minimum, m.maximum) : (nil, nil, nil)
        w.beginObject()
        w.key("backend")
        w.string(m.backend.rawValue)
        if let high = measured.2 {
            w.key("max")
            w.number(high)
        }
        if let median = measured.0 {
            w.key("median")
            w.number(median)
        }
        if let low = measured.1 {
            w.key("min")
            w.number(low)
        }
        if let objective = m.objective, objective.isFinite {
            w.key("objective")
            w.number(objective)
        }
        if let ratio = m.ratio {
            w.key("ratio")
            w.number(ratio)
        }
        switch m.outcome {
        case .measured: break
        case .skipped(let why), .failed(let why):
            w.key("reason")
            w.string(why)
        }
        if m.isMeasured, measured.0 != nil {
            w.key("samples")
            w.beginArray()
            for sample in m.samples { w.number(sample) }
            w.endArray()
        }
        w.key("solvesPerSample")
        w.integer(m.solvesPerSample)
        w.key("status")
        switch m.outcome {
        case .measured: w.string("measured")
        case .skipped: w.string("skipped")
        case .failed: w.string("failed")
        }
        w.endObject()
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
