import Trellis

/// How ``JSONWriter`` spells numbers and strings, byte by byte.
extension JSONWriter {
    /// Appends `value` as a JSON number (see ``number(_:)``), exactly: the shortest form that
    /// reads back as the same double. Commands round what they print first, by one rule
    /// (`PrintedNumber`, through `LayoutFileResult.roundedForOutput(_:)`).
    package static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            bytes.append(contentsOf: "null".utf8)
            return
        }
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if value.rounded() == value && abs(value) < 1e15 {
            appendInteger(Int64(value), to: &bytes)
            return
        }
        if appendMicros(value, to: &bytes) { return }
        // The shortest digits that read back exactly (Swift's own algorithm); at most 24
        // bytes, so the description is a small string and allocates nothing.
        bytes.append(contentsOf: value.description.utf8)
    }

    /// Appends `value` when it is the double nearest a whole number of millionths `k / 1e6`
    /// with `1e-4 <= |value| < 1e9` (every coordinate of a printed frame, which are rounded
    /// so): the digits of `k`, a point before the last six and the trailing zeros dropped.
    /// That is exactly Swift's shortest description there: another decimal that reads back
    /// as the same double would be a multiple of 1e-6 away from `k / 1e6`, further than the
    /// spacing of doubles below 1e9 (2^-23). Returns false, writing nothing, otherwise.
    static func appendMicros(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        let magnitude = abs(value)
        guard magnitude >= 1e-4, magnitude < 1e9 else { return false }
        let scaled = (magnitude * 1e6).rounded()
        guard scaled / 1e6 == magnitude else { return false }
        var micros = UInt64(scaled)
        let whole = micros / 1_000_000
        micros %= 1_000_000
        var digits = 6
        while micros % 10 == 0 && digits > 0 {
            micros /= 10
            digits -= 1
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendInteger(Int64(whole), to: &bytes)
        guard digits > 0 else { return true }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(micros / divisor % 10))
            divisor /= 10
        }
        return true
    }

    /// Appends the decimal digits of `value`.
    package static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 20 digits hold any UInt64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    /// Appends `text` in double quotes with JSON's escapes: `\"`, `\\`, `\n`, `\r`, `\t`,
    /// `\u00XX` for the other control characters, and `\u2028`, `\u2029`.
    mutating func appendQuoted(_ text: String) {
        // Most strings (keys, ids) need no escape: their bytes go in at once.
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 in
            for byte in utf8
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 {
                return false
            }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if plain == true { return }
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escape: StaticString?
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0xE2
                where index + 2 < utf8.count && utf8[index + 1] == 0x80
                    && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default: escape = byte < 0x20 ? "" : nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                if escape.utf8CodeUnitCount > 0 {
                    escape.withUTF8Buffer { bytes.append(contentsOf: $0) }
                } else {
                    bytes.append(contentsOf: "\\u00".utf8)
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0xF))
                }
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
