import Trellis

/// Something `xPlace`/`yPlace` can lay out in a row or column: a gap (a number), a view,
/// a ``FlexibleSpace`` or a placeholder.
///
// snippet: given let cell = LayoutView("cell"), icon = LayoutView("icon"), title = LayoutView("title")
// snippet: given let time = LayoutView("time")
// snippet: given for view in [icon, title, time] { cell.addSubview(view) }
/// ```swift
/// try cell.placeSubviews { make in
///     make.xPlace(10, icon, 10, title, make.flexible, time, 10)
/// }
/// ```
public protocol FramePlaceable {
    /// The item as frame placement reads it.
    var placement: FramePlacement { get }
}

/// The kinds of ``FramePlaceable``.
///
/// ```swift
/// if case .gap(let points) = 10.placement { print(points) }   // 10.0
/// ```
public enum FramePlacement {
    /// A fixed gap.
    case gap(Double)
    /// A view, with its current length.
    case view(LayoutView)
    /// A share (its weight) of the space the fixed items leave.
    case flexible(Double)
    /// Takes a slot without being a view (in `width(...) == [...]` it absorbs a value; in
    /// `xPlace` it has no length).
    case placeholder
}

/// A length in `width(...) == [44, make.flexible, 44]`: a number or a ``FlexibleSpace``.
///
/// ```swift
/// let lengths: [any FrameLength] = [44, FlexibleSpace(weight: 2), 12.5]
/// ```
public protocol FrameLength {
    /// The length as frame placement reads it: fixed (`weight == nil`) or flexible.
    var frameLength: (fixed: Double, weight: Double?) { get }
}

/// A share of the space left by the fixed items of a row, column or length list; `flexible * 2`
/// takes twice the share, `flexible * 0.5` half.
///
// snippet: given let row = LayoutView("row"), red = LayoutView("red"), blue = LayoutView("blue")
// snippet: given for view in [red, blue] { row.addSubview(view) }
/// ```swift
/// try row.placeSubviews { make in
///     let F = make.flexible
///     make.xPlace(F, red, F * 2, blue, F)   // the 2 gap is twice the others
/// }
/// ```
public struct FlexibleSpace: FramePlaceable, FrameLength {
    /// How many shares this space takes.
    public let weight: Double

    /// A flexible space of `weight` shares.
    public init(weight: Double = 1) { self.weight = weight }

    /// A flexible share of `weight`.
    public var placement: FramePlacement { .flexible(weight) }
    /// No fixed length, `weight` shares of the space left.
    public var frameLength: (fixed: Double, weight: Double?) { (0, weight) }

    /// The space with its weight multiplied by `rhs`: `make.flexible * 2`.
    public static func * (lhs: FlexibleSpace, rhs: Double) -> FlexibleSpace {
        FlexibleSpace(weight: lhs.weight * rhs)
    }
    /// The space with its weight multiplied by `lhs`: `2 * make.flexible`.
    public static func * (lhs: Double, rhs: FlexibleSpace) -> FlexibleSpace {
        FlexibleSpace(weight: lhs * rhs.weight)
    }
}

/// A slot that is not a view (LayoutKit's `placeHolder`).
///
// snippet: given let cell = LayoutView("cell"), icon = LayoutView("icon"), title = LayoutView("title")
// snippet: given let time = LayoutView("time")
// snippet: given for view in [icon, title, time] { cell.addSubview(view) }
/// ```swift
/// try cell.placeSubviews { make in
///     make.xPlace(10, make.placeholder, 10, title)   // a slot with no length
/// }
/// ```
public struct FramePlaceholder: FramePlaceable {
    /// A placeholder slot.
    public init() {}
    /// Always ``FramePlacement/placeholder``.
    public var placement: FramePlacement { .placeholder }
}

extension Int: FramePlaceable, FrameLength {
    /// A fixed gap of this many points.
    public var placement: FramePlacement { .gap(Double(self)) }
    /// A fixed length of this many points.
    public var frameLength: (fixed: Double, weight: Double?) { (Double(self), nil) }
}

extension Double: FramePlaceable, FrameLength {
    /// A fixed gap of this many points.
    public var placement: FramePlacement { .gap(self) }
    /// A fixed length of this many points.
    public var frameLength: (fixed: Double, weight: Double?) { (self, nil) }
}

extension LayoutView: FramePlaceable {
    /// The view itself, placed with its current length.
    public var placement: FramePlacement { .view(self) }
}
