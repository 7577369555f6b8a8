import Trellis

// The named priority levels of SnapKit and JYAutoLayout.

extension LayoutPriority {
    /// 750, SnapKit's `.high` (the same as `defaultHigh`).
    public static let high = LayoutPriority(750)
    /// 751, JYAutoLayout's `priorityHighTop`: just above ``high``.
    public static let highTop = LayoutPriority(751)
    /// 500, SnapKit's `.medium` and JYAutoLayout's `priorityMedium`.
    public static let medium = LayoutPriority(500)
    /// 250, SnapKit's `.low` (the same as `defaultLow`).
    public static let low = LayoutPriority(250)
}

extension LayoutPriority {
    /// The priority `amount` higher (lower for a negative amount), as SnapKit's and
    /// UIKit's `advanced(by:)`. Out-of-range results are reported when used.
    /// ```swift
    /// let justAbove = LayoutPriority.defaultHigh.advanced(by: 1)   // 751
    /// ```
    public func advanced(by amount: Double) -> LayoutPriority {
        LayoutPriority(rawValue + amount)
    }

    /// The distance from this priority to `other`.
    public func distance(to other: LayoutPriority) -> Double {
        other.rawValue - rawValue
    }
}
