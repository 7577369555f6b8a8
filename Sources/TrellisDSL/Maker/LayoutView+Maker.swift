import Trellis
import TrellisSolver

// The maker entry points (SnapKit's `snp.makeConstraints` family, Masonry's `mas_...`).
//
// The constraints a maker manages for a view are the active constraints written by users
// (anchors, DSLs, files; not implicit ones) whose FIRST item is the view. `remakeConstraints`
// and `removeConstraints` replace or remove exactly those; constraints where the view is the
// second item belong to the other view.

extension LayoutView {
    /// Builds the constraints written in `body` and activates them, all or none.
    ///
    // snippet: given let superview = LayoutView("superview"), view1 = LayoutView("view1")
    // snippet: given let padding = LayoutInsets(all: 10)
    /// ```swift
    /// try view1.makeConstraints { make in
    ///     make.top.equalTo(superview.dsl.top).offset(padding.top)
    ///     make.left.equalTo(superview.dsl.left).offset(padding.left)
    ///     make.bottom.equalTo(superview.dsl.bottom).offset(-padding.bottom)
    ///     make.right.equalTo(superview.dsl.right).offset(-padding.right)
    /// }
    /// ```
    /// Inside ``DSLScope/withoutInstalling(_:)`` they are built but not activated.
    /// - Returns: one handle per relation written.
    /// - Throws: ``DSLError`` for the first misuse; nothing is activated then.
    @discardableResult
    public func makeConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.make(self, .snapKit, SourceLocation(fileID: fileID, line: line), body)
    }

    /// Builds and validates the constraints written in `body` without activating them
    /// (SnapKit's `prepareConstraints`); activate them later with
    /// ``MakerConstraint/activate()``.
    /// - Throws: ``DSLError`` for the first misuse.
    @discardableResult
    public func prepareConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.prepare(self, SourceLocation(fileID: fileID, line: line), body)
    }

    /// Removes the constraints the maker manages for this view (see the file comment) and
    /// makes those written in `body`. If `body` is invalid, the old constraints stay.
    /// - Throws: ``DSLError`` for the first misuse; nothing changes then.
    @discardableResult
    public func remakeConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.remake(self, .snapKit, SourceLocation(fileID: fileID, line: line), body)
    }

    /// Deactivates the constraints the maker manages for this view and returns them.
    // snippet: given let view1 = LayoutView("view1")
    /// ```swift
    /// let removed = view1.removeConstraints()
    /// ```
    @discardableResult
    public func removeConstraints() -> [LayoutConstraint] {
        MakerRunner.remove(self)
    }

    /// The active user-written constraints whose first item is this view, in activation
    /// order: what `updateConstraints`, `remakeConstraints` and `removeConstraints` work on.
    // snippet: given let view1 = LayoutView("view1")
    /// ```swift
    /// assert(view1.madeConstraints().count == 4)
    /// ```
    public func madeConstraints() -> [LayoutConstraint] {
        MakerRunner.made(self)
    }

    /// Masonry's `mas_makeConstraints`: as ``makeConstraints(fileID:line:_:)`` with
    /// Masonry's rules (composites in Masonry's order, insets leave sizes and centres
    /// alone, `centerOffset` moves only centres).
    // snippet: given let superview = LayoutView("superview"), view1 = LayoutView("view1")
    // snippet: given let padding = LayoutInsets(all: 10)
    /// ```swift
    /// try view1.mas_makeConstraints { make in
    ///     make.edges.equalTo(superview).with.insets(padding)
    /// }
    /// ```
    @discardableResult
    public func mas_makeConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.make(self, .masonry, SourceLocation(fileID: fileID, line: line), body)
    }

    /// Masonry's `mas_remakeConstraints`, with Masonry's rules.
    @discardableResult
    public func mas_remakeConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.remake(self, .masonry, SourceLocation(fileID: fileID, line: line), body)
    }
}

