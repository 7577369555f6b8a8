import Trellis
import TrellisSolver

/// The constraint strings: `expr REL expr` with `expr := [+|-] term ([+|-] term)*`,
/// `term := factor ([*|/] factor)*` and `factor := [+|-]* (number | name)`, the grammar of
/// FORMATS.md §1 without parentheses. Each operation is the one ``ConstraintParser`` and
/// ``LinearForm`` perform, in the same order, so the row is the same bit for bit; a term
/// whose coefficient becomes zero or not finite, and every error, is left to the general
/// reader.
extension SystemBytesReader {
    /// Unary signs in a row that this reader takes (the general reader takes up to
    /// ``ConstraintParser/maximumDepth``).
    private static var maximumSigns: Int { 8 }

    /// Parses the constraint string in `text` and appends its row to the system.
    mutating func appendConstraint(id: String, text: Range<Int>, strength: Strength) throws(Fallback) {
        var cursor = text.lowerBound
        let end = text.upperBound
        row.removeAll(keepingCapacity: true)
        let leftConstant = try parseSide(&cursor, end: end, right: false)
        guard cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: "=") else { throw Fallback() }
        let relation: Relation
        switch bytes[cursor] {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: throw Fallback()
        }
        cursor += 2
        let rightConstant = try parseSide(&cursor, end: end, right: true)
        guard cursor == end else { throw Fallback() }
        let constant = leftConstant + -1 * rightConstant
        guard constant.isFinite else { throw Fallback() }
        system.constraints.append(
            LinearSystem.ConstraintEntry(
                id: id, coefficients: try rowCoefficients(), constant: constant, relation: relation,
                strength: strength))
    }

    /// The row's coefficients, `LinearForm.add(rhs, times: -1)`: the left side minus the
    /// right side, zeros left out. Rows often repeat the previous row's left side (a width's
    /// minimum, preference and bound): such a row shares the previous row's array (arrays are
    /// values, so sharing is invisible) instead of allocating one of its own.
    private mutating func rowCoefficients() throws(Fallback) -> [LinearSystem.Coefficient] {
        var kept = 0
        var repeats = true
        for index in row.indices {
            let term = row[index]
            rowSlot[term.variable] = 0
            let value = term.left + -1 * term.right
            guard value.isFinite else { throw Fallback() }
            row[index].left = value  // the coefficient, for the copy below
            guard value != 0 else { continue }
            if repeats {
                repeats =
                    kept < previousCoefficients.count && previousCoefficients[kept].variable == term.variable
                    && previousCoefficients[kept].value == value
            }
            kept += 1
        }
        if repeats && kept == previousCoefficients.count { return previousCoefficients }
        var coefficients: [LinearSystem.Coefficient] = []
        coefficients.reserveCapacity(kept)
        for term in row where term.left != 0 {
            coefficients.append(LinearSystem.Coefficient(variable: term.variable, value: term.left))
        }
        previousCoefficients = coefficients
        return coefficients
    }

    /// `expr` up to the relation or the end (and the spaces after it): adds its terms to the
    /// row's left or right sums and returns its constant.
    private mutating func parseSide(_ cursor: inout Int, end: Int, right: Bool) throws(Fallback) -> Double {
        skipSpaces(&cursor, end: end)
        var sign = 1.0
        if cursor < end && (bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-")) {
            if bytes[cursor] == UInt8(ascii: "-") { sign = -1 }
            cursor += 1
        }
        var constant = 0.0
        while true {
            let (variable, value) = try parseTerm(&cursor, end: end)
            if variable < 0 {
                constant += sign * value
                guard constant.isFinite else { throw Fallback() }
            } else {
                var slot = Int(rowSlot[variable])
                if slot == 0 {
                    row.append(RowTerm(variable: variable, left: 0, right: 0))
                    slot = row.count
                    rowSlot[variable] = Int32(truncatingIfNeeded: slot)
                }
                let sum: Double
                if right {
                    sum = row[slot - 1].right + sign * value
                    row[slot - 1].right = sum
                } else {
                    sum = row[slot - 1].left + sign * value
                    row[slot - 1].left = sum
                }
                guard sum.isFinite else { throw Fallback() }
            }
            // `parseTerm` stops at a byte that is not a space, or at the end.
            guard cursor < end else { return constant }
            switch bytes[cursor] {
            case UInt8(ascii: "+"): sign = 1
            case UInt8(ascii: "-"): sign = -1
            default: return constant
            }
            cursor += 1
        }
    }

    /// `term`: a constant (variable -1) or a multiple of one variable, and the spaces after it.
    private mutating func parseTerm(_ cursor: inout Int, end: Int) throws(Fallback) -> (Int, Double) {
        var (variable, value) = try parseFactor(&cursor, end: end)
        while true {
            skipSpaces(&cursor, end: end)
            guard cursor < end else { return (variable, value) }
            let op = bytes[cursor]
            if op == UInt8(ascii: "*") {
                cursor += 1
                let (otherVariable, other) = try parseFactor(&cursor, end: end)
                if variable < 0 {
                    value = other * value  // `factor.scaled(by: form.constant)`
                    variable = otherVariable
                } else {
                    guard otherVariable < 0 else { throw Fallback() }
                    value = value * other  // `form.scaled(by: factor.constant)`
                }
            } else if op == UInt8(ascii: "/") {
                cursor += 1
                let (otherVariable, divisor) = try parseFactor(&cursor, end: end)
                guard otherVariable < 0 && divisor != 0 else { throw Fallback() }
                value = value / divisor
            } else {
                return (variable, value)
            }
            guard value.isFinite && (variable < 0 || value != 0) else { throw Fallback() }
        }
    }

    /// `factor`: unary signs, then a number (variable -1) or a name (coefficient ±1).
    private mutating func parseFactor(_ cursor: inout Int, end: Int) throws(Fallback) -> (Int, Double) {
        skipSpaces(&cursor, end: end)
        var negative = false
        var signs = 0
        while cursor < end && (bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-")) {
            if bytes[cursor] == UInt8(ascii: "-") { negative.toggle() }
            signs += 1
            guard signs <= Self.maximumSigns else { throw Fallback() }
            cursor += 1
            skipSpaces(&cursor, end: end)
        }
        guard cursor < end else { throw Fallback() }
        let first = bytes[cursor]
        if SystemFileByte.startsName(first) {
            let start = cursor
            cursor += 1
            while cursor < end && SystemFileByte.continuesName(bytes[cursor]) { cursor += 1 }
            return (try intern(start..<cursor), negative ? -1 : 1)
        }
        guard SystemFileByte.isDigit(first) || first == UInt8(ascii: ".") else { throw Fallback() }
        let value = try parseNumber(&cursor, end: end)
        return (-1, negative ? -value : value)
    }

    /// A number of the constraint grammar, `digits [. digits] [exponent]` or
    /// `. digits [exponent]`: exactly by one multiplication or division when its digits fit
    /// 53 bits and its exponent is within 22 (as ``JSONScanner`` converts), else by the
    /// standard library's correctly rounded conversion (as ``ConstraintLexer`` does).
    // Inlined: a call from a mutating method would copy the whole struct.
    @inline(__always)
    private func parseNumber(_ cursor: inout Int, end: Int) throws(Fallback) -> Double {
        let start = cursor
        var mantissa: UInt64 = 0
        var digits = 0
        var exact = true
        var exponent = 0
        var integerDigits = 0
        while cursor < end && SystemFileByte.isDigit(bytes[cursor]) {
            if digits < 19 {
                mantissa = mantissa * 10 + UInt64(bytes[cursor] &- UInt8(ascii: "0"))
                if mantissa != 0 { digits += 1 }
            } else {
                exact = false
            }
            integerDigits += 1
            cursor += 1
        }
        if cursor < end && bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            var fractionDigits = 0
            while cursor < end && SystemFileByte.isDigit(bytes[cursor]) {
                if digits < 19 {
                    mantissa = mantissa * 10 + UInt64(bytes[cursor] &- UInt8(ascii: "0"))
                    if mantissa != 0 { digits += 1 }
                    exponent -= 1
                } else {
                    exact = false
                }
                fractionDigits += 1
                cursor += 1
            }
            guard integerDigits + fractionDigits > 0 else { throw Fallback() }
        }
        if cursor < end && (bytes[cursor] == UInt8(ascii: "e") || bytes[cursor] == UInt8(ascii: "E")) {
            cursor += 1
            var negativeExponent = false
            if cursor < end && (bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-")) {
                negativeExponent = bytes[cursor] == UInt8(ascii: "-")
                cursor += 1
            }
            guard cursor < end && SystemFileByte.isDigit(bytes[cursor]) else { throw Fallback() }
            var written = 0
            while cursor < end && SystemFileByte.isDigit(bytes[cursor]) {
                if written < 100_000 {
                    written = written * 10 + Int(bytes[cursor] &- UInt8(ascii: "0"))
                } else {
                    exact = false
                }
                cursor += 1
            }
            exponent += negativeExponent ? -written : written
        }
        if exact && mantissa < (1 << 53) && (-22...22).contains(exponent) {
            let value =
                exponent < 0
                ? Double(mantissa) / SystemFilePowersOfTen.table[-exponent]
                : Double(mantissa) * SystemFilePowersOfTen.table[exponent]
            if value.isFinite { return value }
        }
        guard let value = Double(makeString(start..<cursor)), value.isFinite else { throw Fallback() }
        return value
    }

    // Inlined: a call from a mutating method would copy the whole struct.
    @inline(__always)
    private func skipSpaces(_ cursor: inout Int, end: Int) {
        while cursor < end && bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    }
}

/// 1e0 ... 1e22: every one an exact double.
private enum SystemFilePowersOfTen {
    static let table: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
        1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
