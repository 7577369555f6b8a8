internal import TrellisSolver

// A layout pass: apply queued changes, solve the stale components, measure height-for-width
// content until stable, write frames, report.

extension LayoutEngine {
    /// The most passes the measure loop makes (a pass re-measures text at the width the
    /// last solve gave it).
    static let maximumMeasurePasses = 4

    /// Runs a pass and returns what it found. In strict mode, frames are not written when
    /// a conflict is in effect (the caller throws).
    func layout(strict: Bool) -> LayoutReport {
        guard let root else { return LayoutReport() }
        arrangeStacks()
        if root.effectiveLayoutDirection != direction { pending.structureDirty = true }
        if pending.structureDirty {
            rebuildAll()
        } else if pending.dirtySlots.isEmpty && pending.dirtyEntries.isEmpty
            && pending.staleComponents.isEmpty
        {
            return reporting.lastReport
        }
        processDirty()
        var solved: [EngineComponent] = []
        var rebuilt = 0
        var pass = 0
        let firstStamp = sequence.passStamp + 1
        while true {
            sequence.passStamp += 1
            let stale = pending.staleComponents
            pending.staleComponents = []
            for component in stale where !component.isDead {
                component.isStale = false
                // Solved again in a later measure pass: what moved in both passes is written.
                let earlier = component.solveStamp >= firstStamp ? component.movedVariables : nil
                component.movedVariables = nil
                if component.needsRebuild {
                    rebuild(component)
                    rebuilt += 1
                } else if component.presolvedState?.needsReplay == true && !replayPresolve(component) {
                    rebuild(component)
                    rebuilt += 1
                }
                if component.solveStamp >= firstStamp {
                    if let earlier, let now = component.movedVariables {
                        component.movedVariables = earlier + now
                    } else {
                        component.movedVariables = nil
                    }
                }
                component.solver?.updateVariables()
                component.solveStamp = sequence.passStamp
                solved.append(component)
            }
            pass += 1
            if pass >= LayoutEngine.maximumMeasurePasses || !remeasure() { break }
            processDirty()
            if pending.staleComponents.isEmpty { break }
        }
        reporting.lastSolvedCount = solved.count
        reporting.lastRebuiltCount = rebuilt
        let report = makeReport()
        if strict && !report.conflicts.isEmpty {
            for component in solved where !component.isDead { markStale(component) }
            return report
        }
        if !fitting.isOn { writeFrames(of: solved) }
        if !solved.isEmpty { logAmbiguity() }
        return report
    }

    /// Measures the height-for-width views whose width was just solved; returns whether a
    /// height changed (and queued the change).
    private func remeasure() -> Bool {
        var changed = false
        for slot in measuredSlots {
            guard let view = slot.view, let measure = view.measure else { continue }
            guard let component = varComponent[slot.index(EngineSlot.width)],
                component.solveStamp == sequence.passStamp || slot.needsMeasure
            else { continue }
            slot.needsMeasure = false
            catchUpVariables(of: component)
            let width = slot.variables[EngineSlot.width].value
            let height = measure(width).height
            if let old = slot.measuredHeight, abs(old - height) <= Tolerance.Engine.measuredHeight {
                continue
            }
            slot.measuredHeight = height
            markDirty(slot, .implicit)
            changed = true
        }
        return changed
    }

    /// Writes the frames of the items whose variables the solved components hold.
    ///
    /// After a replay, only the coordinates that moved are written, from the values the
    /// replay gave: a frame's other coordinates already hold their variables' values (every
    /// pass writes what it moved, a full solve writes every frame, and a pinned frame's
    /// variables equal the pin once a replay succeeds), so the result is the frame a full
    /// write gives, without reading four variables per item.
    private func writeFrames(of solved: [EngineComponent]) {
        sequence.passStamp += 1
        let scale = root?.displayScale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        for component in solved where !component.isDead {
            // Targets held without reference counting are trusted only while the tree is as
            // the components were built for (a measure closure may have changed it). A tree
            // snapped to pixels writes whole frames (an edge moves with its origin).
            if !pending.structureDirty, scale == nil, let state = component.presolvedState,
                let moved = state.movedVariables,
                state.frameTargets.count == component.variables.count,
                state.values.count == component.variables.count
            {
                state.frameTargets.withUnsafeBufferPointer { targets in
                    state.values.withUnsafeBufferPointer { values in
                        for k in moved { targets[k].write(values[k]) }
                    }
                }
                continue
            }
            // A frame reads all four variables of its item, which other components may hold.
            catchUpAllVariables()
            for index in component.variables {
                let slot = slotList[index >> 2]
                if slot.writeStamp == sequence.passStamp { continue }
                slot.writeStamp = sequence.passStamp
                var frame = slot.frame
                if let scale { frame = frame.snapped(toScale: scale) }
                if let view = slot.view {
                    view.solvedFrame = frame
                } else if let guide = slot.guide {
                    guide.frame = frame
                }
            }
        }
    }

