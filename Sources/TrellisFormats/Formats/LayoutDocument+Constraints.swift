import Trellis

/// Decoding and checking the `constraints` and `visualFormats` of a layout file.
extension LayoutDocument {
    /// Decodes the constraints; `formatCount` visual formats follow, whose ids (`vf<i>`) a
    /// constraint may not take, nor the names of views' implicit constraints.
    mutating func decodeConstraints(_ node: LayoutFileJSON, formatCount: Int) throws(LayoutFileError) {
        let entries = try Self.array(node, "constraints")
        var ids = Set<String>()
        ids.reserveCapacity(entries.count)
        // Kept for the life of the document: sized once, without the slack of doubling.
        constraints.reserveCapacity(constraints.count + entries.count)
        var memo = (first: ViewMemo(), second: ViewMemo())
        for (index, entry) in entries.enumerated() {
            var id = Self.generatedID(index)
            var isGenerated = true
            let text: String
            var objectPriority: Double?
            switch entry.value {
            case .string(let string):
                text = string
            case .object(let members):
                try Self.checkKeys(
                    members, allowed: ["id", "constraint", "priority"], in: "constraint \(index)")
                if Self.member(members, "id") != nil {
                    id = try Self.id(members, in: entry, what: "constraint")
                    isGenerated = false
                }
                guard let textNode = Self.member(members, "constraint") else {
                    throw Self.error(
                        "a constraint object needs a \"constraint\" string", at: entry, "constraint '\(id)'")
                }
                text = try Self.string(textNode, "constraint '\(id)'")
                if let priorityNode = Self.member(members, "priority") {
                    objectPriority = try Self.priority(priorityNode, "constraint '\(id)' priority")
                }
            default:
                throw Self.error(
                    "a constraint must be a string or an object, not \(entry.kindName)", at: entry)
            }
            guard ids.insert(id).inserted else {
                throw Self.error("duplicate constraint id '\(id)'", at: entry)
            }
            // A generated id (`k<index>`) is never a reserved one.
            if !isGenerated, let taken = reservedIDOwner(id, formatCount: formatCount) {
                throw Self.error("constraint id '\(id)' is taken by \(taken)", at: entry)
            }
            func failure(_ message: String, _ column: Int) -> LayoutFileError {
                LayoutFileError(message, context: "constraint '\(id)'", source: text, column: column)
            }
            let parsed: LayoutFileConstraint
            do {
                parsed = try LayoutFileConstraint(parsing: text)
            } catch {
                throw failure(error.message, error.column ?? 1)
            }
            var priority = objectPriority ?? 1000
            if let written = parsed.priority {
                let column = parsed.priorityColumn ?? 1
                guard (1...1000).contains(written) else {
                    throw failure("priority \(VisualFormatError.format(written)) is outside 1...1000", column)
                }
                guard objectPriority == nil else {
                    throw failure("priority given both after '@' and as \"priority\"", column)
                }
                priority = written
            }
            var views = (first: -1, second: -1)
            if let problem = check(parsed, views: &views, memo: &memo) {
                throw failure(problem.message, problem.column)
            }
            constraints.append(
                Constraint(
                    id: id, source: text, parsed: parsed, priority: priority, firstView: views.first,
                    secondView: views.second))
        }
    }

    /// `k<index>`, the id of a constraint the file gives none, spelled out digit by digit (an
    /// interpolation costs several times as much, once per constraint of a large file).
    static func generatedID(_ index: Int) -> String {
        var width = 1
        var rest = index
        while rest >= 10 {
            rest /= 10
            width += 1
        }
        // Up to 15 bytes make a string held inline, without an allocation.
        guard index >= 0, width < 15 else { return "k\(index)" }
        return String(unsafeUninitializedCapacity: width + 1) { buffer in
            buffer[0] = UInt8(ascii: "k")
            var value = index
            for position in stride(from: width, to: 0, by: -1) {
                buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            }
            return width + 1
        }
    }

    /// What already answers to `id` in conflict reports: a visual format (`vf<i>`) or the
    /// implicit constraints of a view (`<view>.frame`, `<view>.intrinsic`).
    private func reservedIDOwner(_ id: String, formatCount: Int) -> String? {
        if id.hasPrefix("vf"), let index = Int(id.dropFirst(2)), index >= 0, index < formatCount,
            id == "vf\(index)"
        {
            return "visual format \(index)"
        }
        for suffix in [".frame", ".intrinsic"] where id.hasSuffix(suffix) {
            let view = String(id.dropLast(suffix.count))
            if viewIndex[view] != nil { return "the implicit constraints of view '\(view)'" }
        }
        return nil
    }

    /// The view one side of the previous constraint named, and its position: consecutive
    /// constraints often name the same views (a cell's edges against its neighbour's), and
    /// comparing two names costs less than hashing one.
    private struct ViewMemo {
        var name = ""
        var position = -1
    }

