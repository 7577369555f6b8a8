import Synchronization
public import TrellisSolver

/// The order in which constraints were activated, across threads (for the conflict rule).
private let activationCounter = Atomic<UInt64>(0)

/// The next activation number.
func nextActivationSequence() -> UInt64 {
    activationCounter.wrappingAdd(1, ordering: .relaxed).newValue
}

/// A relation `first REL multiplier * second + constant` at a priority, as
/// `NSLayoutConstraint`.
///
/// Build constraints with anchors (typed, so a wrong pair does not compile) or with the
/// attribute initialiser, then activate them:
// snippet: given let cell = LayoutView("cell"), avatar = LayoutView("avatar")
/// ```swift
/// let lead = avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15)
/// lead.priority = .defaultHigh
/// lead.identifier = "id"
/// try LayoutConstraint.activate([lead])
/// print(lead)          // avatar.leading == cell.leading + 15 @750 'id'
/// lead.constant = 20   // cheap: the next layout re-optimises, it does not rebuild
/// ```
/// Unlike UIKit, ``constant``, ``priority`` (also to and from required) and ``multiplier``
/// may change while the constraint is active. Invalid input (incompatible attributes, items
/// in different trees, non-finite numbers, a priority outside 1...1000) is a
/// ``LayoutError`` naming the constraint, thrown by ``activate(_:)`` and by the throwing
/// setters; a value made invalid through a plain property setter is reported by the next
/// layout (``LayoutReport/invalidConstraints``) and that constraint is left out.
///
/// Constraints do not keep their items alive (once an item is deallocated, the constraint's
/// ``firstItem`` or ``secondItem`` reads nil); an active constraint is kept alive by the view
/// it is installed on (the items' nearest common ancestor).
public final class LayoutConstraint {
    /// The standard spacing of the system-spacing anchor forms.
    public static let systemSpacing: Double = 8

    /// Where a constraint comes from.
    public enum Origin: Sendable, Hashable {
        /// Written by the user (anchors, a DSL, a file).
        case explicit
        /// Pins a view's ``LayoutView/fixedFrame``; named `<view>.frame`.
        case fixedFrame
        /// Hugging or compression resistance of an intrinsic size; named `<view>.intrinsic`.
        case intrinsicContentSize
        /// Pulls a view toward a target size in ``LayoutView/systemLayoutSizeFitting(_:horizontalFittingPriority:verticalFittingPriority:)``.
        case fittingSize
    }

    // The stored properties are in an order that lets the one-byte ones fill the gaps after
    // the sides (a large layout holds hundreds of thousands of constraints).
    let first: AnchorExpression
    /// Set by the attribute initialiser when its arguments cannot form a constraint.
    let malformedAttribute: LayoutAttribute?
    /// Whether the sides are dimensions (widths, heights, distances) rather than positions.
    let relatesDimensions: Bool
    /// Whether a side is a leading/trailing attribute (not a distance): such a relation is
    /// mirrored under right-to-left.
    let namesDirectional: Bool

    /// The relation.
    public let relation: LayoutRelation
    let second: AnchorExpression?
    /// Where the constraint comes from.
    public internal(set) var origin: Origin = .explicit
    /// The stored active flag (without the runtime exclusivity check: read for every
    /// constraint of every build, and never accessed across a call).
    @exclusivity(unchecked) var activeFlag = false
    /// Set by the untyped DSLs: an x position may relate to a y position.
    package var allowsCrossAxis = false
    // The numbers are plain values read for every constraint of every build: without the
    // runtime exclusivity check, which cost more than reading them.
    /// The factor on the second attribute (1 by default).
    @exclusivity(unchecked) public var multiplier: Double {
        didSet { if multiplier != oldValue { didChange() } }
    }
    /// The constant added to the right side.
    @exclusivity(unchecked) public var constant: Double { didSet { if constant != oldValue { didChange() } } }
    /// The priority (``LayoutPriority/required`` by default).
    @exclusivity(unchecked) public var priority: LayoutPriority {
        didSet { if priority != oldValue { didChange() } }
    }
    /// A name for descriptions and conflict reports. Implicit constraints are named
    /// `<view>.frame`, `<view>.intrinsic` and `<view>.fitting` unless renamed.
    public var identifier: String? {
        get {
            if let storedIdentifier { return storedIdentifier }
            guard origin != .explicit, let item = firstItem else { return nil }
            switch origin {
            case .explicit: return nil
            case .fixedFrame: return item.displayName + ".frame"
            case .intrinsicContentSize: return item.displayName + ".intrinsic"
            case .fittingSize: return item.displayName + ".fitting"
            }
        }
        set { storedIdentifier = newValue }
    }
    private var storedIdentifier: String?
    /// Where the constraint was created (`#fileID`, `#line`).
    public let location: SourceLocation
    /// Whether the constraint is active (installed on its items' nearest common ancestor).
    ///
    /// Setting it activates or deactivates the constraint, as UIKit's `isActive`. An invalid
    /// constraint stays inactive and ``activationError`` says why (``activate()`` throws
    /// that error instead). The engine's own constraints (frame pins, intrinsic sizes) are
    /// managed by the engine: setting this on them only records the flag.
    // snippet: given let box = LayoutView("box")
    /// ```swift
    /// let width = box.widthAnchor.constraint(equalToConstant: 40)
    /// width.isActive = true
    /// width.isActive = false
    /// ```
    public var isActive: Bool {
        get { activeFlag }
        set {
            guard origin == .explicit else {
                activeFlag = newValue
                return
            }
            if newValue {
                do {
                    try LayoutConstraint.activate([self])
                    activationError = nil
                } catch {
                    activationError = error
                }
            } else {
                deactivate()
            }
        }
    }
    /// Why the last `isActive = true` left the constraint inactive, nil after a success.
    public internal(set) var activationError: LayoutError? {
        get { activationErrorBox?.error }
        set { activationErrorBox = LayoutErrorBox.box(newValue) }
    }
    /// ``activationError``'s storage.
    private var activationErrorBox: LayoutErrorBox?
    /// The view the active constraint is installed on.
    var installedOn: LayoutView? {
        get { installedOnStorage?.view }
        set { installedOnStorage = newValue.map(UnownedView.init) }
    }
    private var installedOnStorage: UnownedView?
    /// The activation order, for the conflict rule.
    package var sequence: UInt64 = 0
    /// Engines holding this constraint (without the runtime exclusivity check, as
    /// ``activeFlag``: added to once per constraint of a build).
    @exclusivity(unchecked) var observers = EngineObservers()

