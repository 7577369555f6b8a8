/// The small JSON writer bulk output needs: numbers as `trellis layout` prints them
/// (integers without a fraction), escaped strings, frames as `[x, y, w, h]`.
enum BulkJSON {
    /// A number: `15`, `27.5`, `-0.25` (non-finite numbers, which JSON lacks, as `null`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            let integer = Int(value)
            return integer == 0 ? "0" : String(integer)
        }
        return String(value)
    }

    /// A quoted, escaped string.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `[x, y, w, h]`.
    static func frame(_ frame: SIMD4<Double>) -> String {
        "[\(number(frame[0])), \(number(frame[1])), \(number(frame[2])), \(number(frame[3]))]"
    }

    /// The error line of FORMATS.md §3.
    static func errorLine(index: Int, message: String) -> String {
        "{ \"index\": \(index), \"status\": \"error\", \"message\": \(string(message)) }"
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
