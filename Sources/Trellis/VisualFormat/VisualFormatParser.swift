import TrellisSolver

/// A recursive-descent parser for one visual format string (grammar in ``VisualFormat``).
///
/// Columns are 1-based and count characters. Spaces between tokens are allowed.
struct VisualFormatParser {
    private let text: [Character]
    private let source: String
    private let metrics: [String: Double]
    private let viewNames: Set<String>
    private var index = 0

    init(source: String, metrics: [String: Double], viewNames: Set<String>) {
        self.source = source
        self.text = Array(source)
        self.metrics = metrics
        self.viewNames = viewNames
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        let orientation = try parseOrientation()
        var leadingEdge: VisualFormat.Connection?
        var leadingBarColumn: Int?
        skipSpaces()
        if peek == "|" {
            leadingBarColumn = column
            index += 1
            leadingEdge = try parseConnection()
        }
        var views = [try parseView()]
        var connections: [VisualFormat.Connection] = []
        var trailingEdge: VisualFormat.Connection?
        var trailingBarColumn: Int?
        while true {
            skipSpaces()
            guard let next = peek else { break }
            guard next == "-" || next == "[" || next == "|" else {
                throw failure(.expected("'-', '[', '|' or the end of the format"))
            }
            let connection = try parseConnection()
            skipSpaces()
            if peek == "|" {
                trailingBarColumn = column
                index += 1
                trailingEdge = connection
                break
            }
            guard peek == "[" else { throw failure(.expected("'[' or '|'")) }
            connections.append(connection)
            views.append(try parseView())
        }
        skipSpaces()
        if peek != nil { throw failure(.expected("the end of the format")) }
        return VisualFormat(
            source: source, orientation: orientation, leadingEdge: leadingEdge,
            leadingBarColumn: leadingBarColumn, views: views, connections: connections,
            trailingEdge: trailingEdge, trailingBarColumn: trailingBarColumn)
    }

    // MARK: - Elements

    private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Orientation {
        skipSpaces()
        let start = index
        guard let first = peek, first.isNameStart else { return .horizontal }
        // A name followed by ':' is an orientation; anything else is left to the view parser.
        var end = index
        while end < text.count, text[end].isNameCharacter { end += 1 }
        var colon = end
        while colon < text.count, text[colon] == " " { colon += 1 }
        guard colon < text.count, text[colon] == ":" else { return .horizontal }
        let word = String(text[start..<end])
        guard let orientation = VisualFormat.Orientation(rawValue: word) else {
            throw failure(.expected("'H:' or 'V:'"))
        }
        index = colon + 1
        return orientation
    }

