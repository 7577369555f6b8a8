import Trellis

/// What ``SVGRenderer`` draws: boxes in absolute coordinates, back to front, with the layout
/// direction and an optional title.
///
/// Build one from a laid-out tree with ``init(root:report:ambiguousItems:)``, or from plain
/// frames (bulk output) with ``init(boxes:direction:title:)``:
// snippet: given let cellHeights: [Double] = [120, 96]
/// ```swift
/// var scene = RenderScene(title: "feed")
/// var y = 0.0
/// for (i, height) in cellHeights.enumerated() {
///     scene.boxes.append(RenderBox(id: "cell\(i)", rect: LayoutRect(x: 0, y: y, width: 375, height: height)))
///     y += height
/// }
/// let svg = SVGRenderer().render(scene)
/// ```
public struct RenderScene: Sendable, Hashable {
    /// The boxes, back to front (a parent before its children).
    public var boxes: [RenderBox]
    /// The direction of the layout; right-to-left is marked on every view's leading edge.
    public var direction: LayoutDirection
    /// A line drawn above the picture, or nil.
    public var title: String?

    /// Creates a scene from boxes.
    public init(boxes: [RenderBox] = [], direction: LayoutDirection = .leftToRight, title: String? = nil) {
        self.boxes = boxes
        self.direction = direction
        self.title = title
    }

    /// The smallest rectangle holding every box (`LayoutRect.zero` when empty).
    public var bounds: LayoutRect {
        guard let first = boxes.first else { return .zero }
        var minX = first.rect.minX
        var minY = first.rect.minY
        var maxX = first.rect.maxX
        var maxY = first.rect.maxY
        for box in boxes.dropFirst() {
            minX = Swift.min(minX, box.rect.minX)
            minY = Swift.min(minY, box.rect.minY)
            maxX = Swift.max(maxX, box.rect.maxX)
            maxY = Swift.max(maxY, box.rect.maxY)
        }
        return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The boxes of another scene moved by `dx`, `dy` and appended (e.g. one cell of a
    /// feed after another).
    ///
    // snippet: given var scene = RenderScene(title: "feed")
    // snippet: given let cellScene = RenderScene(title: "cell"), y = 120.0
    /// ```swift
    /// scene.append(cellScene, dx: 0, dy: y)
    /// ```
    public mutating func append(_ other: RenderScene, dx: Double = 0, dy: Double = 0) {
        boxes.append(contentsOf: other.boxes.map { $0.offsetBy(dx: dx, dy: dy) })
    }
}

extension RenderScene {
    /// The scene of a laid-out tree: every view and guide of `root`'s subtree with its
    /// absolute frame (the root at its own frame's origin), the margins of views that contain
    /// other items, and the highlights.
    ///
    /// - Parameters:
    ///   - root: the root of the tree (lay it out first; its frames are read as they are).
    ///   - report: the report of the last layout: the items of every conflicting
    ///     constraint are highlighted, and the broken constraint is named beside its items
    ///     (`broken: k7`).
    ///   - ambiguousItems: the items to highlight as ambiguous; nil asks the engine
    ///     (`LayoutView.ambiguousItems`), which lays the tree out if needed.
    // snippet: given let root = LayoutView("root")
    /// ```swift
    /// let report = root.layoutIfNeeded()
    /// let scene = RenderScene(root: root, report: report)
    /// ```
    public init(
        root: LayoutView, report: LayoutReport = LayoutReport(), ambiguousItems: [any LayoutItem]? = nil
    ) {
        let ambiguous = Set((ambiguousItems ?? root.ambiguousItems()).map { ObjectIdentifier($0) })
        var conflicting = Set<ObjectIdentifier>()
        var brokenNotes: [ObjectIdentifier: [String]] = [:]
        for conflict in report.conflicts {
            for constraint in conflict.conflicting {
                for item in [constraint.firstItemID, constraint.secondItemID].compactMap({ $0 }) {
                    conflicting.insert(item)
                }
            }
            for item in [conflict.broken.firstItemID, conflict.broken.secondItemID].compactMap({ $0 }) {
                brokenNotes[item, default: []].append(conflict.broken.reportName)
            }
        }

        var boxes: [RenderBox] = []
        // (view, absolute origin of its parent's space, depth), pre-order.
        var stack: [(LayoutView, LayoutPoint, Int)] = [(root, .zero, 0)]
        while let (view, parentOrigin, depth) = stack.popLast() {
            let absolute = LayoutRect(
                x: parentOrigin.x + view.frame.minX, y: parentOrigin.y + view.frame.minY,
                width: view.frame.width, height: view.frame.height)
            // Margins matter where something sits inside: shading them on leaves only hides labels.
            let isContainer = !view.subviews.isEmpty || !view.layoutGuides.isEmpty
            var box = RenderBox(
                id: view.displayName, rect: absolute, kind: .view, depth: depth,
                margins: isContainer ? view.layoutMargins : nil, frameLabel: view.frame)
            box.isContainer = isContainer
            Self.flag(&box, view, ambiguous, conflicting, brokenNotes)
            boxes.append(box)
            for guide in view.layoutGuides {
                let rect = LayoutRect(
                    x: absolute.minX + guide.frame.minX, y: absolute.minY + guide.frame.minY,
                    width: guide.frame.width, height: guide.frame.height)
                var guideBox = RenderBox(
                    id: guide.displayName, rect: rect, kind: .guide, depth: depth + 1, frameLabel: guide.frame
                )
                Self.flag(&guideBox, guide, ambiguous, conflicting, brokenNotes)
                boxes.append(guideBox)
            }
            for child in view.subviews.reversed() {
                stack.append((child, absolute.origin, depth + 1))
            }
        }
        self.init(boxes: boxes, direction: root.effectiveLayoutDirection)
    }

    /// Sets the highlight flags of `box` for `item`.
    private static func flag(
        _ box: inout RenderBox, _ item: any LayoutItem, _ ambiguous: Set<ObjectIdentifier>,
        _ conflicting: Set<ObjectIdentifier>, _ notes: [ObjectIdentifier: [String]]
    ) {
        let key = ObjectIdentifier(item)
        box.isAmbiguous = ambiguous.contains(key)
        box.isInConflict = conflicting.contains(key)
        if let names = notes[key] { box.note = "broken: " + names.joined(separator: ", ") }
    }
}
