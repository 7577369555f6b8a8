import TrellisSolver

/// Parses `item.attribute REL [m *] item.attribute [* m] [(+|-) c] [@ priority]` and
/// `item.attribute REL c [@ priority]`, reporting 1-based columns. `item.attribute / m` is
/// accepted too, as the multiplier `1/m`.
struct LayoutFileConstraintParser {
    private let text: [Character]
    private let source: String
    private var index = 0

    init(_ source: String) {
        self.source = source
        self.text = Array(source)
    }

    mutating func parse() throws(LayoutFileError) -> LayoutFileConstraint {
        let first = try parseOperand()
        skipSpaces()
        guard let relation = parseRelation() else { throw failure("expected '==', '<=' or '>='") }
        skipSpaces()
        var multiplier = 1.0
        var constant = 0.0
        var second: LayoutFileConstraint.Operand?
        if let next = peek, next.isNumberStart || next == "-" || next == "+" {
            let number = try parseNumber()
            skipSpaces()
            if peek == "*" {
                index += 1
                skipSpaces()
                multiplier = number
                second = try parseOperand()
            } else {
                constant = number
            }
        } else if let next = peek, next.isNameStart {
            second = try parseOperand()
        } else {
            throw failure("expected a number or an item")
        }
        if second != nil {
            skipSpaces()
            if let operation = peek, operation == "*" || operation == "/" {
                index += 1
                skipSpaces()
                let numberColumn = column
                let factor = try parseNumber()
                if operation == "/" {
                    // `b.width / 2` reads as UIKit's multiplier 0.5 (an addition to the grammar).
                    guard factor != 0 else { throw failure("division by zero", at: numberColumn) }
                    multiplier /= factor
                } else {
                    multiplier *= factor
                }
                skipSpaces()
            }
            if let sign = peek, sign == "+" || sign == "-" {
                index += 1
                skipSpaces()
                let value = try parseNumber()
                constant = sign == "-" ? -value : value
            }
        }
        skipSpaces()
        var priority: Double?
        var priorityColumn: Int?
        if peek == "@" {
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
            } else if second == nil {
                expected = "'@' or the end of the constraint"
            } else {
                expected = "'+', '-', '*', '/', '@' or the end of the constraint"
            }
            throw failure("expected \(expected)")
        }
        return LayoutFileConstraint(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, priorityColumn: priorityColumn)
    }

    private mutating func parseOperand() throws(LayoutFileError) -> LayoutFileConstraint.Operand {
        skipSpaces()
        let itemColumn = column
        guard let item = parseName() else { throw failure("expected an item name") }
        skipSpaces()
        guard peek == "." else { throw failure("expected '.' and an attribute after '\(item)'") }
        index += 1
        skipSpaces()
        let attributeColumn = column
        guard let name = parseName() else { throw failure("expected an attribute after '\(item).'") }
        guard let attribute = LayoutFileAttribute(rawValue: name) else {
            let hint = Suggestion.hint(for: name, in: LayoutFileAttribute.allCases.map(\.rawValue))
            throw failure("unknown attribute '\(name)'\(hint)", at: attributeColumn)
        }
        return LayoutFileConstraint.Operand(
            item: item, attribute: attribute, itemColumn: itemColumn, attributeColumn: attributeColumn)
    }

    private mutating func parseRelation() -> Relation? {
        guard index + 1 < text.count, text[index + 1] == "=",
            let relation = Relation(rawValue: String(ascii: text[index...index + 1]))
        else { return nil }
        index += 2
        return relation
    }

    /// A number with an optional sign, fraction and exponent (`12`, `-0.5`, `.5`, `1e-3`).
    private mutating func parseNumber() throws(LayoutFileError) -> Double {
        let start = index
        if let sign = peek, sign == "-" || sign == "+" {
            index += 1
            skipSpaces()
        }
        let digitsStart = index
        while let next = peek, next.isASCIIDigit { index += 1 }
        if peek == "." {
            index += 1
            while let next = peek, next.isASCIIDigit { index += 1 }
        }
        let mantissa = text[digitsStart..<index]
        guard !mantissa.isEmpty, mantissa != ["."] else {
            index = digitsStart
            throw failure("expected a number")
        }
        if let e = peek, e == "e" || e == "E" {
            var end = index + 1
            if end < text.count, text[end] == "+" || text[end] == "-" { end += 1 }
            if end < text.count, text[end].isASCIIDigit {
                while end < text.count, text[end].isASCIIDigit { end += 1 }
                index = end
            }
        }
        let literal = String(ascii: text[start..<index].filter { $0 != " " && $0 != "\t" }[...])
        guard let value = Double(literal) else { throw failure("expected a number", at: start + 1) }
        guard value.isFinite else { throw failure("the number \(literal) is not finite", at: start + 1) }
        return value
    }

    private mutating func parseName() -> String? {
        guard let first = peek, first.isNameStart else { return nil }
        let start = index
        while let next = peek, next.isNameCharacter { index += 1 }
        return String(ascii: text[start..<index])
    }

    private var peek: Character? { index < text.count ? text[index] : nil }
    private var column: Int { index + 1 }

    private mutating func skipSpaces() {
        while let next = peek, next == " " || next == "\t" { index += 1 }
    }

    private func failure(_ message: String, at column: Int? = nil) -> LayoutFileError {
        LayoutFileError(message, line: nil, column: column ?? self.column)
    }
}
