import Trellis

/// The one JSON writer behind every command's output: values appended straight into a byte
/// buffer, commas and spacing placed by the writer, numbers in the shortest text that reads
/// back exactly.
///
/// Two layouts of the same grammar: ``Style/compact`` (`{"a":1,"b":[1,2]}`, what
/// `trellis solve` prints) and ``Style/spaced`` (`{ "a": 1, "b": [1, 2] }`, what
/// `trellis layout` and `trellis bulk` print).
///
/// ```swift
/// var writer = JSONWriter(style: .spaced)
/// writer.beginObject()
/// writer.key("status")
/// writer.string("ok")
/// writer.key("frame")
/// writer.beginArray()
/// for value in [0, 0, 51.5, 20] { writer.number(value) }
/// writer.endArray()
/// writer.endObject()
/// print(writer.text)  // { "status": "ok", "frame": [0, 0, 51.5, 20] }
/// ```
package struct JSONWriter: Sendable {
    /// Where the writer puts spaces.
    package enum Style: Sendable {
        /// No spaces at all.
        case compact
        /// `": "` after keys, `", "` between items, and a space inside non-empty objects' braces.
        case spaced
    }

    /// The JSON written so far, as UTF-8.
    package internal(set) var bytes: [UInt8] = []
    private let style: Style
    /// For each open container: whether it is an object, and whether it has an item yet.
    private var open: [(isObject: Bool, hasItems: Bool)] = []
    private var afterKey = false

    /// A writer with an empty buffer.
    package init(style: Style = .compact, capacity: Int = 256) {
        self.style = style
        bytes.reserveCapacity(capacity)
    }

    /// The JSON written so far, as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Empties the buffer (keeping its capacity) for the next document.
    package mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        afterKey = false
    }

    // MARK: - Containers

    /// Opens an object (as a value: in an array, after a key, or at the top).
    package mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        open.append((true, false))
    }

    /// Closes the innermost object.
    package mutating func endObject() {
        let closing = open.popLast()
        if style == .spaced && closing?.hasItems == true { bytes.append(UInt8(ascii: " ")) }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Opens an array.
    package mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        open.append((false, false))
    }

    /// Closes the innermost array.
    package mutating func endArray() {
        open.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes an object member's key; the next value written is its value.
    package mutating func key(_ key: String) {
        separate()
        appendQuoted(key)
        bytes.append(UInt8(ascii: ":"))
        if style == .spaced { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    // MARK: - Scalars

    /// Writes a string with the escapes JSON requires (and `\u2028`, `\u2029`, which some
    /// JavaScript readers take for line breaks).
    package mutating func string(_ text: String) {
        beforeValue()
        appendQuoted(text)
    }

    /// Writes a number as the shortest text that reads back to the same double: integers
    /// below 1e15 without a fraction (`15`, never `15.0` or `-0`), others as Swift prints
    /// them (`51.5`, `1e+20`, `5e-324`). A non-finite value is written as `null` (JSON has no
    /// NaN); callers that must not print one check first.
    package mutating func number(_ value: Double) {
        beforeValue()
        Self.appendNumber(value, to: &bytes)
    }

    /// Writes an integer.
    package mutating func integer(_ value: Int) {
        beforeValue()
        Self.appendInteger(Int64(value), to: &bytes)
    }

    /// Writes `true` or `false`.
    package mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
    }

    /// Writes `null`.
    package mutating func null() {
        beforeValue()
        bytes.append(contentsOf: Self.nullBytes)
    }

    /// `value` as ``number(_:)`` writes it, as text.
    package static func numberText(_ value: Double) -> String {
        var buffer: [UInt8] = []
        appendNumber(value, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// `text` as ``string(_:)`` writes it, quotes included.
    package static func stringText(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return writer.text
    }

    // MARK: - Separators

    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
            return
        }
        separate()
    }

    /// The comma (and space) before an item, or the space after an object's opening brace.
    private mutating func separate() {
        guard let last = open.indices.last else { return }
        if open[last].hasItems {
            bytes.append(UInt8(ascii: ","))
            if style == .spaced { bytes.append(UInt8(ascii: " ")) }
        } else {
            open[last].hasItems = true
            if style == .spaced && open[last].isObject { bytes.append(UInt8(ascii: " ")) }
        }
    }

    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)
    private static let nullBytes: [UInt8] = Array("null".utf8)
}
