import ArgumentParser
import Foundation
import Trellis
import TrellisDemo

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
    @OptionGroup var cellWidth: CellWidthOptions
    @Option(help: "Write an SVG picture of the first screenful of cells to this file.") var svg: String?
    @OptionGroup var threadOptions: ThreadOptions
    @Option(help: "The seed of the generated feed.") var seed: UInt64 = 2015

    func validate() throws {
        if cells < 0 { throw ValidationError("--cells must be at least 0") }
    }

    func run() throws {
        let width = cellWidth.width
        if let svg {
            do {
                try FileAccess.checkWritable(svg)
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
        }
        let report = try FeedDemo.run(
            cells: cells, width: width, seed: seed, options: threadOptions.bulkOptions)
        print(report)
        if let svg {
            let picture = FeedCellSVG(width: width).render(report.firstScreen)
            do {
                try FileAccess.write(picture, to: svg)
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
            print("Wrote the first screenful (\(report.firstScreen.count) cells) to \(svg)")
        }
        if !report.failures.isEmpty { throw ExitCode(2) }
    }
}
