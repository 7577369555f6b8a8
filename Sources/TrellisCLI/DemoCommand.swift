import ArgumentParser
import Foundation
import Trellis
import TrellisDemo
import TrellisFormats

#if TRELLIS_PANGO
    import TrellisText
#endif

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

    @Option(help: "How many cells (at most 10,000,000).") var cells = 10_000

    /// The most cells one demo run lays out: it keeps every cell's height, and its time grows
    /// with the count (about a minute on two cores at the limit).
    static let maximumCells = 10_000_000
    @OptionGroup var cellWidth: CellWidthOptions
    @Option(help: "Write an SVG picture of the first screenful of cells to this file.") var svg: String?
    @OptionGroup var threadOptions: ThreadOptions
    @Option(help: "The seed of the generated feed.") var seed: UInt64 = 2015
    @Option(help: "Write a PNG picture of the first screenful of cells, with their text, to this file.")
    var png: String?
    @OptionGroup var textOptions: TextOptions

    func validate() throws {
        if cells < 0 || cells > Self.maximumCells {
            throw ValidationError("--cells must be in 0...10000000, not \(cells)")
        }
        #if !TRELLIS_PANGO
            if png != nil {
                throw ValidationError("--png needs Pango and Cairo: this trellis was built without them")
            }
        #endif
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
        let provider: (any TextMeasurerProvider)? =
            textOptions.text == .average ? nil : try textOptions.provider()
        let style: FeedCellStyle = provider.map { .standard.measuring(with: $0) } ?? .standard
        let (cells, seed, options) = (cells, seed, threadOptions.bulkOptions)
        let report = try waitForTask {
            try await FeedDemo.run(cells: cells, width: width, seed: seed, options: options, style: style)
        }
        print("Text measured by \(textOptions.text.measurerName)")
        print(report)
        #if TRELLIS_PANGO
            if let pango = provider as? PangoTextSystem { print(pango.textStatistics) }
        #endif
        if let png { try writePNG(report, style: style, to: png) }
        if let svg {
            // The SVG sets text with the average model: Pango-measured cells are drawn at the
            // frames that model gives them (`--png` draws the real text).
            let picture = FeedCellSVG(style: style, width: width).render(report.firstScreen)
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

    /// Draws the first screenful of cells with their text set by Pango.
    private func writePNG(_ report: FeedDemo.Report, style: FeedCellStyle, to path: String) throws {
        #if TRELLIS_PANGO
            guard let pango = PangoTextSystem.standard else {
                throw ValidationError("\(PangoTextError.noFontMap)")
            }
            let scene = RenderScene(
                feedCells: report.firstScreen, fonts: .standard, style: style,
                title:
                    "first screen: \(report.firstScreen.count) feed cells, text measured by \(textOptions.text.rawValue)"
            )
            var options = SVGRenderOptions()
            options.viewport = LayoutRect(x: 0, y: 0, width: cellWidth.width, height: 812)
            do {
                try PictureRenderer(options, text: pango).writePNG(scene, to: path)
            } catch {
                FileHandle.standardError.write(Data("trellis demo: \(error)\n".utf8))
                throw ExitCode(1)
            }
            print("Wrote the first screenful (\(report.firstScreen.count) cells) with text to \(path)")
        #endif
    }
}
