import Trellis

/// Builds one root's view tree from its elements: the views (pass one), then the guides,
/// constraints, frames of autoresizing views, intrinsic sizes and margins.
final class IBRootBuilder {
    let context: IBDocumentContext
    let source: IBRootSource
    var device: InterfaceBuilderDevice { context.device }
    var diagnostics: [InterfaceBuilderDiagnostic] = []

    /// The views by IB id, in document order.
    var views: [String: LayoutView] = [:]
    var order: [String] = []
    var elements: [String: IBElement] = [:]
    var parentOf: [String: String] = [:]
    /// The IB id of each view made.
    var idByView: [ObjectIdentifier: String] = [:]
    /// Guides by IB id (safe areas, scroll views' guides, the controller's top and bottom guides).
    var guides: [String: any LayoutItem] = [:]
    /// Each scroll view's content area, by the scroll view's id.
    var contentGuides: [String: LayoutGuide] = [:]
    /// The `<constraints>` elements and the view holding each.
    var constraintLists: [(holder: String, list: IBElement)] = []
    var variations = IBVariations(variations: [], device: .defaultDevice, unsupported: { _ in })
    /// Cells and supplementary views found inside this root: roots of their own.
    var nestedRoots: [IBElement] = []
    /// The frames Xcode stored, relative to the superview.
    var storedFrames: [String: LayoutRect] = [:]
    /// The IB id of each constraint the importer made from the document.
    var constraintIDs: [ObjectIdentifier: String] = [:]
    /// Ids inside this root that a size-class variation leaves out on the device.
    var uninstalledIDs: Set<String> = []
    /// The alignment-rectangle insets of controls whose frame is larger than what
    /// constraints align, by IB id.
    var alignmentInsets: [String: LayoutInsets] = [:]
    /// Views that show text.
    var textViews: Set<String> = []

    init(context: IBDocumentContext, source: IBRootSource) {
        self.context = context
        self.source = source
    }