    /// What is wrong with a parsed constraint in this document, and where, or nil; on
    /// success, `views` holds the positions of its views (see ``Constraint/firstView``).
    private func check(
        _ parsed: LayoutFileConstraint, views: inout (first: Int, second: Int),
        memo: inout (first: ViewMemo, second: ViewMemo)
    ) -> (message: String, column: Int)? {
        if let problem = check(parsed.first, view: &views.first, memo: &memo.first) { return problem }
        guard let second = parsed.second else { return nil }
        if let problem = check(second, view: &views.second, memo: &memo.second) { return problem }
        if let problem = parsed.first.attribute.pairingProblem(with: second.attribute) {
            return (problem, second.attributeColumn)
        }
        if !shareRoot(parsed.first.item, second.item) {
            return ("'\(parsed.first.item)' and '\(second.item)' have no common ancestor", second.itemColumn)
        }
        return nil
    }

    /// What is wrong with one side of a parsed constraint, and where, or nil; `view` is set
    /// to the position of its view (left as it is for a guide), found in `memo` when the
    /// same side of the previous constraint named it.
    private func check(_ operand: LayoutFileConstraint.Operand, view: inout Int, memo: inout ViewMemo)
        -> (message: String, column: Int)?
    {
        if memo.position >= 0, memo.name == operand.item {
            view = memo.position
            return nil
        }
        if let index = viewIndex[operand.item] {
            view = index
            memo = ViewMemo(name: operand.item, position: index)
            return nil
        }
        guard !guideSet.isEmpty, guideSet.contains(operand.item) else {
            let hint = Suggestion.hint(for: operand.item, in: views.map(\.id) + guides.map(\.id))
            return ("unknown view '\(LayoutFileError.quoted(operand.item))'\(hint)", operand.itemColumn)
        }
        if operand.attribute.needsView, guideSet.contains(operand.item) {
            return (
                "layout guide '\(operand.item)' has no \(operand.attribute.rawValue) (guides have no margins or baselines)",
                operand.attributeColumn
            )
        }
        return nil
    }

    mutating func decodeFormats(_ node: LayoutFileJSON) throws(LayoutFileError) {
        let names = guideSet.union(viewIndex.keys)
        for (index, entry) in try Self.array(node, "visualFormats").enumerated() {
            let id = "vf\(index)"
            var text: String
            var metrics: [String: Double] = [:]
            var optionNames: [String] = []
            switch entry.value {
            case .string(let string):
                text = string
            case .object(let members):
                try Self.checkKeys(
                    members, allowed: ["format", "options", "metrics"], in: "visual format \(id)")
                guard let formatNode = Self.member(members, "format") else {
                    throw Self.error(
                        "a visual format needs a \"format\" string", at: entry, "visual format \(id)")
                }
                text = try Self.string(formatNode, "visual format \(id)")
                if let optionsNode = Self.member(members, "options") {
                    if case .string(let single) = optionsNode.value {
                        optionNames = [single]
                    } else {
                        for option in try Self.array(optionsNode, "visual format \(id) options") {
                            optionNames.append(try Self.string(option, "visual format \(id) option"))
                        }
                    }
                }
                if let metricsNode = Self.member(members, "metrics") {
                    for (name, value) in try Self.object(metricsNode, "visual format \(id) metrics") {
                        metrics[name] = try Self.number(value, "metric '\(name)'")
                    }
                }
            default:
                throw Self.error(
                    "a visual format must be an object or a string, not \(entry.kindName)", at: entry)
            }
            do throws(VisualFormatError) {
                let format = try VisualFormat(parsing: text, metrics: metrics, viewNames: names)
                let options = try VisualFormatOptions(names: optionNames)
                let rules = try format.rules(options: options)
                try checkSuperviews(format)
                try checkAncestors(rules, format: text)
                formats.append(Format(id: id, format: format, options: options, rules: rules))
            } catch {
                throw LayoutFileError(
                    error.message, context: "visual format \(id)", source: text, column: error.column)
            }
        }
    }

    private func checkSuperviews(_ format: VisualFormat) throws(VisualFormatError) {
        let bars = [
            (format.leadingBarColumn, format.views.first), (format.trailingBarColumn, format.views.last),
        ]
        for case (let column?, let view?) in bars where containers[view.name] == nil {
            throw VisualFormatError(.noSuperview(view.name), column: column, format: format.source)
        }
    }

    private func checkAncestors(_ rules: [VisualFormatRule], format: String) throws(VisualFormatError) {
        func name(_ item: VisualFormatRule.Item) -> String {
            switch item {
            case .view(let name): return name
            case .superview(of: let name): return containers[name] ?? name
            }
        }
        for rule in rules {
            let operands: [(VisualFormatRule.Item?, LayoutFileAttribute?)] = [
                (rule.first, rule.firstAttribute), (rule.second, rule.secondAttribute),
            ]
            for case (.view(let item)?, let attribute?) in operands
            where attribute.needsView && guideSet.contains(item) {
                throw VisualFormatError(
                    .invalidConstraint("layout guide '\(item)' has no \(attribute.rawValue)"),
                    column: rule.column, format: format)
            }
            guard let second = rule.second else { continue }
            let (a, b) = (name(rule.first), name(second))
            if !shareRoot(a, b) {
                throw VisualFormatError(
                    .invalidConstraint("'\(a)' and '\(b)' have no common ancestor"), column: rule.column,
                    format: format)
            }
        }
    }
}