extension LayoutGuide {
    /// Builds and activates the constraints written in `body` for this guide (SnapKit's
    /// `guide.snp.makeConstraints`); `equalToSuperview()` means the owning view.
    // snippet: given let page = LayoutView("page")
    /// ```swift
    /// let column = LayoutGuide("column")
    /// page.addLayoutGuide(column)
    /// try column.makeConstraints { make in make.top.bottom.centerX.equalToSuperview() }
    /// ```
    /// - Throws: ``DSLError`` for the first misuse; nothing is activated then.
    @discardableResult
    public func makeConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.make(self, .snapKit, SourceLocation(fileID: fileID, line: line), body)
    }

    /// Builds and validates the guide's constraints without activating them.
    @discardableResult
    public func prepareConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.prepare(self, SourceLocation(fileID: fileID, line: line), body)
    }

    /// Replaces the guide's maker-managed constraints with those written in `body`.
    @discardableResult
    public func remakeConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.remake(self, .snapKit, SourceLocation(fileID: fileID, line: line), body)
    }

    /// Changes the constants of the guide's existing constraints (the matching rule of
    /// ``LayoutView/updateConstraints(fileID:line:_:)``).
    @discardableResult
    public func updateConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.update(self, .snapKit, SourceLocation(fileID: fileID, line: line), body)
    }

    /// Deactivates the guide's maker-managed constraints and returns them.
    @discardableResult
    public func removeConstraints() -> [LayoutConstraint] {
        MakerRunner.remove(self)
    }

    /// The active user-written constraints whose first item is this guide.
    public func madeConstraints() -> [LayoutConstraint] {
        MakerRunner.made(self)
    }
}

/// The maker entry points, for views and guides alike.
enum MakerRunner {
    static func make(
        _ item: any LayoutItem, _ dialect: MakerDialect, _ location: SourceLocation,
        _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        let built = try build(item, dialect, location, body)
        try DSLScope.install(built.flatMap { $0.1.map(\.0) })
        return fill(built)
    }

    static func prepare(_ item: any LayoutItem, _ location: SourceLocation, _ body: (ConstraintMaker) -> Void)
        throws(DSLError) -> [MakerConstraint]
    {
        let built = try build(item, .snapKit, location, body)
        try DSLScope.prepare(built.flatMap { $0.1.map(\.0) })
        return fill(built)
    }

    static func remake(
        _ item: any LayoutItem, _ dialect: MakerDialect, _ location: SourceLocation,
        _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        let built = try build(item, dialect, location, body)
        let fresh = built.flatMap { $0.1.map(\.0) }
        try DSLScope.prepare(fresh)
        let old = made(item)
        LayoutConstraint.deactivate(old)
        do {
            try DSLScope.install(fresh)
        } catch {
            try? LayoutConstraint.activate(old)
            throw error
        }
        return fill(built)
    }

    static func remove(_ item: any LayoutItem) -> [LayoutConstraint] {
        let old = made(item)
        LayoutConstraint.deactivate(old)
        return old
    }

    static func made(_ item: any LayoutItem) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var cursor: LayoutView? = LayoutConstraint.hostView(of: item)
        while let host = cursor {
            for constraint in host.constraints
            where constraint.origin == .explicit && constraint.firstItem === item {
                result.append(constraint)
            }
            cursor = host.superview
        }
        return result.sorted { $0.sequence < $1.sequence }
    }

    /// Runs `body` on a fresh maker and resolves every relation.
    static func build(
        _ item: any LayoutItem, _ dialect: MakerDialect, _ location: SourceLocation,
        _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [(MakerDescription, [(LayoutConstraint, MakerPart)])] {
        let maker = ConstraintMaker(item: item, location: location, dialect: dialect)
        body(maker)
        var built: [(MakerDescription, [(LayoutConstraint, MakerPart)])] = []
        for description in maker.descriptions {
            built.append((description, try description.resolve()))
        }
        return built
    }

    /// Fills each relation's handle and returns the handles.
    static func fill(_ built: [(MakerDescription, [(LayoutConstraint, MakerPart)])]) -> [MakerConstraint] {
        built.map { description, pairs in
            description.handle.fill(pairs, from: description)
            return description.handle
        }
    }
}
