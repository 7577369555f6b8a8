import Trellis

/// The feed cell's layout rules, written down once: both the constraint template
/// (``FeedCellTemplate``) and the hand-written frame arithmetic
/// (``frames(for:width:)``) read them, so the two agree exactly.
///
/// The cell, after the PureLayout example it follows (`p` = ``padding``):
/// ```text
/// | p [avatar 40x40] 10 [name]  (>= 8)  [time] p |   name, avatar, time centred on one line
/// | p [body, wraps at width - 2p .............] p |   10 below the avatar
/// | p [votes]                                     |   10 below the body
/// | p [Like] 4 [Comment]               [Share] p |   10 below the votes, centred on one line
///                                                     cell bottom = buttons bottom + 10
/// ```
/// Labels take their text's size (``TextMeasurer``); buttons their title's size plus
/// ``buttonInsets``. When the header is too narrow, the name gives way (its horizontal
/// compression resistance is ``nameCompressionResistance``, below the time's).
///
/// ```swift
/// let style = FeedCellStyle.standard
/// let frames = style.frames(for: FeedDataGenerator().cell(at: 0), width: 375)
/// print(frames[.cell])   // [0, 0, 375, height]
/// ```
public struct FeedCellStyle: Sendable {
    /// Space between the cell's left, right and top edges and the content.
    public var padding: Double = 15
    /// Space between the buttons' bottom and the cell's bottom.
    public var bottomPadding: Double = 10
    /// The avatar's side.
    public var avatarSize: Double = 40
    /// Space between the avatar and the name.
    public var avatarToName: Double = 10
    /// The least space between the name and the time.
    public var nameToTime: Double = 8
    /// Space between the avatar and the body.
    public var headerToBody: Double = 10
    /// Space between the body and the vote label.
    public var bodyToVotes: Double = 10
    /// Space between the vote label and the buttons.
    public var votesToButtons: Double = 10
    /// Space between the Like and Comment buttons.
    public var buttonSpacing: Double = 4
    /// Insets around a button's title: horizontal (each side) and vertical (each side).
    public var buttonInsets: (horizontal: Double, vertical: Double) = (10, 5)
    /// The name label's horizontal compression resistance (the time's is 750).
    public var nameCompressionResistance: Double = 749
    /// The most lines the body keeps (0: no limit).
    public var bodyMaximumLines: Int = 0
    /// The three buttons' titles, leading to trailing.
    public var buttonTitles: (like: String, comment: String, share: String) = ("Like", "Comment", "Share")

    /// The name label's font.
    public var nameFont = TextMeasurer(uncheckedFontSize: 15, averageAdvance: 8, lineHeight: 18)
    /// The time label's font.
    public var timeFont = TextMeasurer(uncheckedFontSize: 12, averageAdvance: 6, lineHeight: 15)
    /// The body's font.
    public var bodyFont = TextMeasurer(uncheckedFontSize: 15, averageAdvance: 7.5, lineHeight: 20)
    /// The vote label's font.
    public var votesFont = TextMeasurer(uncheckedFontSize: 13, averageAdvance: 6.5, lineHeight: 16)
    /// The button titles' font.
    public var buttonFont = TextMeasurer(uncheckedFontSize: 13, averageAdvance: 6.5, lineHeight: 16)

    /// Measurers that replace the five fonts above (real fonts, e.g. Pango); nil measures
    /// with the average-advance fonts. See ``measuring(with:fonts:)``.
    public var measurers: FeedCellMeasurers?

    /// The standard feed cell.
    public static let standard = FeedCellStyle()

    /// Creates the standard style; change its properties to taste.
    public init() {}

    /// The size of a button with this title: the title's size plus the insets.
    public func buttonSize(_ title: String) -> (width: Double, height: Double) {
        guard let measurers else {
            let text = buttonFont.measure(title)
            return (
                text.width + 2 * buttonInsets.horizontal, buttonFont.lineHeight + 2 * buttonInsets.vertical
            )
        }
        let text = measurers.button.measure(title)
        return (text.width + 2 * buttonInsets.horizontal, text.height + 2 * buttonInsets.vertical)
    }

    /// The body's wrapping width in a cell `width` points wide.
    public func bodyWidth(inCellOfWidth width: Double) -> Double {
        width - 2 * padding
    }

    /// The content-dependent sizes of one cell: what a template changes per cell.
    public func contentSizes(for data: FeedCellData, width: Double) -> FeedCellContentSizes {
        let name = nameMeasurer.measure(data.name)
        let time = timeMeasurer.measure(data.time)
        let body = bodyMeasurer.measure(
            data.body, width: bodyWidth(inCellOfWidth: width), maximumLines: bodyMaximumLines)
        let votes = votesMeasurer.measure(data.votesText)
        return FeedCellContentSizes(
            name: (name.width, name.height), time: (time.width, time.height), bodyHeight: body.height,
            votes: (votes.width, votes.height))
    }
}

/// The sizes that vary from one feed cell to the next (text measured by the style's fonts).
///
/// ```swift
/// let sizes = FeedCellStyle.standard.contentSizes(for: FeedDataGenerator().cell(at: 0), width: 375)
/// print(sizes.name.width, sizes.bodyHeight)
/// ```
public struct FeedCellContentSizes: Sendable {
    /// The name label's one-line size.
    public var name: (width: Double, height: Double)
    /// The time label's one-line size.
    public var time: (width: Double, height: Double)
    /// The body's height wrapped at the body width.
    public var bodyHeight: Double
    /// The vote label's one-line size.
    public var votes: (width: Double, height: Double)
}
