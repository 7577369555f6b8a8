import Trellis

/// Finds the value slots of a layout line already decoded without error (valid JSON, no
/// escapes): the numbers of `views[i].frame` and `views[i].intrinsicSize`, the text of
/// `views[i].text`, and the constant of each constraint string.
struct SkeletonWalker {
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
        let parsed = LayoutFileConstraintParser.parsing(source) { parser in
            (try? parser.parse()) == nil ? nil : Optional(parser.constantLiteral)
        }
        guard let parsed else { return false }
        if let literal = parsed {
            slots.append(
                .init(
                    start: start + literal.digits.lowerBound, end: start + literal.digits.upperBound,
                    target: .constant(constraint: index, negative: literal.negative)))
        }
        return true
    }
}
