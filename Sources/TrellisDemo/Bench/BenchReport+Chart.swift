import Foundation
import Trellis
import TrellisFormats

// The SVG chart `trellis bench --chart FILE.svg` writes: a panel per workload, time against
// size on log-log axes, a line per backend.

extension BenchReport {
    /// Colours per backend: distinct in colour and in dash, so the chart reads in grey too.
    static let chartPalette: [BenchContender: (colour: String, dash: String?)] = [
        .incremental: ("#2b6cb0", nil), .glpk: ("#c05621", nil), .auto: ("#2f855a", "6 3"),
        .kiwisolver: ("#805ad5", "2 3"),
    ]

    /// The chart: one panel per workload (median seconds per solve against size, both axes
    /// logarithmic, sharing one time scale), a line and points per backend, a legend.
    ///
    // snippet: given let report = try BenchRunner(.quick).run()
    /// ```swift
    /// import Foundation
    /// try report.chartSVG().write(toFile: "bench.svg", atomically: true, encoding: .utf8)
    /// ```
    public func chartSVG() -> String {
        let workloads = configuration.workloads.filter { w in rows.contains { $0.workload == w } }
        let times = rows.flatMap { $0.measurements.filter(\.isMeasured).compactMap(\.median) }.filter {
            $0 > 0
        }
        let low = floor(log10(times.min() ?? 1e-6))
        let high = Swift.max(low + 1, ceil(log10(times.max() ?? 1e-3)))
        let panelWidth = 300.0
        let panelHeight = 230.0
        let left = 70.0
        let top = 84.0
        let gap = 64.0
        let width = left + Double(Swift.max(1, workloads.count)) * (panelWidth + gap)
        var svg = SVGWriter(width: width, height: top + panelHeight + 70)
        svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        svg.open("g", [("font-family", "Helvetica, Arial, sans-serif"), ("fill", "#222222")])
        svg.element(
            "text", [("x", "16"), ("y", "24"), ("font-size", "15"), ("font-weight", "bold")],
            text: "trellis bench: time per cold solve against size (log-log; median of "
                + "\(configuration.repeatCount))")
        drawChartLegend(&svg, y: 44)
        for (index, workload) in workloads.enumerated() {
            let origin = (left + Double(index) * (panelWidth + gap), top)
            drawPanel(
                &svg, workload, origin: origin, size: (panelWidth, panelHeight), timeDecades: (low, high))
        }
        svg.close("g")
        return svg.finish()
    }

    private func drawChartLegend(_ svg: inout SVGWriter, y: Double) {
        var x = 16.0
        for backend in backends {
            let style = Self.chartPalette[backend] ?? ("#000000", nil)
            var attributes = [
                ("x1", SVGWriter.number(x)), ("y1", SVGWriter.number(y - 4)),
                ("x2", SVGWriter.number(x + 28)),
                ("y2", SVGWriter.number(y - 4)), ("stroke", style.colour), ("stroke-width", "2.5"),
            ]
            if let dash = style.dash { attributes.append(("stroke-dasharray", dash)) }
            svg.element("line", attributes)
            svg.element(
                "text", [("x", SVGWriter.number(x + 34)), ("y", SVGWriter.number(y)), ("font-size", "12")],
                text: backend.rawValue)
            x += 50 + Double(backend.rawValue.count) * 7
        }
    }

