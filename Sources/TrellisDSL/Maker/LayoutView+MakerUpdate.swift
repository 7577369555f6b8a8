import Trellis
import TrellisSolver

// updateConstraints and its matching rule.

extension LayoutView {
    /// Changes the constants of existing constraints to those written in `body`.
    ///
    /// ## Matching rule
    /// A written constraint matches an existing one (among ``madeConstraints()``) when they
    /// have the same first attribute, relation, second item (the same object, or both none),
    /// second attribute, multiplier and priority. The existing constraint then takes the new
    /// constant (and the new label, when one is written); nothing is added. When several
    /// match, the most recently activated one is updated.
    ///
    /// When a written constraint matches none, nothing changes and the call throws
    /// ``DSLError/noMatchingConstraint(constraint:nearest:field:location:)``, naming the
    /// existing constraint on the same attribute that differs in the fewest fields and the
    /// first field in which it differs (SnapKit crashes there; Masonry silently adds a
    /// duplicate).
    // snippet: given let button = LayoutView("button")
    /// ```swift
    /// try button.makeConstraints { make in make.width.equalTo(100) }
    /// try button.updateConstraints { make in make.width.equalTo(140) }     // constant 100 -> 140
    /// try button.updateConstraints { make in make.width.lessThanOrEqualTo(140) }
    /// // throws: no existing constraint matches button.width <= 140; nearest is
    /// // button.width == 140, which differs in relation
    /// ```
    @discardableResult
    public func updateConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.update(self, .snapKit, SourceLocation(fileID: fileID, line: line), body)
    }

    /// Masonry's `mas_updateConstraints`: the same matching rule, but a written constraint
    /// that matches none is added (Masonry's documented behaviour) instead of throwing.
    // snippet: given let button = LayoutView("button")
    /// ```swift
    /// try button.mas_updateConstraints { make in make.width.equalTo(140) }
    /// ```
    @discardableResult
    public func mas_updateConstraints(
        fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        try MakerRunner.update(self, .masonry, SourceLocation(fileID: fileID, line: line), body)
    }
}

extension MakerRunner {
    static func update(
        _ item: any LayoutItem, _ dialect: MakerDialect, _ location: SourceLocation,
        _ body: (ConstraintMaker) -> Void
    ) throws(DSLError) -> [MakerConstraint] {
        let built = try build(item, dialect, location, body)
        let existing = made(item)
        var plan: [(MakerDescription, [(LayoutConstraint, MakerPart)], [LayoutConstraint?])] = []
        var added: [LayoutConstraint] = []
        for (description, pairs) in built {
            var targets: [LayoutConstraint?] = []
            for (fresh, _) in pairs {
                guard fresh.constant.isFinite else {
                    throw .invalidValue(what: "a non-finite constant", location: description.location)
                }
                guard let match = existing.last(where: { LayoutView.firstDifference($0, fresh) == nil })
                else {
                    if dialect == .masonry {
                        targets.append(nil)
                        added.append(fresh)
                        continue
                    }
                    throw LayoutView.noMatch(fresh, existing, description.location)
                }
                targets.append(match)
            }
            plan.append((description, pairs, targets))
        }
        try DSLScope.install(added)
        for (description, pairs, targets) in plan {
            var filled: [(LayoutConstraint, MakerPart)] = []
            for (index, target) in targets.enumerated() {
                guard let target else {
                    filled.append(pairs[index])
                    continue
                }
                target.constant = pairs[index].0.constant
                if let label = description.label { target.identifier = label }
                filled.append((target, pairs[index].1))
            }
            description.handle.fill(filled, from: description)
        }
        return plan.map(\.0.handle)
    }
}

extension LayoutView {
    /// The first field (in matching order) in which `existing` differs from `fresh`, or nil.
    static func firstDifference(_ existing: LayoutConstraint, _ fresh: LayoutConstraint)
        -> DSLError.ConstraintField?
    {
        differences(existing, fresh).first
    }

    /// Every field in which `existing` differs from `fresh`, in matching order.
    static func differences(_ existing: LayoutConstraint, _ fresh: LayoutConstraint)
        -> [DSLError.ConstraintField]
    {
        var fields: [DSLError.ConstraintField] = []
        if existing.firstAttribute != fresh.firstAttribute { fields.append(.firstAttribute) }
        if existing.relation != fresh.relation { fields.append(.relation) }
        if existing.secondItem !== fresh.secondItem { fields.append(.secondItem) }
        if existing.secondAttribute != fresh.secondAttribute { fields.append(.secondAttribute) }
        if existing.multiplier != fresh.multiplier { fields.append(.multiplier) }
        if existing.priority != fresh.priority { fields.append(.priority) }
        return fields
    }

    /// The error for a written constraint without a match: the nearest existing constraint on
    /// the same first attribute (fewest differing fields) and its first difference.
    static func noMatch(
        _ fresh: LayoutConstraint, _ existing: [LayoutConstraint], _ location: SourceLocation
    ) -> DSLError {
        let candidates = existing.filter { $0.firstAttribute == fresh.firstAttribute }
        let nearest = candidates.min { differences($0, fresh).count < differences($1, fresh).count }
        guard let nearest, let field = firstDifference(nearest, fresh) else {
            return .noMatchingConstraint(
                constraint: fresh.description, nearest: nil, field: .firstAttribute, location: location)
        }
        return .noMatchingConstraint(
            constraint: fresh.description, nearest: nearest.debugDescription, field: field, location: location
        )
    }
}
