import Trellis

/// The lines bulk output writes, through ``JSONWriter`` in the spaced style `trellis layout`
/// prints: layout results with `"index"` first, and error lines.
package enum BulkJSON {
    /// A layout line: `{ "index": i, ` and then what `trellis layout` prints for it.
    static func layoutLine(index: Int, result: LayoutFileResult) -> String {
        var writer = JSONWriter(style: .spaced, capacity: 160 + 48 * result.frames.count)
        return layoutLine(index: index, result: result, writer: &writer)
    }

    /// ``layoutLine(index:result:)`` through a spaced `writer` kept from line to line (its
    /// buffer is emptied first and its capacity kept).
    static func layoutLine(index: Int, result: LayoutFileResult, writer: inout JSONWriter) -> String {
        writer.reset()
        writer.beginObject()
        writer.key("index")
        writer.integer(index)
        result.write(to: &writer)
        writer.endObject()
        return writer.text
    }

    /// The error line of FORMATS.md §3 for the input line at `index` (0-based): the message
    /// starts with the line's number in the stream (`line 8: ...`, 1-based like an editor's).
    package static func errorLine(index: Int, message: String) -> String {
        errorLine(index: index, positionedMessage: "line \(index + 1): \(message)")
    }

    /// The error line for a layout error in the input line at `index`: an error in the JSON
    /// structure gets the stream's line and its column in that line (`line 8, column 16: ...`),
    /// an error inside a constraint string or format gets the line before it (`line 8:
    /// constraint 'k0': ... at column 12 in '...'`).
    static func errorLine(index: Int, error: LayoutFileError) -> String {
        guard error.source == nil, let line = error.line else {
            return errorLine(index: index, message: "\(error)")
        }
        var placed = error
        // One stream line is one record, so the record's line 1 is the stream's line index + 1.
        placed.line = index + line
        return errorLine(index: index, positionedMessage: "\(placed)")
    }

    private static func errorLine(index: Int, positionedMessage message: String) -> String {
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
}
