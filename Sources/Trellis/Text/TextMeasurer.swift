internal import TrellisSolver

/// The built-in, deterministic text measurer: every character advances the same average width,
/// lines are a fixed height, and text wraps greedily at word boundaries.
///
/// The rules, so results can be derived by hand:
/// - A line holds `capacity = max(1, floor(width / averageAdvance))` characters
///   (characters are grapheme clusters; spaces count as characters).
/// - Text splits into paragraphs at `"\n"`; each paragraph into words at runs of other
///   whitespace. Words fill a line greedily, one space between two words on a line.
/// - A word longer than a whole line starts on a new line and is broken every `capacity`
///   characters.
/// - A paragraph without words is one empty line; the empty string is zero lines.
/// - With `maximumLines > 0`, lines after that many are dropped (as a label truncates).
/// - The width is the widest kept line's characters times `averageAdvance`; the height is the
///   number of kept lines times `lineHeight`.
///
/// ```swift
/// let font = try TextMeasurer(fontSize: 10, averageAdvance: 5, lineHeight: 12)
/// print(font.measure("hello brave new world", width: 60, maximumLines: 0))
/// // capacity 12: "hello brave" (11) / "new world" (9): width 55, height 24, 2 lines
/// ```
public struct TextMeasurer: TextMeasuring, Hashable {
    /// The nominal font size, in points (informational; the two metrics below decide).
    public let fontSize: Double
    /// The advance of every character, in points.
    public let averageAdvance: Double
    /// The height of one line, in points.
    public let lineHeight: Double

    /// Creates a measurer; the advance defaults to half the font size and the line height to
    /// 1.25 times it.
    ///
    /// ```swift
    /// let body = try TextMeasurer(fontSize: 15)   // advance 7.5, line height 18.75
    /// ```
    /// - Throws: ``TextMeasurerError/invalidMetric(name:value:)`` when a metric is not a
    ///   positive finite number.
    public init(fontSize: Double, averageAdvance: Double? = nil, lineHeight: Double? = nil)
        throws(TextMeasurerError)
    {
        let advance = averageAdvance ?? fontSize * 0.5
        let height = lineHeight ?? fontSize * 1.25
        for (name, value) in [("fontSize", fontSize), ("averageAdvance", advance), ("lineHeight", height)]
        where !(value.isFinite && value > 0) {
            throw .invalidMetric(name: name, value: value)
        }
        self.init(uncheckedFontSize: fontSize, averageAdvance: advance, lineHeight: height)
    }

    /// Creates a measurer from metrics known to be valid (the built-in styles).
    package init(uncheckedFontSize fontSize: Double, averageAdvance: Double, lineHeight: Double) {
        self.fontSize = fontSize
        self.averageAdvance = averageAdvance
        self.lineHeight = lineHeight
    }

    /// How many characters fit on a line `width` points wide (at least one).
    ///
    /// ```swift
    /// print(try TextMeasurer(fontSize: 10, averageAdvance: 5, lineHeight: 12).capacity(forWidth: 62)) // 12
    /// ```
    public func capacity(forWidth width: Double) -> Int {
        let limit = Int.max / 4
        guard width.isFinite else { return limit }
        let fit = (width / averageAdvance + Tolerance.Engine.advanceFit).rounded(.down)
        if fit >= Double(limit) { return limit }
        return Swift.max(1, Int(fit))
    }

    /// Measures `text` wrapped at `width` points, keeping at most `maximumLines` lines
    /// (0: no limit).
    ///
    /// - Complexity: O(n) in the length of `text`, without allocating for ASCII text.
    public func measure(_ text: String, width: Double, maximumLines: Int) -> TextMeasurement {
        var counter = LineCounter(capacity: capacity(forWidth: width), maximumLines: maximumLines)
        var text = text
        let handled = text.withUTF8 { counter.countASCII($0) }
        if !handled {
            counter = LineCounter(capacity: capacity(forWidth: width), maximumLines: maximumLines)
            counter.countCharacters(text)
        }
        return TextMeasurement(
            width: Double(counter.widest) * averageAdvance,
            height: Double(counter.lines) * lineHeight, lineCount: counter.lines)
    }

    /// The lines `text` wraps into at `width` points, at most `maximumLines` (0: no limit),
    /// by the same rules as ``measure(_:width:maximumLines:)`` (for drawing).
    ///
    /// ```swift
    /// let font = try TextMeasurer(fontSize: 10, averageAdvance: 5, lineHeight: 12)
    /// print(font.lines("hello brave new world", width: 60, maximumLines: 0))
    /// // ["hello brave", "new world"]
    /// ```
    public func lines(_ text: String, width: Double, maximumLines: Int) -> [String] {
        var builder = LineBuilder(capacity: capacity(forWidth: width), maximumLines: maximumLines)
        builder.build(text)
        return builder.lines
    }
}

/// A text measurer's metric was not a positive finite number.
///
/// ```swift
/// do { _ = try TextMeasurer(fontSize: 0) } catch { print(error) }
/// // text measurer: fontSize must be a positive finite number, got 0.0
/// ```
public enum TextMeasurerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The named metric had this value.
    case invalidMetric(name: String, value: Double)

    public var description: String {
        switch self {
        case .invalidMetric(let name, let value):
            return "text measurer: \(name) must be a positive finite number, got \(value)"
        }
    }
}
