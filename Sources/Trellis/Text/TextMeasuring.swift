/// Something that measures text: the seam for plugging in real font metrics.
///
/// Trellis ships ``TextMeasurer``, a deterministic measurer driven by an average advance per
/// character; an app with real fonts (FreeType, CoreText on another machine, a glyph table)
/// conforms its own type and hands it to the views or templates that measure text.
///
/// ```swift
/// struct MonospaceMetrics: TextMeasuring {
///     let model: TextMeasurer
///     func measure(_ text: String, width: Double, maximumLines: Int) -> TextMeasurement {
///         model.measure(text, width: width, maximumLines: maximumLines)
///     }
/// }
/// let metrics = MonospaceMetrics(model: try TextMeasurer(fontSize: 14, averageAdvance: 8.4, lineHeight: 17))
/// ```
public protocol TextMeasuring: Sendable {
    /// The size `text` takes when wrapped at `width` points, keeping at most `maximumLines`
    /// lines (0: no limit). `width` may be `.infinity` for a single unwrapped line per
    /// paragraph.
    func measure(_ text: String, width: Double, maximumLines: Int) -> TextMeasurement
}

extension TextMeasuring {
    /// The size of `text` on one line per paragraph, with no wrapping: a label's intrinsic
    /// content size.
    ///
    /// ```swift
    /// let body = try TextMeasurer(fontSize: 15)
    /// let size = body.measure("Hello")   // 5 characters: 37.5 x 18.75, one line
    /// ```
    public func measure(_ text: String) -> TextMeasurement {
        measure(text, width: .infinity, maximumLines: 0)
    }
}

/// The result of measuring text: its size and how many lines it took.
///
/// ```swift
/// let m = try TextMeasurer(fontSize: 10, averageAdvance: 5, lineHeight: 12)
///     .measure("aa bb", width: 12, maximumLines: 0)
/// // m.lineCount == 2, m.width == 10, m.height == 24
/// ```
public struct TextMeasurement: Sendable, Hashable {
    /// The width of the widest line kept.
    public var width: Double
    /// The height of the lines kept.
    public var height: Double
    /// How many lines were kept.
    public var lineCount: Int
    /// The first line's baseline, as an offset from the top, when the measurer knows it
    /// (a font-backed measurer does; the average-advance model does not).
    public var firstBaseline: Double?
    /// The last kept line's baseline, as an offset from the top, when known.
    public var lastBaseline: Double?

    /// Creates a measurement.
    ///
    /// ```swift
    /// let m = TextMeasurement(width: 55, height: 24, lineCount: 2, firstBaseline: 9.5, lastBaseline: 21.5)
    /// ```
    public init(
        width: Double, height: Double, lineCount: Int, firstBaseline: Double? = nil,
        lastBaseline: Double? = nil
    ) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// No text: zero lines, zero size.
    public static let empty = TextMeasurement(width: 0, height: 0, lineCount: 0)
}
