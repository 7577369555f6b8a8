// The constraints of a stack's arrangement, built again before the next layout after a change.

/// The attributes of one stack orientation: along the axis and across it, for the stack's
/// content box (edges or margins) and for the arranged views.
struct StackAttributes {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let length: LayoutAttribute
    let centre: LayoutAttribute
    let crossStart: LayoutAttribute
    let crossEnd: LayoutAttribute
    let crossLength: LayoutAttribute
    let crossCentre: LayoutAttribute

    /// The views' attributes for `axis`.
    static func views(_ axis: LayoutAxis) -> StackAttributes {
        axis == .horizontal
            ? StackAttributes(
                start: .leading, end: .trailing, length: .width, centre: .centerX, crossStart: .top,
                crossEnd: .bottom, crossLength: .height, crossCentre: .centerY)
            : StackAttributes(
                start: .top, end: .bottom, length: .height, centre: .centerY, crossStart: .leading,
                crossEnd: .trailing, crossLength: .width, crossCentre: .centerX)
    }

    /// The content box's attributes: the edges, or the margins.
    static func content(_ axis: LayoutAxis, margins: Bool) -> StackAttributes {
        guard margins else { return views(axis) }
        return axis == .horizontal
            ? StackAttributes(
                start: .leadingMargin, end: .trailingMargin, length: .width, centre: .centerXWithinMargins,
                crossStart: .topMargin, crossEnd: .bottomMargin, crossLength: .height,
                crossCentre: .centerYWithinMargins)
            : StackAttributes(
                start: .topMargin, end: .bottomMargin, length: .height, centre: .centerYWithinMargins,
                crossStart: .leadingMargin, crossEnd: .trailingMargin, crossLength: .width,
                crossCentre: .centerXWithinMargins)
    }
}

extension LayoutStackView {
    /// Records that the arrangement must be built again; the engine builds it before its next
    /// layout (as UIKit's stack view updates its constraints before layout), so adding a
    /// thousand views one at a time builds it once, not a thousand times.
    func arrangementDidChange() {
        guard !arrangementIsStale else { return }
        arrangementIsStale = true
        for engine in caches.observers.engines { engine.stackNeedsArrangement(self) }
    }

    /// Builds the arrangement now if a change is pending.
    func arrangeIfNeeded() {
        guard arrangementIsStale else { return }
        arrangementIsStale = false
        rebuildArrangement()
    }

    /// Replaces the arrangement's constraints and spacers with ones for the current state.
    private func rebuildArrangement() {
        LayoutConstraint.deactivate(arrangement)
        removeSpacers()
        arrangement = []
        spacers = []
        var made: [LayoutConstraint] = []
        let views = StackAttributes.views(axis)
        let box = StackAttributes.content(axis, margins: isLayoutMarginsRelativeArrangement)
        let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        for view in arrangedSubviews where view.isHidden && view.superview === self {
            made += [
                pin(view, views.length, .equal, nil, .notAnAttribute, 0, "hiding"),
                pin(view, views.start, .equal, self, box.start, 0, "hiding"),
                pin(view, views.crossStart, .equal, self, box.crossStart, 0, "hiding"),
                pin(view, views.crossLength, .equal, nil, .notAnAttribute, 0, "hiding"),
            ]
        }
        orderTies(visible)
        made += alongAxis(visible, views, box)
        for (index, view) in visible.enumerated() {
            made += acrossAxis(view, first: visible[0], isFirst: index == 0, views, box)
        }
        made += [
            pin(self, .width, .equal, nil, .notAnAttribute, 0, "fit", priority: Self.fittingPriority),
            pin(self, .height, .equal, nil, .notAnAttribute, 0, "fit", priority: Self.fittingPriority),
        ]
        do {
            try LayoutConstraint.activate(made)
            arrangement = made
            lastArrangementError = nil
        } catch {
            lastArrangementError = error
        }
    }

