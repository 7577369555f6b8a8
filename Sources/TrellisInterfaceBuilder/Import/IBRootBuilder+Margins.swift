import Trellis

// The root's frame and safe area, and every view's layout margins: UIKit's defaults per view
// kind and device, the document's `layoutMargins` / `directionalLayoutMargins`,
// `preservesSuperviewLayoutMargins` and `insetsLayoutMarginsFromSafeArea`.
//
// Defaults (read off the frames Xcode stored in public documents, where a view is pinned to
// its superview's margin with a constant of 0):
// - a view: 8 on each side (UIView's default);
// - a view controller's view: 16 at the sides on roots up to 375 points wide, 20 on wider
//   ones (UIKit's `systemMinimumLayoutMargins`), 0 above and below, all measured from the
//   safe area;
// - a table cell's content view: 11 above and below, and the controller's side margins
//   (16 or 20) where it reaches the cell's edge; 8 on a side shortened by an accessory.

extension IBRootBuilder {
    /// The side margin UIKit gives a controller's view and a full-width cell's content: 16
    /// on roots up to 375 points wide (every 320- and 375-point phone in public documents),
    /// 20 on wider ones (414-point phones, pads, wide freeform controllers).
    var systemSideMargin: Double {
        let width = views[source.element.id ?? ""]?.frame.width ?? device.size.width
        return device.horizontalSizeClass == .regular || width > 375 ? 20 : 16
    }

    /// Sets the root's frame and safe area, then every view's margins.
    func setUpRoot(_ root: LayoutView, edges: [Edge: Double]) {
        let stored = storedFrames[source.element.id ?? ""] ?? LayoutRect(origin: .zero, size: device.size)
        let size = rootSize(stored: stored.size)
        root.fixedFrame = LayoutRect(origin: stored.origin, size: size)
        var insets = rootSafeArea(origin: stored.origin, size: size)
        // What the stored frames show of the safe area (or the controller's guides) wins; on
        // another device, the part the bars added is kept over the device's own insets.
        let sameDevice = context.device == context.documentDevice
        let documentInsets = context.documentDevice.safeAreaInsets
        if let top = edges[.safeTop] ?? edges[.guideTop], top >= 0, top <= 200 {
            insets.top = sameDevice ? top : max(0, top - documentInsets.top) + device.safeAreaInsets.top
        }
        if let bottom = edges[.safeBottom] ?? edges[.guideBottom], bottom >= 0, bottom <= 200 {
            insets.bottom =
                sameDevice ? bottom : max(0, bottom - documentInsets.bottom) + device.safeAreaInsets.bottom
        }
        root.safeAreaInsets = insets
    }

    /// The margins the stored frames show, over the defaults (on another device, a root's
    /// top and bottom margins move with its safe area).
    func applyStoredMargins(_ edges: [Edge: Double]) {
        let sameDevice = context.device == context.documentDevice
        let rootID = source.element.id ?? ""
        for (edge, value) in edges {
            guard case .margin(let id, let side) = edge, let view = views[id] else { continue }
            if id == rootID && !sameDevice { continue }
            var margins = view.layoutMargins
            switch side {
            case .left: margins.left = value
            case .right: margins.right = value
            case .top: margins.top = value
            case .bottom: margins.bottom = value
            default: break
            }
            view.layoutMargins = margins
        }
    }

    /// The stored size on the document's device; on another device, the device's size for a
    /// full-screen root, its width for a root as wide as the screen (a cell), else the stored size.
    private func rootSize(stored: LayoutSize) -> LayoutSize {
        let documentSize = context.documentDevice.size
        guard context.device != context.documentDevice else { return stored }
        let target = device.size
        if stored == documentSize { return target }
        let bars = source.topBarHeight + source.bottomBarHeight
        let documentInsets = context.documentDevice.safeAreaInsets
        if stored.width == documentSize.width && source.controller != nil
            && stored.height == documentSize.height - bars - documentInsets.top
        {
            return LayoutSize(width: target.width, height: target.height - bars - device.safeAreaInsets.top)
        }
        if stored.width == documentSize.width {
            return LayoutSize(width: target.width, height: stored.height)
        }
        return stored
    }

