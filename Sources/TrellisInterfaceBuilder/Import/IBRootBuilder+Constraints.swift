import Trellis

// `<constraint>` elements onto `LayoutConstraint`s: the item defaults, attribute names,
// multipliers, placeholders, size-class variations and the scroll view's content rule.

extension IBRootBuilder {
    func addConstraints() throws(InterfaceBuilderError) {
        var placeholders = 0
        var firstPlaceholder: IBElement?
        for (holder, list) in constraintLists {
            for element in list.children where element.name == "constraint" {
                guard variations.isInstalled(element.id) else { continue }
                if element.flag("placeholder") {
                    guard context.options.keepsPlaceholderConstraints else { continue }
                    placeholders += 1
                    if firstPlaceholder == nil { firstPlaceholder = element }
                }
                try addConstraint(element, holder: holder)
            }
        }
        if let firstPlaceholder {
            diagnostics.append(
                context.diagnostic(
                    .note, firstPlaceholder,
                    "\(placeholders) placeholder constraint\(placeholders == 1 ? "" : "s") (removed at build time) "
                        + "kept, as Xcode lays the document out with them"))
        }
    }

    private func addConstraint(_ element: IBElement, holder: String) throws(InterfaceBuilderError) {
        let firstID = element["firstItem"] ?? holder
        guard let firstAttribute = attribute(element["firstAttribute"], element) else { return }
        guard var first = try item(firstID, element) else { return }
        var second: (any LayoutItem)?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let secondID = element["secondItem"] {
            guard let item = try item(secondID, element) else { return }
            second = item
            guard let attribute = attribute(element["secondAttribute"], element) else { return }
            secondAttribute = attribute
        }
        // A scroll view's edges constrained to its descendants mean its content area.
        if let view = first as? LayoutView, let other = second as? LayoutView {
            first = contentItem(view, firstAttribute, relatedTo: other)
            second = contentItem(other, secondAttribute, relatedTo: view)
        }
        let relation: LayoutRelation
        switch element["relation"] {
        case nil, "equal": relation = .equal
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case let other?:
            diagnostics.append(
                context.diagnostic(.unsupported, element, "relation '\(other)'; constraint skipped"))
            return
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = IBNumber.multiplier(text) else {
                diagnostics.append(
                    context.diagnostic(
                        .unsupported, element, "multiplier '\(text)' is not a number; constraint skipped"))
                return
            }
            multiplier = value
        }
        var priority = LayoutPriority.required
        if let value = element.number("priority") { priority = LayoutPriority(min(max(value, 1), 1000)) }
        let constraint = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: secondAttribute,
            multiplier: multiplier, constant: constant(of: element), priority: priority,
            identifier: element["identifier"] ?? element.id, fileID: context.file, line: element.line)
        do {
            try constraint.activate()
            if let id = element.id { constraintIDs[ObjectIdentifier(constraint)] = id }
        } catch {
            diagnostics.append(
                context.diagnostic(.unsupported, element, "constraint not installed: \(error)"))
        }
    }

    /// The item with IB id `id`: a view of this root or a guide; nil (with a diagnostic)
    /// when it belongs to another root or is not installed on this device.
    /// - Throws: ``InterfaceBuilderError/danglingReference(file:line:column:id:)`` when no
    ///   object of the document has the id.
    private func item(_ id: String, _ element: IBElement) throws(InterfaceBuilderError) -> (any LayoutItem)? {
        if let view = views[id] { return view }
        if let guide = guides[id] { return guide }
        guard context.definedIDs.contains(id) else {
            throw .danglingReference(file: context.file, line: element.line, column: element.column, id: id)
        }
        if !variations.isInstalled(id) || !isInThisRoot(id) { return nil }
        diagnostics.append(
            context.diagnostic(
                .unsupported, element, "the constraint names '\(id)', which is not laid out here; skipped"))
        return nil
    }

    /// Whether an id not made into a view is still inside this root (a view a variation
    /// left out, or inside one): the constraint is then not installed, as in UIKit.
    private func isInThisRoot(_ id: String) -> Bool {
        uninstalledIDs.contains(id)
    }

    /// The constant, or the one a `<variation>` inside the constraint gives for the device's
    /// size classes (the most specific that matches).
    private func constant(of element: IBElement) -> Double {
        var constant = element.number("constant") ?? 0
        var best = -1
        for variation in element.children("variation") {
            guard let trait = IBSizeClassTrait(key: variation.key ?? ""), trait.matches(device),
                trait.specificity > best, let value = variation.number("constant")
            else { continue }
            constant = value
            best = trait.specificity
        }
        return constant
    }

    /// The IB attribute name as a ``LayoutAttribute`` (`baseline` is the last baseline).
    private func attribute(_ name: String?, _ element: IBElement) -> LayoutAttribute? {
        guard let name else {
            diagnostics.append(
                context.diagnostic(.unsupported, element, "a constraint without an attribute; skipped"))
            return nil
        }
        if name == "baseline" { return .lastBaseline }
        if let attribute = LayoutAttribute(name: name) { return attribute }
        diagnostics.append(
            context.diagnostic(.unsupported, element, "attribute '\(name)'; constraint skipped"))
        return nil
    }

    /// The scroll view's content guide in place of `view`, when `view` is a scroll view, the
    /// attribute is an edge, and `other` is inside it.
    private func contentItem(_ view: LayoutView, _ attribute: LayoutAttribute, relatedTo other: LayoutView)
        -> any LayoutItem
    {
        guard let id = idByView[ObjectIdentifier(view)], let element = elements[id],
            IBViewKind.scrolling.contains(element.name), other.isDescendant(of: view), other !== view
        else { return view }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing:
            return contentGuide(of: view, id: id)
        default:
            return view
        }
    }
}