    /// The conflicts in effect and the constraints left out.
    private func makeReport() -> LayoutReport {
        if !reporting.reportDirty { return reporting.lastReport }
        var conflicts: [LayoutConflict] = []
        for component in components where !component.isDead && !component.conflicts.isEmpty {
            conflicts += component.conflicts
        }
        conflicts.sort { $0.broken.sequence < $1.broken.sequence }
        let invalid = invalidEntries.values.sorted { EngineEntry.activationOrder($0.entry, $1.entry) }.map(
            \.error)
        let previous = reporting.lastReport
        reporting.lastReport = LayoutReport(conflicts: conflicts, invalidConstraints: invalid)
        if reporting.summaryDirty {
            (reporting.lastReport.backend, reporting.lastReport.note) = backendSummary()
            reporting.summaryDirty = false
        } else {
            (reporting.lastReport.backend, reporting.lastReport.note) = (previous.backend, previous.note)
        }
        reporting.reportDirty = false
        logNewProblems(reporting.lastReport, previous: previous)
        return reporting.lastReport
    }

    /// Whether the constraints leave `item`'s frame undecided (after a pass).
    func isAmbiguous(_ item: any LayoutItem) -> Bool {
        _ = layout(strict: false)
        return isUndecided(item)
    }

    /// Those of `items` whose frames the constraints leave undecided, after one layout pass
    /// (``isAmbiguous(_:)`` lays out for each item).
    func ambiguousItems(_ items: [any LayoutItem]) -> [any LayoutItem] {
        _ = layout(strict: false)
        return items.filter { isUndecided($0) }
    }

    /// Whether `item`'s frame is undecided in the last layout.
    private func isUndecided(_ item: any LayoutItem) -> Bool {
        guard let slot = slot(for: ObjectIdentifier(item)) else { return true }
        for offset in 0..<4 {
            guard let component = varComponent[slot.index(offset)], !component.isDead else { return true }
            switch component.strategy {
            case .presolved(let state):
                if state.ambiguousVariables.contains(slot.index(offset)) { return true }
            case .incremental(let solver):
                if ambiguousVariables(of: component, solver).contains(slot.index(offset)) { return true }
            case .unbuilt:
                break
            }
        }
        return false
    }

    /// The undecided variables of a component solved by `solver`, asked of the solver for
    /// all of them at once (``Solver/ambiguity(of:)`` shares each symbol's ratio test among
    /// every row that holds it) and kept until the component is solved again: asking about
    /// each view of a large part in turn then costs one pass over its rows, not one per view.
    func ambiguousVariables(of component: EngineComponent, _ solver: Solver) -> Set<Int> {
        if let cache = component.ambiguity, cache.stamp == component.solveStamp { return cache.variables }
        let indices = component.variables
        let flags = solver.ambiguity(of: indices.map(variable))
        let undecided = Set(zip(indices, flags).compactMap { index, flag in flag ? index : nil })
        component.ambiguity = AmbiguityCache(stamp: component.solveStamp, variables: undecided)
        return undecided
    }

    /// The size of the root when its width and height are pulled toward `target` at the
    /// given priorities (fitting engines).
    func fittingSize(_ target: LayoutSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> LayoutSize
    {
        guard let root else { return target }
        fitting.target = target
        fitting.priorities = (horizontal, vertical)
        if !pending.structureDirty, let slot = slot(for: ObjectIdentifier(root)) {
            markDirty(slot, .implicit)
        }
        _ = layout(strict: false)
        guard let slot = slot(for: ObjectIdentifier(root)) else { return target }
        for offset in [EngineSlot.width, EngineSlot.height] {
            if let component = varComponent[slot.index(offset)] { catchUpVariables(of: component) }
        }
        return LayoutSize(
            width: slot.variables[EngineSlot.width].value, height: slot.variables[EngineSlot.height].value)
    }
}

extension LayoutRect {
    /// Sets the coordinate at an engine variable offset (``EngineSlot/minX`` ...
    /// ``EngineSlot/height``).
    mutating func setCoordinate(_ offset: Int, to value: Double) {
        switch offset {
        case EngineSlot.minX: origin.x = value
        case EngineSlot.minY: origin.y = value
        case EngineSlot.width: size.width = value
        default: size.height = value
        }
    }
}
