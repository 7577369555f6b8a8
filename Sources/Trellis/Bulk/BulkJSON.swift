/// The lines bulk output writes (numbers and strings through `JSONText`, as
/// `trellis layout` prints them): frames as `[x, y, w, h]` and error lines.
package enum BulkJSON {
    /// `[x, y, w, h]`.
    package static func frame(_ frame: SIMD4<Double>) -> String {
        "[" + (0..<4).map { JSONText.roundedNumber(frame[$0]) }.joined(separator: ", ") + "]"
    }

    /// The error line of FORMATS.md §3.
    package static func errorLine(index: Int, message: String) -> String {
        "{ \"index\": \(index), \"status\": \"error\", \"message\": \(JSONText.string(message)) }"
    }
}
