/// The lines bulk output writes (numbers and strings through `JSONText`, as
/// `trellis layout` prints them): frames as `[x, y, w, h]` and error lines.
package enum BulkJSON {
    /// `[x, y, w, h]`.
    package static func frame(_ frame: SIMD4<Double>) -> String {
        "[" + (0..<4).map { JSONText.roundedNumber(frame[$0]) }.joined(separator: ", ") + "]"
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
        "{ \"index\": \(index), \"status\": \"error\", \"message\": \(JSONText.string(message)) }"
    }
}
