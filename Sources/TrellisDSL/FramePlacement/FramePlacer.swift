import Trellis
import TrellisSolver

/// LayoutKit-style frame placement: sizes and positions computed by plain arithmetic and
/// written straight into subviews' frames, without the constraint solver.
///
/// It is the fast path for rows and columns of known sizes. The placer works inside a
/// *layout bounds* rectangle (the container's bounds at first; ``insetEdges(edge:)`` and
/// ``resetBounds(_:)`` change it); ``flexible`` spaces share what fixed items leave of it.
/// Frames are staged while the closure runs and written when it returns, so a misuse
/// (placing a view that is not a subview, a non-finite number) throws and writes nothing.
// snippet: given let cell = LayoutView("cell"), icon = LayoutView("icon"), title = LayoutView("title")
// snippet: given let detail = LayoutView("detail"), time = LayoutView("time")
// snippet: given for view in [icon, title, detail, time] { cell.addSubview(view) }
/// ```swift
/// try cell.placeSubviews { make in
///     let side = make.yFlexibleValue(10, make.flexible, 10)
///     make.size(icon) == (side, side)
///     make.sizeToFit(title, detail, time)
///     make.xPlace(10, icon, 10, title, make.flexible, time, 10)
///     make.ref(title).xLeft(detail)
///     make.yCenter(icon, time)
///     make.yPlace(make.flexible, title, 6, detail, make.flexible)
/// }
/// ```
/// A placed view keeps its frame through later layout passes (`layoutIfNeeded()`), as a UIKit
/// view with `translatesAutoresizingMaskIntoConstraints` keeps the frame it is given: placing
/// pins the frame (`LayoutView.fixedFrame`) with required constraints, and the view's
/// intrinsic size, whose constraints are not required, gives way to it. Constraints that also
/// position a placed view are reported as conflicts; set
/// `translatesAutoresizingMaskIntoConstraints = false` to hand the view back to constraints.
public final class FramePlacer {
    /// The view whose subviews are placed.
    public let container: LayoutView
    /// The rectangle placement works in, in the container's coordinates.
    public private(set) var bounds: LayoutRect
    let staging: FrameStaging

    init(container: LayoutView, bounds: LayoutRect, staging: FrameStaging) {
        self.container = container
        self.bounds = bounds
        self.staging = staging
    }

    /// One flexible space (see ``FlexibleSpace``).
    public var flexible: FlexibleSpace { FlexibleSpace() }
    /// A slot that is not a view (LayoutKit's `placeHolder`).
    public var placeholder: FramePlaceholder { FramePlaceholder() }
    /// The width of the layout bounds.
    public var w: Double { bounds.width }
    /// The height of the layout bounds.
    public var h: Double { bounds.height }

    /// Insets the layout bounds and returns the old bounds (for ``resetBounds(_:)``).
    // snippet: given let cell = LayoutView("cell"), icon = LayoutView("icon"), title = LayoutView("title")
    // snippet: given let detail = LayoutView("detail"), time = LayoutView("time")
    // snippet: given for view in [icon, title, detail, time] { cell.addSubview(view) }
    /// ```swift
    /// try cell.placeSubviews { make in
    ///     let old = make.insetEdges(top: 10, left: 20, bottom: 40, right: 50)
    ///     defer { make.resetBounds(old) }
    ///     make.xPlace(0, icon, make.flexible)   // inside the inset bounds
    /// }
    /// ```
    @discardableResult
    public func insetEdges(top: Double, left: Double, bottom: Double, right: Double) -> LayoutRect {
        let old = bounds
        let inset = LayoutRect(
            x: bounds.minX + left, y: bounds.minY + top, width: bounds.width - left - right,
            height: bounds.height - top - bottom)
        if inset.isFinite {
            bounds = inset
        } else {
            staging.fail(.invalidValue(what: "non-finite insets", location: staging.location))
        }
        return old
    }

    /// Insets every edge of the layout bounds by `edge`; returns the old bounds.
    @discardableResult
    public func insetEdges(edge: Double) -> LayoutRect {
        insetEdges(top: edge, left: edge, bottom: edge, right: edge)
    }

