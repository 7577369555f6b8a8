import Trellis
import TrellisSolver

/// Reads a system file (FORMATS.md §1) from its bytes straight into a `LinearSystem`: one
/// pass, no JSON tree, no `String` per token and no dictionary per row. Variable names are
/// interned once in a ``NameTable`` (a variable's `String` is made when it is first
/// seen), numbers are converted where they stand, and each constraint string is multiplied
/// out into one reused scratch row.
///
/// It reads files as they are usually written: ASCII, no escapes in strings, constraint
/// strings that are sums of names and numbers multiplied or divided by numbers (no
/// parentheses), top-level keys in the order `variables`, `constraints`, `edits`. On
/// anything else, valid or not, ``read(_:)`` returns nil and the general reader
/// (``JSONReader`` and ``SystemFileReader``) reads the file from the start, so a file means
/// the same and every message about bad input comes from one place.
///
/// The system it builds is the general reader's, bit for bit: the same variables in the same
/// order, and each coefficient and constant computed by the same floating-point operations
/// in the same order (a sum term by term, the left side minus the right side at the end).
///
/// Its small reading methods are `@inline(__always)`: called, not inlined, from a mutating
/// method, a non-mutating method gets a copy of the whole struct (a `memcpy` of a few hundred
/// bytes and a retain of every array), which cost several percent of a large file's time.
struct SystemBytesReader {
    /// Thrown to hand the file to the general reader.
    struct Fallback: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    /// Converts JSON numbers, exactly as the general reader does.
    private var numbers: JSONScanner<JSONValueBuilder>
    var system = LinearSystem()
    var names = NameTable()
    /// Where each variable's name is in `bytes`.
    private var nameRanges: [Range<Int>] = []
    /// The variables named last, plus one (0: none), by the low bits of their names' hash: a
    /// variable is mostly named again within a few rows, and this small table stays in the
    /// cache where ``names`` would miss it on every name of a large file.
    private var recentNames = [UInt32](repeating: 0, count: recentLines)
    private static var recentLines: Int { 1024 }
    /// Per variable: its position in `row` plus one, 0 when the row does not mention it.
    var rowSlot: [Int32] = []
    /// The constraint being read: its variables in order of first mention, each with the
    /// sum of its terms on the left and on the right.
    var row: [RowTerm] = []
    /// The coefficients of the last row that made its own array.
    var previousCoefficients: [LinearSystem.Coefficient] = []
    /// The constraints read so far, by id, but for those in ``numberedIDs``.
    private var ids = NameTable()
    /// The ids of the default form `c<n>` read so far, by their number: a bit per number.
    /// Files number their constraints in order, so this is read and written in order, where
    /// a hash table would miss the cache on every id.
    private var numberedIDs: [UInt64] = []

    /// One variable of the constraint being read.
    struct RowTerm {
        var variable: Int
        var left: Double
        var right: Double
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        numbers = JSONScanner(bytes, builder: JSONValueBuilder())
    }

