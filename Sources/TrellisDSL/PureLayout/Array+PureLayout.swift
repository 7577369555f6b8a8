import Trellis
import TrellisSolver

// PureLayout's calls on arrays of views: alignment, matching, sizes and distribution.

extension Array where Element == LayoutView {
    /// At least `count` views, or ``DSLError/notEnoughViews(needed:got:location:)``.
    private func plRequire(_ count: Int, _ here: SourceLocation) throws(DSLError) {
        if self.count < count { throw .notEnoughViews(needed: count, got: self.count, location: here) }
    }

    /// Installs all constraints (all or none) through the scopes.
    private func plInstall(_ constraints: [LayoutConstraint]) throws(DSLError) -> [LayoutConstraint] {
        try DSLScope.install(constraints)
        return constraints
    }

    /// Each view's `attribute == first view's attribute` (from the second view on).
    private func plAlign(_ attribute: LayoutAttribute, _ here: SourceLocation) throws(DSLError)
        -> [LayoutConstraint]
    {
        try plRequire(2, here)
        return dropFirst().map { $0.plConstraint(attribute, .equal, self[0], attribute, here) }
    }

    /// Aligns an edge of every view with the first view's.
    // snippet: given let title = LayoutView("title"), detail = LayoutView("detail")
    /// ```swift
    /// try [title, detail].autoAlignViews(to: ALEdge.leading)
    /// ```
    /// - Throws: ``DSLError/notEnoughViews(needed:got:location:)`` for fewer than two views.
    @discardableResult
    public func autoAlignViews(to edge: ALEdge, fileID: String = #fileID, line: Int = #line) throws(DSLError)
        -> [LayoutConstraint]
    {
        try plInstall(plAlign(edge.attribute, SourceLocation(fileID: fileID, line: line)))
    }

    /// Aligns an axis of every view with the first view's.
    // snippet: given let avatar = LayoutView("avatar"), name = LayoutView("name"), time = LayoutView("time")
    /// ```swift
    /// try [avatar, name, time].autoAlignViews(to: ALAxis.horizontal)   // one centerY
    /// ```
    @discardableResult
    public func autoAlignViews(to axis: ALAxis, fileID: String = #fileID, line: Int = #line) throws(DSLError)
        -> [LayoutConstraint]
    {
        try plInstall(plAlign(axis.attribute, SourceLocation(fileID: fileID, line: line)))
    }

    /// Gives every view the first view's width or height.
    @discardableResult
    public func autoMatchViewsDimension(_ dimension: ALDimension, fileID: String = #fileID, line: Int = #line)
        throws(DSLError) -> [LayoutConstraint]
    {
        try plInstall(plAlign(dimension.attribute, SourceLocation(fileID: fileID, line: line)))
    }

    /// Sets a dimension of every view to a constant.
    @discardableResult
    public func autoSetViewsDimension(
        _ dimension: ALDimension, toSize size: Double, fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        let here = SourceLocation(fileID: fileID, line: line)
        try plRequire(1, here)
        return try plInstall(
            map { $0.plConstraint(dimension.attribute, .equal, nil, .notAnAttribute, constant: size, here) })
    }

    /// Sets both dimensions of every view.
    @discardableResult
    public func autoSetViewsDimensions(to size: LayoutSize, fileID: String = #fileID, line: Int = #line)
        throws(DSLError) -> [LayoutConstraint]
    {
        let here = SourceLocation(fileID: fileID, line: line)
        try plRequire(1, here)
        return try plInstall(
            flatMap { view in
                [
                    view.plConstraint(.width, .equal, nil, .notAnAttribute, constant: size.width, here),
                    view.plConstraint(.height, .equal, nil, .notAnAttribute, constant: size.height, here),
                ]
            })
    }

    /// Lays the views out one after another along `axis` (`.horizontal`: leading to
    /// trailing; `.vertical`: top to bottom) with `spacing` between them, and between the
    /// ends and the superview when `insetSpacing`; aligns them on `alignment` (an attribute
    /// across the axis); with `matchedSizes` they all get the first view's length.
    // snippet: given let vote = LayoutView("vote"), comment = LayoutView("comment")
    // snippet: given let share = LayoutView("share")
    /// ```swift
    /// try [vote, comment, share].autoDistributeViews(
    ///     along: .horizontal, alignedTo: .centerY, withFixedSpacing: 10)
    /// ```
    /// - Throws: ``DSLError`` for fewer than two views, views without a common superview,
    ///   or an alignment along the axis.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: LayoutAttribute, withFixedSpacing spacing: Double,
        insetSpacing: Bool = true, matchedSizes: Bool = true, fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        let here = SourceLocation(fileID: fileID, line: line)
        let (parent, start, end, length) = try plDistribution(axis, alignment, here)
        let ends = insetSpacing ? spacing : 0
        var constraints: [LayoutConstraint] = []
        for (index, view) in enumerated() {
            if index == 0 {
                constraints.append(view.plConstraint(start, .equal, parent, start, constant: ends, here))
            } else {
                constraints.append(
                    view.plConstraint(start, .equal, self[index - 1], end, constant: spacing, here))
                constraints.append(view.plConstraint(alignment, .equal, self[0], alignment, here))
                if matchedSizes {
                    constraints.append(view.plConstraint(length, .equal, self[0], length, here))
                }
            }
        }
        if let last = self.last {
            constraints.append(last.plConstraint(end, .equal, parent, end, constant: -ends, here))
        }
        return try plInstall(constraints)
    }

    /// Gives every view the length `size` along `axis` and spreads them with equal gaps
    /// (also at the ends when `insetSpacing`; otherwise the first and last views touch the
    /// superview's edges); aligns them on `alignment`.
    // snippet: given let red = LayoutView("red"), blue = LayoutView("blue"), green = LayoutView("green")
    /// ```swift
    /// try [red, blue, green].autoDistributeViews(along: .horizontal, alignedTo: .centerY, withFixedSize: 80)
    /// ```
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: LayoutAttribute, withFixedSize size: Double,
        insetSpacing: Bool = true, fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        let here = SourceLocation(fileID: fileID, line: line)
        let (parent, start, end, length) = try plDistribution(axis, alignment, here)
        var constraints: [LayoutConstraint] = []
        if count == 1, !insetSpacing {
            // One view touching both ends cannot have a fixed size: PureLayout centres it.
            let centre: LayoutAttribute = length == .width ? .centerX : .centerY
            constraints.append(
                self[0].plConstraint(length, .equal, nil, .notAnAttribute, constant: size, here))
            constraints.append(self[0].plConstraint(centre, .equal, parent, centre, here))
            return try plInstall(constraints)
        }
        var gaps: [LayoutDimension] = []
        for (index, view) in enumerated() {
            constraints.append(view.plConstraint(length, .equal, nil, .notAnAttribute, constant: size, here))
            if index > 0 {
                constraints.append(view.plConstraint(alignment, .equal, self[0], alignment, here))
                gaps.append(plGap(self[index - 1], end, view, start))
            }
        }
        if let first = self.first, let last = self.last {
            if insetSpacing {
                gaps.insert(plGap(parent, start, first, start), at: 0)
                gaps.append(plGap(last, end, parent, end))
            } else {
                constraints.append(first.plConstraint(start, .equal, parent, start, here))
                constraints.append(last.plConstraint(end, .equal, parent, end, here))
            }
        }
        for gap in gaps.dropFirst() {
            constraints.append(gap.constraint(equalTo: gaps[0], fileID: here.fileID, line: here.line))
        }
        return try plInstall(constraints)
    }

    /// The distance from `a.aAttribute` to `b.bAttribute` as a dimension.
    private func plGap(
        _ a: LayoutView, _ aAttribute: LayoutAttribute, _ b: LayoutView, _ bAttribute: LayoutAttribute
    )
        -> LayoutDimension
    {
        if aAttribute.isXAxis, let from = a.xAxisAnchor(aAttribute), let to = b.xAxisAnchor(bAttribute) {
            return from.anchorWithOffset(to: to)
        }
        if let from = a.yAxisAnchor(aAttribute), let to = b.yAxisAnchor(bAttribute) {
            return from.anchorWithOffset(to: to)
        }
        return a.widthAnchor
    }

    /// Checks a distribution and returns the common superview and the start, end and length
    /// attributes along the axis.
    private func plDistribution(_ axis: ALAxis, _ alignment: LayoutAttribute, _ here: SourceLocation)
        throws(DSLError) -> (LayoutView, LayoutAttribute, LayoutAttribute, LayoutAttribute)
    {
        try plRequire(1, here)
        let horizontal: Bool
        switch axis {
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        case .firstBaseline, .lastBaseline:
            throw .incompatibleTarget(
                attribute: axis.attribute, target: "a distribution axis", location: here)
        }
        if horizontal ? !alignment.isYAxis : !alignment.isXAxis {
            throw .incompatibleTarget(
                attribute: alignment, target: horizontal ? "a horizontal row" : "a vertical column",
                location: here)
        }
        guard let parent = self[0].superview, allSatisfy({ $0.superview === parent }) else {
            throw .noCommonSuperview(views: map(\.displayName), location: here)
        }
        return horizontal ? (parent, .leading, .trailing, .width) : (parent, .top, .bottom, .height)
    }
}
