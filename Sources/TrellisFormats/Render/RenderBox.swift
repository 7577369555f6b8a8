import Trellis

/// One rectangle of a picture: a view or a guide with its absolute frame and what to
/// highlight about it. The input of ``SVGRenderer`` below the view tree, so frames that never
/// were a `LayoutView` (bulk output, a `trellis layout` answer) can be drawn too.
///
/// ```swift
/// let cell = RenderBox(id: "cell", rect: LayoutRect(x: 0, y: 0, width: 375, height: 120))
/// var avatar = RenderBox(id: "avatar", rect: LayoutRect(x: 15, y: 44, width: 32, height: 32), depth: 1)
/// avatar.isAmbiguous = true
/// let svg = SVGRenderer().render(RenderScene(boxes: [cell, avatar]))
/// ```
public struct RenderBox: Sendable, Hashable {
    /// What a box stands for.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A view: a solid box.
        case view
        /// A layout guide: a dashed outline, no fill.
        case guide
    }

    /// The name drawn in the box (a view or guide identifier).
    public var id: String
    /// The frame in the picture's absolute coordinates (y grows downward).
    public var rect: LayoutRect
    /// The frame as the label prints it; usually the frame relative to the parent.
    /// Nil prints ``rect``.
    public var frameLabel: LayoutRect?
    /// A view or a guide.
    public var kind: Kind
    /// The layout margins, shaded inside the box; nil or zero insets draw none.
    public var margins: LayoutInsets?
    /// The depth in the tree (0 for a root): picks the fill colour.
    public var depth: Int
    /// Whether the constraints leave this frame undecided (drawn in orange).
    public var isAmbiguous: Bool
    /// Whether the box takes part in a conflict of required constraints (drawn in red).
    public var isInConflict: Bool
    /// A line of extra text drawn beside the box, in red, over everything else (e.g.
    /// "broken: k7"), or nil.
    public var note: String?
    /// Whether other boxes sit inside this one: its label then goes on one line along its
    /// bottom edge, where children rarely cover it.
    public var isContainer: Bool
    /// The text the box shows, drawn by pictures with real text (PNG, PDF); nil for none.
    public var text: RenderText?

    /// Creates a box.
    /// - Parameters:
    ///   - id: the name drawn in the box.
    ///   - rect: the frame in absolute coordinates.
    ///   - kind: a view (solid) or a guide (dashed).
    ///   - depth: the depth in the tree, for the fill colour.
    ///   - margins: margins to shade, or nil.
    ///   - frameLabel: the frame to print, or nil to print `rect`.
    public init(
        id: String, rect: LayoutRect, kind: Kind = .view, depth: Int = 0, margins: LayoutInsets? = nil,
        frameLabel: LayoutRect? = nil
    ) {
        self.id = id
        self.rect = rect
        self.kind = kind
        self.depth = depth
        self.margins = margins
        self.frameLabel = frameLabel
        self.isAmbiguous = false
        self.isInConflict = false
        self.note = nil
        self.isContainer = false
        self.text = nil
    }

    /// The same box moved by `dx`, `dy` (its ``frameLabel`` is kept).
    ///
    // snippet: given let box = RenderBox(id: "cell", rect: LayoutRect(x: 0, y: 0, width: 375, height: 120))
    /// ```swift
    /// let second = box.offsetBy(dx: 0, dy: 120)
    /// ```
    public func offsetBy(dx: Double, dy: Double) -> RenderBox {
        var moved = self
        moved.rect.origin.x += dx
        moved.rect.origin.y += dy
        if moved.frameLabel == nil { moved.frameLabel = rect }
        return moved
    }
}
