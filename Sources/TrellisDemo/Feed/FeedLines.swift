import Trellis
public import TrellisFormats

/// The lines of `trellis bulk --template feed`: each input line is one feed cell's data,
/// `{"name": ..., "time": ..., "body": ..., "votes": ...}` (`time` and `votes` optional), laid
/// out by the built-in feed template at `width`; each output line is shaped like
/// `trellis layout` output plus `"index"`.
///
// snippet: given let reader = try JSONLinesReader(path: "cells.jsonl")
/// ```swift
/// let summary = try await BulkStream.run(
///     source: { reader.nextBatch() }, makeProcessor: { FeedLines(width: 375) }
/// ) {
///     print($0)
/// }
/// ```
public struct FeedLines: BulkLineProcessor {
    /// The cells' style.
    public let style: FeedCellStyle
    /// The cells' width in points.
    public let width: Double
    private var slot: FeedTemplateSlot

    /// A processor for feed data lines laid out at `width` (positive and finite; otherwise
    /// every line is an error line saying so).
    ///
    /// ```swift
    /// var feed = FeedLines(width: 320)
    /// print(feed.process(#"{"name": "Ada", "body": "Hello"}"#, index: 0).json)
    /// ```
    public init(style: FeedCellStyle = .standard, width: Double) {
        self.init(style: style, width: width, plan: nil)
    }

    init(style: FeedCellStyle, width: Double, plan: FeedCellPlan?) {
        self.style = style
        self.width = width
        slot = FeedTemplateSlot(style: style, width: width, plan: plan)
    }

    /// Makes processors that share one solved template: it is built and solved once, here, and
    /// each processor (a bulk run makes one per chunk) starts from its solution, with exactly
    /// the output of a processor made by ``init(style:width:)``.
    ///
    // snippet: given let reader = try JSONLinesReader(path: "cells.jsonl")
    /// ```swift
    /// let summary = try await BulkStream.run(
    ///     source: { reader.nextBatch() }, makeProcessor: FeedLines.maker(width: 375)
    /// ) { print($0) }
    /// ```
    public static func maker(style: FeedCellStyle = .standard, width: Double) -> @Sendable () -> FeedLines {
        let plan = width.isFinite && width > 0 ? FeedTemplateSlot.plan(style: style, width: width) : nil
        return { FeedLines(style: style, width: width, plan: plan) }
    }

    /// The output line for one feed data line.
    public mutating func process(_ line: String, index: Int) -> BulkStream.LineOutput {
        guard width.isFinite, width > 0 else {
            return .error(index: index, message: "need a positive width, got \(width)")
        }
        let data: FeedCellData
        do {
            data = try FeedCellData(jsonLine: line)
        } catch {
            return .error(index: index, message: error.message)
        }
        switch slot.layout(data, index: index) {
        case .success(let cell):
            return .init(json: Self.line(index: index, frames: cell.frames), status: .ok)
        case .failure(let failure):
            return .error(index: index, message: failure.message)
        }
    }

    /// A feed cell's line, shaped like `trellis layout` output plus `"index"`.
    static func line(index: Int, frames: FeedCellFrames) -> String {
        // The line's fixed text is made once (``LinePieces``); only the index and the numbers
        // are written per line.
        let pieces = Self.linePieces
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        bytes.append(contentsOf: pieces.head)
        JSONWriter.appendInteger(Int64(index), to: &bytes)
        for part in FeedCellPart.allCases {
            bytes.append(contentsOf: pieces.beforeFrame[part.rawValue])
            let frame = frames[part]
            for component in 0..<4 {
                if component > 0 { bytes.append(contentsOf: pieces.separator) }
                JSONWriter.appendNumber(LayoutFileResult.roundedForOutput(frame[component]), to: &bytes)
            }
        }
        bytes.append(contentsOf: pieces.tail)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The fixed text of an output line, cut from a line ``JSONWriter`` writes once: up to
    /// the index, from the previous number to each part's first number, between numbers, and
    /// after the last number.
    struct LinePieces {
        var head: [UInt8] = []
        var beforeFrame: [[UInt8]] = []
        var separator: [UInt8] = []
        var tail: [UInt8] = []
    }

    static let linePieces: LinePieces = {
        var pieces = LinePieces()
        var writer = JSONWriter(style: .spaced)
        writer.beginObject()
        writer.key("index")
        pieces.head = writer.bytes
        writer.integer(0)
        var mark = writer.bytes.count
        writer.key("status")
        writer.string("ok")
        writer.key("backend")
        writer.string("incremental")
        writer.key("frames")
        writer.beginObject()
        for part in FeedCellPart.allCases {
            writer.key(part.description)
            writer.beginArray()
            pieces.beforeFrame.append(Array(writer.bytes[mark...]))
            writer.number(0)
            let first = writer.bytes.count
            writer.number(0)
            pieces.separator = Array(writer.bytes[first..<(writer.bytes.count - 1)])
            writer.number(0)
            writer.number(0)
            mark = writer.bytes.count
            writer.endArray()
        }
        writer.endObject()
        writer.key("ambiguous")
        writer.beginArray()
        writer.endArray()
        writer.key("broken")
        writer.beginArray()
        writer.endArray()
        writer.endObject()
        pieces.tail = Array(writer.bytes[mark...])
        return pieces
    }()
}
