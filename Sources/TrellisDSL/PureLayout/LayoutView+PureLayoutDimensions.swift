import Trellis
import TrellisSolver

// PureLayout's dimension and general-attribute calls.

extension LayoutView {
    /// Matches a dimension to a dimension of another item, plus `offset`.
    // snippet: given let root = LayoutView("root"), body = LayoutView("body")
    /// ```swift
    /// try body.autoMatch(.width, to: .width, of: root, withOffset: -10)
    /// ```
    @discardableResult
    public func autoMatch(
        _ dimension: ALDimension, to toDimension: ALDimension, of other: any LayoutItem,
        withOffset offset: Double = 0, relation: LayoutRelation = .equal, fileID: String = #fileID,
        line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        return try plInstall([
            plConstraint(dimension.attribute, relation, other, toDimension.attribute, constant: offset, here)
        ])[0]
    }

    /// Matches a dimension to `multiplier` times a dimension of another item.
    @discardableResult
    public func autoMatch(
        _ dimension: ALDimension, to toDimension: ALDimension, of other: any LayoutItem,
        withMultiplier multiplier: Double, relation: LayoutRelation = .equal, fileID: String = #fileID,
        line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        return try plInstall([
            plConstraint(
                dimension.attribute, relation, other, toDimension.attribute, multiplier: multiplier, here)
        ])[0]
    }

    /// Sets a dimension to a constant.
    // snippet: given let avatar = LayoutView("avatar")
    /// ```swift
    /// try avatar.autoSetDimension(.width, toSize: 32)
    /// ```
    @discardableResult
    public func autoSetDimension(
        _ dimension: ALDimension, toSize size: Double, relation: LayoutRelation = .equal,
        fileID: String = #fileID, line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        return try plInstall([
            plConstraint(dimension.attribute, relation, nil, .notAnAttribute, constant: size, here)
        ])[
            0]
    }

    /// Sets both dimensions.
    // snippet: given let avatar = LayoutView("avatar")
    /// ```swift
    /// try avatar.autoSetDimensions(to: LayoutSize(width: 32, height: 32))
    /// ```
    @discardableResult
    public func autoSetDimensions(to size: LayoutSize, fileID: String = #fileID, line: Int = #line)
        throws(DSLError) -> [LayoutConstraint]
    {
        let here = SourceLocation(fileID: fileID, line: line)
        return try plInstall([
            plConstraint(.width, .equal, nil, .notAnAttribute, constant: size.width, here),
            plConstraint(.height, .equal, nil, .notAnAttribute, constant: size.height, here),
        ])
    }

    /// Constrains any attribute to any attribute of another item, plus `offset`
    /// (incompatible pairs throw ``DSLError/layout(_:)``).
    // snippet: given let badge = LayoutView("badge"), avatar = LayoutView("avatar")
    /// ```swift
    /// try badge.autoConstrainAttribute(.centerX, to: .trailing, of: avatar, withOffset: -4)
    /// ```
    @discardableResult
    public func autoConstrainAttribute(
        _ attribute: LayoutAttribute, to toAttribute: LayoutAttribute, of other: any LayoutItem,
        withOffset offset: Double = 0, relation: LayoutRelation = .equal, fileID: String = #fileID,
        line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        return try plInstall([plConstraint(attribute, relation, other, toAttribute, constant: offset, here)])[
            0]
    }

    /// Constrains any attribute to `multiplier` times any attribute of another item.
    @discardableResult
    public func autoConstrainAttribute(
        _ attribute: LayoutAttribute, to toAttribute: LayoutAttribute, of other: any LayoutItem,
        withMultiplier multiplier: Double, relation: LayoutRelation = .equal, fileID: String = #fileID,
        line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let here = SourceLocation(fileID: fileID, line: line)
        return try plInstall([
            plConstraint(attribute, relation, other, toAttribute, multiplier: multiplier, here)
        ])[0]
    }

    /// Builds the constraints made in `body` without installing them (PureLayout's
    /// `autoCreateConstraintsWithoutInstalling`); see ``DSLScope/withoutInstalling(_:)``.
    public static func autoCreateConstraintsWithoutInstalling(_ body: () throws -> Void) rethrows
        -> [LayoutConstraint]
    {
        try DSLScope.withoutInstalling(body)
    }

    /// Gives `priority` to every constraint made in `body`; see ``DSLScope/withPriority(_:_:)``.
    public static func autoSetPriority(_ priority: LayoutPriority, forConstraints body: () throws -> Void)
        rethrows
    {
        try DSLScope.withPriority(priority, body)
    }

    /// Gives `identifier` to every constraint made in `body`; see ``DSLScope/withIdentifier(_:_:)``.
    public static func autoSetIdentifier(_ identifier: String, forConstraints body: () throws -> Void)
        rethrows
    {
        try DSLScope.withIdentifier(identifier, body)
    }
}

extension Array where Element == LayoutConstraint {
    /// Installs the constraints, all or none, through the open scopes (PureLayout's
    /// `autoInstallConstraints`): inside `autoSetPriority(.defaultHigh)` they are installed
    /// at 750, inside a without-installing scope they are collected instead.
    /// - Throws: ``DSLError/layout(_:)`` naming the first invalid constraint.
    public func autoInstallConstraints() throws(DSLError) {
        try DSLScope.install(self)
    }

    /// Deactivates the constraints (PureLayout's `autoRemoveConstraints`).
    public func autoRemoveConstraints() {
        LayoutConstraint.deactivate(self)
    }

    /// Sets the identifier of every constraint and returns them.
    @discardableResult
    public func autoIdentifyConstraints(_ identifier: String) -> [LayoutConstraint] {
        for constraint in self { constraint.identifier = identifier }
        return self
    }
}
