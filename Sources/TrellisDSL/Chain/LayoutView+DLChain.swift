import Trellis

// DLSimpleAutolayout's entry points: `view.dl_top`, `view.dl_width`, ...

extension LayoutView {
    /// The `left` attribute, to start a DLSimpleAutolayout chain.
    public var dl_left: DLViewAttribute { DLViewAttribute(self, .left) }
    /// The `right` attribute, to start a DLSimpleAutolayout chain.
    public var dl_right: DLViewAttribute { DLViewAttribute(self, .right) }
    /// The `top` attribute, to start a DLSimpleAutolayout chain.
    public var dl_top: DLViewAttribute { DLViewAttribute(self, .top) }
    /// The `bottom` attribute, to start a DLSimpleAutolayout chain.
    public var dl_bottom: DLViewAttribute { DLViewAttribute(self, .bottom) }
    /// The `leading` attribute, to start a DLSimpleAutolayout chain.
    public var dl_leading: DLViewAttribute { DLViewAttribute(self, .leading) }
    /// The `trailing` attribute, to start a DLSimpleAutolayout chain.
    public var dl_trailing: DLViewAttribute { DLViewAttribute(self, .trailing) }
    /// The `width` attribute, to start a DLSimpleAutolayout chain.
    public var dl_width: DLViewAttribute { DLViewAttribute(self, .width) }
    /// The `height` attribute, to start a DLSimpleAutolayout chain.
    public var dl_height: DLViewAttribute { DLViewAttribute(self, .height) }
    /// The `centerX` attribute, to start a DLSimpleAutolayout chain.
    public var dl_centerX: DLViewAttribute { DLViewAttribute(self, .centerX) }
    /// The `centerY` attribute, to start a DLSimpleAutolayout chain.
    public var dl_centerY: DLViewAttribute { DLViewAttribute(self, .centerY) }
    /// The `firstBaseline` attribute, to start a DLSimpleAutolayout chain.
    public var dl_firstBaseline: DLViewAttribute { DLViewAttribute(self, .firstBaseline) }
    /// The `lastBaseline` attribute, to start a DLSimpleAutolayout chain.
    public var dl_lastBaseline: DLViewAttribute { DLViewAttribute(self, .lastBaseline) }
    /// The `leftMargin` attribute, to start a DLSimpleAutolayout chain.
    public var dl_leftMargin: DLViewAttribute { DLViewAttribute(self, .leftMargin) }
    /// The `rightMargin` attribute, to start a DLSimpleAutolayout chain.
    public var dl_rightMargin: DLViewAttribute { DLViewAttribute(self, .rightMargin) }
    /// The `topMargin` attribute, to start a DLSimpleAutolayout chain.
    public var dl_topMargin: DLViewAttribute { DLViewAttribute(self, .topMargin) }
    /// The `bottomMargin` attribute, to start a DLSimpleAutolayout chain.
    public var dl_bottomMargin: DLViewAttribute { DLViewAttribute(self, .bottomMargin) }
    /// The `leadingMargin` attribute, to start a DLSimpleAutolayout chain.
    public var dl_leadingMargin: DLViewAttribute { DLViewAttribute(self, .leadingMargin) }
    /// The `trailingMargin` attribute, to start a DLSimpleAutolayout chain.
    public var dl_trailingMargin: DLViewAttribute { DLViewAttribute(self, .trailingMargin) }
    /// The `centerXWithinMargins` attribute, to start a DLSimpleAutolayout chain.
    public var dl_centerXWithinMargins: DLViewAttribute { DLViewAttribute(self, .centerXWithinMargins) }
    /// The `centerYWithinMargins` attribute, to start a DLSimpleAutolayout chain.
    public var dl_centerYWithinMargins: DLViewAttribute { DLViewAttribute(self, .centerYWithinMargins) }
    /// The last baseline (DLSimpleAutolayout's `dl_baseline`).
    public var dl_baseline: DLViewAttribute { DLViewAttribute(self, .lastBaseline) }
}
