/// Writing JSON scalars: numbers as the shortest text that reads back exactly (integers
/// without a fraction, never `-0`), strings with the escapes JSON requires.
package enum JSONText {
    /// `value` as a JSON number; `null` for a non-finite value (callers reject those first).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `value` rounded to 1e-6 as a JSON number, for frames: solver round-off such as
    /// `43.99999999999` prints as `44`. Beyond 1e9 the rounding is moot (and `value * 1e6`
    /// could lose the integer part), so the value is printed as it is.
    package static func roundedNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return number(abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value)
    }

    /// `text` as a JSON string literal.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
