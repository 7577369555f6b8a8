import Trellis

/// How wide a label is drawn, and how to make one fit: the renderer sizes every label with
/// Helvetica's advance widths and pins that width on the `<text>` (`textLength`), so a label
/// stays inside its box whatever font the viewer substitutes.
enum SVGTextFit {
    /// Helvetica's advance widths of the printable ASCII characters (space to `~`), in
    /// thousandths of an em (the font's published metrics).
    private static let asciiAdvances: [Double] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
    ]

    /// Bold glyphs are wider: Helvetica Bold runs about 7% wider than the regular weight.
    static let boldFactor = 1.07

    /// The width of `text` at `fontSize`, in the same unit as `fontSize`.
    ///
    // snippet: given @testable import TrellisFormats
    /// ```swift
    /// print(SVGTextFit.width("(12, 44)", fontSize: 10, bold: false))   // 34.46: 3.446 em
    /// ```
    static func width(_ text: String, fontSize: Double, bold: Bool) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += advance(scalar)
        }
        return ems * fontSize * (bold ? boldFactor : 1)
    }

    /// One character's advance in ems: Helvetica's for ASCII, `…` and `×`, a full em for wide (East Asian)
    /// characters, 0.6 em for anything else, nothing for combining marks.
    private static func advance(_ scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        if value >= 0x20, value <= 0x7E { return asciiAdvances[Int(value) - 0x20] / 1000 }
        if scalar == "\u{2026}" { return 1 }  // the ellipsis
        if scalar == "\u{00D7}" { return 0.584 }  // the multiplication sign of `w×h`
        if (0x0300...0x036F).contains(value) || (0xFE00...0xFE0F).contains(value) { return 0 }
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFF60).contains(value) || (0x1F300...0x1FAFF).contains(value)
        {
            return 1
        }
        return 0.6
    }

    /// `text` if it fits in `available`, else its longest prefix that fits with an ellipsis
    /// after it, else nil (not even one character and the ellipsis fit).
    ///
    // snippet: given @testable import TrellisFormats
    /// ```swift
    /// print(SVGTextFit.elide("description", in: 30, fontSize: 10, bold: false) ?? "")   // "des…"
    /// ```
    static func elide(_ text: String, in available: Double, fontSize: Double, bold: Bool) -> String? {
        if width(text, fontSize: fontSize, bold: bold) <= available { return text }
        let ellipsis = width("\u{2026}", fontSize: fontSize, bold: bold)
        var kept = ""
        var used = ellipsis
        for character in text {
            let next = width(String(character), fontSize: fontSize, bold: bold)
            if used + next > available { break }
            kept.append(character)
            used += next
        }
        // Elided text ends on a visible character, not a space or a comma.
        while let last = kept.last, last == " " || last == "," { kept.removeLast() }
        return kept.isEmpty ? nil : kept + "\u{2026}"
    }

    /// The first of `candidates` that fits in `available`, else the last one elided to fit
    /// (nil when nothing fits): the frame label tries `(x, y, w, h)`, then `w×h`.
    static func firstFitting(
        _ candidates: [String], in available: Double, fontSize: Double, bold: Bool
    ) -> String? {
        for candidate in candidates where width(candidate, fontSize: fontSize, bold: bold) <= available {
            return candidate
        }
        return candidates.last.flatMap { elide($0, in: available, fontSize: fontSize, bold: bold) }
    }
}