    /// The safe area of a root. A controller's view is placed on the screen where its stored
    /// frame puts it: the status bar (or sensor housing) and the bars above cover its top
    /// unless its stored frame starts below them (an opaque bar), or it is as wide as the
    /// screen but shorter by at least their height; the home indicator and the bars below
    /// cover its bottom unless it ends above them. A freeform controller (another width) is
    /// taken to start at the top of the screen and end at its bottom. Any other root gets the
    /// device's insets when it is exactly the screen's size, and none otherwise.
    private func rootSafeArea(origin: LayoutPoint, size: LayoutSize) -> LayoutInsets {
        let insets = device.safeAreaInsets
        guard source.controller != nil else {
            return size == device.size ? insets : .zero
        }
        let above = insets.top + source.topBarHeight
        let below = insets.bottom + source.bottomBarHeight
        let screen = device.size
        let sameWidth = abs(size.width - screen.width) < 0.5
        let y = sameWidth ? origin.y : 0
        var top = max(0, above - y)
        if y == 0, sameWidth, size.height < screen.height,
            size.height <= screen.height - above + 0.5 || source.topBarIsOpaque
        {
            top = 0
        }
        let gapBelow = sameWidth ? max(0, screen.height - y - size.height) : 0
        let bottom = max(0, below - gapBelow)
        return LayoutInsets(
            top: top, left: sameWidth ? insets.left : 0, bottom: bottom, right: sameWidth ? insets.right : 0)
    }

    /// Every view's margins, from the root down (a view that preserves its superview's
    /// margins reads them).
    func applyMargins(_ root: LayoutView) {
        for id in order {
            guard let view = views[id], let element = elements[id] else { continue }
            var margins = explicitMargins(element) ?? defaultMargins(id, element, view)
            if element.flag("preservesSuperviewLayoutMargins"), let parent = view.superview,
                let frame = storedFrames[id]
            {
                let outer = parent.layoutMargins
                let parentSize = parentID(of: id).flatMap { storedFrames[$0] }?.size ?? parent.frame.size
                margins.left = max(margins.left, outer.left - frame.minX)
                margins.top = max(margins.top, outer.top - frame.minY)
                margins.right = max(margins.right, outer.right - (parentSize.width - frame.maxX))
                margins.bottom = max(margins.bottom, outer.bottom - (parentSize.height - frame.maxY))
            }
            if view === root, element["insetsLayoutMarginsFromSafeArea"] != "NO" {
                let safe = root.safeAreaInsets
                margins.top += safe.top
                margins.left += safe.left
                margins.bottom += safe.bottom
                margins.right += safe.right
            }
            view.layoutMargins = margins
        }
    }

    private func explicitMargins(_ element: IBElement) -> LayoutInsets? {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return LayoutInsets(
                top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            let leading = insets.number("leading") ?? 0
            let trailing = insets.number("trailing") ?? 0
            let rightToLeft = views[source.element.id ?? ""]?.layoutDirection == .rightToLeft
            return LayoutInsets(
                top: insets.number("top") ?? 0, left: rightToLeft ? trailing : leading,
                bottom: insets.number("bottom") ?? 0, right: rightToLeft ? leading : trailing)
        }
        return nil
    }

    private func defaultMargins(_ id: String, _ element: IBElement, _ view: LayoutView) -> LayoutInsets {
        if id == source.element.id, source.controller != nil {
            let side = systemSideMargin
            return LayoutInsets(top: 0, left: side, bottom: 0, right: side)
        }
        if element.name == "tableViewCellContentView" {
            let side = systemSideMargin
            var right = side
            if let frame = storedFrames[id], let cellID = parentID(of: id), let cell = storedFrames[cellID],
                frame.maxX < cell.width - 0.5
            {
                right = 8
            }
            return LayoutInsets(top: 11, left: side, bottom: 11, right: right)
        }
        return LayoutInsets(all: 8)
    }
}
