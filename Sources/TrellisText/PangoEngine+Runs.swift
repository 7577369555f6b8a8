internal import CPangoCairo
import Trellis

extension PangoEngine {
    /// Measures `request` from cached word advances, breaking lines where Pango would; nil
    /// when the result could differ from Pango's own layout, for the caller to lay the text
    /// out in full.
    ///
    /// Taken: one paragraph of printable ASCII words separated by single spaces, in a font
    /// whose lines are evenly spaced and that sets every word, and every word's edges around a
    /// space, exactly as wide apart as together. Lines break as Pango breaks them: greedily, at
    /// the last break opportunity whose line (without its final space) fits the width. Left to
    /// Pango: other scripts, tabs and new lines, a word wider than the width (Pango breaks
    /// inside it), a break Pango would take inside a word, and ellipsized lines.
    func measureFromPieces(_ request: PangoTextRequest) -> TextMeasurement? {
        guard let fontIndex = runFont(request.font) else { return nil }
        var text = request.text
        let collected = text.withUTF8 { collectPieces($0, font: fontIndex, request.font) }
        guard collected, !runs.scratch.isEmpty else { return nil }
        let font = runs.fonts[Int(fontIndex)]
        let pieces = runs.scratch
        // Sums in 64 bits: no text's advances overflow them.
        var total = Int64(font.spaceWidth) * Int64(pieces.count - 1)
        for piece in pieces { total += Int64(piece.width) }
        // Beyond what Pango's units hold, Pango's own layout decides.
        guard total <= Int64(Int32.max) else { return nil }
        let limit = Self.limit(request.width)
        var lines = 1
        var widest = total
        if limit >= 0 && total > Int64(limit) {
            // Wrapped: every break will be at a space.
            if pieces.contains(where: \.breaksInside) { return nil }
            guard let wrapped = breakLines(pieces, space: font.spaceWidth, limit: limit) else { return nil }
            (lines, widest) = wrapped
        }
        if request.maximumLines > 0 && lines > request.maximumLines { return nil }
        let pitch = Int64(font.pitch) * Int64(lines - 1)
        let height = Int64(font.firstHeight) + pitch
        return TextMeasurement(
            width: Double(widest) / Double(PANGO_SCALE), height: Double(height) / Double(PANGO_SCALE),
            lineCount: lines,
            firstBaseline: Self.points(font.firstBaseline),
            lastBaseline: Double(Int64(font.firstBaseline) + pitch) / Double(PANGO_SCALE))
    }

    /// Greedy line breaking over `pieces`: a word joins the line while the line, without its
    /// final space, stays within `limit`. Returns the line count and the widest line; nil when
    /// a word alone is wider than the limit or a needed break is not one Pango allows.
    private func breakLines(_ pieces: [PangoRunCache.Piece], space: Int32, limit: Int32)
        -> (lines: Int, widest: Int64)?
    {
        guard let first = pieces.first, first.width <= limit else { return nil }
        var lines = 1
        var line = Int64(first.width)
        var widest: Int64 = 0
        for index in 1..<pieces.count {
            let piece = pieces[index]
            let joined = line + Int64(space) + Int64(piece.width)
            if joined <= Int64(limit) {
                line = joined
                continue
            }
            let before = pieces[index - 1]
            guard piece.width <= limit, breaksAfterSpace(before.last, piece.first, piece.second) else {
                return nil
            }
            widest = max(widest, line)
            lines += 1
            line = Int64(piece.width)
        }
        return (lines, max(widest, line))
    }

    /// Splits `bytes` into words in ``PangoRunCache/scratch``, each with its cached advance;
    /// false when the text is not single-spaced printable ASCII, or a word or a space between
    /// two words cannot be measured apart.
    private func collectPieces(
        _ bytes: UnsafeBufferPointer<UInt8>, font index: Int32, _ font: FontDescription
    )
        -> Bool
    {
        runs.scratch.removeAll(keepingCapacity: true)
        guard let firstByte = bytes.first, let lastByte = bytes.last, firstByte != 0x20, lastByte != 0x20
        else { return false }
        var start = 0
        var position = 0
        while position <= bytes.count {
            let byte: UInt8 = position < bytes.count ? bytes[position] : 0x20
            if byte != 0x20 {
                guard byte > 0x20 && byte < 0x7F else { return false }
                position += 1
                continue
            }
            // A word ends at `position`; a space right after another is not single spacing.
            guard position > start else { return false }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
            guard let piece = lookUp(word, font: index, font) else { return false }
            if let previous = runs.scratch.last,
                !spaceSeparates(previous.last, piece.first, font: index, font)
            {
                return false
            }
            runs.scratch.append(piece)
            position += 1
            start = position
        }
        return true
    }

    /// The cached advance of `word`, shaping it the first time.
    private func lookUp(_ word: UnsafeBufferPointer<UInt8>, font index: Int32, _ font: FontDescription)
        -> PangoRunCache.Piece?
    {
        guard let first = word.first, let last = word.last else { return nil }
        let second = word.count > 1 ? word[1] : 0
        let hash = WordTable.hash(word, font: index)
        if let known = runs.word(word, font: index, hash: hash) {
            runs.hits += 1
            return PangoRunCache.Piece(
                width: known.width, breaksInside: known.breaksInside, first: first, second: second, last: last
            )
        }
        runs.misses += 1
        guard let width = shapeAlone(String(decoding: word, as: UTF8.self), font: font) else { return nil }
        let entry = PangoRunCache.Word(width: width, breaksInside: breaksInside(word))
        runs.store(word, font: index, hash: hash, entry)
        return PangoRunCache.Piece(
            width: width, breaksInside: entry.breaksInside, first: first, second: second, last: last)
    }
}
