import Trellis

/// A related attribute (or composite), taking modifiers: `offset`, `inset`,
/// `multipliedBy`, `dividedBy`, `priority`, `labeled`; `constraint` gives its handle.
///
/// `offset` and `inset` add to a constant given as the target (`equalTo(20).offset(5)` is
/// 25) and the last of them wins. `inset` moves every edge inward: top, left and leading by
/// `+n`, bottom, right and trailing by `-n`, width and height by `-2n`, centres not at all.
// snippet: given let screen = LayoutView("screen"), panel = LayoutView("panel"), other = LayoutView("other")
// snippet: given for view in [panel, other] { screen.addSubview(view) }
/// ```swift
/// try panel.makeConstraints { make in
///     make.top.equalToSuperview().offset(10).priority(.high).labeled("top")
///     make.edges.equalToSuperview().inset(LayoutInsets(top: 10, left: 20, bottom: 10, right: 20))
///     make.width.equalTo(other).dividedBy(2)
/// }
/// ```
public struct MakerEditable {
    let description: MakerDescription

    init(_ description: MakerDescription) { self.description = description }

    /// Records `modifier`; once the maker has returned, also changes the installed
    /// constraints (a relation kept past the block: `r.offset(10)` later moves the view).
    private func modify(_ modifier: MakerModifier) -> MakerEditable {
        description.modifier = modifier
        if description.handle.isFilled {
            description.handle.record { () throws(DSLError) in
                try description.handle.apply(modifier: modifier, multiplier: description.multiplier)
            }
        }
        return self
    }

    /// Masonry's `with`: reads well (`equalTo(x).with.offset(5)`), changes nothing.
    public var with: MakerEditable { self }
    /// Masonry's `and`: reads well, changes nothing.
    public var and: MakerEditable { self }

    /// Adds `amount` to every constant (no sign changes).
    @discardableResult
    public func offset(_ amount: Double) -> MakerEditable { modify(.offset(amount)) }

    /// Masonry's `offset` with a point: x to horizontal centres (SnapKit: all horizontal
    /// positions), y to vertical ones (see ``centerOffset(_:)``).
    @discardableResult
    public func offset(_ point: LayoutPoint) -> MakerEditable { centerOffset(point) }

    /// Masonry's `offset` with a size (see ``sizeOffset(_:)``).
    @discardableResult
    public func offset(_ size: LayoutSize) -> MakerEditable { sizeOffset(size) }

    /// Masonry's `offset` with insets: the same as ``inset(_:)-(LayoutInsets)``.
    @discardableResult
    public func offset(_ insets: LayoutInsets) -> MakerEditable { inset(insets) }

    /// Masonry's `centerOffset`: adds `point.x` to centerX and `point.y` to centerY (in the
    /// Masonry dialect only centres move; in SnapKit's every position on that axis).
    @discardableResult
    public func centerOffset(_ point: LayoutPoint) -> MakerEditable {
        modify(.point(point, centresOnly: description.dialect == .masonry))
    }

    /// Masonry's `sizeOffset`: adds `size.width` to the width and `size.height` to the
    /// height; positions are unchanged.
    @discardableResult
    public func sizeOffset(_ size: LayoutSize) -> MakerEditable { modify(.size(size)) }

    /// Insets every edge inward by `amount` (see above for the signs).
    @discardableResult
    public func inset(_ amount: Double) -> MakerEditable { modify(.inset(LayoutInsets(all: amount))) }

    /// Insets each edge inward by its own amount.
    @discardableResult
    public func inset(_ insets: LayoutInsets) -> MakerEditable { modify(.inset(insets)) }

    /// Masonry's `insets`: the same as ``inset(_:)-(LayoutInsets)``.
    @discardableResult
    public func insets(_ insets: LayoutInsets) -> MakerEditable { inset(insets) }

    /// Insets each edge inward by its own amount, named by reading direction (SnapKit's
    /// `ConstraintDirectionalInsets`).
    @discardableResult
    public func inset(_ insets: LayoutDirectionalInsets) -> MakerEditable { modify(.inset(insets.insets)) }

    /// Multiplies the second attribute (or, without one, the target number).
    @discardableResult
    public func multipliedBy(_ amount: Double) -> MakerEditable {
        description.multiplier = amount
        if description.handle.isFilled {
            description.handle.record { () throws(DSLError) in
                try description.handle.update(multiplier: amount)
            }
        }
        return self
    }

    /// Divides the second attribute; dividing by zero is reported as
    /// ``DSLError/invalidValue(what:location:)``.
    @discardableResult
    public func dividedBy(_ amount: Double) -> MakerEditable {
        if amount == 0 {
            let error = DSLError.invalidValue(what: "dividedBy(0)", location: description.location)
            description.error = error
            if description.handle.isFilled { description.handle.lastError = error }
            return self
        }
        return multipliedBy(1 / amount)
    }

    /// The priority (1...1000; `.required`, `.high`, `.medium`, `.low` or a number).
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> MakerEditable {
        description.priority = priority
        if description.handle.isFilled {
            description.handle.record { () throws(DSLError) in
                try description.handle.update(priority: priority)
            }
        }
        return self
    }

    /// The priority as a number (SnapKit's `priority(750)`).
    @discardableResult
    public func priority(_ value: Double) -> MakerEditable { priority(LayoutPriority(value)) }

    /// The priority as a whole number.
    @discardableResult
    public func priority(_ value: Int) -> MakerEditable { priority(LayoutPriority(Double(value))) }

    /// The priority as a single-precision number.
    @discardableResult
    public func priority(_ value: Float) -> MakerEditable { priority(LayoutPriority(Double(value))) }

    /// Priority 1000 (SnapKit's `priorityRequired()`).
    @discardableResult
    public func priorityRequired() -> MakerEditable { priority(.required) }

    /// Priority 750 (SnapKit's `priorityHigh()`).
    @discardableResult
    public func priorityHigh() -> MakerEditable { priority(.high) }

    /// Priority 500 (SnapKit's `priorityMedium()`).
    @discardableResult
    public func priorityMedium() -> MakerEditable { priority(.medium) }

    /// Priority 250 (SnapKit's `priorityLow()`).
    @discardableResult
    public func priorityLow() -> MakerEditable { priority(.low) }

    /// The identifier of the constraints, for descriptions and conflict reports.
    @discardableResult
    public func labeled(_ label: String) -> MakerEditable {
        description.label = label
        if description.handle.isFilled { description.handle.label = label }
        return self
    }

    /// The handle of this relation's constraints (filled when the maker call returns).
    public var constraint: MakerConstraint { description.handle }
}
