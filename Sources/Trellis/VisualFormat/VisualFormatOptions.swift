/// The options of a visual format: alignments of all its views and the direction of a row,
/// named as the cases of Apple's `NSLayoutConstraint.FormatOptions`.
///
/// ```swift
/// let options: VisualFormatOptions = [.alignAllCenterY, .directionLeftToRight]
/// let parsed = try VisualFormatOptions(names: ["alignAllTop"])
/// ```
public struct VisualFormatOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt32

    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Aligns the left edges of all views.
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of all views.
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of all views.
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of all views.
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of all views.
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of all views.
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centres of all views.
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centres of all views.
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of all views.
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of all views.
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    /// Rows run from leading to trailing (the default): they follow the layout direction.
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 1 << 16)
    /// Rows run from left to right whatever the layout direction.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 17)
    /// Rows run from right to left whatever the layout direction.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 1 << 18)

    /// Every option with its `NSLayoutConstraint.FormatOptions` name, in declaration order.
    public static let named: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft),
    ]

    /// Options from their names (`"alignAllCenterY"`, `"directionRightToLeft"`, ...).
    ///
    /// - Throws: ``VisualFormatError`` with reason `.unknownOption` for a name that is not an
    ///   option (its column is 1 and its format is empty: the caller knows the format).
    public init(names: [String]) throws(VisualFormatError) {
        var options: VisualFormatOptions = []
        for name in names {
            // `alignAllBaseline` is Apple's deprecated spelling of `alignAllLastBaseline`.
            let found =
                name == "alignAllBaseline"
                ? .alignAllLastBaseline : VisualFormatOptions.named.first { $0.name == name }?.option
            guard let found else { throw VisualFormatError(.unknownOption(name), column: 1, format: "") }
            options.insert(found)
        }
        self = options
    }

    /// The alignment options, each with its name, in declaration order.
    var alignments: [(name: String, option: VisualFormatOptions)] {
        VisualFormatOptions.named.filter { $0.name.hasPrefix("alignAll") && contains($0.option) }
    }

    /// The direction options set.
    var directions: [VisualFormatOptions] {
        [.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft].filter(contains)
    }
}
