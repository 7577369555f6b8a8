import Trellis

extension LayoutLineSkeleton {
    /// The skeleton of `line`, which decoded to `document`; nil when the line has escapes or
    /// non-ASCII constraint strings, or when its slots do not read back as the document's
    /// values.
    init?(line: UnsafeBufferPointer<UInt8>, document: LayoutDocument) {
        guard !line.contains(UInt8(ascii: "\\")) else { return nil }
        var walker = SkeletonWalker(bytes: line, document: document)
        guard walker.walkLayout() else { return nil }
        self.bytes = Array(line)
        self.slots = walker.slots
        // What the slots hold must read back as what the decoder gave.
        var values = Values()
        guard read(line, into: &values), values.numbers.count == slots.count else { return nil }
        var texts = values.texts.makeIterator()
        for (slot, value) in zip(slots, values.numbers) {
            if case .text(let view) = slot.target {
                guard view < document.views.count, let text = texts.next(),
                    text == document.views[view].text?.text
                else { return nil }
            } else if !Self.same(value, document.value(of: slot.target)) {
                return nil
            }
        }
    }

    private static func same(_ value: Double, _ expected: Double?) -> Bool {
        guard let expected else { return false }
        return value.bitPattern == expected.bitPattern
    }
}

extension LayoutDocument {
    /// The value a skeleton slot's target holds in this document.
    func value(of target: LayoutLineSkeleton.Target) -> Double? {
        switch target {
        case .frame(let view, let component):
            guard view < views.count, let frame = views[view].frame, component < frame.count else {
                return nil
            }
            return frame[component]
        case .intrinsic(let view, let component):
            guard view < views.count else { return nil }
            return component == 0 ? views[view].intrinsicWidth : views[view].intrinsicHeight
        case .constant(let constraint, _):
            guard constraint < constraints.count else { return nil }
            return constraints[constraint].parsed.constant
        case .text: return nil
        }
    }
}

/// Finds the value slots of a layout line already decoded without error (valid JSON, no
/// escapes): the numbers of `views[i].frame` and `views[i].intrinsicSize`, the text of
/// `views[i].text`, and the constant of each constraint string.
private struct SkeletonWalker {
    let bytes: UnsafeBufferPointer<UInt8>
    let document: LayoutDocument
    var offset = 0
    var slots: [LayoutLineSkeleton.Slot] = []

    init(bytes: UnsafeBufferPointer<UInt8>, document: LayoutDocument) {
        self.bytes = bytes
        self.document = document
    }

    /// Walks the top-level object; false when the line is not as expected.
    mutating func walkLayout() -> Bool {
        forEachMember { walker, key in
            switch key {
            case "views": return walker.forEachElement { $0.walkView($1) }
            case "constraints": return walker.forEachElement { $0.walkConstraint($1) }
            default: return walker.skipValue()
            }
        } && atEnd
    }

    private mutating func walkView(_ view: Int) -> Bool {
        guard peek == UInt8(ascii: "{") else { return skipValue() }
        return forEachMember { walker, key in
            switch key {
            case "frame": return walker.walkNumbers { .frame(view: view, component: $0) }
            case "intrinsicSize": return walker.walkNumbers { .intrinsic(view: view, component: $0) }
            case "text" where walker.peek == UInt8(ascii: "\""):
                let start = walker.offset + 1
                guard walker.skipValue() else { return false }
                walker.slots.append(.init(start: start, end: walker.offset - 1, target: .text(view: view)))
                return true
            default: return walker.skipValue()
            }
        }
    }

    /// An array of numbers (and nulls, which stay structure); anything else is skipped.
    private mutating func walkNumbers(_ target: (Int) -> LayoutLineSkeleton.Target) -> Bool {
        guard peek == UInt8(ascii: "[") else { return skipValue() }
        return forEachElement { walker, index in
            guard let byte = walker.peek, byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) else {
                return walker.skipValue()
            }
            let start = walker.offset
            guard walker.skipValue() else { return false }
            walker.slots.append(.init(start: start, end: walker.offset, target: target(index)))
            return true
        }
    }

    private mutating func walkConstraint(_ index: Int) -> Bool {
        if peek == UInt8(ascii: "{") {
            return forEachMember { walker, key in
                key == "constraint" && walker.peek == UInt8(ascii: "\"")
                    ? walker.walkConstraintText(index) : walker.skipValue()
            }
        }
        guard peek == UInt8(ascii: "\"") else { return skipValue() }
        return walkConstraintText(index)
    }

    /// A constraint string: its constant, if written, is a slot.
    private mutating func walkConstraintText(_ index: Int) -> Bool {
        let start = offset + 1
        guard skipValue(), index < document.constraints.count else { return false }
        let content = UnsafeBufferPointer(rebasing: bytes[start..<(offset - 1)])
        let source = document.constraints[index].source
        // The parser's columns are characters: only in ASCII text are they bytes.
        guard source.utf8.elementsEqual(content), !content.contains(where: { $0 >= 0x80 }) else {
            return false
        }
        var parser = LayoutFileConstraintParser(source)
        guard (try? parser.parse()) != nil else { return false }
        if let literal = parser.constantLiteral {
            slots.append(
                .init(
                    start: start + literal.digits.lowerBound, end: start + literal.digits.upperBound,
                    target: .constant(constraint: index, negative: literal.negative)))
        }
        return true
    }
}

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