    /// The system in `bytes`, with its variables by name; nil when the general reader must
    /// read the file (see the type's summary).
    ///
    /// - Complexity: O(n) in the number of bytes.
    static func read(_ bytes: [UInt8]) -> (system: LinearSystem, names: NameTable)? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = SystemBytesReader(buffer)
            do {
                try reader.readDocument()
            } catch {
                return nil
            }
            return (reader.system, reader.names)
        }
    }

    // MARK: - The document

    private mutating func readDocument() throws(Fallback) {
        skipWhitespace()
        try expect(SystemFileByte.openBrace)
        var stage = 0  // 1: variables read, 2: constraints read, 3: edits read
        repeat {
            skipWhitespace()
            let key = try string()
            try expectColon()
            if isKey(key, "variables") && stage < 1 {
                try readVariables()
                stage = 1
            } else if isKey(key, "constraints") && stage < 2 {
                try readConstraints()
                stage = 2
            } else if isKey(key, "edits") && stage == 2 {
                try readEdits()
                stage = 3
            } else {
                throw Fallback()
            }
            skipWhitespace()
        } while try separator(closing: SystemFileByte.closeBrace)
        skipWhitespace()
        guard stage >= 2, offset == bytes.count else { throw Fallback() }
    }

    private mutating func readVariables() throws(Fallback) {
        try expect(SystemFileByte.openBrace)
        skipWhitespace()
        if try closes(SystemFileByte.closeBrace) { return }
        repeat {
            skipWhitespace()
            let name = try string()
            guard isValidName(name) else { throw Fallback() }
            try expectColon()
            let value = try number()
            let hash = hash(name)
            guard lookup(name, hash: hash) == nil else { throw Fallback() }  // a duplicate key
            try add(name, hash: hash, initialValue: value)
            skipWhitespace()
        } while try separator(closing: SystemFileByte.closeBrace)
    }

    private mutating func readConstraints() throws(Fallback) {
        try expect(SystemFileByte.openBracket)
        // Every constraint is an object, so the braces left bound their number: room for all
        // of them at once spares copying (and touching) the rows each time the array grows.
        system.constraints.reserveCapacity(countOpenBraces(from: offset))
        skipWhitespace()
        if try closes(SystemFileByte.closeBracket) { return }
        var position = 0
        repeat {
            skipWhitespace()
            try expect(SystemFileByte.openBrace)
            var idRange: Range<Int>?
            var text: Range<Int>?
            var strength: Strength?
            repeat {
                skipWhitespace()
                let key = try string()
                try expectColon()
                if isKey(key, "constraint") && text == nil {
                    text = try string()
                } else if isKey(key, "id") && idRange == nil {
                    let range = try string()
                    guard !range.isEmpty else { throw Fallback() }
                    idRange = range
                } else if isKey(key, "strength") && strength == nil {
                    strength = try readStrength()
                } else {
                    throw Fallback()
                }
                skipWhitespace()
            } while try separator(closing: SystemFileByte.closeBrace)
            guard let text else { throw Fallback() }
            let id: String
            let number: Int?
            if let idRange {
                id = makeString(idRange)
                number = Self.idNumber(UnsafeBufferPointer(rebasing: bytes[idRange]))
            } else {
                id = Self.defaultID(position)
                number = position
            }
            try claim(id, number: number, at: position)
            try appendConstraint(id: id, text: text, strength: strength ?? .required)
            position += 1
            skipWhitespace()
        } while try separator(closing: SystemFileByte.closeBracket)
    }

    private mutating func readEdits() throws(Fallback) {
        try expect(SystemFileByte.openBracket)
        skipWhitespace()
        if try closes(SystemFileByte.closeBracket) { return }
        var edited: [Bool] = []
        repeat {
            skipWhitespace()
            try expect(SystemFileByte.openBrace)
            var name: Range<Int>?
            var strength: Strength?
            var suggested: Double?
            repeat {
                skipWhitespace()
                let key = try string()
                try expectColon()
                if isKey(key, "variable") && name == nil {
                    name = try string()
                } else if isKey(key, "strength") && strength == nil {
                    strength = try readStrength()
                } else if isKey(key, "suggest") && suggested == nil {
                    suggested = try number()
                } else {
                    throw Fallback()
                }
                skipWhitespace()
            } while try separator(closing: SystemFileByte.closeBrace)
            guard let name, let strength, let suggested, isValidName(name), !strength.isRequired else {
                throw Fallback()
            }
            let variable = try intern(name)
            if edited.count < system.variables.count {
                edited.append(contentsOf: repeatElement(false, count: system.variables.count - edited.count))
            }
            guard !edited[variable] else { throw Fallback() }
            edited[variable] = true
            system.addEdit(variable: variable, strength: strength, suggestedValue: suggested)
            skipWhitespace()
        } while try separator(closing: SystemFileByte.closeBracket)
    }

    /// `"required"`, `"strong"`, `"medium"`, `"weak"` or a positive number.
    private mutating func readStrength() throws(Fallback) -> Strength {
        if offset < bytes.count && bytes[offset] == SystemFileByte.quote {
            let word = try string()
            if isKey(word, "required") { return .required }
            if isKey(word, "strong") { return .strong }
            if isKey(word, "medium") { return .medium }
            if isKey(word, "weak") { return .weak }
            throw Fallback()
        }
        let weight = try number()
        guard weight > 0 && weight.isFinite else { throw Fallback() }
        return Strength(weight)
    }

    /// Records constraint `position`'s id, or hands the file over when another constraint
    /// has it. An id `c<n>` (no leading zero, `n` below the file's size in bytes) is a bit of
    /// ``numberedIDs``; any other, an entry of ``ids``. A given id always goes to the same one.
    /// `number` is ``idNumber(_:)`` of the id.
    private mutating func claim(_ id: String, number: Int?, at position: Int) throws(Fallback) {
        if let number, number < bytes.count {
            let word = number >> 6
            if word >= numberedIDs.count {
                numberedIDs.append(
                    contentsOf: repeatElement(
                        0, count: max(word + 1, numberedIDs.count * 2) - numberedIDs.count))
            }
            let bit: UInt64 = 1 << UInt64(number & 63)
            guard numberedIDs[word] & bit == 0 else { throw Fallback() }
            numberedIDs[word] |= bit
            return
        }
        let idHash = NameTable.hash(of: id)
        guard ids.lookup(hash: idHash, matches: { system.constraints[$0].id == id }) == nil else {
            throw Fallback()
        }
        ids.insert(hash: idHash, index: position)
    }

    /// `n` when `id` is `c<n>`, `n` written in decimal without a leading zero and below
    /// 10^15; nil otherwise.
    static func idNumber(_ id: String) -> Int? {
        idNumber(id.utf8)
    }

    /// The same number, read from an id's UTF-8.
    static func idNumber<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Int? {
        var bytes = utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "c"), let first = bytes.next(), SystemFileByte.isDigit(first)
        else {
            return nil
        }
        var number = Int(first &- UInt8(ascii: "0"))
        var digits = 1
        while let byte = bytes.next() {
            guard SystemFileByte.isDigit(byte), number != 0, digits < 15 else { return nil }
            number = number * 10 + Int(byte &- UInt8(ascii: "0"))
            digits += 1
        }
        return number
    }

    /// `c<position>`, the id of a constraint without one.
    private static func defaultID(_ position: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var value = position
            var start = 24
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value != 0 && start > 1
            start -= 1
            buffer[start] = UInt8(ascii: "c")
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<24]), as: UTF8.self)
        }
    }

    // MARK: - Variables

    @inline(__always)
    func hash(_ name: Range<Int>) -> UInt64 {
        NameTable.hash(UnsafeBufferPointer(rebasing: bytes[name]))
    }

    @inline(__always)
    func lookup(_ name: Range<Int>, hash: UInt64) -> Int? {
        names.lookup(hash: hash) { isNamed($0, name) }
    }

    /// Whether variable `index` is called `name`.
    @inline(__always)
    private func isNamed(_ index: Int, _ name: Range<Int>) -> Bool {
        let known = nameRanges[index]
        guard known.count == name.count else { return false }
        var a = known.lowerBound
        var b = name.lowerBound
        while a < known.upperBound {
            if bytes[a] != bytes[b] { return false }
            a += 1
            b += 1
        }
        return true
    }

    mutating func add(_ name: Range<Int>, hash: UInt64, initialValue: Double) throws(Fallback) {
        let index = system.variables.count
        guard index < Int(UInt32.max) - 1 else { throw Fallback() }
        system.addVariable(makeString(name), initialValue: initialValue)
        nameRanges.append(name)
        rowSlot.append(0)
        names.insert(hash: hash, index: index)
    }

    /// The index of the variable called `name`, added (starting at 0) when new.
    mutating func intern(_ name: Range<Int>) throws(Fallback) -> Int {
        let hash = hash(name)
        let line = Int(truncatingIfNeeded: hash) & (Self.recentLines - 1)
        let recent = Int(recentNames[line]) - 1
        if recent >= 0 && isNamed(recent, name) { return recent }
        let index: Int
        if let known = lookup(name, hash: hash) {
            index = known
        } else {
            try add(name, hash: hash, initialValue: 0)
            index = system.variables.count - 1
        }
        recentNames[line] = UInt32(truncatingIfNeeded: index + 1)
        return index
    }

    /// Whether `range` holds a valid name, `[A-Za-z_][A-Za-z0-9_]*`.
    @inline(__always)
    private func isValidName(_ range: Range<Int>) -> Bool {
        guard let first = range.first, SystemFileByte.startsName(bytes[first]) else { return false }
        return range.dropFirst().allSatisfy { SystemFileByte.continuesName(bytes[$0]) }
    }

    // MARK: - Bytes

    @inline(__always)
    func makeString(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Fallback) {
        guard offset < bytes.count && bytes[offset] == byte else { throw Fallback() }
        offset += 1
    }

    /// `:` between whitespace.
    private mutating func expectColon() throws(Fallback) {
        skipWhitespace()
        try expect(SystemFileByte.colon)
        skipWhitespace()
    }

    /// Whether the byte at the offset is `closing` (then consumed).
    private mutating func closes(_ closing: UInt8) throws(Fallback) -> Bool {
        guard offset < bytes.count else { throw Fallback() }
        if bytes[offset] == closing {
            offset += 1
            return true
        }
        return false
    }

    /// True after a comma, false after `closing`.
    private mutating func separator(closing: UInt8) throws(Fallback) -> Bool {
        guard offset < bytes.count else { throw Fallback() }
        let byte = bytes[offset]
        offset += 1
        if byte == SystemFileByte.comma { return true }
        if byte == closing { return false }
        throw Fallback()
    }

    /// A string at the offset: the range of its bytes, without the quotes. Escapes, control
    /// characters and bytes outside ASCII are left to the general reader.
    private mutating func string() throws(Fallback) -> Range<Int> {
        guard offset < bytes.count && bytes[offset] == SystemFileByte.quote else { throw Fallback() }
        let start = offset + 1
        if let end = try closingQuote(from: start) {
            offset = end + 1
            return start..<end
        }
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == SystemFileByte.quote {
                offset = index + 1
                return start..<index
            }
            guard byte >= 0x20 && byte < 0x80 && byte != SystemFileByte.backslash else { throw Fallback() }
            index += 1
        }
        throw Fallback()
    }

    /// The end of the string that starts at `start` (the index of its closing quote), found
    /// eight bytes at a time; nil when fewer than eight bytes are left before it (the caller
    /// then reads byte by byte).
    ///
    /// - Throws: ``Fallback`` at a backslash, a control character or a byte outside ASCII
    ///   before the quote.
    @inline(__always)
    private func closingQuote(from start: Int) throws(Fallback) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let ones = SystemFileByte.word(of: 1)
        let quotes = SystemFileByte.word(of: SystemFileByte.quote)
        let backslashes = SystemFileByte.word(of: SystemFileByte.backslash)
        var index = start
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Cheaper than ``SystemFileByte/zeroBytes(_:)`` three times: `(v - ones) & ~v`
            // flags `v`'s zero bytes and `(v - 0x20 each) & ~v` its bytes below 0x20, exactly
            // up to the first one (a borrow only flags bytes above it), which is all this needs.
            let q = word ^ quotes
            let b = word ^ backslashes
            let special =
                (((q &- ones) & ~q) | ((b &- ones) & ~b) | ((word &- ones &* 0x20) & ~word) | word)
                & SystemFileByte.word(of: 0x80)
            if special != 0 {
                let at = index + special.trailingZeroBitCount >> 3
                guard bytes[at] == SystemFileByte.quote else { throw Fallback() }
                return at
            }
            index += 8
        }
        return nil
    }

    /// A JSON number at the offset, converted by the general reader's code.
    private mutating func number() throws(Fallback) -> Double {
        guard offset < bytes.count,
            bytes[offset] == UInt8(ascii: "-") || SystemFileByte.isDigit(bytes[offset])
        else {
            throw Fallback()
        }
        numbers.offset = offset
        do {
            let value = try numbers.parseNumber()
            offset = numbers.offset
            return value
        } catch {
            throw Fallback()
        }
    }

    /// How many `{` bytes the file has from `start` on, eight bytes at a time.
    private func countOpenBraces(from start: Int) -> Int {
        let braces = SystemFileByte.word(of: SystemFileByte.openBrace)
        var count = 0
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // The braces' high bits, moved to bit 0 of their bytes and summed into the top
                // byte by one multiplication (no population count on baseline x86-64).
                let found = SystemFileByte.zeroBytes(word ^ braces) >> 7
                count += Int(truncatingIfNeeded: (found &* SystemFileByte.word(of: 1)) >> 56)
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] == SystemFileByte.openBrace { count += 1 }
            index += 1
        }
        return count
    }

    @inline(__always)
    private func isKey(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            var index = 0
            while index < expected.count {
                if bytes[range.lowerBound + index] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }
}

/// The bytes the system reader looks for.
enum SystemFileByte {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    static func startsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    static func continuesName(_ byte: UInt8) -> Bool { startsName(byte) || isDigit(byte) }

    /// `byte` in each of a word's eight bytes.
    static func word(of byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// The high bit of each zero byte of `x`, and nothing else: a byte's low seven bits plus
    /// 0x7F carry into its high bit exactly when they are not all zero, and no carry crosses
    /// into the next byte.
    static func zeroBytes(_ x: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low) &+ low) | x | low)
    }
}
