import Trellis

// Setting sizes: size(...) == (w, h), width(...) == [44, flexible, 44], sizeToFit.

extension FramePlacer {
    /// The views whose sizes the right side of `==` sets:
    /// `make.size(red, blue) == (80, 80)`.
    public func size(_ views: LayoutView...) -> FrameSizeSetter {
        FrameSizeSetter(placer: self, views: views)
    }

    /// ``size(_:)-(LayoutView...)`` for an array.
    public func size(_ views: [LayoutView]) -> FrameSizeSetter { FrameSizeSetter(placer: self, views: views) }

    /// The items whose widths the right side of `==` sets: `make.width(a, b) == 10`,
    /// `make.width(make.placeholder, a) == [44, make.flexible]`.
    public func width(_ items: FramePlaceable...) -> FrameLengthSetter {
        FrameLengthSetter(placer: self, axis: .x, items: items)
    }

    /// ``width(_:)-(FramePlaceable...)`` for an array.
    public func width(_ items: [FramePlaceable]) -> FrameLengthSetter {
        FrameLengthSetter(placer: self, axis: .x, items: items)
    }

    /// The items whose heights the right side of `==` sets.
    public func height(_ items: FramePlaceable...) -> FrameLengthSetter {
        FrameLengthSetter(placer: self, axis: .y, items: items)
    }

    /// ``height(_:)-(FramePlaceable...)`` for an array.
    public func height(_ items: [FramePlaceable]) -> FrameLengthSetter {
        FrameLengthSetter(placer: self, axis: .y, items: items)
    }

    /// Gives each view its intrinsic size (`LayoutView.effectiveIntrinsicSize`; a
    /// dimension without one keeps its current length).
    public func sizeToFit(_ views: LayoutView...) { sizeToFit(views) }

    /// ``sizeToFit(_:)-(LayoutView...)`` for an array.
    public func sizeToFit(_ views: [LayoutView]) {
        for view in views {
            let natural = view.effectiveIntrinsicSize
            var rect = frame(of: view)
            if natural.width >= 0 { rect.size.width = natural.width }
            if natural.height >= 0 { rect.size.height = natural.height }
            staging.set(view, rect)
        }
    }

    /// Sets one length of a view, keeping its origin.
    func setLength(_ view: LayoutView, _ axis: FrameAxis, _ length: Double) {
        staging.set(view, axis.with(frame(of: view), length: length))
    }
}

/// The left side of `make.size(...) == (w, h)`.
///
// snippet: given let cell = LayoutView("cell"), icon = LayoutView("icon"), red = LayoutView("red")
// snippet: given let blue = LayoutView("blue")
// snippet: given for view in [icon, red, blue] { cell.addSubview(view) }
/// ```swift
/// try cell.placeSubviews { make in
///     make.size(icon) == (60, 60)
///     make.size(red, blue) == LayoutSize(width: 80, height: 40)
/// }
/// ```
public struct FrameSizeSetter {
    let placer: FramePlacer
    let views: [LayoutView]

    /// Sets every view's size.
    public static func == (lhs: FrameSizeSetter, rhs: LayoutSize) {
        for view in lhs.views {
            lhs.placer.setLength(view, .x, rhs.width)
            lhs.placer.setLength(view, .y, rhs.height)
        }
    }

    /// Sets every view's size: `make.size(icon) == (60, 60)`.
    public static func == (lhs: FrameSizeSetter, rhs: (Double, Double)) {
        lhs == LayoutSize(width: rhs.0, height: rhs.1)
    }
}

/// The left side of `make.width(...) == ...` and `make.height(...) == ...`.
///
// snippet: given let column = LayoutView("column"), top = LayoutView("top"), middle = LayoutView("middle")
// snippet: given let bottom = LayoutView("bottom")
// snippet: given for view in [top, middle, bottom] { column.addSubview(view) }
/// ```swift
/// try column.placeSubviews { make in
///     make.width(top, middle, bottom) == 120
///     make.height(top, middle, bottom) == [44, make.flexible, 44]
/// }
/// ```
public struct FrameLengthSetter {
    let placer: FramePlacer
    let axis: FrameAxis
    let items: [FramePlaceable]

    /// Gives every view the same length.
    public static func == (lhs: FrameLengthSetter, rhs: Double) {
        lhs.assign(lhs.items.map { _ in rhs })
    }

    /// Gives the items the lengths in order; flexible ones share what the fixed ones leave
    /// of the layout bounds, by weight. Extra items or lengths are ignored; a placeholder
    /// takes its length without being a view.
    /// `make.height(top, middle, bottom) == [44, make.flexible, 44]`.
    public static func == (lhs: FrameLengthSetter, rhs: [any FrameLength]) {
        let lengths = rhs.map(\.frameLength)
        let fixed = lengths.reduce(0) { $0 + $1.fixed }
        let weights = lengths.reduce(0) { $0 + ($1.weight ?? 0) }
        let unit = weights > 0 ? (lhs.axis.length(lhs.placer.bounds) - fixed) / weights : 0
        lhs.assign(lengths.map { $0.weight.map { $0 * unit } ?? $0.fixed })
    }

    private func assign(_ lengths: [Double]) {
        for (item, length) in zip(items, lengths) {
            switch item.placement {
            case .view(let view): placer.setLength(view, axis, length)
            case .placeholder: continue
            case .gap, .flexible:
                placer.staging.fail(
                    .incompatibleTarget(
                        attribute: axis == .x ? .width : .height,
                        target: "a gap or flexible space on the left of ==",
                        location: placer.staging.location))
            }
        }
    }
}
