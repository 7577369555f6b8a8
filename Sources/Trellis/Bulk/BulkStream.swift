import Foundation

/// `trellis bulk` as a library call (FORMATS.md §3): a stream of JSON lines in, one JSON line
/// out per input line, in order, as soon as it is ready, with `"index"` (the 0-based line
/// number). A bad line gives an error line and the stream goes on.
///
/// ```swift
/// let reader = try JSONLinesReader(path: "cells.jsonl")
/// let summary = try await BulkStream.run(source: { reader.nextBatch() }, mode: .feed(width: 375)) { line in
///     print(line)
/// }
/// exit(summary.exitStatus)
/// ```
public enum BulkStream {
    /// What each input line is.
    public enum Mode: Sendable {
        /// A layout object of FORMATS.md §2; lines sharing a structure reuse one solved template
        /// (unless `reuse` is false: then every line is built afresh, for comparison).
        /// `strict`: a conflict reports no frames, as `trellis layout --strict`.
        case layouts(strict: Bool, reuse: Bool = true)
        /// The data of one feed cell, `{"name": ..., "time": ..., "body": ..., "votes": ...}`
        /// (`time` and `votes` optional), laid out by the built-in feed template at `width`.
        case feed(style: FeedCellStyle = .standard, width: Double)
    }

    /// How one line went.
    public enum LineStatus: Sendable, Hashable {
        /// `ok`: laid out cleanly; `conflict`: laid out with a constraint broken; `error`: not
        /// laid out.
        case ok, conflict, error
    }

    /// One output line and how it went.
    public struct LineOutput: Sendable {
        /// The JSON object, on one line, without the newline.
        public var json: String
        /// ok, conflict (laid out with a constraint broken), or error (not laid out).
        public var status: LineStatus
        /// Whether the line reused a template built for an earlier line of its structure.
        public var reusedTemplate = false
    }

    /// What a run did.
    public struct Summary: Sendable, Hashable {
        /// Lines read.
        public var lines = 0
        /// Lines laid out with every constraint satisfied.
        public var ok = 0
        /// Lines laid out with a constraint broken.
        public var conflicts = 0
        /// Lines not laid out (bad input or a failed solve).
        public var errors = 0
        /// Lines that reused a solved template built for an earlier line of their structure.
        public var reusedTemplates = 0

        /// 0 when every line was laid out cleanly, 2 when any had a conflict or an error.
        public var exitStatus: Int32 { conflicts + errors == 0 ? 0 : 2 }
    }

    /// Runs the stream: `source` yields batches of lines (nil at the end), called from a child
    /// task; `write` gets every output line in order on the calling task; `idle` is called
    /// before waiting for more (flush there). Lines in flight are bounded by
    /// ``BulkOptions/window`` and their bytes by ``BulkOptions/maximumBytesInFlight``.
    ///
    /// - Throws: ``BulkError`` for bad options or when cancelled.
    public static func run(
        source: @escaping @Sendable () -> [String]?, mode: Mode, options: BulkOptions = BulkOptions(),
        idle: () -> Void = {}, write: (String) -> Void
    ) async throws(BulkError) -> Summary {
        if case .feed(_, let width) = mode, !(width.isFinite && width > 0) {
            throw .invalidOption(name: "width", reason: "need a positive width, got \(width)")
        }
        var summary = Summary()
        try await BulkLayout.map(
            source: source, options: options, cost: { $0.utf8.count },
            makeState: { LineState(mode: mode) },
            process: { state, line, index in state.process(line, index: index) },
            emit: { _, output in
                summary.lines += 1
                if output.reusedTemplate { summary.reusedTemplates += 1 }
                switch output.status {
                case .ok: summary.ok += 1
                case .conflict: summary.conflicts += 1
                case .error: summary.errors += 1
                }
                write(output.json)
            }, idle: idle)
        return summary
    }
}

/// A chunk's state while processing lines: its feed template, or its layout templates by
/// structure.
struct LineState {
    let mode: BulkStream.Mode
    var feed: FeedTemplateSlot?
    var layouts = LayoutTemplateCache()

    init(mode: BulkStream.Mode) {
        self.mode = mode
        if case .feed(let style, let width) = mode { feed = FeedTemplateSlot(style: style, width: width) }
    }

    mutating func process(_ line: String, index: Int) -> BulkStream.LineOutput {
        switch mode {
        case .layouts(let strict, let reuse):
            return layouts.process(line, index: index, strict: strict, reuse: reuse)
        case .feed:
            let data: FeedCellData
            do {
                data = try FeedCellData(jsonLine: line)
            } catch {
                return .init(json: BulkJSON.errorLine(index: index, message: error.message), status: .error)
            }
            guard var slot = feed else {
                return .init(
                    json: BulkJSON.errorLine(index: index, message: "no feed template"), status: .error)
            }
            let result = slot.layout(data, index: index)
            feed = slot
            switch result {
            case .success(let cell):
                return .init(json: BulkJSON.feedLine(index: index, frames: cell.frames), status: .ok)
            case .failure(let failure):
                return .init(json: BulkJSON.errorLine(index: index, message: failure.message), status: .error)
            }
        }
    }
}
