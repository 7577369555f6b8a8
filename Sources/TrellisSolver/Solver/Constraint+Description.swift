// kiwi's way of printing terms, expressions and constraints, and its violation check.

/// A number as kiwi prints it, which is C++'s default stream format (`%g`): six significant
/// digits, no trailing zeros, exponent form below 1e-4 and from 1e6 (`100`, `0.5`, `1e+06`,
/// `1.001e+09`, `1e-05`).
func kiwiNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    // The shortest decimal digits of the magnitude, and where the point goes among them.
    var text = Substring(abs(value).description)
    var exponent = 0
    if let e = text.firstIndex(of: "e") {
        exponent = Int(text[text.index(after: e)...]) ?? 0
        text = text[..<e]
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first ?? ""
    var digits = Array(whole) + Array(parts.count > 1 ? parts[1] : "")
    var point = whole.count + exponent
    while digits.first == "0" {
        digits.removeFirst()
        point -= 1
    }
    if digits.count > 6 {
        let roundUp = (digits[6].wholeNumberValue ?? 0) >= 5
        digits = Array(digits.prefix(6))
        var index = 5
        while roundUp {
            if index < 0 {
                digits.insert("1", at: 0)
                digits.removeLast()
                point += 1
                break
            }
            if digits[index] == "9" {
                digits[index] = "0"
                index -= 1
            } else {
                digits[index] = Character(String((digits[index].wholeNumberValue ?? 0) + 1))
                break
            }
        }
    }
    while digits.count > 1 && digits.last == "0" { digits.removeLast() }
    let sign = value < 0 ? "-" : ""
    let leading = point - 1
    if leading < -4 || leading >= 6 {
        let mantissa = digits.count > 1 ? "\(digits[0]).\(String(digits.dropFirst()))" : String(digits[0])
        let magnitude = abs(leading)
        return "\(sign)\(mantissa)e\(leading < 0 ? "-" : "+")\(magnitude < 10 ? "0" : "")\(magnitude)"
    }
    if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + String(digits) }
    if point >= digits.count {
        return sign + String(digits) + String(repeating: "0", count: point - digits.count)
    }
    return sign + String(digits[..<point]) + "." + String(digits[point...])
}

extension Term {
    /// The term as kiwi prints it: `coefficient * name`, the coefficient always written.
    /// ```swift
    /// print((100 * Variable("foo")).kiwiDescription)   // 100 * foo
    /// ```
    public var kiwiDescription: String {
        "\(kiwiNumber(coefficient)) * \(variable.name)"
    }
}

extension Expression {
    /// The expression as kiwi prints it: its terms, then the constant, joined by ` + `.
    // snippet: given let foo = Variable("foo"), bar = Variable("bar")
    /// ```swift
    /// print((foo + 2 * bar + 10).kiwiDescription)   // 1 * foo + 2 * bar + 10
    /// ```
    public var kiwiDescription: String {
        (terms.map(\.kiwiDescription) + [kiwiNumber(constant)]).joined(separator: " + ")
    }
}

extension Constraint {
    /// The constraint as kiwi prints it: `expression op 0`.
    // snippet: given let foo = Variable("foo")
    /// ```swift
    /// print((foo + 1 == 0).kiwiDescription)   // 1 * foo + 1 == 0
    /// ```
    public var kiwiDescription: String {
        "\(expression.kiwiDescription) \(relation.rawValue) 0"
    }

    /// Whether the constraint does not hold at the variables' current values (by more than
    /// 1e-8), as kiwi's `violated()`.
    /// ```swift
    /// let c = Variable("x") >= 10
    /// print(c.violated())   // true while x is 0
    /// ```
    public func violated() -> Bool {
        violation > Tolerance.epsilon
    }
}
