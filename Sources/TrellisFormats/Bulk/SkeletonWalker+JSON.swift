import Trellis

/// Moving over JSON that is known to be valid and free of escapes.
extension SkeletonWalker {
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    var atEnd: Bool {
        mutating get {
            skipWhitespace()
            return offset == bytes.count
        }
    }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    /// Calls `body` at each member's value (after its key and colon) of the object here.
    mutating func forEachMember(_ body: (inout SkeletonWalker, String) -> Bool) -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else { return false }
        offset += 1
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            offset += 1
            return true
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\""), let end = closingQuote(after: offset) else { return false }
            let key = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end]), as: UTF8.self)
            offset = end + 1
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { return false }
            offset += 1
            skipWhitespace()
            guard body(&self, key), let more = next(closing: UInt8(ascii: "}")) else { return false }
            if !more { return true }
        }
    }

    /// Calls `body` at each element of the array here, with its index.
    mutating func forEachElement(_ body: (inout SkeletonWalker, Int) -> Bool) -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: "[") else { return false }
        offset += 1
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            return true
        }
        var index = 0
        while true {
            skipWhitespace()
            guard body(&self, index), let more = next(closing: UInt8(ascii: "]")) else { return false }
            if !more { return true }
            index += 1
        }
    }

    /// After a member or element, steps over a comma (true: more follow) or over `closing`
    /// (false: the container ended); nil for anything else.
    private mutating func next(closing: UInt8) -> Bool? {
        skipWhitespace()
        guard let byte = peek else { return nil }
        offset += 1
        if byte == UInt8(ascii: ",") { return true }
        return byte == closing ? false : nil
    }

    /// Steps over the value here.
    mutating func skipValue() -> Bool {
        skipWhitespace()
        guard let byte = peek else { return false }
        switch byte {
        case UInt8(ascii: "\""):
            guard let end = closingQuote(after: offset) else { return false }
            offset = end + 1
            return true
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while let next = peek {
                if next == UInt8(ascii: "\"") {
                    guard let end = closingQuote(after: offset) else { return false }
                    offset = end
                } else if next == UInt8(ascii: "{") || next == UInt8(ascii: "[") {
                    depth += 1
                } else if next == UInt8(ascii: "}") || next == UInt8(ascii: "]") {
                    depth -= 1
                }
                offset += 1
                if depth == 0 { return true }
            }
            return false
        default:
            let start = offset
            while let next = peek, !Self.endsScalar(next) { offset += 1 }
            return offset > start
        }
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: true
        default: false
        }
    }

    /// The offset of the quote closing the string whose opening quote is at `start`.
    private func closingQuote(after start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") { return index }
            index += 1
        }
        return nil
    }
}
