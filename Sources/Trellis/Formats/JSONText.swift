/// Single JSON scalars as text, spelled by ``JSONWriter`` (kept for callers that format one
/// number or string into a message; documents are written with ``JSONWriter``).
enum JSONText {
    /// `value` as ``JSONWriter/number(_:)`` writes it.
    static func number(_ value: Double) -> String { JSONWriter.numberText(value) }

    /// `text` as a JSON string literal, as ``JSONWriter/string(_:)`` writes it.
    static func string(_ text: String) -> String { JSONWriter.stringText(text) }
}
