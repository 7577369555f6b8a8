public import Trellis

/// The feed cell's five fonts as font descriptions: what a real-font measurer (Pango) sets the
/// cell's text in. Sizes and line heights are those of the average-advance fonts of
/// ``FeedCellStyle``, so the two models differ only in how wide the text is.
///
/// ```swift
/// let fonts = FeedCellFonts.standard
/// print(fonts.body)   // DejaVu Sans 15 lh20
/// ```
public struct FeedCellFonts: Sendable, Hashable {
    /// The author's name: bold 15 on 18.
    public var name = FontDescription(size: 15, weight: 700, lineHeight: 18)
    /// The time: 12 on 15.
    public var time = FontDescription(size: 12, lineHeight: 15)
    /// The body: 15 on 20.
    public var body = FontDescription(size: 15, lineHeight: 20)
    /// The vote count: 13 on 16.
    public var votes = FontDescription(size: 13, lineHeight: 16)
    /// The button titles: 13 on 16.
    public var button = FontDescription(size: 13, lineHeight: 16)

    /// The standard fonts (DejaVu Sans).
    public static let standard = FeedCellFonts()

    /// Creates the standard fonts; change them to taste.
    public init() {}
}

/// The measurers of a feed cell's five texts.
///
/// ```swift
/// let measurers = FeedCellMeasurers(fonts: .standard, provider: AverageTextMeasurerProvider())
/// ```
public struct FeedCellMeasurers: Sendable {
    /// Measures the name.
    public var name: any TextMeasuring
    /// Measures the time.
    public var time: any TextMeasuring
    /// Measures the body.
    public var body: any TextMeasuring
    /// Measures the vote count.
    public var votes: any TextMeasuring
    /// Measures the button titles.
    public var button: any TextMeasuring

    /// The measurers `provider` gives for `fonts`.
    public init(fonts: FeedCellFonts, provider: any TextMeasurerProvider) {
        name = provider.measurer(for: fonts.name)
        time = provider.measurer(for: fonts.time)
        body = provider.measurer(for: fonts.body)
        votes = provider.measurer(for: fonts.votes)
        button = provider.measurer(for: fonts.button)
    }
}

extension FeedCellStyle {
    /// This style with its texts measured by `provider` in `fonts` (e.g. Pango with the real
    /// DejaVu Sans) instead of the average-advance fonts.
    ///
    /// ```swift
    /// import TrellisText
    /// let style = FeedCellStyle.standard.measuring(with: try PangoTextSystem())
    /// let frames = style.frames(for: FeedDataGenerator().cell(at: 0), width: 375)
    /// ```
    public func measuring(with provider: any TextMeasurerProvider, fonts: FeedCellFonts = .standard)
        -> FeedCellStyle
    {
        var style = self
        style.measurers = FeedCellMeasurers(fonts: fonts, provider: provider)
        return style
    }

    /// What measures the name: the replacing measurer, or the average-advance font.
    var nameMeasurer: any TextMeasuring { measurers?.name ?? nameFont }
    /// What measures the time.
    var timeMeasurer: any TextMeasuring { measurers?.time ?? timeFont }
    /// What measures the body.
    var bodyMeasurer: any TextMeasuring { measurers?.body ?? bodyFont }
    /// What measures the vote count.
    var votesMeasurer: any TextMeasuring { measurers?.votes ?? votesFont }
}
