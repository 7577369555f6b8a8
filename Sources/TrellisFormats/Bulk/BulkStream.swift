import Foundation
import Trellis

/// `trellis bulk` as a library call (FORMATS.md §3): a stream of JSON lines in, one JSON line
/// out per input line, in order, as soon as it is ready, with `"index"` (the 0-based line
/// number). A bad line gives an error line and the stream goes on.
///
/// ```swift
/// import Foundation
/// let reader = try JSONLinesReader(path: "cells.jsonl")
/// let summary = try await BulkStream.run(source: { reader.nextBatch() }, mode: .layouts(strict: false)) { line in
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

        /// Creates an output line.
        ///
        /// ```swift
        /// let line = BulkStream.LineOutput(json: #"{ "index": 0, "status": "ok" }"#, status: .ok)
        /// ```
        public init(json: String, status: LineStatus, reusedTemplate: Bool = false) {
            self.json = json
            self.status = status
            self.reusedTemplate = reusedTemplate
        }

        /// The error line of FORMATS.md §3 for line `index`.
        ///
        /// ```swift
        /// let line = BulkStream.LineOutput.error(index: 3, message: "not valid JSON")
        /// ```
        public static func error(index: Int, message: String) -> LineOutput {
            LineOutput(json: BulkJSON.errorLine(index: index, message: message), status: .error)
        }
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
    // snippet: given let reader = try JSONLinesReader(path: "cells.jsonl")
    /// ```swift
    /// let summary = try await BulkStream.run(source: { reader.nextBatch() }, mode: .layouts(strict: true)) {
    ///     print($0)
    /// }
    /// ```
    /// - Throws: ``BulkError`` for bad options or when cancelled.
    public static func run(
        source: @escaping @Sendable () -> [String]?, mode: Mode, options: BulkOptions = BulkOptions(),
        idle: () -> Void = {}, write: (String) -> Void
    ) async throws(BulkError) -> Summary {
        switch mode {
        case .layouts(let strict, let reuse):
            let text = options.text
            return try await run(
                source: source, options: options,
                makeProcessor: { LayoutLines(strict: strict, reuse: reuse, text: text) },
                idle: idle, write: write)
        }
    }

    /// Runs the stream with lines of any kind: every chunk of lines gets its own processor from
    /// `makeProcessor` (so a processor may keep templates between the lines of its chunk).
    ///
    // snippet: given let reader = try JSONLinesReader(path: "cells.jsonl")
    /// ```swift
    /// struct Echo: BulkLineProcessor {
    ///     mutating func process(_ line: String, index: Int) -> BulkStream.LineOutput {
    ///         .init(json: line, status: .ok)
    ///     }
    /// }
    /// let summary = try await BulkStream.run(source: { reader.nextBatch() }, makeProcessor: { Echo() }) {
    ///     print($0)
    /// }
    /// ```
    /// - Throws: ``BulkError`` for bad options or when cancelled.
    public static func run<Processor: BulkLineProcessor>(
        source: @escaping @Sendable () -> [String]?, options: BulkOptions = BulkOptions(),
        makeProcessor: @escaping @Sendable () -> Processor, idle: () -> Void = {},
        write: (String) -> Void
    ) async throws(BulkError) -> Summary {
        var summary = Summary()
        try await BulkLayout.map(
            source: source, options: options, cost: { $0.utf8.count },
            makeState: makeProcessor,
            process: { (processor: inout Processor, line: String, index: Int) -> LineOutput in
                if let reason = JSONLinesReader.undecodableReason(line) {
                    return LineOutput.error(index: index, message: reason)
                }
                return processor.process(line, index: index)
            },
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

/// What turns one input line of a ``BulkStream`` into one output line. Each chunk of lines
/// gets its own processor, used by one thread at a time, so it may keep state (templates)
/// between the lines of its chunk.
///
/// ```swift
/// struct Upper: BulkLineProcessor {
///     mutating func process(_ line: String, index: Int) -> BulkStream.LineOutput {
///         .init(json: "\"" + line.uppercased() + "\"", status: .ok)
///     }
/// }
/// ```
public protocol BulkLineProcessor: SendableMetatype {
    /// The output line for input line `index` (0-based).
    mutating func process(_ line: String, index: Int) -> BulkStream.LineOutput
}

/// Layout lines of FORMATS.md §2, reusing solved templates by structure.
struct LayoutLines: BulkLineProcessor {
    let strict: Bool
    let reuse: Bool
    var cache = LayoutTemplateCache()

    init(strict: Bool, reuse: Bool, text: any TextMeasurerProvider = AverageTextMeasurerProvider()) {
        self.strict = strict
        self.reuse = reuse
        cache.text = text
    }

    mutating func process(_ line: String, index: Int) -> BulkStream.LineOutput {
        cache.process(line, index: index, strict: strict, reuse: reuse)
    }
}
