/// A font as a layout file names it: family, size, weight and line height.
///
/// A ``TextMeasurerProvider`` turns it into a measurer: the built-in
/// ``AverageTextMeasurerProvider`` into a ``TextMeasurer``, the `TrellisText` module into a
/// Pango measurer with the real font.
///
/// ```swift
/// let body = FontDescription(family: "DejaVu Sans", size: 15, weight: 400, lineHeight: 20)
/// let measurer = AverageTextMeasurerProvider().measurer(for: body)
/// print(measurer.measure("Hello", width: 100, maximumLines: 0).height)   // 20
/// ```
public struct FontDescription: Sendable, Hashable, CustomStringConvertible {
    /// The family the layout files default to: DejaVu Sans, installed everywhere by
    /// `fonts-dejavu-core`, so measurements are the same on every machine.
    public static let defaultFamily = "DejaVu Sans"

    /// The font family (a fontconfig name such as `"DejaVu Sans"`).
    public var family: String
    /// The font size, in points (layout units).
    public var size: Double
    /// The weight, 100 (thin) to 1000; 400 is regular, 700 bold.
    public var weight: Int
    /// The height of each line, in points; nil uses the font's own line height.
    public var lineHeight: Double?

    /// Creates a font description.
    ///
    /// ```swift
    /// let title = FontDescription(size: 17, weight: 700)   // DejaVu Sans Bold 17
    /// ```
    public init(
        family: String = defaultFamily, size: Double = 17, weight: Int = 400, lineHeight: Double? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
    }

    /// The weight names layout files accept, with their numeric weights.
    public static let weightNames: [String: Int] = [
        "thin": 100, "ultralight": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// `DejaVu Sans 15 w700 lh20`: the parts that are set.
    public var description: String {
        var text = "\(family) \(Self.spelled(size))"
        if weight != 400 { text += " w\(weight)" }
        if let lineHeight { text += " lh\(Self.spelled(lineHeight))" }
        return text
    }

    /// A size as the file formats write numbers: whole numbers without a fraction, others in
    /// the shortest form that reads back as the same double.
    private static func spelled(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}

/// Something that hands out a text measurer for a font: how a layout file's text views get
/// measured.
///
/// ```swift
/// struct Fixed: TextMeasurerProvider {
///     func measurer(for font: FontDescription) -> any TextMeasuring {
///         AverageTextMeasurerProvider().measurer(for: font)
///     }
/// }
/// ```
public protocol TextMeasurerProvider: Sendable {
    /// A measurer for text set in `font`.
    func measurer(for font: FontDescription) -> any TextMeasuring
}

/// The dependency-free text model for any font: a ``TextMeasurer`` whose average advance is
/// half the font size (0.55 of it from weight 600 up) and whose line height is the font's
/// `lineHeight`, or 1.25 times its size.
///
/// ```swift
/// let m = AverageTextMeasurerProvider().measurer(for: FontDescription(size: 10))
/// print(m.measure("hello", width: .infinity, maximumLines: 0))   // width 25, height 12.5
/// ```
public struct AverageTextMeasurerProvider: TextMeasurerProvider {
    /// Creates the provider.
    public init() {}

    /// The average-advance measurer for `font` (sizes that are not positive finite numbers
    /// count as 1).
    public func measurer(for font: FontDescription) -> any TextMeasuring {
        let size = font.size.isFinite && font.size > 0 ? font.size : 1
        let advance = size * (font.weight >= 600 ? 0.55 : 0.5)
        var lineHeight = size * 1.25
        if let given = font.lineHeight, given.isFinite, given > 0 { lineHeight = given }
        return TextMeasurer(uncheckedFontSize: size, averageAdvance: advance, lineHeight: lineHeight)
    }
}
