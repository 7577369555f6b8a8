/// Where a byte sequence stops being UTF-8, so that readers reject such input with the byte
/// and its offset instead of replacing it silently with U+FFFD.
///
/// ```swift
/// print(UTF8Validation.firstInvalidByte(in: Array("a\u{e9}".utf8)) == nil)   // true
/// if let bad = UTF8Validation.firstInvalidByte(in: [0x61, 0xFF]) { print(bad) }   // (offset: 1, byte: 255)
/// ```
package enum UTF8Validation {
    /// The offset and value of the first byte that does not start or continue a well-formed
    /// UTF-8 sequence (an overlong form, a surrogate, a value above U+10FFFF, a stray or
    /// missing continuation byte), or nil when all of `bytes` is UTF-8.
    ///
    /// - Complexity: O(n), one look at each byte.
    package static func firstInvalidByte(in bytes: some RandomAccessCollection<UInt8>) -> (
        offset: Int, byte: UInt8
    )? {
        var iterator = bytes.makeIterator()
        var offset = 0
        while let byte = iterator.next() {
            if byte < 0x80 {
                offset += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, lower) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, upper) = (3, 0x9F)
            case 0xF0: (length, lower) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, upper) = (4, 0x8F)
            default: return (offset, byte)
            }
            for index in 1..<length {
                guard let next = iterator.next() else { return (offset, byte) }
                let low = index == 1 ? lower : 0x80
                let high = index == 1 ? upper : 0xBF
                guard next >= low && next <= high else { return (offset + index, next) }
            }
            offset += length
        }
        return nil
    }

    /// `invalid UTF-8: byte 0xFF at offset 14`, for the reader's error messages.
    package static func message(offset: Int, byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "invalid UTF-8: byte 0x\(hex.count < 2 ? "0" : "")\(hex) at offset \(offset)"
    }
}
