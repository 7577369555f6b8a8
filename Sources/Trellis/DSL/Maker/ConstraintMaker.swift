import TrellisSolver

/// The `make` of a maker closure (SnapKit's `ConstraintMaker`): each attribute starts a
/// relation.
///
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
    /// The view being constrained.
    public let view: LayoutView
    let location: SourceLocation
    var descriptions: [MakerDescription] = []

    init(view: LayoutView, location: SourceLocation) {
        self.view = view
        self.location = location
    }

    private func start(_ attributes: [LayoutAttribute]) -> MakerExtendable {
        let description = MakerDescription(view: view, attributes: attributes, location: location)
        descriptions.append(description)
        return MakerExtendable(description)
    }

    public var left: MakerExtendable { start([.left]) }
    public var right: MakerExtendable { start([.right]) }
    public var top: MakerExtendable { start([.top]) }
    public var bottom: MakerExtendable { start([.bottom]) }
    public var leading: MakerExtendable { start([.leading]) }
    public var trailing: MakerExtendable { start([.trailing]) }
    public var width: MakerExtendable { start([.width]) }
    public var height: MakerExtendable { start([.height]) }
    public var centerX: MakerExtendable { start([.centerX]) }
    public var centerY: MakerExtendable { start([.centerY]) }
    public var firstBaseline: MakerExtendable { start([.firstBaseline]) }
    public var lastBaseline: MakerExtendable { start([.lastBaseline]) }
    public var leftMargin: MakerExtendable { start([.leftMargin]) }
    public var rightMargin: MakerExtendable { start([.rightMargin]) }
    public var topMargin: MakerExtendable { start([.topMargin]) }
    public var bottomMargin: MakerExtendable { start([.bottomMargin]) }
    public var leadingMargin: MakerExtendable { start([.leadingMargin]) }
    public var trailingMargin: MakerExtendable { start([.trailingMargin]) }
    public var centerXWithinMargins: MakerExtendable { start([.centerXWithinMargins]) }
    public var centerYWithinMargins: MakerExtendable { start([.centerYWithinMargins]) }

    public var edges: MakerExtendable { start(AttributeSets.edges) }
    public var horizontalEdges: MakerExtendable { start(AttributeSets.horizontalEdges) }
    public var verticalEdges: MakerExtendable { start(AttributeSets.verticalEdges) }
    public var directionalEdges: MakerExtendable { start(AttributeSets.directionalEdges) }
    public var size: MakerExtendable { start(AttributeSets.size) }
    public var center: MakerExtendable { start(AttributeSets.center) }
    public var margins: MakerExtendable { start(AttributeSets.margins) }
    public var directionalMargins: MakerExtendable { start(AttributeSets.directionalMargins) }
    public var centerWithinMargins: MakerExtendable { start(AttributeSets.centerWithinMargins) }
}
