import Trellis

// Layout guides: a view's safe area, a scroll view's content and frame guides, and a view
// controller's top and bottom layout guides (iOS 7 to 10's `topLayoutGuide`).

extension IBRootBuilder {
    func addGuide(_ guide: IBElement, of view: LayoutView, id viewID: String, element: IBElement) {
        guard let guideID = guide.id else { return }
        switch guide.key {
        case "safeArea":
            guides[guideID] = view.safeAreaLayoutGuide
        case "contentLayoutGuide":
            guides[guideID] = contentGuide(of: view, id: viewID)
        case "frameLayoutGuide":
            let frameGuide = LayoutGuide("\(viewID).frameLayoutGuide")
            view.addLayoutGuide(frameGuide)
            activateSystem([
                frameGuide.leftAnchor.constraint(equalTo: view.leftAnchor),
                frameGuide.rightAnchor.constraint(equalTo: view.rightAnchor),
                frameGuide.topAnchor.constraint(equalTo: view.topAnchor),
                frameGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            guides[guideID] = frameGuide
        default:
            diagnostics.append(
                context.diagnostic(.unsupported, guide, "layout guide '\(guide.key ?? "")' is not imported"))
        }
    }

    /// The scroll view's content area: from its bounds' origin (a content offset of zero), as
    /// wide and tall as the constraints on it make it.
    func contentGuide(of scrollView: LayoutView, id: String) -> LayoutGuide {
        if let guide = contentGuides[id] { return guide }
        let guide = LayoutGuide("\(id).contentLayoutGuide")
        scrollView.addLayoutGuide(guide)
        activateSystem([
            guide.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            guide.topAnchor.constraint(equalTo: scrollView.topAnchor),
        ])
        contentGuides[id] = guide
        return guide
    }

    /// The controller's `topLayoutGuide` (from the top to the bottom of the bars above) and
    /// `bottomLayoutGuide` (from the top of the bars below to the bottom).
    func makeControllerGuides(_ root: LayoutView) {
        guard let controller = source.controller, let list = controller.child("layoutGuides") else { return }
        for element in list.children("viewControllerLayoutGuide") {
            guard let id = element.id else { continue }
            let isTop = element["type"] == "top"
            let guide = LayoutGuide(isTop ? "topLayoutGuide" : "bottomLayoutGuide")
            root.addLayoutGuide(guide)
            let insets = root.safeAreaInsets
            activateSystem([
                guide.leftAnchor.constraint(equalTo: root.leftAnchor),
                guide.rightAnchor.constraint(equalTo: root.rightAnchor),
                isTop
                    ? guide.topAnchor.constraint(equalTo: root.topAnchor)
                    : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                guide.heightAnchor.constraint(equalToConstant: isTop ? insets.top : insets.bottom),
            ])
            guides[id] = guide
        }
    }

    /// Activates constraints the importer adds itself (they cannot be invalid).
    func activateSystem(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            do {
                try constraint.activate()
            } catch {
                diagnostics.append(
                    InterfaceBuilderDiagnostic(
                        kind: .note, file: context.file, line: source.element.line,
                        column: source.element.column,
                        message: "internal constraint rejected: \(error)"))
            }
        }
    }
}
