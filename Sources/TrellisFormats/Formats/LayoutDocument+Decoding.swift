import Trellis

extension LayoutDocument {
    // Key lists are searched in order with `==` (a few comparisons of short strings cost less
    // than hashing the key for a set).
    private static let topLevelKeys: [String] = [
        "direction", "views", "guides", "constraints", "visualFormats",
    ]
    private static let viewKeys = ViewKey.allCases.map(\.rawValue)

    /// Builds a document from parsed JSON, checking every part (see ``init(json:)``).
    init(root: LayoutFileJSON) throws(LayoutFileError) {
        let members = try Self.object(root, "the layout")
        try Self.checkKeys(members, allowed: Self.topLevelKeys, in: "the layout")
        var byKey: [String: LayoutFileJSON] = [:]
        for key in Self.topLevelKeys { byKey[key] = Self.member(members, key) }
        if let node = byKey["direction"] {
            let name = try Self.string(node, "direction")
            guard let direction = Direction(rawValue: name) else {
                throw Self.error(
                    "direction must be \"leftToRight\" or \"rightToLeft\", not \"\(name)\"", at: node)
            }
            self.direction = direction
        }
        guard let viewsNode = byKey["views"] else {
            throw LayoutFileError("the layout has no \"views\"", line: root.line, column: root.column)
        }
        try decodeViews(viewsNode)
        try checkStacks()
        if let node = byKey["guides"] { try decodeGuides(node) }
        var formatCount = 0
        if case .array(let formats)? = byKey["visualFormats"]?.value { formatCount = formats.count }
        if let node = byKey["constraints"] { try decodeConstraints(node, formatCount: formatCount) }
        if let node = byKey["visualFormats"] { try decodeFormats(node) }
    }

    // MARK: - Views and guides

    private mutating func decodeViews(_ node: LayoutFileJSON) throws(LayoutFileError) {
        let entries = try Self.array(node, "views")
        // Views come first: `viewIndex` holds the ids seen so far (a later error discards the
        // document). Every view but a root has a container and a root.
        viewIndex.reserveCapacity(entries.count)
        containers.reserveCapacity(entries.count)
        roots.reserveCapacity(entries.count)
        views.reserveCapacity(views.count + entries.count)
        for entry in entries {
            let members = try Self.object(entry, "a view")
            let id = try Self.id(members, in: entry, what: "view")
            // Spelled out only for a message (most views never need it).
            func context() -> String { "view '\(id)'" }
            for (key, _) in members where ViewKey(key) == nil {
                try Self.checkKeys(members, allowed: Self.viewKeys, in: context())
            }
            guard viewIndex.updateValue(views.count, forKey: id) == nil else {
                throw Self.error("duplicate id '\(id)'", at: entry)
            }
            var view = View(id: id)
            var textNodes = TextNodes()
            for (key, value) in members {
                if case .null = value.value { continue }  // an optional key left out
                switch ViewKey(key) {
                case .parent?:
                    let parent = try Self.string(value, "\(context()) parent")
                    if viewIndex[parent] == nil || parent == id {
                        throw Self.error(Self.parentProblem(id, parent, entries), at: value, context())
                    }
                    view.parent = parent
                    containers[id] = parent
                    roots[id] = roots[parent] ?? parent
                case .frame?:
                    let frame = try Self.numbers(value, count: 4, "\(context()) frame")
                    guard frame[2] >= 0, frame[3] >= 0 else {
                        throw Self.error("frame width and height must not be negative", at: value, context())
                    }
                    view.frame = frame
                case .intrinsicSize?:
                    let (width, height) = try Self.optionalPair(value, "\(context()) intrinsicSize")
                    guard (width ?? 0) >= 0, (height ?? 0) >= 0 else {
                        throw Self.error("intrinsicSize must not be negative", at: value, context())
                    }
                    view.intrinsicWidth = width
                    view.intrinsicHeight = height
                case .hugging?: view.hugging = try Self.priorities(value, "\(context()) hugging")
                case .compressionResistance?:
                    view.compressionResistance = try Self.priorities(
                        value, "\(context()) compressionResistance")
                case .baselines?: view.baselines = try Self.numbers(value, count: 2, "\(context()) baselines")
                case .margins?: view.margins = try Self.numbers4(value, "\(context()) margins")
                case .stack?: view.stack = try Self.decodeStack(value, context())
                case .text?: textNodes.text = value
                case .font?: textNodes.font = value
                case .maximumLines?: textNodes.maximumLines = value
                case .id?, nil: break
                }
            }
            view.text = try Self.decodeText(textNodes, context())
            if view.text != nil, view.intrinsicWidth != nil || view.intrinsicHeight != nil {
                throw Self.error(
                    "a view has either \"text\" or \"intrinsicSize\", not both (its text gives its size)",
                    at: entry, context())
            }
            if view.parent == nil { rootViewCount += 1 }
            views.append(view)
        }
    }

    /// Why `parent` cannot be `id`'s parent: unknown, a cycle, or listed after its child
    /// (from every id and declared parent among the `views` entries).
    private static func parentProblem(_ id: String, _ parent: String, _ entries: [LayoutFileJSON]) -> String {
        if parent == id { return "view '\(id)' is its own parent (a parent cycle)" }
        var declared: [String: String] = [:]
        var allIDs = Set<String>()
        for entry in entries {
            guard case .object(let members) = entry.value,
                case .string(let other)? = members.first(where: { $0.key == "id" })?.value.value
            else { continue }
            allIDs.insert(other)
            if case .string(let otherParent)? = members.first(where: { $0.key == "parent" })?.value.value {
                declared[other] = otherParent
            }
        }
        guard allIDs.contains(parent) else {
            return "unknown parent view '\(LayoutFileError.quoted(parent))'"
                + Suggestion.hint(for: parent, in: allIDs.sorted())
        }
        var current = parent
        var visited: Set<String> = [parent]
        while let next = declared[current] {
            if next == id { return "parent cycle: '\(id)' is an ancestor of its parent '\(parent)'" }
            guard visited.insert(next).inserted else { break }
            current = next
        }
        return "parent '\(parent)' must be listed before its child '\(id)'"
    }

    private mutating func decodeGuides(_ node: LayoutFileJSON) throws(LayoutFileError) {
        for entry in try Self.array(node, "guides") {
            let members = try Self.object(entry, "a guide")
            let id = try Self.id(members, in: entry, what: "guide")
            let context = "guide '\(id)'"
            try Self.checkKeys(members, allowed: ["id", "owner"], in: context)
            guard viewIndex[id] == nil, !guideSet.contains(id) else {
                throw Self.error("duplicate id '\(id)'", at: entry)
            }
            guard let ownerNode = Self.member(members, "owner") else {
                throw Self.error("a guide needs an \"owner\" view", at: entry, context)
            }
            let owner = try Self.string(ownerNode, "\(context) owner")
            guard viewIndex[owner] != nil else {
                let hint = Suggestion.hint(for: owner, in: views.map(\.id))
                throw Self.error(
                    "unknown owner view '\(LayoutFileError.quoted(owner))'\(hint)", at: ownerNode, context)
            }
            guides.append(Guide(id: id, owner: owner))
            guideSet.insert(id)
            containers[id] = owner
            roots[id] = roots[owner] ?? owner
        }
    }
}
