import Trellis

// Rows and columns (xPlace, yPlace), flexible values and alignment.

extension FramePlacer {
    /// Lays items out left to right from the left of the layout bounds: gaps, views (at
    /// their current widths), flexible spaces sharing what is left, placeholders (no width).
    // snippet: given let cell = LayoutView("cell"), icon = LayoutView("icon"), title = LayoutView("title")
    // snippet: given let time = LayoutView("time")
    // snippet: given for view in [icon, title, time] { cell.addSubview(view) }
    /// ```swift
    /// try cell.placeSubviews { make in
    ///     make.xPlace(10, icon, 10, title, make.flexible, time, 10)
    /// }
    /// ```
    public func xPlace(_ items: FramePlaceable...) { place(.x, items, after: nil) }

    /// ``xPlace(_:)-(FramePlaceable...)`` starting right after `fixed`, which stays where it is:
    /// `make.xPlace(fixed: icon, 10, label)`.
    public func xPlace(fixed: LayoutView, _ items: FramePlaceable...) { place(.x, items, after: fixed) }

    /// Lays items out so that the last one ends right before `fixed`, which stays where it is:
    /// `make.xPlace(make.flexible, label, 10, fixed: icon)`.
    public func xPlace(_ items: FramePlaceable..., fixed: LayoutView) { place(.x, items, before: fixed) }

    /// ``xPlace(_:)-(FramePlaceable...)`` for a list built at run time.
    public func xPlace(_ items: [FramePlaceable]) { place(.x, items, after: nil) }

    /// ``yPlace(_:)-(FramePlaceable...)`` for a list built at run time.
    public func yPlace(_ items: [FramePlaceable]) { place(.y, items, after: nil) }

    /// Lays items out top to bottom (see ``xPlace(_:)-(FramePlaceable...)``).
    public func yPlace(_ items: FramePlaceable...) { place(.y, items, after: nil) }

    /// ``yPlace(_:)-(FramePlaceable...)`` starting right below `fixed`.
    public func yPlace(fixed: LayoutView, _ items: FramePlaceable...) { place(.y, items, after: fixed) }

    /// ``yPlace(_:)-(FramePlaceable...)`` ending right above `fixed`.
    public func yPlace(_ items: FramePlaceable..., fixed: LayoutView) { place(.y, items, before: fixed) }

    /// The length of one flexible share if `items` were placed along x:
    /// `(bounds.width - fixed lengths) / total weight` (0 without flexible items).
    public func xFlexibleValue(_ items: FramePlaceable...) -> Double { flexibleUnit(.x, items, available: w) }

    /// The length of one flexible share along y:
    /// `let side = make.yFlexibleValue(10, make.flexible, 10)` is `h - 20`.
    public func yFlexibleValue(_ items: FramePlaceable...) -> Double { flexibleUnit(.y, items, available: h) }

    /// The length of one flexible share of `available`.
    func flexibleUnit(_ axis: FrameAxis, _ items: [FramePlaceable], available: Double) -> Double {
        var fixed = 0.0
        var weights = 0.0
        for item in items {
            switch item.placement {
            case .gap(let gap): fixed += gap
            case .view(let view): fixed += axis.length(frame(of: view))
            case .flexible(let weight): weights += weight
            case .placeholder: continue
            }
        }
        return weights > 0 ? (available - fixed) / weights : 0
    }

    /// Places forward from the bounds' start, or from the end of `after`.
    private func place(_ axis: FrameAxis, _ items: [FramePlaceable], after: LayoutView?) {
        let end = axis.origin(bounds) + axis.length(bounds)
        var cursor = axis.origin(bounds)
        if let after {
            let rect = frame(of: after)
            cursor = axis.origin(rect) + axis.length(rect)
        }
        let unit = flexibleUnit(axis, items, available: end - cursor)
        for item in items {
            switch item.placement {
            case .gap(let gap): cursor += gap
            case .flexible(let weight): cursor += weight * unit
            case .placeholder: continue
            case .view(let view):
                let rect = frame(of: view)
                staging.set(view, axis.with(rect, origin: cursor))
                cursor += axis.length(rect)
            }
        }
    }

    /// Places backward from the start of `before`.
    private func place(_ axis: FrameAxis, _ items: [FramePlaceable], before: LayoutView) {
        var cursor = axis.origin(frame(of: before))
        let unit = flexibleUnit(axis, items, available: cursor - axis.origin(bounds))
        for item in items.reversed() {
            switch item.placement {
            case .gap(let gap): cursor -= gap
            case .flexible(let weight): cursor -= weight * unit
            case .placeholder: continue
            case .view(let view):
                let rect = frame(of: view)
                cursor -= axis.length(rect)
                staging.set(view, axis.with(rect, origin: cursor))
            }
        }
    }

    /// Moves each view so that `fraction` of it sits at `fraction` of the bounds
    /// (0: start, 0.5: centre, 1: end).
    private func align(_ axis: FrameAxis, _ views: [LayoutView], _ fraction: Double) {
        for view in views {
            let rect = frame(of: view)
            let origin = axis.origin(bounds) + (axis.length(bounds) - axis.length(rect)) * fraction
            staging.set(view, axis.with(rect, origin: origin))
        }
    }

    /// Aligns the views' left edges with the bounds' left.
    public func xLeft(_ views: LayoutView...) { align(.x, views, 0) }
    /// Aligns the views' right edges with the bounds' right.
    public func xRight(_ views: LayoutView...) { align(.x, views, 1) }
    /// Centres the views horizontally in the bounds.
    public func xCenter(_ views: LayoutView...) { align(.x, views, 0.5) }
    /// Aligns the views' tops with the bounds' top.
    public func yTop(_ views: LayoutView...) { align(.y, views, 0) }
    /// Aligns the views' bottoms with the bounds' bottom.
    public func yBottom(_ views: LayoutView...) { align(.y, views, 1) }
    /// Centres the views vertically in the bounds.
    public func yCenter(_ views: LayoutView...) { align(.y, views, 0.5) }

    /// Aligns views given as an array: `edge` 0 is the start, 0.5 the centre, 1 the end of
    /// the bounds along `horizontal` (x) or vertical (y).
    // snippet: given let row = LayoutView("row"), cells = [LayoutView("a"), LayoutView("b")]
    // snippet: given for view in cells { row.addSubview(view) }
    /// ```swift
    /// try row.placeSubviews { make in
    ///     make.align(cells, horizontal: false, at: 0.5)   // yCenter for an array
    /// }
    /// ```
    public func align(_ views: [LayoutView], horizontal: Bool, at fraction: Double) {
        align(horizontal ? .x : .y, views, fraction)
    }

    /// Centres the views in the bounds both ways.
    public func center(_ views: LayoutView...) {
        align(.x, views, 0.5)
        align(.y, views, 0.5)
    }

    /// Gives the views the bounds' x range (left and width).
    public func xEqual(_ views: LayoutView...) { fill(.x, views) }
    /// Gives the views the bounds' y range (top and height).
    public func yEqual(_ views: LayoutView...) { fill(.y, views) }

    /// Gives the views the whole bounds: `make.insetEdges(edge: 20); make.equal(red)`.
    public func equal(_ views: LayoutView...) {
        fill(.x, views)
        fill(.y, views)
    }

    private func fill(_ axis: FrameAxis, _ views: [LayoutView]) {
        for view in views {
            let rect = axis.with(frame(of: view), origin: axis.origin(bounds))
            staging.set(view, axis.with(rect, length: axis.length(bounds)))
        }
    }
}
