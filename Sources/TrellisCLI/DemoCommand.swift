import ArgumentParser
import Foundation
import Trellis

/// `trellis demo`: lays out generated feed cells and prints what it measured.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lays out generated feed cells (avatar, name, time, wrapping body, votes, buttons).",
        discussion: """
            Builds the feed cell's constraints once, then lays out every cell by editing only \
            what differs (label sizes, the body's wrapped height), on all cores. Prints cells per \
            second, the total height, the slowest cell, and the same cells by hand-written frame \
            arithmetic for comparison.
            """)

    @Option(help: "How many cells.") var cells = 10_000
    @Option(help: "The cells' width, in points.") var width = 375.0
    @Option(help: "Write an SVG picture of the first screenful of cells to this file.") var svg: String?
    @Option(help: "Worker threads (default: all cores).") var threads: Int?
    @Option(help: "The seed of the generated feed.") var seed: UInt64 = 2015

    func validate() throws {
        if cells < 0 { throw ValidationError("--cells must be at least 0") }
        if !(width.isFinite && width > 0) { throw ValidationError("--width must be a positive number") }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    func run() throws {
        var options = BulkOptions()
        if let threads { options.threads = threads }
        let (cells, width, seed) = (cells, width, seed)
        let report = try waitForTask { [options] in
            try await FeedDemo.run(cells: cells, width: width, seed: seed, options: options)
        }
        print(report)
        if let svg {
            let picture = FeedCellSVG(width: width).render(report.firstScreen)
            do {
                try picture.write(toFile: svg, atomically: true, encoding: .utf8)
            } catch {
                FileHandle.standardError.write(
                    Data("trellis demo: cannot write \(svg): \(error.localizedDescription)\n".utf8))
                throw ExitCode(1)
            }
            print("Wrote the first screenful (\(report.firstScreen.count) cells) to \(svg)")
        }
        if !report.failures.isEmpty { throw ExitCode(2) }
    }
}
