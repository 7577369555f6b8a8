// The guides UIKit gives every view: safe area, layout margins and readable content. Each
// is an ordinary guide held in place by ordinary constraints, made the first time it is
// asked for, so the engine and conflict reports see them like any other.

/// The guides a view made on demand and the constraints that hold them.
final class SystemGuides {
    var safeArea: LayoutGuide?
    /// top, left, bottom, right: the guide's edges from the view's, less the insets.
    var safeAreaPins: [LayoutConstraint] = []
    var margins: LayoutGuide?
    var readable: LayoutGuide?
    /// The insets of the safe area from the view's edges (see ``LayoutView/safeAreaInsets``).
    var safeAreaInsets = LayoutInsets.zero
}

extension LayoutView {
    /// The widest a ``readableContentGuide`` gets (UIKit's figure for body text at the
    /// default size).
    public static let readableContentWidth: Double = 672

    /// The insets of the safe area from this view's edges (status bar, home indicator...).
    /// Set them on a root; a subview's ``safeAreaLayoutGuide`` also stays inside its
    /// superview's safe area.
    /// ```swift
    /// let screen = LayoutView("screen", frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
    /// screen.safeAreaInsets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// ```
    public var safeAreaInsets: LayoutInsets {
        get { systemGuides.safeAreaInsets }
        set {
            systemGuides.safeAreaInsets = newValue
            let pins = systemGuides.safeAreaPins
            guard pins.count == 4 else { return }
            pins[0].constant = newValue.top
            pins[1].constant = newValue.left
            pins[2].constant = -newValue.bottom
            pins[3].constant = -newValue.right
        }
    }

