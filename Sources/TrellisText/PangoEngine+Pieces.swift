internal import CPangoCairo
import Trellis

extension PangoEngine {
    /// The font's index in the run cache, measuring its metrics the first time; nil when the
    /// font cannot be measured from pieces.
    func runFont(_ font: FontDescription) -> Int32? {
        if let last = runs.lastFont, last.font == font { return last.index }
        let index: Int32?
        if let known = runs.fontIndices[font] {
            index = known
        } else {
            index = makeRunFont(font)
            runs.fontIndices[font] = index
        }
        runs.lastFont = (font, index)
        return index
    }

    private func makeRunFont(_ font: FontDescription) -> Int32? {
        guard let space = shapeAlone(" ", font: font), let one = linesOf("x", font: font),
            let two = linesOf("x\nx", font: font), let three = linesOf("x\nx\nx", font: font),
            one.lines == 1, two.lines == 2, three.lines == 3
        else { return nil }
        let pitch = two.height - one.height
        // Every further line must add the same height and move the last baseline by as much.
        guard pitch > 0, three.height - two.height == pitch, two.last - one.last == pitch,
            three.last - two.last == pitch
        else { return nil }
        runs.fonts.append(
            PangoRunCache.Font(
                spaceWidth: space, firstHeight: one.height, pitch: pitch, firstBaseline: one.first))
        return Int32(runs.fonts.count - 1)
    }

    /// The advance of `text` on one line in `font` (Pango units); nil unless Pango sets it as
    /// one run of one font on one line.
    func shapeAlone(_ text: String, font: FontDescription) -> Int32? {
        serialized {
            configure(PangoTextRequest(text: text, font: font, width: .infinity, maximumLines: 0))
            guard pango_layout_get_line_count(layout) == 1,
                let line = pango_layout_get_line_readonly(layout, 0),
                g_slist_length(line.pointee.runs) == 1
            else { return nil }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return logical.width
        }
    }

    /// The height, first and last baselines and line count of `text` in `font` (Pango units).
    private func linesOf(_ text: String, font: FontDescription)
        -> (height: Int32, first: Int32, last: Int32, lines: Int)?
    {
        serialized {
            configure(PangoTextRequest(text: text, font: font, width: .infinity, maximumLines: 0))
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            var result = (height: logical.height, first: Int32(0), last: Int32(0), lines: 0)
            forEachLine { index, _, baseline in
                if index == 0 { result.first = baseline }
                result.last = baseline
                result.lines += 1
            }
            return result
        }
    }

    /// The advance of printable character `c` alone in font `index`.
    func characterWidth(_ c: UInt8, font index: Int32, _ font: FontDescription) -> Int32? {
        let known = runs.fonts[Int(index)].characterWidths[Int(c - 0x20)]
        if known >= 0 { return known }
        guard let width = shapeAlone(String(UnicodeScalar(c)), font: font) else { return nil }
        runs.fonts[Int(index)].characterWidths[Int(c - 0x20)] = width
        return width
    }

    /// Whether `a`, a space and `b` set together are exactly as wide as set apart: no kerning,
    /// ligature or font change across the space.
    func spaceSeparates(_ a: UInt8, _ b: UInt8, font index: Int32, _ font: FontDescription) -> Bool {
        let slot = PangoRunCache.pairIndex(a, b)
        let known = runs.fonts[Int(index)].pairs[slot]
        if known != 0 { return known == 1 }
        var separate = false
        if let left = characterWidth(a, font: index, font), let right = characterWidth(b, font: index, font),
            let together = shapeAlone(String(decoding: [a, 0x20, b], as: UTF8.self), font: font)
        {
            separate = together == left + runs.fonts[Int(index)].spaceWidth + right
        }
        runs.fonts[Int(index)].pairs[slot] = separate ? 1 : 2
        return separate
    }
}

extension PangoEngine {
    /// Whether Pango may break a line after the space in `a`, space, `b`, `c` (`c` 0 when `b`
    /// ends the text), breaking there without inserting or removing anything. Pango's own log
    /// attributes decide (the Unicode line breaking rules as Pango tailors them); the rules
    /// that reach across spaces look at no more than these characters.
    func breaksAfterSpace(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        // Before a letter or digit only the character before the space can forbid the break
        // (an opening parenthesis): the one after does not count, and is left out of the key.
        let c = Self.isAlphanumeric(b) ? 0x61 : c
        let key = PangoRunCache.windowKey(a, b, c)
        if let known = runs.breaks[key] { return known }
        let window: [UInt8] = c == 0 ? [a, 0x20, b] : [a, 0x20, b, c]
        let attributes = logAttributes(window)
        let breaks =
            attributes.count > 2 && attributes[2].is_line_break != 0
            && attributes[2].break_inserts_hyphen == 0 && attributes[2].break_removes_preceding == 0
        runs.breaks[key] = breaks
        return breaks
    }

    /// Whether Pango may break a line inside `word` (printable ASCII, no spaces) when it stands
    /// between spaces.
    func breaksInside(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        var window: [UInt8] = [0x20]
        window.append(contentsOf: word)
        window.append(0x20)
        let attributes = logAttributes(window)
        guard attributes.count == window.count + 1 else { return true }
        for position in 2..<(window.count - 1) where attributes[position].is_line_break != 0 {
            return true
        }
        return false
    }

    /// Whether `byte` is an ASCII letter or digit.
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// Pango's log attributes of `bytes` (ASCII: one character per byte), one per position.
    private func logAttributes(_ bytes: [UInt8]) -> [PangoLogAttr] {
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: bytes.count + 1)
        serialized {
            let language = pango_context_get_language(context)
            bytes.withUnsafeBufferPointer { text in
                text.withMemoryRebound(to: CChar.self) { characters in
                    attributes.withUnsafeMutableBufferPointer { out in
                        pango_get_log_attrs(
                            characters.baseAddress, Int32(bytes.count), -1, language, out.baseAddress,
                            Int32(out.count))
                    }
                }
            }
        }
        return attributes
    }
}
