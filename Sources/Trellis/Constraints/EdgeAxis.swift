/// The axis a position stands on: a type with no values that keeps horizontal and vertical
/// positions apart at compile time, for anchors (``LayoutXAxisAnchor``, ``LayoutYAxisAnchor``)
/// and operator proxies (`XEdgeProxy`, `YEdgeProxy`), so `a.topAnchor == b.leftAnchor`
/// does not compile.
///
// snippet: given let view = LayoutView("view")
/// ```swift
/// let x: LayoutAxisAnchor<HorizontalEdges> = view.leadingAnchor   // a LayoutXAxisAnchor
/// ```
public protocol EdgeAxis {}

/// Horizontal positions: left, right, leading, trailing, centerX and their margin variants.
public enum HorizontalEdges: EdgeAxis {}

/// Vertical positions: top, bottom, centerY, the baselines and their margin variants.
public enum VerticalEdges: EdgeAxis {}
