import Trellis
import TrellisSolver

// PureLayout's single-view API. Every call builds its constraints, installs them through
// the open DSLScope scopes (or collects them, in a without-installing scope) and returns
// them; misuse throws DSLError and changes nothing.

extension LayoutView {
    /// Builds `item.attribute REL multiplier * other.otherAttribute + constant`.
    func plConstraint(
        _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: (any LayoutItem)?,
        _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        _ location: SourceLocation
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: self, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant, fileID: location.fileID, line: location.line)
        constraint.allowsCrossAxis = true
        return constraint
    }

    /// Installs through the scopes and returns the constraints.
    func plInstall(_ constraints: [LayoutConstraint]) throws(DSLError) -> [LayoutConstraint] {
        try DSLScope.install(constraints)
        return constraints
    }

    /// The superview, or ``DSLError/noSuperview(view:location:)``.
    func plSuperview(_ location: SourceLocation) throws(DSLError) -> LayoutView {
        guard let superview else { throw .noSuperview(view: displayName, location: location) }
        return superview
    }

    /// Centres the view in its superview (centerX and centerY).
    // snippet: given let spinner = LayoutView("spinner")
    /// ```swift
    /// try spinner.autoCenterInSuperview()
    /// ```
    @discardableResult
    public func autoCenterInSuperview(fileID: String = #fileID, line: Int = #line) throws(DSLError)
        -> [LayoutConstraint]
    {
        let here = SourceLocation(fileID: fileID, line: line)
        let parent = try plSuperview(here)
        return try plInstall([
            plConstraint(.centerX, .equal, parent, .centerX, here),
            plConstraint(.centerY, .equal, parent, .centerY, here),
        ])
    }

    /// Centres the view within its superview's margins.
    @discardableResult
    public func autoCenterInSuperviewMargins(fileID: String = #fileID, line: Int = #line) throws(DSLError)
        -> [LayoutConstraint]
    {
        let here = SourceLocation(fileID: fileID, line: line)
        let parent = try plSuperview(here)
        return try plInstall([
            plConstraint(.centerX, .equal, parent, .centerXWithinMargins, here),
            plConstraint(.centerY, .equal, parent, .centerYWithinMargins, here),
        ])
    }

    /// Aligns an axis with the same axis of the superview.
    @discardableResult
    public func autoAlignAxis(toSuperviewAxis axis: ALAxis, fileID: String = #fileID, line: Int = #line)
        throws(DSLError) -> LayoutConstraint
    {
        let here = SourceLocation(fileID: fileID, line: line)
        let parent = try plSuperview(here)
        return try plInstall([plConstraint(axis.attribute, .equal, parent, axis.attribute, here)])[0]
    }

    /// Aligns an axis with the same axis of the superview's margins.
    @discardableResult
    public func autoAlignAxis(toSuperviewMarginAxis axis: ALAxis, fileID: String = #fileID, line: Int = #line)
        throws(DSLError) -> LayoutConstraint
    {
        let here = SourceLocation(fileID: fileID, line: line)
        let parent = try plSuperview(here)
        return try plInstall([plConstraint(axis.attribute, .equal, parent, axis.marginAttribute, here)])[0]
    }

    /// Pins an edge to the same edge of the superview, `inset` inward (the sign is handled
    /// per edge; for bottom, right and trailing `relation` is mirrored so that `>=` still
    /// means "at least `inset` away").
    // snippet: given let time = LayoutView("time")
    /// ```swift
    /// try time.autoPinEdge(toSuperviewEdge: .trailing, withInset: 15)   // trailing == sv.trailing - 15
    /// ```
    @discardableResult
    public func autoPinEdge(
        toSuperviewEdge edge: ALEdge, withInset inset: Double = 0, relation: LayoutRelation = .equal,
        fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        let parent = try plSuperview(here)
        return try plInstall([plPinInset(edge, edge.attribute, parent, inset, relation, here)])[0]
    }

    /// Pins an edge to the same edge of the superview's margins, `inset` inward.
    @discardableResult
    public func autoPinEdge(
        toSuperviewMargin edge: ALEdge, withInset inset: Double = 0, relation: LayoutRelation = .equal,
        fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        let parent = try plSuperview(here)
        return try plInstall([plPinInset(edge, edge.marginAttribute, parent, inset, relation, here)])[0]
    }

    /// The constraint pinning `edge` to `parent.parentAttribute` with an inward inset.
    private func plPinInset(
        _ edge: ALEdge, _ parentAttribute: LayoutAttribute, _ parent: LayoutView, _ inset: Double,
        _ relation: LayoutRelation, _ here: SourceLocation
    ) -> LayoutConstraint {
        let relation = edge.insetIsNegative ? relation.reversed : relation
        let constant = edge.insetIsNegative ? -inset : inset
        return plConstraint(edge.attribute, relation, parent, parentAttribute, constant: constant, here)
    }

    /// Pins the top, leading, bottom and trailing edges to the superview's, inset by
    /// `insets` (left is the leading inset, right the trailing one), optionally leaving one
    /// edge out (`.left`/`.leading` and `.right`/`.trailing` leave out the same edge).
    // snippet: given let sv = LayoutView("sv")
    /// ```swift
    /// try sv.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)
    /// ```
    @discardableResult
    public func autoPinEdgesToSuperviewEdges(
        with insets: LayoutInsets = .zero, excludingEdge excluded: ALEdge? = nil, fileID: String = #fileID,
        line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        let here = SourceLocation(fileID: fileID, line: line)
        let parent = try plSuperview(here)
        return try plInstall(
            plEdges(excluding: excluded, insets: insets).map { edge, inset in
                plPinInset(edge, edge.attribute, parent, inset, .equal, here)
            })
    }

    /// Pins the top, leading, bottom and trailing edges to the superview's margins,
    /// optionally leaving one edge out.
    @discardableResult
    public func autoPinEdgesToSuperviewMargins(
        with insets: LayoutInsets = .zero, excludingEdge excluded: ALEdge? = nil, fileID: String = #fileID,
        line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        let here = SourceLocation(fileID: fileID, line: line)
        let parent = try plSuperview(here)
        return try plInstall(
            plEdges(excluding: excluded, insets: insets).map { edge, inset in
                plPinInset(edge, edge.marginAttribute, parent, inset, .equal, here)
            })
    }

    /// The four edges PureLayout pins, with their insets, less the excluded one. Excluding
    /// `.left` or `.right` pins the other three with absolute edges (excluding `.left`
    /// gives top, bottom and right), as PureLayout does; otherwise leading and trailing.
    private func plEdges(excluding excluded: ALEdge?, insets: LayoutInsets) -> [(ALEdge, Double)] {
        var edges: [(ALEdge, Double)] = []
        if excluded == .left || excluded == .right {
            edges.append((.top, insets.top))
            if excluded != .left { edges.append((.left, insets.left)) }
            edges.append((.bottom, insets.bottom))
            if excluded != .right { edges.append((.right, insets.right)) }
            return edges
        }
        if excluded != .top { edges.append((.top, insets.top)) }
        if excluded != .leading && excluded != .left { edges.append((.leading, insets.left)) }
        if excluded != .bottom { edges.append((.bottom, insets.bottom)) }
        if excluded != .trailing && excluded != .right { edges.append((.trailing, insets.right)) }
        return edges
    }

    /// Pins an edge to an edge of another item: `edge REL other.toEdge + offset`.
    // snippet: given let avatar = LayoutView("avatar"), name = LayoutView("name")
    /// ```swift
    /// try name.autoPinEdge(.leading, to: .trailing, of: avatar, withOffset: 10)
    /// ```
    @discardableResult
    public func autoPinEdge(
        _ edge: ALEdge, to toEdge: ALEdge, of other: any LayoutItem, withOffset offset: Double = 0,
        relation: LayoutRelation = .equal, fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        return try plInstall([
            plConstraint(edge.attribute, relation, other, toEdge.attribute, constant: offset, here)
        ])[0]
    }

    /// Aligns an axis with the same axis of another item, offset by `offset`.
    @discardableResult
    public func autoAlignAxis(
        _ axis: ALAxis, toSameAxisOf other: any LayoutItem, withOffset offset: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        return try plInstall([
            plConstraint(axis.attribute, .equal, other, axis.attribute, constant: offset, here)
        ])[0]
    }

    /// Aligns an axis with `multiplier` times the same axis of another item.
    @discardableResult
    public func autoAlignAxis(
        _ axis: ALAxis, toSameAxisOf other: any LayoutItem, withMultiplier multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        return try plInstall([
            plConstraint(axis.attribute, .equal, other, axis.attribute, multiplier: multiplier, here)
        ])[0]
    }
}
