// Anchors only views have: margins and baselines (guides have neither).

extension LayoutView {
    /// The left edge inset by `layoutMargins.left`.
    public var leftMarginAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leftMargin) }
    /// The right edge inset by `layoutMargins.right`.
    public var rightMarginAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .rightMargin) }
    /// The leading edge inset by its margin.
    public var leadingMarginAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leadingMargin) }
    /// The trailing edge inset by its margin.
    public var trailingMarginAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailingMargin) }
    /// The centre between the left and right margins.
    public var centerXWithinMarginsAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(self, .centerXWithinMargins)
    }
    /// The top edge inset by `layoutMargins.top`.
    public var topMarginAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .topMargin) }
    /// The bottom edge inset by `layoutMargins.bottom`.
    public var bottomMarginAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottomMargin) }
    /// The centre between the top and bottom margins.
    public var centerYWithinMarginsAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(self, .centerYWithinMargins)
    }
    /// The first baseline (``firstBaselineOffset`` below the top; the bottom when unset).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last baseline (``lastBaselineOffset`` below the top; the bottom when unset).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    /// The anchor of any position attribute of this view on the x axis, or nil.
    public func xAxisAnchor(_ attribute: LayoutAttribute) -> LayoutXAxisAnchor? {
        attribute.isXAxis ? LayoutXAxisAnchor(self, attribute) : nil
    }

    /// The anchor of any position attribute of this view on the y axis, or nil.
    public func yAxisAnchor(_ attribute: LayoutAttribute) -> LayoutYAxisAnchor? {
        attribute.isYAxis ? LayoutYAxisAnchor(self, attribute) : nil
    }
}
