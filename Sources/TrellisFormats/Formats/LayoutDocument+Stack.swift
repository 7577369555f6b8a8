import Trellis

// The optional `stack` object of a view in a layout file: the view is laid out as a
// ``LayoutStackView``.

extension LayoutDocument {
    /// A view's `stack` object as the file gives it.
    struct Stack: Sendable, Hashable {
        var axis: LayoutAxis = .horizontal
        var distribution: LayoutStackView.Distribution = .fill
        var alignment: LayoutStackView.Alignment = .fill
        var spacing: Double = 0
        /// The arranged view ids, nil for every child view in file order.
        var arranged: [String]?
        /// Gaps after particular arranged views, in file order.
        var customSpacing: [String: Double] = [:]
        /// Arranged views that are hidden (they take no space).
        var hidden: [String] = []
        var layoutMarginsRelative = false
        /// Whether a vertical stack measures gaps between baselines.
        var baselineRelative = false
        /// Where the object is, for errors found once every view is known.
        var line = 0
        var column = 0
    }

    private static let stackKeys: [String] = [
        "axis", "distribution", "alignment", "spacing", "arranged", "customSpacing", "hidden",
        "layoutMarginsRelative", "baselineRelative",
    ]

    /// Parses a `stack` object (the arranged ids are checked by ``checkStacks()``).
    static func decodeStack(_ node: LayoutFileJSON, _ context: String) throws(LayoutFileError) -> Stack {
        let members = try object(node, "\(context) stack")
        try checkKeys(members, allowed: stackKeys, in: "\(context) stack")
        var stack = Stack(line: node.line, column: node.column)
        if let value = member(members, "axis") {
            let name = try string(value, "\(context) stack axis")
            guard let axis = LayoutAxis(rawValue: name) else {
                throw error(
                    "stack axis must be \"horizontal\" or \"vertical\", not \"\(name)\"", at: value, context)
            }
            stack.axis = axis
        }
        if let value = member(members, "distribution") {
            let name = try string(value, "\(context) stack distribution")
            guard let distribution = LayoutStackView.Distribution(rawValue: name) else {
                let names = LayoutStackView.Distribution.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("stack distribution must be one of \(names), not \"\(name)\"", at: value, context)
            }
            stack.distribution = distribution
        }
        if let value = member(members, "alignment") {
            stack.alignment = try alignment(value, context)
        }
        if let value = member(members, "spacing") {
            stack.spacing = try number(value, "\(context) stack spacing")
        }
        if let value = member(members, "arranged") {
            stack.arranged = try array(value, "\(context) stack arranged").map {
                (entry) throws(LayoutFileError) in
                try string(entry, "\(context) stack arranged id")
            }
        }
        if let value = member(members, "customSpacing") {
            for (key, gap) in try object(value, "\(context) stack customSpacing") {
                stack.customSpacing[key] = try number(gap, "\(context) stack customSpacing '\(key)'")
            }
        }
        if let value = member(members, "hidden") {
            stack.hidden = try array(value, "\(context) stack hidden").map {
                (entry) throws(LayoutFileError) in
                try string(entry, "\(context) stack hidden id")
            }
        }
        if let value = member(members, "layoutMarginsRelative") {
            guard case .bool(let flag) = value.value else {
                throw error(
                    "stack layoutMarginsRelative must be a boolean, not \(value.kindName)", at: value, context
                )
            }
            stack.layoutMarginsRelative = flag
        }
        if let value = member(members, "baselineRelative") {
            guard case .bool(let flag) = value.value else {
                throw error(
                    "stack baselineRelative must be a boolean, not \(value.kindName)", at: value, context)
            }
            stack.baselineRelative = flag
        }
        return stack
    }

    private static func alignment(_ value: LayoutFileJSON, _ context: String) throws(LayoutFileError)
        -> LayoutStackView.Alignment
    {
        let name = try string(value, "\(context) stack alignment")
        switch name {
        case "top": return .leading
        case "bottom": return .trailing
        default:
            guard let alignment = LayoutStackView.Alignment(rawValue: name) else {
                let names = LayoutStackView.Alignment.allCases.map(\.rawValue) + ["top", "bottom"]
                throw error(
                    "stack alignment must be one of \(names.joined(separator: ", ")), not \"\(name)\"",
                    at: value,
                    context)
            }
            return alignment
        }
    }

    /// Fills in the default arranged views and checks every id a `stack` names: each must
    /// be a child view of the stack, listed once.
    mutating func checkStacks() throws(LayoutFileError) {
        guard views.contains(where: { $0.stack != nil }) else { return }
        // The children of each stack, in file order, found in one pass (a stack of 100,000
        // views is checked in linear time).
        var children: [String: [String]] = [:]
        for view in views where view.stack != nil { children[view.id] = [] }
        for view in views {
            if let parent = view.parent, children[parent] != nil { children[parent]?.append(view.id) }
        }
        for index in views.indices {
            guard var stack = views[index].stack else { continue }
            let id = views[index].id
            let context = "view '\(id)'"
            let ownChildren = children[id] ?? []
            let arranged = stack.arranged ?? ownChildren
            let childSet = Set(ownChildren)
            var seen = Set<String>()
            for name in arranged {
                guard childSet.contains(name) else {
                    throw LayoutFileError(
                        "stack arranges '\(name)', which is not a child view of '\(id)'", line: stack.line,
                        column: stack.column, context: context)
                }
                guard seen.insert(name).inserted else {
                    throw LayoutFileError(
                        "stack arranges '\(name)' twice", line: stack.line, column: stack.column,
                        context: context)
                }
            }
            for name in Array(stack.customSpacing.keys) + stack.hidden where !seen.contains(name) {
                throw LayoutFileError(
                    "stack names '\(name)', which it does not arrange", line: stack.line,
                    column: stack.column,
                    context: context)
            }
            stack.arranged = arranged
            views[index].stack = stack
        }
    }
}

extension LayoutDocumentTree {
    /// Arranges the stacks of `document` once every view exists.
    mutating func arrangeStacks(_ document: LayoutDocument) {
        for spec in document.views {
            guard let stack = spec.stack, let view = views[spec.id] as? LayoutStackView else { continue }
            view.axis = stack.axis
            view.distribution = stack.distribution
            view.alignment = stack.alignment
            view.spacing = stack.spacing
            view.isLayoutMarginsRelativeArrangement = stack.layoutMarginsRelative
            view.isBaselineRelativeArrangement = stack.baselineRelative
            var arranged: [LayoutView] = []
            let hidden = Set(stack.hidden)
            for name in stack.arranged ?? [] {
                guard let child = views[name] else { continue }
                child.isHidden = hidden.contains(name)
                arranged.append(child)
            }
            var gaps: [(LayoutView, Double)] = []
            for (name, gap) in stack.customSpacing {
                if let child = views[name] { gaps.append((child, gap)) }
            }
            view.arrange(arranged, gaps: gaps)
        }
    }
}
