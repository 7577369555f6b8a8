import Foundation
import Trellis
import TrellisSolver

/// The bytes of a layout line that became (or matched) a bulk template, split into
/// structure and value slots: the numbers of pinned frames and intrinsic sizes (JSON
/// numbers), the constants inside constraint strings (numbers of the constraint grammar) and
/// the texts of text views. A later line whose bytes outside the slots are the same, and
/// whose slots hold values of the grammar read there, has the template's structure: only its
/// values differ, and they can be read in place without decoding the line.
///
/// Lines with escapes get no skeleton (a string's bytes are then not its characters), nor do
/// lines with non-ASCII constraint strings; a text slot with an escape does not match, nor
/// does whitespace or key order other than the template's.
struct LayoutLineSkeleton {
    /// What a slot's number sets.
    enum Target: Equatable {
        /// Component `component` (x, y, width, height) of view `view`'s pinned frame.
        case frame(view: Int, component: Int)
        /// The intrinsic width (0) or height (1) of view `view`.
        case intrinsic(view: Int, component: Int)
        /// The constant of constraint `constraint`, negated when `negative` (the sign
        /// before the digits is structure).
        case constant(constraint: Int, negative: Bool)
        /// The text of view `view` (the bytes between the quotes).
        case text(view: Int)
    }

    /// What a line's slots hold: a number per slot (0 for a text), and the texts in order.
    struct Values {
        var numbers: [Double] = []
        var texts: [String] = []
    }

    /// A value's bytes in the template line and what the value sets.
    struct Slot {
        var start: Int
        var end: Int
        var target: Target
    }

    /// The template line.
    let bytes: [UInt8]
    /// The slots, in byte order.
    let slots: [Slot]

    /// Reads the slots' values in `line` (in slot order, each as the full decoder reads it);
    /// false when `line` differs from the template outside the slots or a slot does not hold
    /// exactly one value of its grammar.
    func read(_ line: UnsafeBufferPointer<UInt8>, into values: inout Values) -> Bool {
        values.numbers.removeAll(keepingCapacity: true)
        values.texts.removeAll(keepingCapacity: true)
        var scanner = JSONScanner(line, builder: LayoutFileJSONBuilder())
        var position = 0
        var templatePosition = 0
        for slot in slots {
            guard Self.same(bytes, templatePosition..<slot.start, line, at: position) else { return false }
            position += slot.start - templatePosition
            templatePosition = slot.end
            switch slot.target {
            case .frame, .intrinsic:
                scanner.offset = position
                guard let value = try? scanner.parseNumber() else { return false }
                values.numbers.append(value)
                position = scanner.offset
            case .constant(_, let negative):
                guard let end = LayoutFileConstraintParser.unsignedNumberEnd(in: line, from: position),
                    let value = Self.constraintNumber(line, position..<end, negative: negative)
                else { return false }
                values.numbers.append(value)
                position = end
            case .text:
                guard let end = Self.plainStringEnd(line, from: position) else { return false }
                values.numbers.append(0)
                values.texts.append(
                    String(decoding: UnsafeBufferPointer(rebasing: line[position..<end]), as: UTF8.self))
                position = end
            }
        }
        return line.count - position == bytes.count - templatePosition
            && Self.same(bytes, templatePosition..<bytes.count, line, at: position)
    }

    /// The offset of the quote that ends the string content starting at `start`, or nil when
    /// the content has an escape or a control character (the decoder would read it otherwise
    /// or reject it) or does not end.
    private static func plainStringEnd(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < line.count {
            let byte = line[index]
            if byte == UInt8(ascii: "\"") { return index }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// Whether `line` holds the template's bytes `range` at `position`.
    private static func same(
        _ template: [UInt8], _ range: Range<Int>, _ line: UnsafeBufferPointer<UInt8>, at position: Int
    ) -> Bool {
        let count = range.count
        guard position + count <= line.count else { return false }
        if count == 0 { return true }
        return template.withUnsafeBufferPointer { mine in
            guard let a = mine.baseAddress, let b = line.baseAddress else { return false }
            return memcmp(a + range.lowerBound, b + position, count) == 0
        }
    }

    /// The value of the constraint-grammar literal `range` (digits, fraction, exponent),
    /// converted as the constraint parser converts it, negated when `negative`; nil when
    /// it is not a finite number within the numeric range the parser allows for a constant.
    static func constraintNumber(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, negative: Bool)
        -> Double?
    {
        var magnitude: Double?
        if range.count <= 15, let integer = Self.integer(line, range) {
            magnitude = Double(integer)  // exact: fewer than 16 digits
        } else {
            magnitude = Double(String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self))
        }
        guard let magnitude, magnitude.isFinite else { return nil }
        let value = negative ? -magnitude : magnitude
        guard NumericPolicy.rangeProblem(coefficients: [], constant: value, weight: 1) == nil else {
            return nil
        }
        return value
    }

    /// The digits of `range` as an integer, or nil when it holds anything but digits.
    private static func integer(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            let digit = line[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }
}
