/// Something constraints can position: a ``LayoutView`` or a ``LayoutGuide``.
///
/// Every item has a frame relative to its parent (a view's superview, a guide's owning view)
/// and the anchors common to both: edges, centres and dimensions. Views add margin and
/// baseline anchors.
/// ```swift
/// func pin(_ item: any LayoutItem, to view: LayoutView) throws {
///     try LayoutConstraint.activate([
///         item.leadingAnchor.constraint(equalTo: view.leadingAnchor),
///         item.topAnchor.constraint(equalTo: view.topAnchor),
///     ])
/// }
/// ```
/// Only ``LayoutView`` and ``LayoutGuide`` can be laid out; constraints on other conforming
/// types are rejected with ``LayoutError/unsupportedItem(_:)``.
public protocol LayoutItem: AnyObject {
    /// A name for descriptions, conflict reports and the JSON formats.
    var identifier: String { get }
    /// The frame relative to the parent, as of the last layout.
    var frame: LayoutRect { get }
    /// The view whose coordinate space ``frame`` is in: a view's superview, a guide's
    /// owning view.
    var parentView: LayoutView? { get }
}

extension LayoutItem {
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The leading edge: left, or right under ``LayoutDirection/rightToLeft``.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge: right, or left under ``LayoutDirection/rightToLeft``.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// The name used in descriptions: ``identifier``, or the type and address when empty.
    public var displayName: String {
        if !identifier.isEmpty { return identifier }
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        return "\(type(of: self)):0x\(address)"
    }
}
