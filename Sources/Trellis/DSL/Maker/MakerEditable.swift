/// A related attribute (or composite), taking modifiers: `offset`, `inset`,
/// `multipliedBy`, `dividedBy`, `priority`, `labeled`; `constraint` gives its handle.
///
/// `offset` and `inset` add to a constant given as the target (`equalTo(20).offset(5)` is
/// 25) and the last of them wins. `inset` moves every edge inward: top, left and leading by
/// `+n`, bottom, right and trailing by `-n`, width and height by `-2n`, centres not at all.
/// ```swift
/// let top = make.top.equalToSuperview().offset(10).priority(.high).labeled("top").constraint
/// make.edges.equalToSuperview().inset(LayoutInsets(top: 10, left: 20, bottom: 10, right: 20))
/// make.width.equalTo(other).dividedBy(2)
/// ```
public struct MakerEditable {
    let description: MakerDescription

    init(_ description: MakerDescription) { self.description = description }

    /// Adds `amount` to every constant (no sign changes).
    @discardableResult
    public func offset(_ amount: Double) -> MakerEditable {
        description.modifier = .offset(amount)
        return self
    }

    /// Insets every edge inward by `amount` (see above for the signs).
    @discardableResult
    public func inset(_ amount: Double) -> MakerEditable {
        description.modifier = .inset(LayoutInsets(all: amount))
        return self
    }

    /// Insets each edge inward by its own amount.
    @discardableResult
    public func inset(_ insets: LayoutInsets) -> MakerEditable {
        description.modifier = .inset(insets)
        return self
    }

    /// Multiplies the second attribute (or, without one, the target number).
    @discardableResult
    public func multipliedBy(_ amount: Double) -> MakerEditable {
        description.multiplier = amount
        return self
    }

    /// Divides the second attribute; dividing by zero is reported as
    /// ``DSLError/invalidValue(what:location:)``.
    @discardableResult
    public func dividedBy(_ amount: Double) -> MakerEditable {
        if amount == 0 {
            description.error = .invalidValue(what: "dividedBy(0)", location: description.location)
        } else {
            description.multiplier = 1 / amount
        }
        return self
    }

    /// The priority (1...1000; `.required`, `.high`, `.medium`, `.low` or a number).
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> MakerEditable {
        description.priority = priority
        return self
    }

    /// The identifier of the constraints, for descriptions and conflict reports.
    @discardableResult
    public func labeled(_ label: String) -> MakerEditable {
        description.label = label
        return self
    }

    /// The handle of this relation's constraints (filled when the maker call returns).
    public var constraint: MakerConstraint { description.handle }
}
