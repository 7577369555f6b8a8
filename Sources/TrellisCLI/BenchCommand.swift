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
    var sizes: String?

    @Option(name: .customLong("repeat"), help: "Samples per measurement (default 5; --quick: 3).")
    var repeatCount: Int?

    @Option(help: "Workloads, comma-separated (default: enaml-like,chain,grid,cells).")
    var workloads: String?

    @Option(help: "Backends, comma-separated (default: incremental,glpk,auto,kiwisolver).")
    var backends: String?

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
                try report.chartSVG().write(toFile: chart, atomically: true, encoding: .utf8)
            } catch {
                throw ValidationError("cannot write the chart to \(chart): \(error.localizedDescription)")
            }
            if !json { print("chart written to \(chart)") }
        }
    }

    /// The run's configuration from the options.
    func makeConfiguration() throws -> BenchConfiguration {
        var configuration: BenchConfiguration = quick ? .quick : .standard
        if let sizes {
            configuration.sizes = try Self.list(sizes, "--sizes") { Int($0) }
        }
        if let repeatCount { configuration.repeatCount = repeatCount }
        if let budget { configuration.budget = budget }
        if let workloads {
            configuration.workloads = try Self.list(workloads, "--workloads") { BenchWorkload(rawValue: $0) }
        }
        if let backends {
            configuration.backends = try Self.list(backends, "--backends") { BenchBackend(rawValue: $0) }
        }
        do {
            try configuration.validate()
        } catch {
            throw ValidationError("\(error)")
        }
        return configuration
    }

    /// Parses a comma-separated list, naming the option and the bad item on failure.
    static func list<T>(_ text: String, _ option: String, _ parse: (String) -> T?) throws -> [T] {
        var result: [T] = []
        for item in text.split(separator: ",") {
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard let value = parse(trimmed) else {
                throw ValidationError("\(option): '\(trimmed)' is not valid")
            }
            result.append(value)
        }
        if result.isEmpty { throw ValidationError("\(option) is empty") }
        return result
    }
}
