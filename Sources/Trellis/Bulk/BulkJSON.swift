/// The lines bulk output writes (numbers and strings through `JSONText`, as
/// `trellis layout` prints them): frames as `[x, y, w, h]`, error and feed-cell lines.
enum BulkJSON {
    /// `[x, y, w, h]`.
    static func frame(_ frame: SIMD4<Double>) -> String {
        "[" + (0..<4).map { JSONText.roundedNumber(frame[$0]) }.joined(separator: ", ") + "]"
    }

    /// The error line of FORMATS.md §3.
    static func errorLine(index: Int, message: String) -> String {
        "{ \"index\": \(index), \"status\": \"error\", \"message\": \(JSONText.string(message)) }"
    }

    /// A feed cell's line, shaped like `trellis layout` output plus `"index"`.
    static func feedLine(index: Int, frames: FeedCellFrames) -> String {
        var out = "{ \"index\": \(index), \"status\": \"ok\", \"backend\": \"incremental\", \"frames\": { "
        for part in FeedCellPart.allCases {
            if part.rawValue > 0 { out += ", " }
            out += "\"\(part)\": " + frame(frames[part])
        }
        out += " }, \"ambiguous\": [], \"broken\": [] }"
        return out
    }
}
