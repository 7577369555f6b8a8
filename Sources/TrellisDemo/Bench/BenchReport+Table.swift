import Trellis

// The text table `trellis bench` prints.

extension BenchReport {
    /// The report as a text table: a row per workload and size, a column per backend, each
    /// cell `median ±spread ratio` with the row's best marked `*`, then a legend and the
    /// reasons for every skipped or failed cell.
    ///
    // snippet: given let report = try BenchRunner(.quick).run()
    /// ```swift
    /// print(report.table())
    /// // workload    size   rows  incremental          glpk                 ...
    /// // chain        100    601  *1.02 ms ±2% 1.00x   3.51 ms ±1% 3.44x    ...
    /// ```
    public func table() -> String {
        let headers = ["workload", "size", "rows"] + backends.map(\.rawValue)
        var lines: [[String]] = [headers]
        var remarks: [String] = []
        for row in rows {
            var cells = [row.workload.rawValue, "\(row.size)", "\(row.rows)"]
            for backend in backends {
                guard let m = row.measurement(backend) else {
                    cells.append("-")
                    continue
                }
                switch m.outcome {
                case .measured:
                    cells.append(Self.cell(m, isBest: row.best == backend))
                case .skipped(let why):
                    cells.append("skipped")
                    remarks.append(
                        "\(row.workload.rawValue) \(row.size) \(backend.rawValue): skipped, \(why)")
                case .failed(let why):
                    cells.append("failed")
                    remarks.append("\(row.workload.rawValue) \(row.size) \(backend.rawValue): failed, \(why)")
                }
            }
            lines.append(cells)
        }
        var widths = Array(repeating: 0, count: headers.count)
        for line in lines {
            for (index, cell) in line.enumerated() { widths[index] = Swift.max(widths[index], cell.count) }
        }
        var text = "trellis bench: one cold solve per system (build the solver, solve, read the values)\n"
        text += "median of \(configuration.repeatCount) samples; ± half the interquartile range in % of the "
        text += "median (±>\(Self.spreadCap)%: too noisy to compare, re-run); "
        text += "ratio = median / best median of the row (* best)\n\n"
        for line in lines {
            var parts: [String] = []
            for (index, cell) in line.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                // Numbers right-aligned, names and measurements left-aligned.
                parts.append(index == 1 || index == 2 ? padding + cell : cell + padding)
            }
            text += parts.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        text += "\n"
        for workload in configuration.workloads {
            text += "\(workload.rawValue): \(workload.summary)\n"
        }
        if backends.contains(.kiwisolver) {
            text += "kiwisolver: C++ core called from Python; its times include Python's call overhead\n"
        }
        if let note { text += note + "\n" }
        for remark in remarks { text += remark + "\n" }
        return text
    }

    /// The largest spread printed as a number, in percent; above it the cell says `±>50%`.
    static let spreadCap = 50

    /// A spread (a fraction of the median) as the table prints it: `±2%`, or `±>50%` above
    /// ``spreadCap`` (the samples disagree too much for the median to be compared).
    static func spreadText(_ spread: Double) -> String {
        let percent = spread * 100
        guard percent.isFinite, percent <= Double(spreadCap) else { return "±>\(spreadCap)%" }
        return "±\(Int(percent.rounded()))%"
    }

    /// `*1.02 ms ±2% 1.00x`.
    static func cell(_ m: BenchMeasurement, isBest: Bool) -> String {
        guard let median = m.median else { return "-" }
        var text = (isBest ? "*" : "") + BenchFormat.duration(median)
        if let spread = m.spread { text += " " + spreadText(spread) }
        if let ratio = m.ratio { text += " " + BenchFormat.significant(ratio) + "x" }
        return text
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