    /// The same as ``insetEdges(top:left:bottom:right:)`` (LayoutKit's older name).
    @discardableResult
    public func insetBounds(top: Double, left: Double, bottom: Double, right: Double) -> LayoutRect {
        insetEdges(top: top, left: left, bottom: bottom, right: right)
    }

    /// The same as ``insetEdges(edge:)``.
    @discardableResult
    public func insetBounds(edge: Double) -> LayoutRect { insetEdges(edge: edge) }

    /// Sets the layout bounds (usually back to what an inset call returned).
    public func resetBounds(_ rect: LayoutRect) {
        bounds = rect
    }

    /// A placer whose layout bounds are `view`'s frame, to align other views with it:
    /// `make.ref(title).xLeft(detail, longDetail)`.
    public func ref(_ view: LayoutView) -> FramePlacer {
        if view.superview !== container {
            staging.fail(
                .notASubview(
                    view: view.displayName, container: container.displayName, location: staging.location))
        }
        return FramePlacer(container: container, bounds: staging.frame(of: view), staging: staging)
    }

    /// The frame `view` has so far in this placement (staged, or its current frame).
    public func frame(of view: LayoutView) -> LayoutRect { staging.frame(of: view) }
}

/// The frames a placement has computed so far, and its first error.
final class FrameStaging {
    let container: LayoutView
    let location: SourceLocation
    private(set) var order: [LayoutView] = []
    private var frames: [ObjectIdentifier: LayoutRect] = [:]
    private(set) var error: DSLError?

    init(container: LayoutView, location: SourceLocation) {
        self.container = container
        self.location = location
    }

    func fail(_ error: DSLError) {
        if self.error == nil { self.error = error }
    }

    func frame(of view: LayoutView) -> LayoutRect {
        frames[ObjectIdentifier(view)] ?? view.frame
    }

    /// Stages `rect` for `view`, or records why it cannot be.
    func set(_ view: LayoutView, _ rect: LayoutRect) {
        guard view.superview === container else {
            fail(.notASubview(view: view.displayName, container: container.displayName, location: location))
            return
        }
        guard rect.isFinite else {
            fail(.invalidValue(what: "a non-finite frame for \(view.displayName)", location: location))
            return
        }
        let key = ObjectIdentifier(view)
        if frames[key] == nil { order.append(view) }
        frames[key] = rect
    }

    /// Writes every staged frame and pins it (``LayoutView/fixedFrame``), so that the next
    /// layout pass keeps it.
    func commit() {
        for view in order {
            guard let rect = frames[ObjectIdentifier(view)] else { continue }
            if view.fixedFrame != rect { view.fixedFrame = rect }
        }
    }
}

extension LayoutView {
    /// Places subviews by frame arithmetic (LayoutKit's `tk_layoutSubviews`); see
    /// ``FramePlacer``.
    /// - Throws: ``DSLError`` for the first misuse; no frame is written then.
    public func placeSubviews(fileID: String = #fileID, line: Int = #line, _ body: (FramePlacer) -> Void)
        throws(DSLError)
    {
        let staging = FrameStaging(container: self, location: SourceLocation(fileID: fileID, line: line))
        body(FramePlacer(container: self, bounds: bounds, staging: staging))
        if let error = staging.error { throw error }
        staging.commit()
    }
}

/// One axis of a rectangle, so row and column arithmetic is written once.
enum FrameAxis {
    case x, y

    func origin(_ rect: LayoutRect) -> Double { self == .x ? rect.minX : rect.minY }
    func length(_ rect: LayoutRect) -> Double { self == .x ? rect.width : rect.height }

    func with(_ rect: LayoutRect, origin: Double) -> LayoutRect {
        var copy = rect
        if self == .x { copy.origin.x = origin } else { copy.origin.y = origin }
        return copy
    }

    func with(_ rect: LayoutRect, length: Double) -> LayoutRect {
        var copy = rect
        if self == .x { copy.size.width = length } else { copy.size.height = length }
        return copy
    }
}
