import Trellis

/// Single JSON scalars as text, spelled by ``JSONWriter`` (kept for callers that format one
/// number or string into a message; documents are written with ``JSONWriter``).
package enum JSONText {
    /// `value` as ``JSONWriter/number(_:)`` writes it.
    package static func number(_ value: Double) -> String { JSONWriter.numberText(value) }

    /// `value` as frames are printed (``LayoutFileResult/roundedForOutput(_:)``).
    package static func roundedNumber(_ value: Double) -> String {
        JSONWriter.numberText(LayoutFileResult.roundedForOutput(value))
    }

    /// `text` as a JSON string literal, as ``JSONWriter/string(_:)`` writes it.
    package static func string(_ text: String) -> String { JSONWriter.stringText(text) }
}
