/// The greedy word wrap of ``TextMeasurer``, counting only: lines and the widest line.
struct LineCounter {
    let capacity: Int
    let maximumLines: Int
    /// Finished lines.
    private(set) var lines = 0
    /// Characters on the widest finished line.
    private(set) var widest = 0
    /// Characters on the open line (valid when `open`).
    private var current = 0
    private var open = false
    /// Whether the current paragraph has had a word.
    private var paragraphHasWords = false
    /// Whether any character at all was seen.
    private var sawText = false

    init(capacity: Int, maximumLines: Int) {
        self.capacity = capacity
        self.maximumLines = maximumLines > 0 ? maximumLines : Int.max
    }

    private var full: Bool { lines >= maximumLines }

    private mutating func closeLine() {
        if current > widest { widest = current }
        lines += 1
        open = false
        current = 0
    }

    /// Places a word of `length` characters.
    mutating func word(_ length: Int) {
        paragraphHasWords = true
        if full { return }
        if open {
            if current + 1 + length <= capacity {
                current += 1 + length
                return
            }
            closeLine()
            if full { return }
        }
        var rest = length
        while rest > capacity {
            current = capacity
            closeLine()
            if full { return }
            rest -= capacity
        }
        current = rest
        open = true
    }

    /// Ends a paragraph (a `"\n"` or the end of the text).
    mutating func endParagraph() {
        if open {
            closeLine()
        } else if !paragraphHasWords && !full {
            lines += 1
        }
        paragraphHasWords = false
    }

    /// Counts ASCII text from its UTF-8 bytes; returns false (having counted garbage) when a
    /// non-ASCII byte shows up, so the caller falls back to ``countCharacters(_:)``.
    mutating func countASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.isEmpty { return true }
        var wordLength = 0
        var previous: UInt8 = 0
        for byte in bytes {
            defer { previous = byte }
            switch byte {
            case 0x0A where previous == 0x0D:
                continue  // "\r\n" is one line break, as it is one Character
            case 0x0A, 0x0B, 0x0C, 0x0D:
                if wordLength > 0 { word(wordLength) }
                wordLength = 0
                endParagraph()
            case 0x20, 0x09:
                if wordLength > 0 { word(wordLength) }
                wordLength = 0
            case 0x80...:
                return false
            default:
                wordLength += 1
            }
        }
        if wordLength > 0 { word(wordLength) }
        endParagraph()
        return true
    }

    /// Counts any text, one grapheme cluster per character.
    mutating func countCharacters(_ text: String) {
        if text.isEmpty { return }
        var wordLength = 0
        for character in text {
            if character.isNewline {
                if wordLength > 0 { word(wordLength) }
                wordLength = 0
                endParagraph()
            } else if character.isWhitespace {
                if wordLength > 0 { word(wordLength) }
                wordLength = 0
            } else {
                wordLength += 1
            }
        }
        if wordLength > 0 { word(wordLength) }
        endParagraph()
    }
}

/// The same greedy word wrap as ``LineCounter``, keeping the lines' text (for drawing).
struct LineBuilder {
    let capacity: Int
    let maximumLines: Int
    private(set) var lines: [String] = []
    private var current: [Character] = []
    private var open = false
    private var paragraphHasWords = false

    init(capacity: Int, maximumLines: Int) {
        self.capacity = capacity
        self.maximumLines = maximumLines > 0 ? maximumLines : Int.max
    }

    private var full: Bool { lines.count >= maximumLines }

    private mutating func closeLine() {
        lines.append(String(current))
        current.removeAll(keepingCapacity: true)
        open = false
    }

    private mutating func word(_ word: [Character]) {
        paragraphHasWords = true
        if full { return }
        if open {
            if current.count + 1 + word.count <= capacity {
                current.append(" ")
                current.append(contentsOf: word)
                return
            }
            closeLine()
            if full { return }
        }
        var rest = word[...]
        while rest.count > capacity {
            current = Array(rest.prefix(capacity))
            closeLine()
            if full { return }
            rest = rest.dropFirst(capacity)
        }
        current = Array(rest)
        open = true
    }

    private mutating func endParagraph() {
        if open {
            closeLine()
        } else if !paragraphHasWords && !full {
            lines.append("")
        }
        paragraphHasWords = false
    }

    mutating func build(_ text: String) {
        if text.isEmpty { return }
        var pending: [Character] = []
        for character in text {
            if character.isNewline {
                if !pending.isEmpty { word(pending) }
                pending.removeAll(keepingCapacity: true)
                endParagraph()
            } else if character.isWhitespace {
                if !pending.isEmpty { word(pending) }
                pending.removeAll(keepingCapacity: true)
            } else {
                pending.append(character)
            }
        }
        if !pending.isEmpty { word(pending) }
        endParagraph()
    }
}
