import TrellisSolver

/// One constraint a visual format asks for, before it becomes a ``LayoutConstraint``:
/// `first.firstAttribute REL multiplier * second.secondAttribute + constant @priority`.
///
/// Items are named; `superview(of:)` stands for the superview of a named view (or the owner of
/// a named guide), resolved when the rule is turned into a constraint.
package struct VisualFormatRule: Sendable, Hashable {
    /// A named item, or the superview of one.
    package enum Item: Sendable, Hashable {
        case view(String)
        case superview(of: String)

        /// Whether this stands for the superview of a named item.
        var isSuperview: Bool {
            if case .superview = self { return true }
            return false
        }
    }

    package var first: Item
    package var firstAttribute: LayoutFileAttribute
    var relation: Relation
    package var second: Item?
    package var secondAttribute: LayoutFileAttribute?
    var constant: Double
    var priority: Double
    /// The 1-based column in the format this rule comes from (for errors).
    package var column: Int
    /// The column of the `|` a `superview(of:)` item stands for, if the rule has one.
    var barColumn: Int? = nil
}

extension VisualFormat {
    /// The standard spacing between sibling views (a bare `-`).
    static let standardSiblingSpacing = 8.0
    /// The standard spacing between a view and its superview's edge (`|-` or `-|`).
    static let standardSuperviewSpacing = 20.0

    /// The constraints this format asks for with `options`, in the order Apple makes them:
    /// size predicates of each view and the connection before it, then the alignments.
    ///
    /// - Throws: ``VisualFormatError`` when an alignment runs along the format's own axis or
    ///   when more than one direction is given.
    package func rules(options: VisualFormatOptions) throws(VisualFormatError) -> [VisualFormatRule] {
        let directions = options.directions
        guard directions.count <= 1 else {
            throw VisualFormatError(.conflictingDirections, column: 1, format: source)
        }
        let alignments = try alignmentAttributes(options)
        let (start, end, reversed) = edges(direction: directions.first ?? .directionLeadingToTrailing)
        let size: LayoutFileAttribute = orientation == .horizontal ? .width : .height
        var rules: [VisualFormatRule] = []

        let axis = AxisEdges(start: start, end: end, reversed: reversed)
        func gap(
            _ connection: Connection, after earlier: VisualFormatRule.Item,
            before later: VisualFormatRule.Item, bar: Int?
        ) {
            rules += gapRules(connection, after: earlier, before: later, bar: bar, axis: axis)
        }

        for (offset, view) in views.enumerated() {
            let item = VisualFormatRule.Item.view(view.name)
            if offset == 0, let leadingEdge {
                gap(leadingEdge, after: .superview(of: view.name), before: item, bar: leadingBarColumn ?? 1)
            } else if offset > 0 {
                gap(
                    connections[offset - 1], after: .view(views[offset - 1].name), before: item,
                    bar: nil)
            }
            for predicate in view.predicates {
                var rule = VisualFormatRule(
                    first: item, firstAttribute: size, relation: predicate.relation, second: nil,
                    secondAttribute: nil, constant: 0, priority: predicate.priority, column: predicate.column)
                switch predicate.operand {
                case .constant(let value): rule.constant = value
                case .view(let other):
                    rule.second = .view(other)
                    rule.secondAttribute = size
                }
                rules.append(rule)
            }
        }
        if let trailingEdge, let last = views.last {
            gap(
                trailingEdge, after: .view(last.name), before: .superview(of: last.name),
                bar: trailingBarColumn ?? 1)
        }
        for attribute in alignments {
            for (earlier, later) in zip(views, views.dropFirst()) {
                rules.append(
                    VisualFormatRule(
                        first: .view(later.name), firstAttribute: attribute, relation: .equal,
                        second: .view(earlier.name), secondAttribute: attribute, constant: 0,
                        priority: 1000, column: later.column))
            }
        }
        return rules
    }

    /// The start and end attributes of a format's axis, and whether rows run from the end.
    struct AxisEdges {
        let start: LayoutFileAttribute
        let end: LayoutFileAttribute
        let reversed: Bool
    }

    /// The rules of one connection: `later` sits after `earlier` along the row,
    /// `later.start - earlier.end REL gap` (`bar` is the column of the `|` when one side is
    /// the superview).
    private func gapRules(
        _ connection: Connection, after earlier: VisualFormatRule.Item, before later: VisualFormatRule.Item,
        bar: Int?, axis: AxisEdges
    ) -> [VisualFormatRule] {
        let toSuperview = bar != nil
        let predicates: [Predicate]
        switch connection.spacing {
        case .flush:
            predicates = [
                Predicate(relation: .equal, operand: .constant(0), priority: 1000, column: connection.column)
            ]
        case .standard:
            let spacing = toSuperview ? Self.standardSuperviewSpacing : Self.standardSiblingSpacing
            predicates = [
                Predicate(
                    relation: .equal, operand: .constant(spacing), priority: 1000, column: connection.column)
            ]
        case .predicates(let list):
            predicates = list
        }
        // A superview's edge faces the row: its start before the first view, its end after the last.
        let laterAttribute = later.isSuperview ? axis.end : axis.start
        let earlierAttribute = earlier.isSuperview ? axis.start : axis.end
        var rules: [VisualFormatRule] = []
        for predicate in predicates {
            guard case .constant(let spacing) = predicate.operand else { continue }
            var rule = VisualFormatRule(
                first: later, firstAttribute: laterAttribute, relation: predicate.relation,
                second: earlier, secondAttribute: earlierAttribute, constant: spacing,
                priority: predicate.priority, column: predicate.column, barColumn: bar)
            if axis.reversed {
                // Rows that run against the attributes' direction: `earlier.end - later.start`.
                rule.first = earlier
                rule.firstAttribute = earlierAttribute
                rule.second = later
                rule.secondAttribute = laterAttribute
            }
            rules.append(rule)
        }
        return rules
    }

    /// The start and end attributes of the format's axis, and whether rows run from the end.
    private func edges(direction: VisualFormatOptions)
        -> (start: LayoutFileAttribute, end: LayoutFileAttribute, reversed: Bool)
    {
        if orientation == .vertical { return (.top, .bottom, false) }
        switch direction {
        case .directionLeftToRight: return (.left, .right, false)
        case .directionRightToLeft: return (.right, .left, true)
        default: return (.leading, .trailing, false)
        }
    }

    private func alignmentAttributes(_ options: VisualFormatOptions) throws(VisualFormatError)
        -> [LayoutFileAttribute]
    {
        var attributes: [LayoutFileAttribute] = []
        for (name, _) in options.alignments {
            let attributeName = name.dropFirst("alignAll".count)
            let raw = attributeName.prefix(1).lowercased() + attributeName.dropFirst()
            guard let attribute = LayoutFileAttribute.named(raw) else { continue }
            let alongAxis =
                orientation == .horizontal ? attribute.axis == .horizontal : attribute.axis == .vertical
            if alongAxis { throw VisualFormatError(.alignmentAlongAxis(name), column: 1, format: source) }
            attributes.append(attribute)
        }
        return attributes
    }
}
