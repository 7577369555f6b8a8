public import Trellis

/// The lines of `trellis bulk --template feed`: each input line is one feed cell's data,
/// `{"name": ..., "time": ..., "body": ..., "votes": ...}` (`time` and `votes` optional), laid
/// out by the built-in feed template at `width`; each output line is shaped like
/// `trellis layout` output plus `"index"`.
///
/// ```swift
/// let summary = try BulkStream.run(source: { reader.nextBatch() }, makeProcessor: { FeedLines(width: 375) }) {
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
        // One writer for the whole line (a string per frame and concatenation cost more than
        // the layout itself).
        var writer = JSONWriter(style: .spaced, capacity: 512)
        writer.beginObject()
        writer.key("index")
        writer.integer(index)
        writer.key("status")
        writer.string("ok")
        writer.key("backend")
        writer.string("incremental")
        writer.key("frames")
        writer.beginObject()
        for part in FeedCellPart.allCases {
            writer.key(part.description)
            writer.beginArray()
            let frame = frames[part]
            for component in 0..<4 { writer.number(LayoutFileResult.roundedForOutput(frame[component])) }
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
        return writer.text
    }
}
