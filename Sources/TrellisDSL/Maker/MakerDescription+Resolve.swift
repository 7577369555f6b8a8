import Trellis

// Turning a written relation into constraints.

extension MakerDescription {
    /// The constraints of this relation, one per attribute, not yet active.
    ///
    /// - Throws: ``DSLError`` for a missing relation, a missing superview, a target that
    ///   does not fit an attribute, or a non-finite number.
    func resolve() throws(DSLError) -> [(LayoutConstraint, MakerPart)] {
        if let error { throw error }
        guard let relation, let target else {
            throw .missingRelation(attributes: attributes, location: location)
        }
        guard multiplier.isFinite, modifier.isFinite else {
            throw .invalidValue(what: "a multiplier, offset or inset is not finite", location: location)
        }
        var result: [(LayoutConstraint, MakerPart)] = []
        for attribute in orderedAttributes {
            for single in targets(target) {
                let part = try self.part(for: attribute, target: single)
                guard part.targetConstant.isFinite else {
                    throw .invalidValue(what: "the target gives a non-finite constant", location: location)
                }
                let constraint = LayoutConstraint(
                    item: item, attribute: attribute, relatedBy: relation, toItem: part.secondItem,
                    attribute: part.secondAttribute, multiplier: part.secondItem == nil ? 1 : multiplier,
                    constant: part.constant(multiplier: multiplier, modifier: modifier, dialect: dialect),
                    priority: priority, identifier: label, fileID: location.fileID, line: location.line)
                constraint.allowsCrossAxis = true
                result.append((constraint, part))
            }
        }
        return result
    }

    /// The single targets of `target`: an array target (Masonry's `equalTo(@[v1, v2])`)
    /// relates each attribute to each element.
    private func targets(_ target: Target) -> [Target] {
        guard case .value(.many(let values)) = target else { return [target] }
        var result: [Target] = []
        for value in values { result += targets(.value(value)) }
        return result
    }

    /// What `attribute` relates to for `target`.
    private func part(for attribute: LayoutAttribute, target: Target) throws(DSLError) -> MakerPart {
        switch target {
        case .superview:
            return MakerPart(
                attribute: attribute, secondItem: try superview(), secondAttribute: attribute,
                targetConstant: 0)
        case .value(let value):
            return try part(for: attribute, value: value)
        }
    }

    private func part(for attribute: LayoutAttribute, value: ConstraintTargetValue) throws(DSLError)
        -> MakerPart
    {
        switch value {
        case .item(let item):
            return MakerPart(
                attribute: attribute, secondItem: item, secondAttribute: attribute, targetConstant: 0)
        case .attributes(let item, let attributes):
            let second: LayoutAttribute
            if attributes.count == 1 {
                second = attributes[0]
            } else if let match = attributes.first(where: {
                AttributeSets.kind($0) == AttributeSets.kind(attribute)
            }) {
                second = match
            } else {
                throw .incompatibleTarget(attribute: attribute, target: value.summary, location: location)
            }
            return MakerPart(
                attribute: attribute, secondItem: item, secondAttribute: second, targetConstant: 0)
        case .constant(let number):
            return try relativeToSuperview(attribute, number)
        case .size(let size):
            if dialect == .masonry, !attribute.isDimension { return try relativeToSuperview(attribute, 0) }
            return try relativeToSuperview(attribute, AttributeSets.sizeConstant(attribute, size))
        case .point(let point):
            if dialect == .masonry {
                let centre =
                    AttributeSets.kind(attribute) == .centerX || AttributeSets.kind(attribute) == .centerY
                return try relativeToSuperview(
                    attribute, centre ? AttributeSets.pointConstant(attribute, point) : 0)
            }
            return try relativeToSuperview(attribute, AttributeSets.pointConstant(attribute, point))
        case .insets(let insets):
            return try relativeToSuperview(
                attribute, AttributeSets.insetConstant(attribute, insets, dialect: dialect))
        case .many:
            throw .incompatibleTarget(attribute: attribute, target: value.summary, location: location)
        }
    }

    /// A dimension equal to `number`, or a position at the superview's same attribute plus
    /// `number` (SnapKit's rule for bare numbers).
    private func relativeToSuperview(_ attribute: LayoutAttribute, _ number: Double) throws(DSLError)
        -> MakerPart
    {
        if attribute.isDimension {
            return MakerPart(
                attribute: attribute, secondItem: nil, secondAttribute: .notAnAttribute,
                targetConstant: number)
        }
        return MakerPart(
            attribute: attribute, secondItem: try superview(), secondAttribute: attribute,
            targetConstant: number)
    }

    private func superview() throws(DSLError) -> LayoutView {
        guard let superview = item.parentView else {
            throw .noSuperview(view: item.displayName, location: location)
        }
        return superview
    }
}
