import Trellis
import TrellisSolver

// Masonry's calls on arrays of views (NSArray+MASAdditions): one maker body for every
// view, and distributing views along an axis.

/// An axis for Masonry's `mas_distributeViews`, as `MASAxisType`.
public enum MASAxisType: Sendable, Hashable {
    /// Left to right (leading to trailing).
    case horizontal
    /// Top to bottom.
    case vertical
}

extension Array where Element == LayoutView {
    /// Runs `body` for every view with Masonry's rules and activates everything, all or none
    /// (Masonry's `[views mas_makeConstraints:]`).
    // snippet: given let header = LayoutView("header"), left = LayoutView("left")
    // snippet: given let right = LayoutView("right")
    /// ```swift
    /// try [left, right].mas_makeConstraints { make in make.top.equalTo(header.dsl.bottom) }
    /// ```
    /// - Throws: ``DSLError`` for the first misuse; nothing is activated then.
    @discardableResult
    public func mas_makeConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        let location = SourceLocation(fileID: fileID, line: line)
        var built: [(MakerDescription, [(LayoutConstraint, MakerPart)])] = []
        for view in self { built += try MakerRunner.build(view, .masonry, location, body) }
        try DSLScope.install(built.flatMap { $0.1.map(\.0) })
        return MakerRunner.fill(built)
    }

    /// Masonry's `[views mas_updateConstraints:]`: each view's update, in order.
    @discardableResult
    public func mas_updateConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        var handles: [MakerConstraint] = []
        for view in self {
            handles += try MakerRunner.update(
                view, .masonry, SourceLocation(fileID: fileID, line: line), body)
        }
        return handles
    }

    /// Masonry's `[views mas_remakeConstraints:]`: each view's remake, in order.
    @discardableResult
    public func mas_remakeConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        var handles: [MakerConstraint] = []
        for view in self {
            handles += try MakerRunner.remake(
                view, .masonry, SourceLocation(fileID: fileID, line: line), body)
        }
        return handles
    }

    /// Lines the views up along `axis` inside their common superview: `leadSpacing` before
    /// the first, `tailSpacing` after the last, `spacing` between, all the same length
    /// (Masonry's `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:`).
    // snippet: given let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
    /// ```swift
    /// try [a, b, c].mas_distributeViews(along: .horizontal, withFixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
    /// ```
    /// - Throws: ``DSLError/notEnoughViews(needed:got:location:)`` for fewer than two views
    ///   (as Masonry), ``DSLError/noCommonSuperview(views:location:)``.
    @discardableResult
    public func mas_distributeViews(
        along axis: MASAxisType, withFixedSpacing spacing: Double, leadSpacing: Double, tailSpacing: Double,
        fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        let here = SourceLocation(fileID: fileID, line: line)
        let (parent, start, end, length) = try masDistribution(axis, here)
        var made: [LayoutConstraint] = []
        for (index, view) in enumerated() {
            if index == 0 {
                made.append(view.plConstraint(start, .equal, parent, start, constant: leadSpacing, here))
            } else {
                made.append(view.plConstraint(start, .equal, self[index - 1], end, constant: spacing, here))
                made.append(view.plConstraint(length, .equal, self[0], length, here))
            }
        }
        if let last {
            made.append(last.plConstraint(end, .equal, parent, end, constant: -tailSpacing, here))
        }
        try DSLScope.install(made)
        return made
    }

    /// Gives every view the length `itemLength` along `axis` and spreads them with equal
    /// gaps between `leadSpacing` and `tailSpacing` (Masonry's
    /// `mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:`).
    /// - Throws: as ``mas_distributeViews(along:withFixedSpacing:leadSpacing:tailSpacing:fileID:line:)``.
    @discardableResult
    public func mas_distributeViews(
        along axis: MASAxisType, withFixedItemLength itemLength: Double, leadSpacing: Double,
        tailSpacing: Double, fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        let here = SourceLocation(fileID: fileID, line: line)
        let (parent, start, end, length) = try masDistribution(axis, here)
        var made: [LayoutConstraint] = []
        var gaps: [LayoutDimension] = []
        for (index, view) in enumerated() {
            made.append(view.plConstraint(length, .equal, nil, .notAnAttribute, constant: itemLength, here))
            if index == 0 {
                made.append(view.plConstraint(start, .equal, parent, start, constant: leadSpacing, here))
            } else if axis == .horizontal, let from = self[index - 1].xAxisAnchor(end),
                let to = view.xAxisAnchor(start)
            {
                gaps.append(from.anchorWithOffset(to: to))
            } else if let from = self[index - 1].yAxisAnchor(end), let to = view.yAxisAnchor(start) {
                gaps.append(from.anchorWithOffset(to: to))
            }
        }
        if let last {
            made.append(last.plConstraint(end, .equal, parent, end, constant: -tailSpacing, here))
        }
        for gap in gaps.dropFirst() {
            made.append(gap.constraint(equalTo: gaps[0], fileID: here.fileID, line: here.line))
        }
        try DSLScope.install(made)
        return made
    }

    private func masDistribution(_ axis: MASAxisType, _ here: SourceLocation) throws(DSLError)
        -> (LayoutView, LayoutAttribute, LayoutAttribute, LayoutAttribute)
    {
        if count < 2 { throw .notEnoughViews(needed: 2, got: count, location: here) }
        guard let parent = self[0].superview, allSatisfy({ $0.superview === parent }) else {
            throw .noCommonSuperview(views: map(\.displayName), location: here)
        }
        return axis == .horizontal ? (parent, .leading, .trailing, .width) : (parent, .top, .bottom, .height)
    }
}
