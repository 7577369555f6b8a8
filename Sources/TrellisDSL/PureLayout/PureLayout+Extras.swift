import Trellis

// PureLayout's remaining calls: ALAttribute, the factory helpers, single-constraint
// install/remove/identify, the scopes as static functions on the constraint type, and the
// content priorities.

/// Any attribute PureLayout can constrain, as `ALAttribute`: the layout attributes, with
/// PureLayout's names for axes, baselines and margins.
// snippet: given let badge = LayoutView("badge"), icon = LayoutView("icon")
/// ```swift
/// try badge.autoConstrainAttribute(ALAttribute.horizontal, to: .top, of: icon)   // centerY == icon.top
/// ```
public typealias ALAttribute = LayoutAttribute

extension LayoutAttribute {
    /// PureLayout's `ALAttributeVertical`: the vertical axis, centerX.
    public static let vertical = LayoutAttribute.centerX
    /// PureLayout's `ALAttributeHorizontal`: the horizontal axis, centerY.
    public static let horizontal = LayoutAttribute.centerY
    /// PureLayout's `ALAttributeBaseline`: the last baseline.
    public static let baseline = LayoutAttribute.lastBaseline
    /// PureLayout's `ALAttributeMarginLeft`.
    public static let marginLeft = LayoutAttribute.leftMargin
    /// PureLayout's `ALAttributeMarginRight`.
    public static let marginRight = LayoutAttribute.rightMargin
    /// PureLayout's `ALAttributeMarginTop`.
    public static let marginTop = LayoutAttribute.topMargin
    /// PureLayout's `ALAttributeMarginBottom`.
    public static let marginBottom = LayoutAttribute.bottomMargin
    /// PureLayout's `ALAttributeMarginLeading`.
    public static let marginLeading = LayoutAttribute.leadingMargin
    /// PureLayout's `ALAttributeMarginTrailing`.
    public static let marginTrailing = LayoutAttribute.trailingMargin
    /// PureLayout's `ALAttributeMarginAxisVertical`.
    public static let marginAxisVertical = LayoutAttribute.centerXWithinMargins
    /// PureLayout's `ALAttributeMarginAxisHorizontal`.
    public static let marginAxisHorizontal = LayoutAttribute.centerYWithinMargins
}

extension LayoutView {
    /// A new view ready for constraints (PureLayout's `newAutoLayout()`).
    /// ```swift
    /// let label = LayoutView.newAutoLayout()
    /// ```
    public static func newAutoLayout() -> LayoutView {
        LayoutView()
    }

    /// A new view ready for constraints, as Objective-C PureLayout spells it
    /// (`[UIView newAutoLayoutView]`).
    /// ```swift
    /// let label = LayoutView.newAutoLayoutView()
    /// ```
    public static func newAutoLayoutView() -> LayoutView {
        LayoutView()
    }

    /// A new view ready for constraints (PureLayout's `initForAutoLayout`), named for reports.
    /// ```swift
    /// let label = LayoutView(forAutoLayout: "label")
    /// ```
    public convenience init(forAutoLayout identifier: String) {
        self.init(identifier)
    }

    /// A new view ready for constraints, as PureLayout's `initForAutoLayout` reads from Swift
    /// (`UIView(forAutoLayout: ())`).
    /// ```swift
    /// let label = LayoutView(forAutoLayout: ())
    /// ```
    public convenience init(forAutoLayout: Void) {
        self.init()
    }

    /// Stops pinning the frame so constraints decide it (PureLayout's
    /// `configureForAutoLayout`); returns the view.
    @discardableResult
    public func configureForAutoLayout() -> LayoutView {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }

    /// Runs `body` and installs the constraints the DSLs made in it, returning them
    /// (PureLayout's `autoCreateAndInstallConstraints`). Inside a without-installing scope
    /// they are handed to that scope instead.
    // snippet: given let avatar = LayoutView("avatar")
    /// ```swift
    /// let made = try LayoutView.autoCreateAndInstallConstraints {
    ///     try avatar.autoSetDimensions(to: LayoutSize(width: 32, height: 32))
    /// }
    /// ```
    /// - Throws: what `body` throws, or ``DSLError`` when installing fails.
    @discardableResult
    public static func autoCreateAndInstallConstraints(_ body: () throws -> Void) throws -> [LayoutConstraint]
    {
        let made = try DSLScope.withoutInstalling(body)
        try DSLScope.install(made)
        return made
    }

    /// Sets the content-hugging priority of `axis` for the view (PureLayout's
    /// `autoSetContentHuggingPriorityForAxis`).
    public func autoSetContentHuggingPriority(for axis: LayoutAxis, priority: LayoutPriority = .required) {
        setContentHuggingPriority(priority, for: axis)
    }

    /// Sets the compression-resistance priority of `axis` (PureLayout's
    /// `autoSetContentCompressionResistancePriorityForAxis`).
    public func autoSetContentCompressionResistancePriority(
        for axis: LayoutAxis, priority: LayoutPriority = .required
    ) {
        setContentCompressionResistancePriority(priority, for: axis)
    }
}

extension LayoutConstraint {
    /// Installs the constraint through the open scopes (PureLayout's `autoInstall`): the
    /// scope's priority and identifier apply, and in a without-installing scope it is
    /// collected instead.
    // snippet: given let box = LayoutView("box")
    // snippet: given let width = box.widthAnchor.constraint(equalToConstant: 40)
    /// ```swift
    /// try width.autoInstall()
    /// ```
    /// - Throws: ``DSLError/layout(_:)`` when the constraint is invalid.
    public func autoInstall() throws(DSLError) {
        try DSLScope.install([self])
    }

    /// Deactivates the constraint (PureLayout's `autoRemove`).
    public func autoRemove() {
        deactivate()
    }

    /// Sets the identifier and returns the constraint (PureLayout's `autoIdentify`).
    @discardableResult
    public func autoIdentify(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// PureLayout's `NSLayoutConstraint.autoCreateAndInstallConstraints`.
    @discardableResult
    public static func autoCreateAndInstallConstraints(_ body: () throws -> Void) throws -> [LayoutConstraint]
    {
        try LayoutView.autoCreateAndInstallConstraints(body)
    }

    /// PureLayout's `NSLayoutConstraint.autoCreateConstraintsWithoutInstalling`.
    public static func autoCreateConstraintsWithoutInstalling(_ body: () throws -> Void) rethrows
        -> [LayoutConstraint]
    {
        try DSLScope.withoutInstalling(body)
    }

    /// PureLayout's `NSLayoutConstraint.autoSetPriority(_:forConstraints:)`.
    public static func autoSetPriority(_ priority: LayoutPriority, forConstraints body: () throws -> Void)
        rethrows
    {
        try DSLScope.withPriority(priority, body)
    }

    /// PureLayout's `NSLayoutConstraint.autoSetIdentifier(_:forConstraints:)`.
    public static func autoSetIdentifier(_ identifier: String, forConstraints body: () throws -> Void)
        rethrows
    {
        try DSLScope.withIdentifier(identifier, body)
    }
}
