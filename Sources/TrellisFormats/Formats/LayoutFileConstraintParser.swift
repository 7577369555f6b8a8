import Trellis
import TrellisSolver

/// Parses `item.attribute REL [m *] item.attribute [* m] [(+|-) c] [@ priority]` and
/// `item.attribute REL c [@ priority]`, reporting 1-based columns. `item.attribute / m` is
/// accepted too, as the multiplier `1/m`.
struct LayoutFileConstraintParser {
    /// One byte per character of the source: its ASCII code, or 0xFF for any other
    /// character (none of which the grammar uses), so indices are character columns. The
    /// string's own bytes when it is plain ASCII (no copy), which ``parsing(_:_:)`` lends.
    private let text: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The last number read: where its digits are (after any sign and spaces) and whether a
    /// `-` stood before them.
    private var lastNumber: (digits: Range<Int>, negative: Bool) = (0..<0, false)
    /// Where the constant's digits are in the text and whether its value is their negation,
    /// when a constant is written (`a.width == -40`, `a.top == b.top - 8`).
    private(set) var constantLiteral: (digits: Range<Int>, negative: Bool)?

    private init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    /// Runs `body` with a parser over `source`, which lives as long as the call.
    static func parsing<Value>(_ source: String, _ body: (inout LayoutFileConstraintParser) -> Value) -> Value
    {
        var source = source
        // Plain ASCII (no carriage return, which may pair with a line feed into one
        // character): the bytes are the characters, read where they are.
        let ascii: Value? = source.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
            var parser = LayoutFileConstraintParser(bytes)
            return body(&parser)
        }
        if let ascii { return ascii }
        let characters = source.map { $0.asciiValue ?? 0xFF }
        return characters.withUnsafeBufferPointer { bytes in
            var parser = LayoutFileConstraintParser(bytes)
            return body(&parser)
        }
    }

    mutating func parse() throws(LayoutFileError) -> LayoutFileConstraint {
        let first = try parseOperand()
        skipSpaces()
        guard let relation = parseRelation() else { throw failure("expected '==', '<=' or '>='") }
        skipSpaces()
        var multiplier = 1.0
        var constant = 0.0
        var multiplierColumn = column
        var constantColumn = column
        var second: LayoutFileConstraint.Operand?
        // Kept beside `second`: comparing an optional operand with nil copies it.
        var hasSecond = false
        if let next = peek, next.isNumberStart || next == .minus || next == .plus {
            let numberColumn = column
            let number = try parseNumber()
            skipSpaces()
            if peek == .star {
                index += 1
                skipSpaces()
                multiplier = number
                multiplierColumn = numberColumn
                second = try parseOperand()
                hasSecond = true
            } else {
                constant = number
                constantColumn = numberColumn
                constantLiteral = lastNumber
            }
        } else if let next = peek, next.isNameStart {
            second = try parseOperand()
            hasSecond = true
        } else {
            throw failure("expected a number or an item")
        }
        if hasSecond {
            skipSpaces()
            if let operation = peek, operation == .star || operation == .slash {
                index += 1
                skipSpaces()
                let numberColumn = column
                multiplierColumn = numberColumn
                let factor = try parseNumber()
                if operation == .slash {
                    // `b.width / 2` reads as UIKit's multiplier 0.5 (an addition to the grammar).
                    guard factor != 0 else { throw failure("division by zero", at: numberColumn) }
                    multiplier /= factor
                } else {
                    multiplier *= factor
                }
                skipSpaces()
            }
            if let sign = peek, sign == .plus || sign == .minus {
                constantColumn = column
                index += 1
                skipSpaces()
                let value = try parseNumber()
                constant = sign == .minus ? -value : value
                constantLiteral = (lastNumber.digits, lastNumber.negative != (sign == .minus))
            }
        }
        let (priority, priorityColumn) = try parseTail(afterItem: hasSecond)
        try checkRange(
            multiplier: hasSecond ? multiplier : nil, at: multiplierColumn, constant: constant,
            at: constantColumn)
        return LayoutFileConstraint(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, priorityColumn: priorityColumn)
    }

    /// The optional `@priority` and the end of the text; `afterItem` when a second item was
    /// read (a multiplier or a constant could then have come too).
    private mutating func parseTail(afterItem: Bool) throws(LayoutFileError) -> (Double?, Int?) {
        skipSpaces()
        var priority: Double?
        var priorityColumn: Int?
        if peek == .at {
            index += 1
            skipSpaces()
            priorityColumn = column
            guard let next = peek, next.isNumberStart else { throw failure("expected a priority after '@'") }
            priority = try parseNumber()
        }
        skipSpaces()
        if peek != nil {
            // What could have come here: after a priority nothing; after a bare constant only
            // a priority; after an item also a multiplier or a constant.
            let expected: String
            if priority != nil {
                expected = "the end of the constraint"
            } else if !afterItem {
                expected = "'@' or the end of the constraint"
            } else {
                expected = "'+', '-', '*', '/', '@' or the end of the constraint"
            }
            throw failure("expected \(expected)")
        }
        return (priority, priorityColumn)
    }

    /// The numeric range (the *Numeric range* article), said where the number is, as
    /// `trellis solve` says it: a finite number outside it is not "non-finite". `multiplier`
    /// is nil without a second item.
    private func checkRange(
        multiplier: Double?, at multiplierColumn: Int, constant: Double, at constantColumn: Int
    )
        throws(LayoutFileError)
    {
        if let multiplier, multiplier != 0,
            let reason = NumericPolicy.rangeProblem(coefficients: [1, multiplier], constant: 0, weight: 1)
        {
            throw failure(reason, at: multiplierColumn)
        }
        if let reason = NumericPolicy.rangeProblem(coefficients: [], constant: constant, weight: 1) {
            throw failure(reason, at: constantColumn)
        }
    }

    private mutating func parseOperand() throws(LayoutFileError) -> LayoutFileConstraint.Operand {
        skipSpaces()
        let itemColumn = column
        guard let item = parseName() else { throw failure("expected an item name") }
        skipSpaces()
        guard peek == .dot else { throw failure("expected '.' and an attribute after '\(item)'") }
        index += 1
        skipSpaces()
        let attributeColumn = column
        guard let range = scanName() else { throw failure("expected an attribute after '\(item).'") }
        let known = LayoutFileAttribute.named(UnsafeBufferPointer(rebasing: text[range]))
        guard let attribute = known else {
            let name = String(decoding: text[range], as: UTF8.self)
            let hint = Suggestion.hint(for: name, in: LayoutFileAttribute.allCases.map(\.rawValue))
            throw failure("unknown attribute '\(name)'\(hint)", at: attributeColumn)
        }
        return LayoutFileConstraint.Operand(
            item: item, attribute: attribute, itemColumn: itemColumn, attributeColumn: attributeColumn)
    }

    private mutating func parseRelation() -> Relation? {
        guard index + 1 < text.count, text[index + 1] == .equals else { return nil }
        let relation: Relation
        switch text[index] {
        case .equals: relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: return nil
        }
        index += 2
        return relation
    }

    /// A number with an optional sign, fraction and exponent (`12`, `-0.5`, `.5`, `1e-3`).
    private mutating func parseNumber() throws(LayoutFileError) -> Double {
        let start = index
        if let sign = peek, sign == .minus || sign == .plus {
            index += 1
            skipSpaces()
        }
        let digitsStart = index
        guard let end = Self.unsignedNumberEnd(in: text, from: digitsStart) else {
            throw failure("expected a number")
        }
        index = end
        lastNumber = (digitsStart..<end, text[start] == .minus)
        if let value = Self.wholeNumber(text[digitsStart..<end]) {
            return text[start] == .minus ? -value : value
        }
        let literal = String(
            decoding: text[start..<index].filter { $0 != .space && $0 != .tab }, as: UTF8.self)
        guard let value = Double(literal) else { throw failure("expected a number", at: start + 1) }
        guard value.isFinite else { throw failure("the number \(literal) is not finite", at: start + 1) }
        return value
    }

    /// The value of a literal of up to 15 digits and nothing else, worked out in place (exact:
    /// every such number is a double, as `Double(String)` reads it), or nil for any other.
    private static func wholeNumber(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        guard digits.count <= 15 else { return nil }
        var value = 0
        for digit in digits {
            guard digit.isASCIIDigit else { return nil }
            value = value * 10 + Int(digit &- 0x30)
        }
        return Double(value)
    }

    /// The end of the unsigned number literal that starts at `start` in `text` (`12`, `0.5`,
    /// `.5`, `12.`, `1e-3`; an `e` not followed by exponent digits is not part of it), or nil
    /// when no number starts there. The one grammar of a constraint's numbers, for the parser
    /// and for `trellis bulk`, which reads constants in place.
    static func unsignedNumberEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < text.count, text[index].isASCIIDigit { index += 1 }
        if index < text.count, text[index] == .dot {
            index += 1
            while index < text.count, text[index].isASCIIDigit { index += 1 }
        }
        let length = index - start
        guard length > 0, !(length == 1 && text[start] == .dot) else { return nil }
        if index < text.count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            var end = index + 1
            if end < text.count, text[end] == .plus || text[end] == .minus { end += 1 }
            if end < text.count, text[end].isASCIIDigit {
                while end < text.count, text[end].isASCIIDigit { end += 1 }
                index = end
            }
        }
        return index
    }

    private mutating func parseName() -> String? {
        guard let range = scanName() else { return nil }
        return String(decoding: text[range], as: UTF8.self)
    }

    /// Moves past a name and returns where it is in ``text``.
    private mutating func scanName() -> Range<Int>? {
        guard let first = peek, first.isNameStart else { return nil }
        let start = index
        while let next = peek, next.isNameCharacter { index += 1 }
        return start..<index
    }

    private var peek: UInt8? { index < text.count ? text[index] : nil }
    private var column: Int { index + 1 }

    private mutating func skipSpaces() {
        while let next = peek, next == .space || next == .tab { index += 1 }
    }

    private func failure(_ message: String, at column: Int? = nil) -> LayoutFileError {
        LayoutFileError(message, line: nil, column: column ?? self.column)
    }
}

/// The characters of the constraint grammar, as the parser's bytes.
extension UInt8 {
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let at = UInt8(ascii: "@")
    fileprivate static let equals = UInt8(ascii: "=")

    fileprivate var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
    fileprivate var isNameStart: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || self == 0x5F
    }
    fileprivate var isNameCharacter: Bool { isNameStart || isASCIIDigit }
    fileprivate var isNumberStart: Bool { isASCIIDigit || self == .dot }
}
