/// Indices over a ``PresolvePlan`` for replays that touch only what a change reaches: which
/// steps read each row, and which eliminations read each variable.
struct PresolveIndex: Sendable {
    /// The steps where row `r` is the source: `sourceStart[r]..<sourceEnd[r]` (a row is
    /// the source of one elimination, whose steps are consecutive), or -1.
    var sourceStart: [Int32]
    var sourceEnd: [Int32]
    /// The steps that add into row `r`, in order: `incomingSteps[incomingOffsets[r]..<incomingOffsets[r + 1]]`.
    var incomingOffsets: [Int32]
    var incomingSteps: [Int32]
    /// Per row: the elimination it made, the one-variable problem it is a row of, its row
    /// in the reduced system, its place among the bound rows (each -1 when none), and
    /// whether it is a required row left without variables.
    var rowElimination: [Int32]
    var rowSeparable: [Int32]
    var rowReduced: [Int32]
    var rowBound: [Int32]
    var rowIsEmptyRequired: [Bool]
    /// The eliminations whose terms hold variable `v`:
    /// `readers[readerOffsets[v]..<readerOffsets[v + 1]]`.
    var readerOffsets: [Int32]
    var readers: [Int32]

    init(plan: PresolvePlan, eliminations: [Presolve.Elimination], rowCount: Int, variableCount: Int) {
        sourceStart = Array(repeating: -1, count: rowCount)
        sourceEnd = Array(repeating: -1, count: rowCount)
        var counts = [Int32](repeating: 0, count: rowCount + 1)
        for k in plan.combinationTargets.indices {
            let s = Int(plan.combinationSources[k])
            if sourceStart[s] < 0 { sourceStart[s] = Int32(k) }
            sourceEnd[s] = Int32(k + 1)
            counts[Int(plan.combinationTargets[k]) + 1] += 1
        }
        for r in 0..<rowCount { counts[r + 1] += counts[r] }
        incomingOffsets = counts
        var fill = counts
        incomingSteps = Array(repeating: 0, count: plan.combinationTargets.count)
        for k in plan.combinationTargets.indices {
            let t = Int(plan.combinationTargets[k])
            incomingSteps[Int(fill[t])] = Int32(k)
            fill[t] += 1
        }
        rowElimination = Array(repeating: -1, count: rowCount)
        for (k, r) in plan.eliminationRows.enumerated() where r >= 0 { rowElimination[Int(r)] = Int32(k) }
        rowSeparable = Array(repeating: -1, count: rowCount)
        for s in plan.separableEliminations.indices {
            for j in Int(plan.separableStarts[s])..<Int(plan.separableStarts[s + 1]) {
                rowSeparable[Int(plan.separableRows[j])] = Int32(s)
            }
        }
        rowReduced = Array(repeating: -1, count: rowCount)
        for (k, r) in plan.reducedRows.enumerated() { rowReduced[Int(r)] = Int32(k) }
        rowBound = Array(repeating: -1, count: rowCount)
        for (k, r) in plan.boundRows.enumerated() { rowBound[Int(r)] = Int32(k) }
        rowIsEmptyRequired = Array(repeating: false, count: rowCount)
        for r in plan.emptyRequiredRows { rowIsEmptyRequired[Int(r)] = true }
        var readerCounts = [Int32](repeating: 0, count: variableCount + 1)
        for step in eliminations {
            for term in step.terms { readerCounts[Int(term.variable) + 1] += 1 }
        }
        for v in 0..<variableCount { readerCounts[v + 1] += readerCounts[v] }
        readerOffsets = readerCounts
        var next = readerCounts
        readers = Array(repeating: 0, count: Int(readerCounts[variableCount]))
        for (k, step) in eliminations.enumerated() {
            for term in step.terms {
                readers[Int(next[Int(term.variable)])] = Int32(k)
                next[Int(term.variable)] += 1
            }
        }
    }
}

/// A max-heap of indices, each pushed once (eliminations are recomputed last to first).
struct IndexHeap {
    private var items: [Int32] = []
    private var queued: Set<Int32> = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ x: Int32) {
        guard queued.insert(x).inserted else { return }
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent] >= items[i] { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1
                let r = l + 1
                var largest = i
                if l < items.count && items[l] > items[largest] { largest = l }
                if r < items.count && items[r] > items[largest] { largest = r }
                if largest == i { break }
                items.swapAt(i, largest)
                i = largest
            }
        }
        queued.remove(top)
        return top
    }
}

extension PresolvedSystem {
    /// What an incremental replay changed: the reduced rows with a new constant, and
    /// whether a variable solved alone moved onto or off a flat stretch.
    public struct ReplayChanges: Sendable {
        /// Indices into ``PresolvedSystem/reduced``'s constraints.
        public var reducedRows: [Int] = []
        public var ambiguityChanged = false
    }

