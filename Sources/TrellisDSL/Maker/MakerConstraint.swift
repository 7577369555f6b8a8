import Trellis
import TrellisSolver

/// The handle of one maker relation (SnapKit's `Constraint`): the constraints it made (one
/// per attribute of a composite) and ways to change them together.
///
/// Named `MakerConstraint` so it never clashes with TrellisSolver's `Constraint`.
// snippet: given let panel = LayoutView("panel")
/// ```swift
/// var top: MakerConstraint?
/// try panel.makeConstraints { make in
///     top = make.top.equalToSuperview().offset(20).constraint
///     make.left.right.equalToSuperview()
/// }
/// try top?.update(offset: 60)      // cheap: the next layout re-optimises
/// top?.deactivate()
/// ```
/// Every update checks its input first and throws ``DSLError`` without changing anything.
public final class MakerConstraint {
    /// The constraints, one per attribute.
    public internal(set) var layoutConstraints: [LayoutConstraint] = []
    var parts: [MakerPart] = []
    var multiplier: Double = 1
    var modifier: MakerModifier = .none
    var dialect = MakerDialect.snapKit
    var location = SourceLocation.unknown
    /// Whether the maker has filled the handle (modifiers written later change it).
    var isFilled = false

    /// The error of the last change that could not throw (a modifier applied to a relation
    /// after its maker returned, or `isActive = true`), nil after a success.
    public internal(set) var lastError: DSLError?

    init() {}

    /// Fills the handle once the maker has built or found its constraints.
    func fill(_ pairs: [(LayoutConstraint, MakerPart)], from description: MakerDescription) {
        layoutConstraints = pairs.map(\.0)
        parts = pairs.map(\.1)
        multiplier = description.multiplier
        modifier = description.modifier
        dialect = description.dialect
        location = description.location
        isFilled = true
    }

    /// Runs a change that cannot throw to its caller, keeping its error in ``lastError``.
    func record(_ change: () throws(DSLError) -> Void) {
        do {
            try change()
            lastError = nil
        } catch {
            lastError = error
        }
    }

    /// Whether every constraint is active (false for an empty handle). Setting it activates
    /// or deactivates them, as SnapKit's `isActive`; a failed activation leaves them
    /// inactive and sets ``lastError``.
    // snippet: given let box = LayoutView("box")
    /// ```swift
    /// let width = try box.makeConstraints { make in make.width.equalTo(40) }[0]
    /// width.isActive = false
    /// ```
    public var isActive: Bool {
        get { !layoutConstraints.isEmpty && layoutConstraints.allSatisfy(\.isActive) }
        set {
            if newValue { record { () throws(DSLError) in try activate() } } else { deactivate() }
        }
    }

    /// The identifier of the constraints (SnapKit's `label`).
    public var label: String? {
        get { layoutConstraints.first?.identifier }
        set { for constraint in layoutConstraints { constraint.identifier = newValue } }
    }

    /// Sets ``label`` and returns the handle.
    @discardableResult
    public func labeled(_ label: String) -> MakerConstraint {
        self.label = label
        return self
    }

    /// Sets ``label`` (SnapKit's `setLabel`).
    public func setLabel(_ label: String?) {
        self.label = label
    }

    /// Sets the insets named by reading direction.
    public func update(inset insets: LayoutDirectionalInsets) throws(DSLError) {
        try apply(modifier: .inset(insets.insets), multiplier: multiplier)
    }

    /// Activates the constraints (all or none).
    /// - Throws: ``DSLError/layout(_:)`` naming the first invalid constraint.
    public func activate() throws(DSLError) {
        do {
            try LayoutConstraint.activate(layoutConstraints)
        } catch {
            throw .layout(error)
        }
    }

    /// Deactivates the constraints.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
    }

    /// Sets the offset: every constant becomes its target number plus `amount`.
    /// - Throws: ``DSLError/invalidValue(what:location:)`` for a non-finite amount.
    public func update(offset amount: Double) throws(DSLError) {
        try apply(modifier: .offset(amount), multiplier: multiplier)
    }

    /// Sets the inset: every edge inward by `amount` (see ``MakerEditable/inset(_:)-(Double)``).
    public func update(inset amount: Double) throws(DSLError) {
        try apply(modifier: .inset(LayoutInsets(all: amount)), multiplier: multiplier)
    }

    /// Sets the insets, each edge inward by its own amount.
    public func update(inset insets: LayoutInsets) throws(DSLError) {
        try apply(modifier: .inset(insets), multiplier: multiplier)
    }

    /// Sets the multiplier of every constraint (a constant-only one scales its target number).
    public func update(multiplier value: Double) throws(DSLError) {
        try apply(modifier: modifier, multiplier: value)
    }

    /// Sets the priority of every constraint (1...1000, also to and from required).
    /// - Throws: ``DSLError/invalidValue(what:location:)`` outside 1...1000.
    public func update(priority: LayoutPriority) throws(DSLError) {
        guard priority.isValid else {
            throw .invalidValue(what: "priority \(priority) is outside 1...1000", location: location)
        }
        for constraint in layoutConstraints { constraint.priority = priority }
    }

    func apply(modifier newModifier: MakerModifier, multiplier newMultiplier: Double) throws(DSLError) {
        guard newModifier.isFinite, newMultiplier.isFinite else {
            throw .invalidValue(what: "a non-finite offset, inset or multiplier", location: location)
        }
        var constants: [Double] = []
        for part in parts {
            let constant = part.constant(multiplier: newMultiplier, modifier: newModifier, dialect: dialect)
            guard constant.isFinite else {
                throw .invalidValue(what: "a non-finite constant", location: location)
            }
            constants.append(constant)
        }
        for (index, constraint) in layoutConstraints.enumerated() where index < parts.count {
            constraint.constant = constants[index]
            if parts[index].secondItem != nil { constraint.multiplier = newMultiplier }
        }
        modifier = newModifier
        multiplier = newMultiplier
    }
}
