import Trellis
import TrellisSolver

/// The `make` of a maker closure (SnapKit's `ConstraintMaker`): each attribute starts a
/// relation.
///
// snippet: given let view1 = LayoutView("view1")
/// ```swift
/// try view1.makeConstraints { make in
///     make.left.top.equalTo(20)             // superview.left + 20, superview.top + 20
///     make.right.bottom.equalTo(-10)
///     make.size.greaterThanOrEqualTo(LayoutSize(width: 44, height: 44))
/// }
/// ```
/// Single attributes, composites (`edges`, `size`, `center`, `margins`, ...) and chains
/// (`make.left.top`) all relate each of their attributes with the same relation, target and
/// modifiers.
public final class ConstraintMaker {
    /// The view or guide being constrained.
    public let item: any LayoutItem
    let location: SourceLocation
    let dialect: MakerDialect
    var descriptions: [MakerDescription] = []

    init(item: any LayoutItem, location: SourceLocation, dialect: MakerDialect = .snapKit) {
        self.item = item
        self.location = location
        self.dialect = dialect
    }

    /// The view being constrained, or nil when the maker works on a guide.
    public var view: LayoutView? { item as? LayoutView }

    private func start(_ attributes: [LayoutAttribute]) -> MakerExtendable {
        let description = MakerDescription(
            item: item, attributes: AttributeSets.composite(attributes, dialect), location: location,
            dialect: dialect)
        descriptions.append(description)
        return MakerExtendable(description)
    }

    /// Starts a relation on the leading and trailing edges (SnapKit's
    /// `directionalHorizontalEdges`).
    public var directionalHorizontalEdges: MakerExtendable { start(AttributeSets.directionalHorizontalEdges) }
    /// Starts a relation on the top and bottom edges (SnapKit's `directionalVerticalEdges`).
    public var directionalVerticalEdges: MakerExtendable { start(AttributeSets.directionalVerticalEdges) }
    /// Starts a relation on the last baseline (Masonry's `baseline`).
    public var baseline: MakerExtendable { start([.lastBaseline]) }

    /// Starts a relation on the attributes of `mask`, as Masonry's `attributes:`.
    // snippet: given let box = LayoutView("box")
    /// ```swift
    /// try box.mas_makeConstraints { make in make.attributes([.top, .left]).equalTo(8) }
    /// ```
    public func attributes(_ mask: [LayoutAttribute]) -> MakerExtendable { start(mask) }

    /// Starts a relation on the view's left edge.
    public var left: MakerExtendable { start([.left]) }
    /// Starts a relation on the view's right edge.
    public var right: MakerExtendable { start([.right]) }
    /// Starts a relation on the view's top edge.
    public var top: MakerExtendable { start([.top]) }
    /// Starts a relation on the view's bottom edge.
    public var bottom: MakerExtendable { start([.bottom]) }
    /// Starts a relation on the view's leading edge (left in left-to-right layouts).
    public var leading: MakerExtendable { start([.leading]) }
    /// Starts a relation on the view's trailing edge (right in left-to-right layouts).
    public var trailing: MakerExtendable { start([.trailing]) }
    /// Starts a relation on the view's width.
    public var width: MakerExtendable { start([.width]) }
    /// Starts a relation on the view's height.
    public var height: MakerExtendable { start([.height]) }
    /// Starts a relation on the view's horizontal centre.
    public var centerX: MakerExtendable { start([.centerX]) }
    /// Starts a relation on the view's vertical centre.
    public var centerY: MakerExtendable { start([.centerY]) }
    /// Starts a relation on the view's first text baseline.
    public var firstBaseline: MakerExtendable { start([.firstBaseline]) }
    /// Starts a relation on the view's last text baseline.
    public var lastBaseline: MakerExtendable { start([.lastBaseline]) }
    /// Starts a relation on the view's left edge inset by its left layout margin.
    public var leftMargin: MakerExtendable { start([.leftMargin]) }
    /// Starts a relation on the view's right edge inset by its right layout margin.
    public var rightMargin: MakerExtendable { start([.rightMargin]) }
    /// Starts a relation on the view's top edge inset by its top layout margin.
    public var topMargin: MakerExtendable { start([.topMargin]) }
    /// Starts a relation on the view's bottom edge inset by its bottom layout margin.
    public var bottomMargin: MakerExtendable { start([.bottomMargin]) }
    /// Starts a relation on the view's leading edge inset by its leading layout margin.
    public var leadingMargin: MakerExtendable { start([.leadingMargin]) }
    /// Starts a relation on the view's trailing edge inset by its trailing layout margin.
    public var trailingMargin: MakerExtendable { start([.trailingMargin]) }
    /// Starts a relation on the horizontal centre of the view's margin rectangle.
    public var centerXWithinMargins: MakerExtendable { start([.centerXWithinMargins]) }
    /// Starts a relation on the vertical centre of the view's margin rectangle.
    public var centerYWithinMargins: MakerExtendable { start([.centerYWithinMargins]) }

    /// Starts a relation on all four edges (top, left, bottom, right).
    public var edges: MakerExtendable { start(AttributeSets.edges) }
    /// Starts a relation on the left and right edges.
    public var horizontalEdges: MakerExtendable { start(AttributeSets.horizontalEdges) }
    /// Starts a relation on the top and bottom edges.
    public var verticalEdges: MakerExtendable { start(AttributeSets.verticalEdges) }
    /// Starts a relation on all four edges, direction-aware (top, leading, bottom, trailing).
    public var directionalEdges: MakerExtendable { start(AttributeSets.directionalEdges) }
    /// Starts a relation on the width and height.
    public var size: MakerExtendable { start(AttributeSets.size) }
    /// Starts a relation on the horizontal and vertical centre.
    public var center: MakerExtendable { start(AttributeSets.center) }
    /// Starts a relation on all four margin edges (topMargin, leftMargin, bottomMargin, rightMargin).
    public var margins: MakerExtendable { start(AttributeSets.margins) }
    /// Starts a relation on all four margin edges, direction-aware (topMargin, leadingMargin, bottomMargin,
    /// trailingMargin).
    public var directionalMargins: MakerExtendable { start(AttributeSets.directionalMargins) }
    /// Starts a relation on the centre of the margin rectangle (centerXWithinMargins, centerYWithinMargins).
    public var centerWithinMargins: MakerExtendable { start(AttributeSets.centerWithinMargins) }
}
