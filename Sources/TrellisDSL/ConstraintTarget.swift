import Trellis

/// What the right side of a DSL relation may be: an item, some of an item's attributes, a
/// number, a size, a point or insets.
///
/// The maker (`make.top.equalTo(...)`) and the chains (`view.dl_top.equalTo(...)`) accept any
/// `ConstraintTarget`. Views, guides, `view.dsl.bottom`-style attribute references, the typed
/// anchors, `Int`, `Double`, `LayoutSize`, `LayoutPoint` and `LayoutInsets` conform.
// snippet: given let avatar = LayoutView("avatar"), name = LayoutView("name")
/// ```swift
/// try name.makeConstraints { make in
///     make.top.equalTo(avatar)                    // avatar.top
///     make.leading.equalTo(avatar.dsl.trailing).offset(10)
///     make.width.lessThanOrEqualTo(200)           // a dimension: a constant
///     make.right.equalTo(-15)                     // a position: the superview's right - 15
/// }
/// ```
public protocol ConstraintTarget {
    /// The target as the DSLs read it.
    var constraintTarget: ConstraintTargetValue { get }
}

/// The kinds of ``ConstraintTarget`` and how each applies to an attribute.
///
/// - `item`: the same attribute of that item.
/// - `attributes`: the given attributes of an item. One attribute applies to every attribute
///   on the left; several are matched by kind (`left` to `left` or `leftMargin`, `top` to
///   `top` or `topMargin`, ...).
/// - `constant`: a dimension equals the number; a position is the superview's same attribute
///   plus the number (as in SnapKit).
/// - `size`: width and height get its numbers.
/// - `point`: horizontal positions get `x`, vertical ones `y`, from the superview's same
///   attribute.
/// - `insets`: edges inset from the superview's same edge (bottom and right negated).
///
// snippet: given let avatar = LayoutView("avatar")
/// ```swift
/// if case .attributes(_, let attributes) = avatar.dsl.edges.constraintTarget {
///     print(attributes)   // [top, left, bottom, right]
/// }
/// ```
public enum ConstraintTargetValue {
    /// The same attribute of that item.
    case item(any LayoutItem)
    /// The given attributes of an item, matched by kind.
    case attributes(any LayoutItem, [LayoutAttribute])
    /// A number: a dimension's value, or an offset from the superview's same attribute.
    case constant(Double)
    /// A width and a height.
    case size(LayoutSize)
    /// A point: `x` for horizontal positions, `y` for vertical ones.
    case point(LayoutPoint)
    /// Insets from the superview's same edges.
    case insets(LayoutInsets)
    /// Several targets: each attribute relates to each (Masonry's `equalTo(@[v1, v2])`).
    case many([ConstraintTargetValue])

    /// A short description for error messages.
    var summary: String {
        switch self {
        case .item(let item): return item.displayName
        case .attributes(let item, let attributes):
            return item.displayName + "." + attributes.map(\.rawValue).joined(separator: ".")
        case .constant(let value): return formatNumber(value)
        case .size(let size): return "size \(size)"
        case .point(let point): return "point (\(formatNumber(point.x)), \(formatNumber(point.y)))"
        case .insets(let insets):
            return "insets (\(formatNumber(insets.top)), \(formatNumber(insets.left)), "
                + "\(formatNumber(insets.bottom)), \(formatNumber(insets.right)))"
        case .many(let values): return "[" + values.map(\.summary).joined(separator: ", ") + "]"
        }
    }
}

extension LayoutView: ConstraintTarget {
    /// The view itself: the same attribute of the view.
    public var constraintTarget: ConstraintTargetValue { .item(self) }
}

extension LayoutGuide: ConstraintTarget {
    /// The guide itself: the same attribute of the guide.
    public var constraintTarget: ConstraintTargetValue { .item(self) }
}

extension Int: ConstraintTarget {
    /// The number as a constant (see ``ConstraintTargetValue/constant(_:)``).
    public var constraintTarget: ConstraintTargetValue { .constant(Double(self)) }
}

extension Double: ConstraintTarget {
    /// The number as a constant (see ``ConstraintTargetValue/constant(_:)``).
    public var constraintTarget: ConstraintTargetValue { .constant(self) }
}

extension LayoutSize: ConstraintTarget {
    /// The size: width and height get its numbers.
    public var constraintTarget: ConstraintTargetValue { .size(self) }
}

extension LayoutPoint: ConstraintTarget {
    /// The point: horizontal positions get `x`, vertical ones `y`.
    public var constraintTarget: ConstraintTargetValue { .point(self) }
}

extension LayoutInsets: ConstraintTarget {
    /// The insets: edges inset from the superview's same edge.
    public var constraintTarget: ConstraintTargetValue { .insets(self) }
}

extension LayoutAxisAnchor: ConstraintTarget {
    /// The anchor's item and attribute (a deallocated item is reported at activation).
    public var constraintTarget: ConstraintTargetValue {
        guard let item else { return .constant(.nan) }
        return .attributes(item, [attribute])
    }
}

extension LayoutDimension: ConstraintTarget {
    /// The dimension's item and attribute (a deallocated item is reported at activation).
    public var constraintTarget: ConstraintTargetValue {
        guard let item else { return .constant(.nan) }
        return .attributes(item, [attribute])
    }
}

extension Array: ConstraintTarget where Element: ConstraintTarget {
    /// Each element: every attribute relates to each, as Masonry's `equalTo(@[v1, v2])`.
    // snippet: given let badge = LayoutView("badge"), icon = LayoutView("icon"), title = LayoutView("title")
    /// ```swift
    /// try badge.mas_makeConstraints { make in make.height.equalTo([icon, title]) }
    /// ```
    public var constraintTarget: ConstraintTargetValue { .many(map(\.constraintTarget)) }
}
