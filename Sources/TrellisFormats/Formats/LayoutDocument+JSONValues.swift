import Trellis

/// Typed access to JSON values for ``LayoutDocument``, each failure naming where it is.
///
/// What a value is called (`what`, `context`) is only worked out for a failure: a large file
/// would otherwise build a string for every value it reads.
extension LayoutDocument {
    static func error(_ message: String, at node: LayoutFileJSON, _ context: String? = nil) -> LayoutFileError
    {
        LayoutFileError(message, line: node.line, column: node.column, context: context)
    }

    /// The value of `key`, or nil when it is absent or null (an optional key left out).
    static func member(_ members: [(key: String, value: LayoutFileJSON)], _ key: String) -> LayoutFileJSON? {
        guard let node = members.first(where: { $0.key == key })?.value else { return nil }
        if case .null = node.value { return nil }
        return node
    }

    static func object(_ node: LayoutFileJSON, _ what: @autoclosure () -> String) throws(LayoutFileError)
        -> [(key: String, value: LayoutFileJSON)]
    {
        guard case .object(let members) = node.value else {
            throw error("\(what()) must be an object, not \(node.kindName)", at: node)
        }
        return members
    }

    static func array(_ node: LayoutFileJSON, _ what: @autoclosure () -> String) throws(LayoutFileError)
        -> [LayoutFileJSON]
    {
        guard case .array(let elements) = node.value else {
            throw error("\(what()) must be an array, not \(node.kindName)", at: node)
        }
        return elements
    }

    static func string(_ node: LayoutFileJSON, _ what: @autoclosure () -> String) throws(LayoutFileError)
        -> String
    {
        guard case .string(let text) = node.value else {
            throw error("\(what()) must be a string, not \(node.kindName)", at: node)
        }
        return text
    }

    static func number(_ node: LayoutFileJSON, _ what: @autoclosure () -> String) throws(LayoutFileError)
        -> Double
    {
        guard case .number(let value) = node.value else {
            throw error("\(what()) must be a number, not \(node.kindName)", at: node)
        }
        return value
    }

    /// The non-empty string `id` of an object that must have one.
    static func id(
        _ members: [(key: String, value: LayoutFileJSON)], in node: LayoutFileJSON,
        what: @autoclosure () -> String
    ) throws(LayoutFileError) -> String {
        guard let idNode = member(members, "id") else {
            throw error("a \(what()) needs an \"id\"", at: node)
        }
        let id = try string(idNode, "a \(what()) id")
        guard !id.isEmpty else { throw error("a \(what()) id must not be empty", at: idNode) }
        return id
    }

    static func checkKeys(
        _ members: [(key: String, value: LayoutFileJSON)], allowed: [String],
        in context: @autoclosure () -> String
    ) throws(LayoutFileError) {
        for (key, value) in members where !allowed.contains(key) {
            let sorted = allowed.sorted()
            let known = sorted.map { "\"\($0)\"" }.joined(separator: ", ")
            let guess = Suggestion.closest(to: key, in: sorted).map { " (did you mean \"\($0)\"?)" } ?? ""
            let position = value.keyPosition ?? (value.line, value.column)
            throw LayoutFileError(
                "unknown key \"\(key)\" in \(context())\(guess) (known keys: \(known))", line: position.line,
                column: position.column)
        }
    }

    /// Exactly `count` numbers.
    static func numbers(_ node: LayoutFileJSON, count: Int, _ what: @autoclosure () -> String)
        throws(LayoutFileError)
        -> [Double]
    {
        let values = try optionalNumbers(node, count: count, what())
        var result: [Double] = []
        for (offset, value) in values.enumerated() {
            guard let value else {
                throw error("\(what()) must hold \(count) numbers; item \(offset) is null", at: node)
            }
            result.append(value)
        }
        return result
    }

    /// Exactly `count` numbers or nulls.
    static func optionalNumbers(_ node: LayoutFileJSON, count: Int, _ what: @autoclosure () -> String)
        throws(LayoutFileError)
        -> [Double?]
    {
        let elements = try array(node, what())
        guard elements.count == count else {
            throw error("\(what()) must hold \(count) numbers, not \(elements.count)", at: node)
        }
        var result: [Double?] = []
        for element in elements { result.append(try optionalNumber(element, what())) }
        return result
    }

    /// A number or null, an element of `what`.
    private static func optionalNumber(_ element: LayoutFileJSON, _ what: @autoclosure () -> String)
        throws(LayoutFileError) -> Double?
    {
        switch element.value {
        case .null: return nil
        case .number(let value): return value
        default: throw error("\(what()) must hold numbers, not \(element.kindName)", at: element)
        }
    }

    /// Exactly two numbers or nulls, without an array (as ``optionalNumbers(_:count:_:)``
    /// reads them, with the same messages).
    static func optionalPair(_ node: LayoutFileJSON, _ what: @autoclosure () -> String)
        throws(LayoutFileError) -> (Double?, Double?)
    {
        let elements = try array(node, what())
        guard elements.count == 2 else {
            throw error("\(what()) must hold 2 numbers, not \(elements.count)", at: node)
        }
        return (try optionalNumber(elements[0], what()), try optionalNumber(elements[1], what()))
    }

    /// A priority in 1...1000.
    static func priority(_ node: LayoutFileJSON, _ what: @autoclosure () -> String) throws(LayoutFileError)
        -> Double
    {
        let value = try number(node, what())
        guard (1...1000).contains(value) else {
            throw error("\(what()) \(VisualFormatError.format(value)) is outside 1...1000", at: node)
        }
        return value
    }

    /// Two priorities `[horizontal, vertical]`, each in 1...1000.
    static func priorities(_ node: LayoutFileJSON, _ what: @autoclosure () -> String) throws(LayoutFileError)
        -> SIMD2<Double>
    {
        let elements = try array(node, what())
        guard elements.count == 2 else {
            throw error(
                "\(what()) must hold 2 priorities [horizontal, vertical], not \(elements.count)", at: node)
        }
        return SIMD2(try priority(elements[0], what()), try priority(elements[1], what()))
    }

    /// Exactly four numbers, held inline.
    static func numbers4(_ node: LayoutFileJSON, _ what: @autoclosure () -> String) throws(LayoutFileError)
        -> SIMD4<Double>
    {
        let values = try numbers(node, count: 4, what())
        return SIMD4(values[0], values[1], values[2], values[3])
    }
}