    /// Parses what follows a view or a leading bar up to the next `[` or `|`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        let start = column
        guard peek == "-" else { return VisualFormat.Connection(spacing: .flush, column: start) }
        index += 1
        skipSpaces()
        if peek == "[" || peek == "|" {
            return VisualFormat.Connection(spacing: .standard, column: start)
        }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowViews: false)
        } else if let next = peek, next.isNumberStart || next.isNameStart {
            let predicateColumn = column
            let value = try parseConstant(allowSign: false, allowViews: false)
            guard case .constant(let number) = value else {
                throw failure(.expected("a number or a metric name"), at: predicateColumn)
            }
            predicates = [
                VisualFormat.Predicate(
                    relation: .equal, operand: .constant(number), priority: 1000, column: predicateColumn)
            ]
        } else {
            throw failure(.expected("a number, a metric name, '(', '[' or '|' after '-'"))
        }
        skipSpaces()
        guard peek == "-" else { throw failure(.expected("'-'")) }
        index += 1
        return VisualFormat.Connection(spacing: .predicates(predicates), column: start)
    }

    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        skipSpaces()
        let start = column
        guard peek == "[" else { throw failure(.expected("'['")) }
        index += 1
        skipSpaces()
        let nameColumn = column
        guard let name = parseName() else { throw failure(.expected("a view name")) }
        guard viewNames.contains(name) else {
            var error = failure(.unknownView(name), at: nameColumn)
            error.suggestion = Suggestion.closest(to: name, in: viewNames.sorted())
            throw error
        }
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" { predicates = try parsePredicateList(allowViews: true) }
        skipSpaces()
        guard peek == "]" else {
            throw failure(.expected(predicates.isEmpty ? "'(' or ']'" : "']'"))
        }
        index += 1
        return VisualFormat.View(name: name, predicates: predicates, column: start)
    }

    private mutating func parsePredicateList(allowViews: Bool) throws(VisualFormatError)
        -> [VisualFormat.Predicate]
    {
        index += 1  // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate(allowViews: allowViews))
            skipSpaces()
            if peek == "," {
                index += 1
                continue
            }
            guard peek == ")" else { throw failure(.expected("',' or ')'")) }
            index += 1
            return predicates
        }
    }

    private mutating func parsePredicate(allowViews: Bool) throws(VisualFormatError)
        -> VisualFormat.Predicate
    {
        skipSpaces()
        let start = column
        var relation = Relation.equal
        if index + 1 < text.count, text[index + 1] == "=",
            let parsed = Relation(rawValue: String(text[index...index + 1]))
        {
            relation = parsed
            index += 2
        }
        skipSpaces()
        let operand = try parseConstant(allowSign: true, allowViews: allowViews)
        skipSpaces()
        var priority = 1000.0
        if peek == "@" {
            index += 1
            skipSpaces()
            let priorityColumn = column
            guard case .constant(let value) = try parseConstant(allowSign: false, allowViews: false)
            else { throw failure(.expected("a priority"), at: priorityColumn) }
            guard value >= 1, value <= 1000 else {
                throw failure(.priorityOutOfRange(value), at: priorityColumn)
            }
            priority = value
        }
        return VisualFormat.Predicate(relation: relation, operand: operand, priority: priority, column: start)
    }

    /// A number, a metric name, or (when `allowViews`) a view name.
    private mutating func parseConstant(allowSign: Bool, allowViews: Bool) throws(VisualFormatError)
        -> VisualFormat.Operand
    {
        let start = column
        if let next = peek, next.isNameStart, let name = parseName() {
            if let value = metrics[name] {
                guard value.isFinite else { throw failure(.nonFiniteNumber(name), at: start) }
                return .constant(value)
            }
            if allowViews, viewNames.contains(name) { return .view(name) }
            var error = failure(allowViews ? .unknownView(name) : .unknownMetric(name), at: start)
            let known = allowViews ? metrics.keys.sorted() + viewNames.sorted() : metrics.keys.sorted()
            error.suggestion = Suggestion.closest(to: name, in: known)
            throw error
        }
        var end = index
        if allowSign, end < text.count, text[end] == "-" || text[end] == "+" { end += 1 }
        let digitsStart = end
        while end < text.count, text[end].isASCIIDigit { end += 1 }
        if end < text.count, text[end] == "." {
            end += 1
            while end < text.count, text[end].isASCIIDigit { end += 1 }
        }
        let mantissa = String(text[digitsStart..<end])
        guard mantissa != "", mantissa != "." else {
            let what = allowViews ? "a number, a metric or a view name" : "a number or a metric name"
            throw failure(.expected(what))
        }
        if end < text.count, text[end] == "e" || text[end] == "E" {
            var exponentEnd = end + 1
            if exponentEnd < text.count, text[exponentEnd] == "-" || text[exponentEnd] == "+" {
                exponentEnd += 1
            }
            if exponentEnd < text.count, text[exponentEnd].isASCIIDigit {
                while exponentEnd < text.count, text[exponentEnd].isASCIIDigit { exponentEnd += 1 }
                end = exponentEnd
            }
        }
        let literal = String(text[index..<end])
        guard let value = Double(literal) else { throw failure(.expected("a number")) }
        guard value.isFinite else { throw failure(.nonFiniteNumber(literal)) }
        index = end
        return .constant(value)
    }

    // MARK: - Characters

    private var peek: Character? { index < text.count ? text[index] : nil }
    private var column: Int { index + 1 }

    private mutating func skipSpaces() {
        while let next = peek, next == " " || next == "\t" { index += 1 }
    }

    private mutating func parseName() -> String? {
        guard let first = peek, first.isNameStart else { return nil }
        let start = index
        while let next = peek, next.isNameCharacter { index += 1 }
        return String(text[start..<index])
    }

    private func failure(_ reason: VisualFormatError.Reason, at column: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason, column: column ?? self.column, format: source)
    }
}

// Byte tests (a `ClosedRange<Character>` test compares strings, which cost most of the time
// of parsing a constraint).
extension Character {
    var isASCIIDigit: Bool { asciiValue.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    var isNameStart: Bool {
        guard let byte = asciiValue else { return false }
        return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }
    var isNameCharacter: Bool { isNameStart || isASCIIDigit }
    var isNumberStart: Bool { isASCIIDigit || self == "." }
}

extension String {
    /// The text of ASCII characters (names and numbers a parser has checked), built byte by
    /// byte; any other character becomes `?`.
    init(ascii characters: ArraySlice<Character>) {
        self.init(unsafeUninitializedCapacity: characters.count) { buffer in
            for (k, character) in characters.enumerated() { buffer[k] = character.asciiValue ?? 0x3F }
            return characters.count
        }
    }
}
