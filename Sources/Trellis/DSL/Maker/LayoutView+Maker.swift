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
        let built = try buildMaker(SourceLocation(fileID: fileID, line: line), body)
        try DSLScope.install(built.flatMap { $0.1.map(\.0) })
        return fill(built)
    }

    /// Builds and validates the constraints written in `body` without activating them
    /// (SnapKit's `prepareConstraints`); activate them later with
    /// ``MakerConstraint/activate()``.
    /// - Throws: ``DSLError`` for the first misuse.
    @discardableResult
    public func prepareConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        let built = try buildMaker(SourceLocation(fileID: fileID, line: line), body)
        try DSLScope.prepare(built.flatMap { $0.1.map(\.0) })
        return fill(built)
    }

    /// Removes the constraints the maker manages for this view (see the file comment) and
    /// makes those written in `body`. If `body` is invalid, the old constraints stay.
    /// - Throws: ``DSLError`` for the first misuse; nothing changes then.
    @discardableResult
    public func remakeConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        let built = try buildMaker(SourceLocation(fileID: fileID, line: line), body)
        let fresh = built.flatMap { $0.1.map(\.0) }
        try DSLScope.prepare(fresh)
        let old = madeConstraints()
        LayoutConstraint.deactivate(old)
        do {
            try DSLScope.install(fresh)
        } catch {
            try? LayoutConstraint.activate(old)
            throw error
        }
        return fill(built)
    }

    /// Deactivates the constraints the maker manages for this view and returns them.
    /// ```swift
    /// let removed = view1.removeConstraints()
    /// ```
    @discardableResult
    public func removeConstraints() -> [LayoutConstraint] {
        let old = madeConstraints()
        LayoutConstraint.deactivate(old)
        return old
    }

    /// The active user-written constraints whose first item is this view, in activation
    /// order: what `updateConstraints`, `remakeConstraints` and `removeConstraints` work on.
    /// ```swift
    /// #expect(view1.madeConstraints().count == 4)
    /// ```
    public func madeConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var cursor: LayoutView? = self
        while let host = cursor {
            for constraint in host.constraints
            where constraint.origin == .explicit && constraint.firstItem === self {
                result.append(constraint)
            }
            cursor = host.superview
        }
        return result.sorted { $0.sequence < $1.sequence }
    }

    /// Runs `body` on a fresh maker and resolves every relation.
    func buildMaker(_ location: SourceLocation, _ body: (ConstraintMaker) -> Void) throws(DSLError)
        -> [(MakerDescription, [(LayoutConstraint, MakerPart)])]
    {
        let maker = ConstraintMaker(view: self, location: location)
        body(maker)
        var built: [(MakerDescription, [(LayoutConstraint, MakerPart)])] = []
        for description in maker.descriptions {
            built.append((description, try description.resolve()))
        }
        return built
    }

    /// Fills each relation's handle and returns the handles.
    func fill(_ built: [(MakerDescription, [(LayoutConstraint, MakerPart)])]) -> [MakerConstraint] {
        built.map { description, pairs in
            description.handle.fill(pairs, from: description)
            return description.handle
        }
    }
}
