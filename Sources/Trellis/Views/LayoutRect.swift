internal import TrellisSolver

/// A point in a view's coordinate space (y grows downward, as in UIKit).
///
/// ```swift
/// let p = LayoutPoint(x: 10, y: 20)
/// ```
public struct LayoutPoint: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (growing downward).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = LayoutPoint(x: 0, y: 0)
}

/// A rectangle: an origin and a size, as `CGRect` (y grows downward).
///
/// A view's ``LayoutView/frame`` is a `LayoutRect` relative to its superview.
/// ```swift
/// let r = LayoutRect(x: 0, y: 0, width: 375, height: 120)
/// print(r.maxX, r.midY)   // 375.0 60.0
/// ```
public struct LayoutRect: Sendable, Hashable {
    /// The top-left corner.
    public var origin: LayoutPoint
    /// The width and height.
    public var size: LayoutSize

    /// Creates a rectangle from an origin and a size.
    public init(origin: LayoutPoint, size: LayoutSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// Whether every number is finite.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The default tolerance of ``isClose(to:tolerance:)``, in points.
    ///
    /// ```swift
    /// let near = LayoutRect(x: 0, y: 0, width: 10, height: 10)
    ///     .isClose(to: LayoutRect(x: 0, y: 0, width: 10, height: 10.001), tolerance: LayoutRect.closeness * 1000)
    /// ```
    public static let closeness: Double = Tolerance.Engine.rectCloseness

    /// Whether every number is within `tolerance` of `other`'s.
    ///
    // snippet: given let view = LayoutView("view")
    /// ```swift
    /// assert(view.frame.isClose(to: LayoutRect(x: 8, y: 8, width: 359, height: 104)))
    /// ```
    public func isClose(to other: LayoutRect, tolerance: Double = LayoutRect.closeness) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

extension LayoutRect: CustomStringConvertible {
    /// `(x, y, width, height)`.
    public var description: String {
        "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}

/// A number as a person writes it: `15` rather than `15.0`, `0.5`, `-3.25` (the rule of
/// ``PrintedNumber``).
package func formatNumber(_ value: Double) -> String { PrintedNumber.coordinateText(value) }

extension LayoutRect {
    /// The rectangle with its edges rounded to the nearest pixel at `scale` pixels per point
    /// (halves away from zero), as UIKit places views on screen: the origin and the far edges
    /// are rounded, and the size is what lies between them.
    /// ```swift
    /// print(LayoutRect(x: 10.3, y: 0.25, width: 20.3, height: 1).snapped(toScale: 2))
    /// // (10.5, 0.5, 20, 1)
    /// ```
    public func snapped(toScale scale: Double) -> LayoutRect {
        func snap(_ value: Double) -> Double { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let x = snap(minX)
        let y = snap(minY)
        return LayoutRect(x: x, y: y, width: snap(maxX) - x, height: snap(maxY) - y)
    }
}