    /// Takes the spacer guides out, all at once: the arrangement's constraints, the only ones
    /// that use them, are already deactivated.
    private func removeSpacers() {
        guard !spacers.isEmpty else { return }
        let ids = Set(spacers.map(ObjectIdentifier.init))
        layoutGuides.removeAll { ids.contains(ObjectIdentifier($0)) }
        structureDidChange()
        for guide in spacers {
            guide.owningView = nil
            for engine in guide.observers.engines { engine.structureDidChange() }
        }
    }

    /// Under `fill`, ties in hugging or compression resistance among the visible views resolve
    /// by index (``StackOrder``): the first of the tied views stretches, the last shrinks.
    private func orderTies(_ visible: [LayoutView]) {
        let ordered = distribution == .fill ? visible : []
        let orderedIDs = Set(ordered.map(ObjectIdentifier.init))
        for view in arrangedSubviews where !orderedIDs.contains(ObjectIdentifier(view)) {
            view.stackOrder = nil
        }
        for (index, view) in ordered.enumerated() {
            view.stackOrder = StackOrder(
                axis: axis, huggingOffset: StackOrder.step * Double(index),
                resistanceOffset: StackOrder.step * Double(ordered.count - 1 - index))
        }
    }

    /// Ends pinned to the content box, then the distribution's rules between neighbours.
    private func alongAxis(_ visible: [LayoutView], _ views: StackAttributes, _ box: StackAttributes)
        -> [LayoutConstraint]
    {
        guard let first = visible.first, let last = visible.last else { return [] }
        var made = [
            pin(first, views.start, .equal, self, box.start, 0, "leading"),
            pin(last, views.end, .equal, self, box.end, 0, "trailing"),
        ]
        var distribution = self.distribution
        let intrinsic = visible.map { intrinsicLength($0) }
        if distribution == .fillProportionally, !intrinsic.contains(where: { ($0 ?? 0) > 0 }) {
            distribution = .fill
        }
        var gaps: [LayoutGuide] = []
        // Where the gap between neighbours is measured: edge to edge, or in a vertical stack
        // with baseline-relative arrangement, last baseline to first baseline.
        let next: (attribute: LayoutAttribute, previous: LayoutAttribute) =
            axis == .vertical && isBaselineRelativeArrangement
            ? (.firstBaseline, .lastBaseline) : (views.start, views.end)
        for index in visible.indices.dropFirst() {
            let (previous, view) = (visible[index - 1], visible[index])
            let gap = customSpacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.append(pin(view, next.attribute, .equal, previous, next.previous, gap, "spacing"))
            case .equalSpacing:
                let spacer = makeSpacer(index)
                gaps.append(spacer)
                // The least gap, on the spacer that spans it (the same rule as between the
                // views, which the spacer's ends equal): each position then sits in two
                // equalities only, and presolve folds the whole row of positions into one
                // row instead of leaving the solver a chain of them. Measured between
                // baselines, the gap stays between the views.
                if next.attribute == views.start {
                    made.append(
                        pin(spacer, views.length, .greaterThanOrEqual, nil, .notAnAttribute, gap, "spacing"))
                } else {
                    made.append(
                        pin(
                            view, next.attribute, .greaterThanOrEqual, previous, next.previous, gap, "spacing"
                        ))
                }
                made += [
                    pin(spacer, views.start, .equal, previous, views.end, 0, "spacer"),
                    pin(spacer, views.end, .equal, view, views.start, 0, "spacer"),
                ]
                made += spacerCross(spacer, views, box)
            case .equalCentering:
                made.append(
                    pin(view, next.attribute, .greaterThanOrEqual, previous, next.previous, gap, "spacing"))
                let spacer = makeSpacer(index)
                gaps.append(spacer)
                made += [
                    pin(spacer, views.start, .equal, previous, views.centre, 0, "spacer"),
                    pin(spacer, views.end, .equal, view, views.centre, 0, "spacer"),
                ]
                made += spacerCross(spacer, views, box)
            }
        }
        made += sizeRules(distribution, visible, intrinsic: intrinsic, gaps: gaps, views)
        return made
    }

    /// The distribution's rules on lengths: equal views, proportional views, or equal gaps.
    private func sizeRules(
        _ distribution: Distribution, _ visible: [LayoutView], intrinsic: [Double?], gaps: [LayoutGuide],
        _ views: StackAttributes
    ) -> [LayoutConstraint] {
        guard let first = visible.first else { return [] }
        var made: [LayoutConstraint] = []
        switch distribution {
        case .fill: break
        case .fillEqually:
            for view in visible.dropFirst() {
                made.append(pin(view, views.length, .equal, first, views.length, 0, "fill-equally"))
            }
        case .fillProportionally:
            guard let baseIndex = intrinsic.firstIndex(where: { ($0 ?? 0) > 0 }),
                let base = intrinsic[baseIndex]
            else { break }
            for (index, view) in visible.enumerated() where index != baseIndex {
                guard let length = intrinsic[index], length > 0 else { continue }
                made.append(
                    pin(
                        view, views.length, .equal, visible[baseIndex], views.length, 0,
                        "fill-proportionally",
                        multiplier: length / base, priority: LayoutPriority(999)))
            }
        case .equalSpacing, .equalCentering:
            let priority: LayoutPriority = distribution == .equalSpacing ? .required : LayoutPriority(999)
            for spacer in gaps.dropFirst() {
                made.append(
                    pin(
                        spacer, views.length, .equal, gaps[0], views.length, 0, "distributing",
                        priority: priority))
            }
        }
        return made
    }

    /// The alignment's constraints for one visible view.
    private func acrossAxis(
        _ view: LayoutView, first: LayoutView, isFirst: Bool, _ views: StackAttributes, _ box: StackAttributes
    ) -> [LayoutConstraint] {
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let start = pin(view, views.crossStart, .equal, self, box.crossStart, 0, "alignment")
        let end = pin(view, views.crossEnd, .equal, self, box.crossEnd, 0, "alignment")
        let inStart = pin(view, views.crossStart, .greaterThanOrEqual, self, box.crossStart, 0, "canvas")
        let inEnd = pin(view, views.crossEnd, .lessThanOrEqual, self, box.crossEnd, 0, "canvas")
        switch alignment {
        case .fill: return [start, end]
        case .leading: return [start, inEnd]
        case .trailing: return [end, inStart]
        case .center:
            return [
                pin(view, views.crossCentre, .equal, self, box.crossCentre, 0, "alignment"), inStart, inEnd,
            ]
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            var made = [
                inStart, inEnd,
                pin(
                    view, views.crossStart, .equal, self, box.crossStart, 0, "canvas",
                    priority: LayoutPriority(48)),
            ]
            if !isFirst { made.append(pin(view, baseline, .equal, first, baseline, 0, "alignment")) }
            return made
        }
    }

    /// A spacer's position across the axis (it has no other use there).
    private func spacerCross(_ spacer: LayoutGuide, _ views: StackAttributes, _ box: StackAttributes)
        -> [LayoutConstraint]
    {
        [
            pin(spacer, views.crossStart, .equal, self, box.crossStart, 0, "spacer"),
            pin(spacer, views.crossLength, .equal, nil, .notAnAttribute, 0, "spacer"),
        ]
    }

    private func makeSpacer(_ index: Int) -> LayoutGuide {
        let spacer = LayoutGuide(displayName + ".stack.spacer\(index)")
        addLayoutGuide(spacer)
        spacers.append(spacer)
        return spacer
    }

    /// The intrinsic length of `view` along the axis, nil without one.
    private func intrinsicLength(_ view: LayoutView) -> Double? {
        let size = view.effectiveIntrinsicSize
        let length = axis == .horizontal ? size.width : size.height
        return length >= 0 ? length : nil
    }

    private func pin(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute, _ constant: Double, _ role: String,
        multiplier: Double = 1, priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant, priority: priority,
            identifier: displayName + ".stack." + role)
    }
}
