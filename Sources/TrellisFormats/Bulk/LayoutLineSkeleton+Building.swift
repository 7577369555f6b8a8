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