    /// ``replaying(constants:)`` in place, touching only what the changed rows reach:
    /// `constants` holds every row's new constant, `changedRows` the rows whose constant
    /// may differ from the last replay (or presolve). Follow it with
    /// ``expandChanges(values:reducedValues:)``. The result is exactly the full replay's.
    ///
    /// Returns nil when a full presolve is needed (a conflict, a change of the bound kept);
    /// the system is then left part-way and must be dropped.
    ///
    /// ```swift
    /// constants[row] = newConstant
    /// guard let changes = presolved.replay(constants: constants, changedRows: [row]) else { ... }
    /// let moved = presolved.expandChanges(values: &values, reducedValues: reducedValues)
    /// ```
    /// - Complexity: O(steps reached from the changed rows, times log of their count), plus
    ///   the one-variable problems they reach.
    public mutating func replay(constants: [Double], changedRows: [Int]) -> ReplayChanges? {
        guard let plan, constants.count == originalRowCount, constants.count == rowConstants.count else {
            return nil
        }
        if index == nil {
            index = PresolveIndex(
                plan: plan, eliminations: eliminations, rowCount: rowConstants.count,
                variableCount: initialValues.count)
        }
        guard let index else { return nil }
        // The rows the change reaches, in the order their constants become final (the step
        // where a row is the source comes after every step adding into it).
        var reached: Set<Int32> = []
        var frontier: [Int32] = []
        for r in changedRows where r >= 0 && r < constants.count && reached.insert(Int32(r)).inserted {
            frontier.append(Int32(r))
        }
        var order: [Int32] = []
        while let r = frontier.popLast() {
            order.append(r)
            let start = Int(index.sourceStart[Int(r)])
            guard start >= 0 else { continue }
            for k in start..<Int(index.sourceEnd[Int(r)]) {
                let t = plan.combinationTargets[k]
                if reached.insert(t).inserted { frontier.append(t) }
            }
        }
        order.sort { a, b in
            let ka = index.sourceStart[Int(a)] < 0 ? Int32.max : index.sourceStart[Int(a)]
            let kb = index.sourceStart[Int(b)] < 0 ? Int32.max : index.sourceStart[Int(b)]
            return ka != kb ? ka < kb : a < b
        }
        var changes = ReplayChanges()
        var separable: Set<Int32> = []
        var boundsReached = false
        for r32 in order {
            let r = Int(r32)
            var value = constants[r]
            for j in Int(index.incomingOffsets[r])..<Int(index.incomingOffsets[r + 1]) {
                let k = Int(index.incomingSteps[j])
                value += plan.combinationFactors[k] * rowConstants[Int(plan.combinationSources[k])]
            }
            if value == rowConstants[r] { continue }
            rowConstants[r] = value
            if index.rowIsEmptyRequired[r] && !Presolve.holds(value, plan.relations[r]) { return nil }
            let e = Int(index.rowElimination[r])
            if e >= 0 {
                eliminationConstants[e] = value
                dirtyEliminations.append(Int32(e))
            }
            if index.rowSeparable[r] >= 0 { separable.insert(index.rowSeparable[r]) }
            if index.rowBound[r] >= 0 { boundsReached = true }
            let k = Int(index.rowReduced[r])
            if k >= 0 {
                reduced.constraints[k].constant = value
                changes.reducedRows.append(k)
            }
        }
        for s32 in separable {
            let s = Int(s32)
            let start = Int(plan.separableStarts[s])
            let end = Int(plan.separableStarts[s + 1])
            let solved = Presolve.separableOptimum(count: end - start) { j in
                let r = Int(plan.separableRows[start + j])
                return (
                    plan.separableCoefficients[start + j], rowConstants[r], plan.relations[r],
                    plan.strengths[r]
                )
            }
            guard let solved else { return nil }
            let e = Int(plan.separableEliminations[s])
            eliminationConstants[e] = -solved.value
            if eliminationAmbiguous[e] != solved.isAmbiguous {
                eliminationAmbiguous[e] = solved.isAmbiguous
                changes.ambiguityChanged = true
            }
            dirtyEliminations.append(Int32(e))
        }
        if boundsReached {
            let kept = PresolvePlan.keptBounds(
                rows: plan.boundRows, variables: plan.boundVariables, coefficients: plan.boundCoefficients,
                relations: plan.relations, constants: rowConstants)
            if kept != plan.boundKept { return nil }
        }
        return changes
    }

    /// Brings `values` (the last ``expand(_:)`` of this system) up to date after
    /// ``replay(constants:changedRows:)``, from the reduced system's values; returns the
    /// original variables whose value changed. Values are exactly those of ``expand(_:)``.
    ///
    /// ```swift
    /// let moved = presolved.expandChanges(values: &values, reducedValues: reducedValues)
    /// ```
    public mutating func expandChanges(values: inout [Double], reducedValues: [Double]) -> [Int] {
        guard let index, values.count == initialValues.count else {
            values = expand(reducedValues)
            dirtyEliminations = []
            return Array(values.indices)
        }
        var heap = IndexHeap()
        var changed: [Int] = []
        func reached(_ v: Int) {
            for j in Int(index.readerOffsets[v])..<Int(index.readerOffsets[v + 1]) {
                heap.push(index.readers[j])
            }
        }
        for (k, v) in variables.enumerated() where k < reducedValues.count && values[v] != reducedValues[k] {
            values[v] = reducedValues[k]
            changed.append(v)
            reached(v)
        }
        for e in dirtyEliminations { heap.push(e) }
        dirtyEliminations = []
        while let e32 = heap.pop() {
            let step = eliminations[Int(e32)]
            var sum = eliminationConstants[Int(e32)]
            for term in step.terms { sum += term.coefficient * values[Int(term.variable)] }
            let value = -sum / step.coefficient
            let v = Int(step.variable)
            if values[v] == value { continue }
            values[v] = value
            changed.append(v)
            reached(v)
        }
        return changed
    }
}