    private func drawPanel(
        _ svg: inout SVGWriter, _ workload: BenchWorkload, origin: (Double, Double), size: (Double, Double),
        timeDecades: (Double, Double)
    ) {
        let n = SVGWriter.number
        let panelRows = rows.filter { $0.workload == workload }
        let sizes = panelRows.map { Double($0.size) }
        let xLow = floor(log10(sizes.min() ?? 1) - 0.3)
        let xHigh = ceil(log10(sizes.max() ?? 10) + 0.3)
        func px(_ value: Double) -> Double {
            origin.0 + (log10(value) - xLow) / (xHigh - xLow) * size.0
        }
        func py(_ seconds: Double) -> Double {
            origin.1 + size.1 - (log10(seconds) - timeDecades.0) / (timeDecades.1 - timeDecades.0) * size.1
        }
        svg.element(
            "rect",
            [
                ("x", n(origin.0)), ("y", n(origin.1)), ("width", n(size.0)), ("height", n(size.1)),
                ("fill", "#fafbfc"), ("stroke", "#c8ced6"),
            ])
        // Decade grid lines and labels.
        for decade in stride(from: timeDecades.0, through: timeDecades.1, by: 1) {
            let y = py(pow(10, decade))
            svg.element(
                "line",
                [
                    ("x1", n(origin.0)), ("y1", n(y)), ("x2", n(origin.0 + size.0)), ("y2", n(y)),
                    ("stroke", "#e3e7ec"),
                ])
            svg.element(
                "text",
                [("x", n(origin.0 - 6)), ("y", n(y + 4)), ("font-size", "10"), ("text-anchor", "end")],
                text: Self.decadeLabel(seconds: decade))
        }
        for decade in stride(from: xLow, through: xHigh, by: 1) {
            let x = px(pow(10, decade))
            svg.element(
                "line",
                [
                    ("x1", n(x)), ("y1", n(origin.1)), ("x2", n(x)), ("y2", n(origin.1 + size.1)),
                    ("stroke", "#e3e7ec"),
                ])
            svg.element(
                "text",
                [
                    ("x", n(x)), ("y", n(origin.1 + size.1 + 14)), ("font-size", "10"),
                    ("text-anchor", "middle"),
                ],
                text: Self.decadeLabel(count: decade))
        }
        svg.element(
            "text",
            [
                ("x", n(origin.0 + size.0 / 2)), ("y", n(origin.1 - 8)), ("font-size", "13"),
                ("font-weight", "bold"), ("text-anchor", "middle"),
            ], text: workload.rawValue)
        svg.element(
            "text",
            [
                ("x", n(origin.0 + size.0 / 2)), ("y", n(origin.1 + size.1 + 30)), ("font-size", "11"),
                ("text-anchor", "middle"), ("fill", "#555555"),
            ], text: "size (\(workload.sizeUnit))")
        drawSeries(&svg, panelRows, x: px, y: py)
    }

    /// Each backend's medians in one panel: a line through them and a dot on each.
    private func drawSeries(
        _ svg: inout SVGWriter, _ panelRows: [BenchRow], x px: (Double) -> Double, y py: (Double) -> Double
    ) {
        let n = SVGWriter.number
        for backend in backends {
            let points = panelRows.compactMap { row -> (Double, Double)? in
                guard let m = row.measurement(backend), m.isMeasured, let median = m.median, median > 0 else {
                    return nil
                }
                return (px(Double(row.size)), py(median))
            }
            let style = Self.chartPalette[backend] ?? ("#000000", nil)
            if points.count > 1 {
                var attributes = [
                    ("class", "series"), ("data-backend", backend.rawValue),
                    ("points", points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")),
                    ("fill", "none"), ("stroke", style.colour), ("stroke-width", "2"),
                ]
                if let dash = style.dash { attributes.append(("stroke-dasharray", dash)) }
                svg.element("polyline", attributes)
            }
            for point in points {
                svg.element(
                    "circle", [("cx", n(point.0)), ("cy", n(point.1)), ("r", "3"), ("fill", style.colour)])
            }
        }
    }

    /// `1 ns`, `10 µs`, `100 ms`, `1 s` for 10^decade seconds.
    static func decadeLabel(seconds decade: Double) -> String {
        let exponent = Int(decade)
        let units = [(-9, "ns"), (-6, "µs"), (-3, "ms"), (0, "s")]
        for (base, unit) in units.reversed() where exponent >= base {
            let value = Int(pow(10, Double(exponent - base)).rounded())
            return "\(value) \(unit)"
        }
        return "1e\(exponent) s"
    }

    /// `1`, `10`, `100`, `1k`, `10k`, `100k`, `1M` for 10^decade.
    static func decadeLabel(count decade: Double) -> String {
        let exponent = Int(decade)
        if exponent < 0 { return "0.\(String(repeating: "0", count: -exponent - 1))1" }
        if exponent < 3 { return "\(Int(pow(10, Double(exponent)).rounded()))" }
        if exponent < 6 { return "\(Int(pow(10, Double(exponent - 3)).rounded()))k" }
        return "\(Int(pow(10, Double(exponent - 6)).rounded()))M"
    }
}
