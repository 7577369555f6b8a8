import Trellis

extension LayoutDocument {
    /// Builds the document's views, guides and constraints and activates the constraints
    /// (the file's in order, then the visual formats'), so that conflicts break the most
    /// recently listed constraint, after pinned frames and intrinsic sizes.
    ///
    /// Views with `text` are measured by `text`'s measurer for their font, at the width the
    /// layout gives them.
    ///
    // snippet: given let text = #"{ "views": [ { "id": "root", "frame": [0, 0, 375, 120] } ] }"#
    // snippet: given let document = try LayoutDocument(json: text)
    /// ```swift
    /// let tree = try document.build()
    /// ```
    /// - Parameter text: the text measurers of text views (default: the average-advance model).
    /// - Throws: ``LayoutFileError`` naming the constraint or format the engine rejected.
    public func build(text: any TextMeasurerProvider = AverageTextMeasurerProvider()) throws(LayoutFileError)
        -> LayoutDocumentTree
    {
        let provider = text
        var tree = emptyTree()
        // The views in file order: constraints name theirs by position.
        var made: [LayoutView] = []
        made.reserveCapacity(views.count)
        for spec in views {
            let view = Self.makeView(spec, text: provider)
            if let parentID = spec.parent, let parent = tree.views[parentID] {
                parent.addSubview(view)
            } else {
                view.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
                tree.roots.append(view)
            }
            tree.views[spec.id] = view
            tree.itemIDs.append(spec.id)
            made.append(view)
        }
        tree.arrangeStacks(self)
        for spec in guides {
            let guide = LayoutGuide(spec.id)
            tree.views[spec.owner]?.addLayoutGuide(guide)
            tree.guides[spec.id] = guide
            tree.itemIDs.append(spec.id)
        }
        // Where each constraint comes from, for an activation error; the context ("constraint
        // 'k0'") is spelled out only then.
        var origins: [(id: String, isFormat: Bool, source: String, column: Int)] = []
        origins.reserveCapacity(constraints.count)
        for spec in constraints {
            guard let constraint = spec.constraint(in: tree, views: made) else {
                throw LayoutFileError(
                    "unknown item", context: "constraint '\(spec.id)'", source: spec.source, column: 1)
            }
            tree.constraints.append(constraint)
            origins.append((spec.id, false, spec.source, 1))
        }
        for format in formats {
            do {
                let made = try format.format.constraints(options: format.options, identifier: format.id) {
                    tree.item($0)
                }
                tree.constraints += made
                origins += format.rules.map { (format.id, true, format.format.source, $0.column) }
            } catch {
                throw LayoutFileError(
                    error.message, context: "visual format \(format.id)", source: format.format.source,
                    column: error.column)
            }
        }
        do {
            try LayoutConstraint.activate(tree.constraints)
        } catch {
            let index = error.constraint.flatMap { bad in tree.constraints.firstIndex { bad.refers(to: $0) } }
            guard let origin = index.map({ origins[$0] }) else {
                throw LayoutFileError("\(error)", context: "the layout", source: "", column: 1)
            }
            let context = origin.isFormat ? "visual format \(origin.id)" : "constraint '\(origin.id)'"
            throw LayoutFileError("\(error)", context: context, source: origin.source, column: origin.column)
        }
        return tree
    }

    /// The view `spec` describes, not yet in a tree.
    private static func makeView(_ spec: View, text provider: any TextMeasurerProvider) -> LayoutView {
        let frame = spec.frame.map { LayoutRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        let view =
            spec.stack == nil ? LayoutView(spec.id, frame: frame) : LayoutStackView(spec.id, frame: frame)
        view.layoutMargins = LayoutInsets(
            top: spec.margins[0], left: spec.margins[1], bottom: spec.margins[2], right: spec.margins[3])
        view.intrinsicContentSize = LayoutSize(
            width: spec.intrinsicWidth ?? LayoutView.noIntrinsicMetric,
            height: spec.intrinsicHeight ?? LayoutView.noIntrinsicMetric)
        view.setContentHuggingPriority(LayoutPriority(spec.hugging[0]), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(spec.hugging[1]), for: .vertical)
        view.setContentCompressionResistancePriority(
            LayoutPriority(spec.compressionResistance[0]), for: .horizontal)
        view.setContentCompressionResistancePriority(
            LayoutPriority(spec.compressionResistance[1]), for: .vertical)
        spec.text?.apply(to: view, provider: provider)
        if let baselines = spec.baselines {
            view.firstBaselineOffset = baselines[0]
            view.lastBaselineOffset = baselines[1]
        }
        return view
    }

    /// An empty tree sized for the document's items and constraints: it lives as long as the
    /// layout, so it is sized once, without the slack of doubling.
    private func emptyTree() -> LayoutDocumentTree {
        var tree = LayoutDocumentTree(roots: [], views: [:], guides: [:], constraints: [], itemIDs: [])
        tree.views.reserveCapacity(views.count)
        tree.itemIDs.reserveCapacity(views.count + guides.count)
        tree.constraints.reserveCapacity(constraints.count)
        return tree
    }
}

extension LayoutDocument.Constraint {
    /// The constraint as an inactive ``LayoutConstraint`` over `tree`'s items; `views` are
    /// the document's views in file order, where ``firstView`` and ``secondView`` point.
    func constraint(in tree: LayoutDocumentTree, views: [LayoutView]) -> LayoutConstraint? {
        func item(_ name: String, _ position: Int) -> (any LayoutItem)? {
            views.indices.contains(position) ? views[position] : tree.item(name)
        }
        guard let first = item(parsed.first.item, firstView) else { return nil }
        var second: (any LayoutItem)?
        if let operand = parsed.second {
            guard let found = item(operand.item, secondView) else { return nil }
            second = found
        }
        let relation: LayoutRelation =
            switch parsed.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LayoutConstraint(
            item: first, attribute: parsed.first.attribute.layoutAttribute, relatedBy: relation,
            toItem: second,
            attribute: parsed.second?.attribute.layoutAttribute ?? .notAnAttribute,
            multiplier: parsed.multiplier,
            constant: parsed.constant, priority: LayoutPriority(priority), identifier: id, fileID: "", line: 0
        )
    }
}
