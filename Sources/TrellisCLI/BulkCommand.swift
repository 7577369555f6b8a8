import ArgumentParser
import Foundation
import Synchronization
import Trellis
import TrellisDemo
import TrellisFormats

/// `trellis bulk`: a stream of layouts in, a stream of frames out (FORMATS.md §3).
struct BulkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bulk", abstract: "Lays out a stream of layouts (FORMATS.md §3).",
        discussion: """
            Reads JSON Lines (FILE, or standard input), one layout of FORMATS.md §2 per line, and \
            writes one line per input line, in order, as soon as it is ready: what 'trellis layout' \
            prints plus "index". A bad line gives {"index": i, "status": "error", "message": ...} \
            and the stream goes on. Lines sharing a structure reuse one solved template. \
            With --template feed, each line is a feed cell's data instead: \
            {"name": ..., "time": ..., "body": ..., "votes": ...}. \
            Exit status 0 when every line was laid out, 2 when any had a conflict or an error.
            """)

    @Argument(help: "A JSON Lines file, or - for standard input (the default).") var file: String?
    @Option(help: "A built-in cell template fed by per-cell data lines.") var template: CellTemplateChoice?
    @OptionGroup var cellWidth: CellWidthOptions
    @Flag(help: "A conflicting line gets no frames, as with 'trellis layout --strict'.") var strict = false
    @OptionGroup var threadOptions: ThreadOptions
    @Flag(help: "Build every layout afresh instead of reusing templates (for comparison).") var noReuse =
        false
    @OptionGroup var textOptions: TextOptions

    func run() throws {
        let reader: JSONLinesReader
        if let file, file != "-" {
            do {
                // The process ends when the stream does: the descriptor is never closed early.
                reader = JSONLinesReader(fileDescriptor: try FileAccess.openForReading(file))
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
        } else {
            reader = JSONLinesReader()
        }
        var options = threadOptions.bulkOptions
        options.text = try textOptions.provider()
        let progress = isatty(2) == 1 ? ProgressLine() : nil
        if let progress { options.progress = { progress.update($0) } }
        let (feed, width, reuse, strict) = (template == .feed, cellWidth.width, !noReuse, strict)
        let style =
            textOptions.text == .average
            ? FeedCellStyle.standard : .standard.measuring(with: options.text)
        InterruptGuard.install()
        let summary = try waitForTask { [options] in
            let output = StandardOutput()
            let summary: BulkStream.Summary
            if feed {
                summary = try await BulkStream.run(
                    source: { reader.nextBatch() }, options: options,
                    makeProcessor: FeedLines.maker(style: style, width: width),
                    idle: { output.flush() }, write: { line in output.write(line) })
            } else {
                summary = try await BulkStream.run(
                    source: { reader.nextBatch() }, mode: .layouts(strict: strict, reuse: reuse),
                    options: options, idle: { output.flush() }, write: { line in output.write(line) })
            }
            output.flush()
            return summary
        }
        progress?.finish(summary)
        if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
    }
}

/// Buffered standard output: lines collect in memory and go out in large writes.
private final class StandardOutput {
    private var buffer: [UInt8] = []

    func write(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes every buffered line; an interrupt waits for the last of them
    /// (``InterruptGuard``), so the output always ends on a whole line.
    func flush() {
        InterruptGuard.writing { writeBuffer() }
    }

    private func writeBuffer() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                Foundation.write(1, raw.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// A one-line progress display on standard error (used only when it is a terminal). Updates
/// come from the run's calling task; the lock makes that safe whatever task calls.
private final class ProgressLine: Sendable {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let lastUpdate: Mutex<ContinuousClock.Instant?> = Mutex(nil)

    init() { start = clock.now }

    func update(_ done: Int) {
        let now = clock.now
        let due = lastUpdate.withLock { last in
            if let previous = last, now - previous < .milliseconds(100) { return false }
            last = now
            return true
        }
        guard due else { return }
        let rate = Double(done) / max(Self.seconds(now - start), 1e-9)
        FileHandle.standardError.write(Data("\rtrellis bulk: \(done) lines, \(Int(rate)) lines/s   ".utf8))
    }

    func finish(_ summary: BulkStream.Summary) {
        let seconds = Self.seconds(clock.now - start)
        let text =
            "\rtrellis bulk: \(summary.lines) lines in \(String(format: "%.2f", seconds)) s "
            + "(\(summary.ok) ok, \(summary.conflicts) conflicts, \(summary.errors) errors)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration / .nanoseconds(1)) * 1e-9
    }
}
