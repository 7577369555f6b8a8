import ArgumentParser
import Foundation
import Trellis
import TrellisDemo

/// `trellis bench`: times every backend (and kiwisolver, when Python can import it) on the
/// standard workloads at several sizes; prints a table, or JSON, and can write an SVG chart.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Compares the solvers on standard workloads.",
        discussion: """
            Workloads: enaml-like (kiwi's own benchmark), chain (N views in a row), grid (N cells \
            in 10 columns with shared column widths), cells (N independent cells). Each backend \
            (incremental, glpk, auto, and kiwisolver through python3 when installed) solves the \
            same system cold; the table shows the median, the spread and the ratio to the best of \
            each row. Build with -c release for meaningful figures.
            """)

    @Option(help: "Sizes, comma-separated (default 10,100,1000,10000; --quick: 10,100).")
    var sizes: PositiveIntegers?

    @Option(name: .customLong("repeat"), help: "Samples per measurement (default 5; --quick: 3).")
    var repeatCount: Int?

    @Option(help: "Workloads, comma-separated (default: all).")
    var workloads: CommaSeparated<BenchWorkload>?

    @Option(help: "Backends, comma-separated (default: all).")
    var backends: CommaSeparated<BenchContender>?

    @Option(help: "Skip a backend at a size where its solve is predicted to take longer (seconds).")
    var budget: Double?

    @Flag(help: "A run of a few seconds: sizes 10 and 100, 3 samples.")
    var quick = false

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    @Option(help: "Write an SVG chart of time against size (log-log) to this file.")
    var chart: String?

    func validate() throws {
        if let budget, !(budget.isFinite && budget > 0) {
            throw ValidationError("--budget must be a positive number of seconds")
        }
        _ = try makeConfiguration()
    }

    func run() throws {
        let configuration = try makeConfiguration()
        if let chart {
            do {
                try FileAccess.checkWritable(chart)
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
        }
        let report: BenchReport
        do {
            report = try BenchRunner(configuration).run { line in
                if !json { FileHandle.standardError.write(Data("  \(line)\n".utf8)) }
            }
        } catch {
            throw ValidationError("\(error)")
        }
        print(json ? report.json() : report.table(), terminator: json ? "\n" : "")
        if let chart {
            do {
                try FileAccess.write(report.chartSVG(), to: chart)
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
            if !json { print("chart written to \(chart)") }
        }
    }

    /// The run's configuration from the options.
    func makeConfiguration() throws -> BenchConfiguration {
        var configuration: BenchConfiguration = quick ? .quick : .standard
        if let sizes { configuration.sizes = sizes.values }
        if let repeatCount { configuration.repeatCount = repeatCount }
        if let budget { configuration.budget = budget }
        if let workloads { configuration.workloads = workloads.values }
        if let backends { configuration.backends = backends.values }
        do {
            try configuration.validate()
        } catch {
            throw ValidationError("\(error)")
        }
        return configuration
    }
}
