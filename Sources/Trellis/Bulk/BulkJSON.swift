/// The lines bulk output writes, through ``JSONWriter`` in the spaced style `trellis layout`
/// prints: layout results with `"index"` first, error lines, feed-cell lines.
enum BulkJSON {
    /// A layout line: `{ "index": i, ` and then what `trellis layout` prints for it.
    static func layoutLine(index: Int, result: LayoutFileResult) -> String {
        var writer = JSONWriter(style: .spaced, capacity: 160 + 48 * result.frames.count)
        writer.beginObject()
        writer.key("index")
        writer.integer(index)
        result.write(to: &writer)
        writer.endObject()
        return writer.text
    }

    /// The error line of FORMATS.md §3.
    static func errorLine(index: Int, message: String) -> String {
        var writer = JSONWriter(style: .spaced, capacity: 64 + message.utf8.count)
        writer.beginObject()
        writer.key("index")
        writer.integer(index)
        writer.key("status")
        writer.string("error")
        writer.key("message")
        writer.string(message)
        writer.endObject()
        return writer.text
    }

    /// A feed cell's line, shaped like `trellis layout` output plus `"index"`.
    static func feedLine(index: Int, frames: FeedCellFrames) -> String {
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