    /// Builds the tree; the root view is the first of ``order``.
    func build() throws(InterfaceBuilderError) -> LayoutView {
        var variationElements: [IBElement] = []
        collectVariations(source.element, into: &variationElements, depth: 0)
        variations = IBVariations(variations: variationElements, device: device) { element in
            diagnostics.append(
                context.diagnostic(
                    .unsupported, element, "variation '\(element.key ?? "")' is not a size class; ignored"))
        }
        guard let root = try makeView(source.element, parent: nil) else {
            throw .notADocument(
                file: context.file, line: source.element.line, column: source.element.column,
                message: "the root view has no id")
        }
        var controllerGuides: [String: Bool] = [:]
        for guide in source.controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide.id { controllerGuides[id] = guide["type"] == "top" }
        }
        // With `metrics: .stored`, the edges the stored frames show; else the device's alone.
        let edges = context.options.metrics == .stored ? storedEdges(controllerGuides: controllerGuides) : [:]
        setUpRoot(root, edges: edges)
        makeControllerGuides(root)
        // Frames from autoresizing masks first: in a conflict UIKit breaks the document's
        // constraint rather than a mask's (the engine breaks the most recently activated).
        addAutoresizingConstraints()
        try addConstraints()
        applyMargins(root)
        applyStoredMargins(edges)
        return root
    }

    private func collectVariations(_ element: IBElement, into list: inout [IBElement], depth: Int) {
        for child in element.children {
            if child.name == "variation" {
                list.append(child)
            } else if child.name == "subviews" || child.key.map(IBViewKind.subviewKeys.contains) == true
                || child.attributes.isEmpty == false && element.name == "subviews"
            {
                collectVariations(child, into: &list, depth: depth + 1)
            }
        }
    }

    /// Makes the view for `element` and its subtree; nil when the element has no id.
    @discardableResult
    private func makeView(_ element: IBElement, parent: LayoutView?) throws(InterfaceBuilderError)
        -> LayoutView?
    {
        // Older documents write some views without an id (a collection view cell's content
        // view): such a view is named after its superview and its key or element name.
        var element = element
        if element.id == nil {
            let parentID = parent.flatMap { idByView[ObjectIdentifier($0)] } ?? "root"
            let name = "\(parentID).\(element.key ?? element.name)"
            guard views[name] == nil else {
                diagnostics.append(
                    context.diagnostic(.unsupported, element, "a '\(element.name)' without an id is skipped"))
                return nil
            }
            element.attributes["id"] = name
        }
        guard let id = element.id else { return nil }
        // Fonts, hidden and other properties given per size class take the device's values.
        element = element.applyingPropertyVariations(for: device)
        if views[id] != nil {
            throw .invalidStructure(
                file: context.file, line: element.line, column: element.column,
                message: "the view '\(id)' appears twice (a view cannot contain itself)")
        }
        let view: LayoutView = element.name == "stackView" ? LayoutStackView(id) : LayoutView(id)
        view.identifier = displayName(element, id: id)
        views[id] = view
        order.append(id)
        elements[id] = element
        if let frame = Self.frame(of: element) {
            storedFrames[id] = frame
        } else {
            diagnostics.append(context.diagnostic(.note, element, "'\(element.name)' has no stored frame"))
        }
        if let parent {
            if let stack = parent as? LayoutStackView {
                stack.addArrangedSubview(view)
            } else {
                parent.addSubview(view)
            }
            if let parentID = idByView[ObjectIdentifier(parent)] { parentOf[id] = parentID }
        }
        idByView[ObjectIdentifier(view)] = id
        configure(view, element)
        for child in element.children {
            try visitChild(child, of: element, view: view, id: id)
        }
        // UIKit makes a stack view's arrangement when the stack is decoded, before the
        // constraints of the views around it: arranging now keeps that order, which decides
        // the constraint a conflict breaks (the most recently activated).
        if let stack = view as? LayoutStackView { _ = stack.arrangementConstraints }
        return view
    }

    private func visitChild(
        _ child: IBElement, of element: IBElement, view: LayoutView, id: String
    ) throws(InterfaceBuilderError) {
        switch child.name {
        case "subviews":
            for subview in child.children {
                guard variations.isInstalled(subview.id) else {
                    collectIDs(subview, into: &uninstalledIDs)
                    continue
                }
                try makeView(subview, parent: view)
            }
        case "constraints":
            constraintLists.append((id, child))
        case "viewLayoutGuide":
            addGuide(child, of: view, id: id, element: element)
        case "prototypes", "cells", "sections", "tableViewSection":
            collectNestedRoots(child)
        default:
            if let key = child.key, Self.frame(of: child) != nil {
                if IBViewKind.nestedRoots.contains(child.name) {
                    nestedRoots.append(child)
                } else if IBViewKind.subviewKeys.contains(key) {
                    try makeView(child, parent: view)
                } else {
                    diagnostics.append(
                        context.diagnostic(
                            .unsupported, child,
                            "the '\(key)' view of '\(element.name)' is sized by its owner at run time; not laid out"
                        ))
                }
            } else if !IBViewKind.ignoredChildren.contains(child.name) && child.key == nil {
                diagnostics.append(
                    context.diagnostic(
                        .unsupported, child, "'\(child.name)' in '\(element.name)' is not imported"))
            }
        }
    }

    func collectIDs(_ element: IBElement, into ids: inout Set<String>) {
        if let id = element.id { ids.insert(id) }
        for child in element.children { collectIDs(child, into: &ids) }
    }

    private func collectNestedRoots(_ element: IBElement) {
        for child in element.children {
            if IBViewKind.nestedRoots.contains(child.name) {
                nestedRoots.append(child)
            } else {
                collectNestedRoots(child)
            }
        }
    }

    /// `kind 'id'`, or `kind 'id' (userLabel)`: how reports name the view.
    private func displayName(_ element: IBElement, id: String) -> String {
        if let label = element["userLabel"] { return "\(element.name) '\(id)' (\(label))" }
        return "\(element.name) '\(id)'"
    }

    /// The `<rect key="frame">` of an element.
    static func frame(of element: IBElement) -> LayoutRect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        return LayoutRect(
            x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0,
            height: rect.number("height") ?? 0)
    }

    /// The properties read straight from the element: hidden, priorities, stack settings,
    /// the intrinsic size.
    private func configure(_ view: LayoutView, _ element: IBElement) {
        view.isHidden = element.flag("hidden")
        let priorities: [(String, (LayoutPriority) -> Void)] = [
            ("horizontalHuggingPriority", { view.setContentHuggingPriority($0, for: .horizontal) }),
            ("verticalHuggingPriority", { view.setContentHuggingPriority($0, for: .vertical) }),
            (
                "horizontalCompressionResistancePriority",
                { view.setContentCompressionResistancePriority($0, for: .horizontal) }
            ),
            (
                "verticalCompressionResistancePriority",
                { view.setContentCompressionResistancePriority($0, for: .vertical) }
            ),
        ]
        for (name, set) in priorities {
            if let value = element.number(name), value >= 1, value <= 1000 { set(LayoutPriority(value)) }
        }
        if let stack = view as? LayoutStackView { configureStack(stack, element) }
        if element["semanticContentAttribute"] == "forceRightToLeft", element.id == source.element.id {
            view.layoutDirection = .rightToLeft
        }
        applyIntrinsicSize(view, element)
    }

    private func configureStack(_ stack: LayoutStackView, _ element: IBElement) {
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        if let name = element["distribution"] {
            if let value = LayoutStackView.Distribution(rawValue: name) {
                stack.distribution = value
            } else {
                diagnostics.append(context.diagnostic(.unsupported, element, "stack distribution '\(name)'"))
            }
        }
        if let name = element["alignment"] {
            switch name {
            case "top": stack.alignment = .leading
            case "bottom": stack.alignment = .trailing
            case "baseline": stack.alignment = .lastBaseline
            default:
                if let value = LayoutStackView.Alignment(rawValue: name) {
                    stack.alignment = value
                } else {
                    diagnostics.append(context.diagnostic(.unsupported, element, "stack alignment '\(name)'"))
                }
            }
        }
        // `spacingType="standard"` is UIKit's system spacing between siblings, 8 points.
        stack.spacing =
            element["spacingType"] == "standard"
            ? LayoutConstraint.systemSpacing : element.number("spacing") ?? 0
        stack.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement")
        // Interface Builder writes margins on a stack view only when "Relative to margins" is
        // on (no public document writes `layoutMarginsRelativeArrangement`).
        stack.isLayoutMarginsRelativeArrangement =
            element.flag("layoutMarginsRelativeArrangement") || element.child(key: "layoutMargins") != nil
            || element.child(key: "directionalLayoutMargins") != nil
    }
}
