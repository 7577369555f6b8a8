import Trellis

/// Strings and numbers: one pass over their bytes, no per-character `String` work.
extension JSONScanner {
    // MARK: - Strings

    /// Reads a string starting at its opening quote. A string without escapes becomes a
    /// `String` straight from its bytes; escapes are decoded into a reused byte buffer.
    /// Reads a string (the offset at its opening quote) and the hash of its UTF-8
    /// (``JSONStringCache``): one without escapes is hashed as it is scanned and taken from
    /// the cache when it was met before; any other is read by ``parseString()``.
    mutating func parseHashedString() throws(Failure) -> (string: String, hash: UInt64) {
        let start = offset + 1
        var index = start
        var hash = JSONStringCache.seed
        var continuation = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                continuationBytes += continuation
                offset = index + 1
                return (strings.string(bytes, start: start, count: index - start, hash: hash), hash)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte & 0xC0 == 0x80 { continuation += 1 }
            JSONStringCache.hash(byte, into: &hash)
            index += 1
        }
        // Escapes, a control character or no closing quote: the general reader, and its
        // messages.
        let string = try parseString()
        return (string, JSONStringCache.hash(of: string))
    }

    mutating func parseString() throws(Failure) -> String {
        offset += 1  // the opening quote
        var runStart = offset
        var escaped = false
        scratch.removeAll(keepingCapacity: true)
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
                offset += 1
                if !escaped { return String(decoding: run, as: UTF8.self) }
                scratch.append(contentsOf: run)
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                escaped = true
                try appendEscape()
                runStart = offset
            } else if byte < 0x20 {
                throw failure("control character in a string (escape it)")
            } else {
                if byte & 0xC0 == 0x80 { continuationBytes += 1 }
                offset += 1
            }
        }
        throw failure("unterminated string")
    }

    /// Decodes the escape at the offset (a backslash) into `scratch`.
    private mutating func appendEscape() throws(Failure) {
        let start = offset
        offset += 1  // the backslash
        guard let byte = peek() else { throw failure("unterminated string") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            var scalar: Unicode.Scalar?
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\"), peek(at: offset + 1) == UInt8(ascii: "u") else {
                    throw failure("unpaired surrogate in a \\u escape", at: start)
                }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("unpaired surrogate in a \\u escape", at: start)
                }
                scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            } else {
                scalar = Unicode.Scalar(high)
            }
            guard let scalar else { throw failure("unpaired surrogate in a \\u escape", at: start) }
            UTF8.encode(scalar) { scratch.append($0) }
        default:
            throw failure("invalid escape in a string", at: start)
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw failure("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("expected 4 hexadecimal digits in a \\u escape")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    // MARK: - Numbers

    /// Reads a number. Up to 19 significant digits with a decimal exponent in ±22 are
    /// converted exactly by one correctly rounded multiplication or division (both operands
    /// are exact doubles when the digits fit in 53 bits); anything else goes to the standard
    /// library's correctly rounded conversion.
    mutating func parseNumber() throws(Failure) -> Double {
        let start = offset
        let negative = peek() == UInt8(ascii: "-")
        if negative { offset += 1 }
        guard let first = peek(), Self.isDigit(first) else {
            throw failure("expected a digit in a number, found \(describeCurrent())")
        }
        if first == UInt8(ascii: "0"), let next = peek(at: offset + 1), Self.isDigit(next) {
            throw failure("a number cannot have a leading zero", at: start)
        }
        var mantissa: UInt64 = 0
        var digits = 0  // significant digits in `mantissa`
        var dropped = false  // digits beyond what `mantissa` holds
        var exponent = 0
        func take(_ byte: UInt8, fraction: Bool) {
            if digits < 19 {
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if mantissa != 0 { digits += 1 }
                if fraction { exponent -= 1 }
            } else {
                if byte != UInt8(ascii: "0") { dropped = true }
                if !fraction { exponent += 1 }
            }
        }
        while let byte = peek(), Self.isDigit(byte) {
            take(byte, fraction: false)
            offset += 1
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let digit = peek(), Self.isDigit(digit) else {
                throw failure("expected a digit after the decimal point, found \(describeCurrent())")
            }
            while let byte = peek(), Self.isDigit(byte) {
                take(byte, fraction: true)
                offset += 1
            }
        }
        var written = 0
        var writtenOverflow = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            var sign = 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                if peek() == UInt8(ascii: "-") { sign = -1 }
                offset += 1
            }
            guard let digit = peek(), Self.isDigit(digit) else {
                throw failure("expected a digit in the exponent, found \(describeCurrent())")
            }
            while let byte = peek(), Self.isDigit(byte) {
                if written < 100_000 {
                    written = written * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    writtenOverflow = true
                }
                offset += 1
            }
            written *= sign
        }
        exponent += written
        if !dropped && !writtenOverflow && mantissa < (1 << 53) && (-22...22).contains(exponent) {
            let magnitude =
                exponent < 0
                ? Double(mantissa) / JSONPowersOfTen.table[-exponent]
                : Double(mantissa) * JSONPowersOfTen.table[exponent]
            if magnitude.isFinite { return negative ? -magnitude : magnitude }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("the number \(text) is out of range (not a finite double)", at: start)
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

/// 1e0 ... 1e22: every one an exact double.
private enum JSONPowersOfTen {
    static let table: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
        1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