    convenience init(
        first: AnchorExpression, relation: LayoutRelation, second: AnchorExpression?, multiplier: Double,
        constant: Double, priority: LayoutPriority = .required, location: SourceLocation,
        malformedAttribute: LayoutAttribute? = nil
    ) {
        var directional = false
        if case .attribute(let term) = first, term.attribute.isDirectional { directional = true }
        if case .attribute(let term) = second, term.attribute.isDirectional { directional = true }
        self.init(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, location: location, malformedAttribute: malformedAttribute,
            shape: SideShape(relatesDimensions: first.isDimension, namesDirectional: directional))
    }

    /// The designated initialiser, given what the sides' kinds are (worked out by the
    /// caller from the attributes it has: reading a side back copies its references).
    private init(
        first: AnchorExpression, relation: LayoutRelation, second: AnchorExpression?, multiplier: Double,
        constant: Double, priority: LayoutPriority, location: SourceLocation,
        malformedAttribute: LayoutAttribute?, shape: SideShape
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
        self.malformedAttribute = malformedAttribute
        self.relatesDimensions = shape.relatesDimensions
        self.namesDirectional = shape.namesDirectional
    }

    /// Creates `item.attribute REL multiplier * toItem.toAttribute + constant`, as
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// A constraint to a constant has `toItem: nil` and `.notAnAttribute`. Mismatched
    /// arguments are reported by ``activate(_:)`` (``LayoutError``).
    // snippet: given let avatar = LayoutView("avatar"), name = LayoutView("name")
    /// ```swift
    /// let c = LayoutConstraint(item: name, attribute: .leading, relatedBy: .equal,
    ///                          toItem: avatar, attribute: .trailing, constant: 10)
    /// ```
    public convenience init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)? = nil, attribute toAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        identifier: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        var malformed: LayoutAttribute?
        var second: AnchorExpression?
        if let toItem {
            second = .attribute(AnchorTerm(toItem, toAttribute))
        } else if toAttribute != .notAnAttribute {
            malformed = toAttribute
        }
        if attribute == .notAnAttribute { malformed = attribute }
        let shape = SideShape(
            relatesDimensions: attribute.isDimension,
            namesDirectional: attribute.isDirectional || (toItem != nil && toAttribute.isDirectional))
        self.init(
            first: .attribute(AnchorTerm(item, attribute)), relation: relation, second: second,
            multiplier: multiplier, constant: constant, priority: priority,
            location: SourceLocation(fileID: fileID, line: line), malformedAttribute: malformed, shape: shape)
        self.identifier = identifier
    }

    /// The first item (for a distance anchor: the item the distance starts from).
    public var firstItem: (any LayoutItem)? { first.primary.item }
    /// The first attribute (for a distance anchor: the attribute it starts from).
    public var firstAttribute: LayoutAttribute { first.primary.attribute }
    /// The second item, or nil for a constraint to a constant.
    public var secondItem: (any LayoutItem)? { second?.primary.item }
    /// The second attribute, or ``LayoutAttribute/notAnAttribute``.
    public var secondAttribute: LayoutAttribute { second?.primary.attribute ?? .notAnAttribute }
    /// Whether a side is a distance between two anchors (``LayoutAxisAnchor/anchorWithOffset(to:)``).
    public var involvesDistance: Bool {
        if case .distance = first { return true }
        if case .distance = second { return true }
        return false
    }

    /// Every item the constraint mentions (live ones).
    var items: [any LayoutItem] {
        (first.terms + (second?.terms ?? [])).compactMap(\.item)
    }

    /// Sets the priority and returns the constraint, for chaining before activation.
    // snippet: given let a = LayoutView("a")
    /// ```swift
    /// let width = a.widthAnchor.constraint(equalToConstant: 40).withPriority(.defaultHigh)
    /// ```
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Sets the identifier and returns the constraint, for chaining.
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// Tells the engines holding the constraint that it changed.
    func didChange() {
        for engine in observers.engines { engine.constraintDidChange(self) }
    }

    /// Whether the constraint mentions `item`.
    func references(_ item: any LayoutItem) -> Bool {
        items.contains { $0 === item }
    }

    /// Whether the constraint mentions an item of the subtree rooted at `view`.
    func references(insideSubtreeOf view: LayoutView) -> Bool {
        items.contains { item in
            if let v = item as? LayoutView { return v.isDescendant(of: view) }
            if let g = item as? LayoutGuide { return g.owningView?.isDescendant(of: view) ?? false }
            return false
        }
    }
}

/// What a constraint's sides are, kept as flags so that the engine need not read the sides
/// for them.
private struct SideShape {
    /// Whether the first side is a dimension (a width, a height, or a distance).
    let relatesDimensions: Bool
    /// Whether a side is a leading/trailing attribute (not a distance).
    let namesDirectional: Bool
}