    /// The part of the view not covered by bars, as UIKit's `safeAreaLayoutGuide`: the
    /// view's edges inset by ``safeAreaInsets``, and never outside the superview's safe
    /// area (the superview it had when the guide was first asked for).
    // snippet: given let screen = LayoutView("screen"), header = LayoutView("header")
    /// ```swift
    /// try LayoutConstraint.activate([
    ///     header.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
    /// ])
    /// ```
    /// The guide is named `<identifier>.safeArea`; its constraints
    /// `<identifier>.safeArea.<edge>`.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = systemGuides.safeArea { return guide }
        let guide = makeSystemGuide("safeArea")
        systemGuides.safeArea = guide
        let insets = systemGuides.safeAreaInsets
        let pins = [
            systemPin(guide, .top, .equal, .top, insets.top, "safeArea.top"),
            systemPin(guide, .left, .equal, .left, insets.left, "safeArea.left"),
            systemPin(guide, .bottom, .equal, .bottom, -insets.bottom, "safeArea.bottom"),
            systemPin(guide, .right, .equal, .right, -insets.right, "safeArea.right"),
        ]
        var all = pins
        if let parent = superview {
            // Inside the parent's safe area: the pins above give way (999) where it is smaller.
            for pin in pins { pin.priority = LayoutPriority(999) }
            let outer = parent.safeAreaLayoutGuide
            all += [
                LayoutConstraint(
                    item: guide, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: outer,
                    attribute: .top, identifier: displayName + ".safeArea.inside"),
                LayoutConstraint(
                    item: guide, attribute: .left, relatedBy: .greaterThanOrEqual, toItem: outer,
                    attribute: .left, identifier: displayName + ".safeArea.inside"),
                LayoutConstraint(
                    item: guide, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: outer,
                    attribute: .bottom, identifier: displayName + ".safeArea.inside"),
                LayoutConstraint(
                    item: guide, attribute: .right, relatedBy: .lessThanOrEqual, toItem: outer,
                    attribute: .right, identifier: displayName + ".safeArea.inside"),
            ]
        }
        systemGuides.safeAreaPins = pins
        try? LayoutConstraint.activate(all)
        return guide
    }

    /// The view's edges inset by ``layoutMargins``, as UIKit's `layoutMarginsGuide`
    /// (named `<identifier>.margins`).
    // snippet: given let card = LayoutView("card"), title = LayoutView("title")
    /// ```swift
    /// try LayoutConstraint.activate([
    ///     title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
    /// ])
    /// ```
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = systemGuides.margins { return guide }
        let guide = makeSystemGuide("margins")
        systemGuides.margins = guide
        try? LayoutConstraint.activate([
            systemPin(guide, .top, .equal, .topMargin, 0, "margins.top"),
            systemPin(guide, .left, .equal, .leftMargin, 0, "margins.left"),
            systemPin(guide, .bottom, .equal, .bottomMargin, 0, "margins.bottom"),
            systemPin(guide, .right, .equal, .rightMargin, 0, "margins.right"),
        ])
        return guide
    }

    /// A column for reading, as UIKit's `readableContentGuide` (named
    /// `<identifier>.readable`): the margins' height, and their width up to
    /// ``readableContentWidth``, centred between the margins.
    // snippet: given let page = LayoutView("page"), body = LayoutView("body")
    /// ```swift
    /// try LayoutConstraint.activate([
    ///     body.leadingAnchor.constraint(equalTo: page.readableContentGuide.leadingAnchor),
    ///     body.trailingAnchor.constraint(equalTo: page.readableContentGuide.trailingAnchor),
    /// ])
    /// ```
    public var readableContentGuide: LayoutGuide {
        if let guide = systemGuides.readable { return guide }
        let guide = makeSystemGuide("readable")
        systemGuides.readable = guide
        let wide = LayoutConstraint(
            item: guide, attribute: .width, relatedBy: .equal, toItem: self, attribute: .width,
            priority: LayoutPriority(999), identifier: displayName + ".readable.width")
        try? LayoutConstraint.activate([
            systemPin(guide, .top, .equal, .topMargin, 0, "readable.top"),
            systemPin(guide, .bottom, .equal, .bottomMargin, 0, "readable.bottom"),
            systemPin(guide, .left, .greaterThanOrEqual, .leftMargin, 0, "readable.left"),
            systemPin(guide, .right, .lessThanOrEqual, .rightMargin, 0, "readable.right"),
            systemPin(guide, .centerX, .equal, .centerXWithinMargins, 0, "readable.centerX"),
            LayoutConstraint(
                item: guide, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil,
                constant: LayoutView.readableContentWidth, identifier: displayName + ".readable.maxWidth"),
            wide,
        ])
        return guide
    }

    /// Activates `constraint`, as UIKit's `addConstraint` (it is installed on its items'
    /// nearest common ancestor, whichever view this is called on).
    // snippet: given let cell = LayoutView("cell"), avatar = LayoutView("avatar")
    /// ```swift
    /// try cell.addConstraint(avatar.widthAnchor.constraint(equalToConstant: 32))
    /// ```
    /// - Throws: ``LayoutError`` when the constraint is invalid; nothing changes then.
    public func addConstraint(_ constraint: LayoutConstraint) throws(LayoutError) {
        try LayoutConstraint.activate([constraint])
    }

    /// Activates `constraints`, all or none, as UIKit's `addConstraints`.
    /// - Throws: ``LayoutError`` for the first invalid constraint; nothing changes then.
    public func addConstraints(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        try LayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint`, as UIKit's `removeConstraint`.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        constraint.deactivate()
    }

    /// Deactivates `constraints`, as UIKit's `removeConstraints`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    private func makeSystemGuide(_ suffix: String) -> LayoutGuide {
        let guide = LayoutGuide(displayName + "." + suffix)
        addLayoutGuide(guide)
        return guide
    }

    private func systemPin(
        _ guide: LayoutGuide, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ viewAttribute: LayoutAttribute, _ constant: Double, _ name: String
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: guide, attribute: attribute, relatedBy: relation, toItem: self, attribute: viewAttribute,
            constant: constant, identifier: displayName + "." + name)
    }
}

extension LayoutGuide {
    /// The guide's rectangle in its owning view's coordinates, as UIKit's `layoutFrame`
    /// (the same as ``frame``).
    public var layoutFrame: LayoutRect { frame }
}
