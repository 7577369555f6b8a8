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
    /// The eliminations as flat arrays: elimination `e` takes out `stepVariables[e]` with
    /// coefficient `stepCoefficients[e]`; its terms are
    /// `termVariables[termOffsets[e]..<termOffsets[e + 1]]` and the same in
    /// `termCoefficients` (no array per step to retain while expanding).
    var stepVariables: [Int32]
    var stepCoefficients: [Double]
    var termOffsets: [Int32]
    var termVariables: [Int32]
    var termCoefficients: [Double]
    /// Scratch, false between replays: rows reached, rows recomputed, eliminations queued.
    var rowReached: [Bool]
    var rowComputed: [Bool]
    var eliminationQueued: [Bool]

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
        rowReached = Array(repeating: false, count: rowCount)
        rowComputed = Array(repeating: false, count: rowCount)
        eliminationQueued = Array(repeating: false, count: eliminations.count)
        for r in plan.emptyRequiredRows { rowIsEmptyRequired[Int(r)] = true }
        stepVariables = eliminations.map(\.variable)
        stepCoefficients = eliminations.map(\.coefficient)
        var offsets: [Int32] = [0]
        offsets.reserveCapacity(eliminations.count + 1)
        var termCount = 0
        for step in eliminations {
            termCount += step.terms.count
            offsets.append(Int32(termCount))
        }
        termOffsets = offsets
        termVariables = []
        termVariables.reserveCapacity(termCount)
        termCoefficients = []
        termCoefficients.reserveCapacity(termCount)
        for step in eliminations {
            for term in step.terms {
                termVariables.append(term.variable)
                termCoefficients.append(term.coefficient)
            }
        }
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

/// A max-heap of indices (eliminations are recomputed last to first).
struct IndexHeap {
    private(set) var items: [Int32] = []

    mutating func push(_ x: Int32) {
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
        return top
    }
}

extension PresolvedSystem {
    /// What an incremental replay changed: the reduced rows with a new constant, and
    /// whether a variable solved alone moved onto or off a flat stretch.
    ///
    /// ```swift
    /// if let changes = presolved.replay(constants: constants, changedRows: [row]) {
    ///     for k in changes.reducedRows { print(presolved.reduced.constraints[k].constant) }
    ///     if changes.ambiguityChanged { flags = presolved.expandAmbiguity(reducedFlags) }
    /// }
    /// ```
    public struct ReplayChanges: Sendable {
        /// Indices into ``PresolvedSystem/reduced``'s constraints whose constant changed.
        public var reducedRows: [Int] = []
        /// Whether ``PresolvedSystem/expandAmbiguity(_:)`` may answer differently than
        /// before the replay for the same reduced flags.
        public var ambiguityChanged = false
    }

    /// Builds the indices ``replay(constants:changedRows:)`` reads (which steps read each
    /// row and variable), which the first replay otherwise builds: about as long as a few
    /// replays that reach the whole system, so a caller that wants every replay fast calls
    /// this once after presolve.
    ///
    /// ```swift
    /// var presolved = system.presolved()
    /// presolved.prepareReplay()
    /// ```
    public mutating func prepareReplay() {
        guard index == nil, let plan else { return }
        index = PresolveIndex(
            plan: plan, eliminations: eliminations, rowCount: rowConstants.count,
            variableCount: initialValues.count)
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
        replay(constants: constants, changedRows: changedRows, limit: max(64, rowConstants.count / 64))
    }

    /// ``replay(constants:changedRows:)``, scanning the steps after the change in order once
    /// more than `limit` rows that are the source of a step are reached (sorting those below
    /// that; the rows that are no step's source need no order).
    mutating func replay(constants: [Double], changedRows: [Int], limit: Int) -> ReplayChanges? {
        guard let plan, constants.count == originalRowCount, constants.count == rowConstants.count else {
            return nil
        }
        prepareReplay()
        // Held apart while its scratch flags change, so that they change in place.
        guard var index else { return nil }
        self.index = nil
        defer { self.index = index }
        // The rows the change reaches. Those that are the source of a step are recomputed in
        // the order their constants become final (the step where a row is the source comes
        // after every step adding into it); the others (most rows a shared constant reaches,
        // such as every cell's row under a column gap) read only sources, so they follow in
        // any order, unsorted. When the sources reached are a large part of the system, the
        // steps after the change are scanned in order instead.
        let rowCount = rowConstants.count
        var frontier: [Int32] = []
        var order: [Int32] = []
        var sinks: [Int32] = []
        var isWide = false
        for r in changedRows where r >= 0 && r < rowCount && !index.rowReached[r] {
            index.rowReached[r] = true
            frontier.append(Int32(r))
        }
        while let r = frontier.popLast() {
            let start = Int(index.sourceStart[Int(r)])
            guard start >= 0 else {
                sinks.append(r)
                continue
            }
            order.append(r)
            if order.count > limit {
                isWide = true
                break
            }
            for k in start..<Int(index.sourceEnd[Int(r)]) {
                let t = Int(plan.combinationTargets[k])
                if !index.rowReached[t] {
                    index.rowReached[t] = true
                    frontier.append(Int32(t))
                }
            }
        }
        for r in order { index.rowReached[Int(r)] = false }
        for r in sinks { index.rowReached[Int(r)] = false }
        for r in frontier { index.rowReached[Int(r)] = false }
        var moved: [Int32] = []
        // Row `r`'s constant again: its original constant plus every step adding into it.
        func recompute(_ r: Int) {
            var value = constants[r]
            for j in Int(index.incomingOffsets[r])..<Int(index.incomingOffsets[r + 1]) {
                let k = Int(index.incomingSteps[j])
                value += plan.combinationFactors[k] * rowConstants[Int(plan.combinationSources[k])]
            }
            if value == rowConstants[r] { return }
            rowConstants[r] = value
            moved.append(Int32(r))
        }
        if isWide {
            // The steps from the first where a changed row is the source, in order: a row
            // reached is recomputed when it first serves as a source (every step adding into
            // it came before), and rows never a source at the end. The same arithmetic as
            // the steps themselves, over the steps after the change rather than every row.
            var reached: [Int32] = []
            var first = Int.max
            for r in changedRows where r >= 0 && r < rowCount && !index.rowReached[r] {
                index.rowReached[r] = true
                reached.append(Int32(r))
                let start = Int(index.sourceStart[r])
                if start >= 0 && start < first { first = start }
            }
            let stepCount = plan.combinationTargets.count
            if first < stepCount {
                for k in first..<stepCount {
                    let source = Int(plan.combinationSources[k])
                    guard index.rowReached[source] else { continue }
                    if !index.rowComputed[source] {
                        index.rowComputed[source] = true
                        recompute(source)
                    }
                    let t = Int(plan.combinationTargets[k])
                    if !index.rowReached[t] {
                        index.rowReached[t] = true
                        reached.append(Int32(t))
                    }
                }
            }
            for r in reached where !index.rowComputed[Int(r)] { recompute(Int(r)) }
            for r in reached {
                index.rowReached[Int(r)] = false
                index.rowComputed[Int(r)] = false
            }
        } else {
            order.sort { a, b in index.sourceStart[Int(a)] < index.sourceStart[Int(b)] }
            for r in order { recompute(Int(r)) }
            for r in sinks { recompute(Int(r)) }
        }
        var changes = ReplayChanges()
        var separable: Set<Int32> = []
        var boundsReached = false
        for r32 in moved {
            let r = Int(r32)
            let value = rowConstants[r]
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
        expandChanges(values: &values, reducedValues: reducedValues, limit: max(64, eliminations.count / 64))
    }

    /// ``expandChanges(values:reducedValues:)``, recomputing the reached eliminations last to
    /// first from a heap while at most `limit` are queued, then by one sweep down the
    /// eliminations still queued (a change that moves a large part of the system, such as a
    /// shift of every column after a gap, costs a pass over flags rather than a heap).
    mutating func expandChanges(values: inout [Double], reducedValues: [Double], limit: Int) -> [Int] {
        guard var index, values.count == initialValues.count else {
            let old = values
            values = expand(reducedValues)
            dirtyEliminations = []
            return values.indices.filter { $0 >= old.count || old[$0] != values[$0] }
        }
        self.index = nil
        defer { self.index = index }
        // The flags are taken out while they change, so that they change in place (the
        // later `defer` runs first).
        var flags = index.eliminationQueued
        index.eliminationQueued = []
        defer { index.eliminationQueued = flags }
        let constants = eliminationConstants
        let (stepVariables, stepCoefficients) = (index.stepVariables, index.stepCoefficients)
        let (termOffsets, termVariables, termCoefficients) = (
            index.termOffsets, index.termVariables, index.termCoefficients
        )
        let (readerOffsets, readers) = (index.readerOffsets, index.readers)
        let dirty = dirtyEliminations
        dirtyEliminations = []
        var heap = IndexHeap()
        var changed: [Int] = []
        var isSweeping = false
        // The highest and lowest elimination queued, and how many were: a sweep runs between.
        var highest = -1
        var lowest = Int.max
        var queued = 0
        values.withUnsafeMutableBufferPointer { values in
            flags.withUnsafeMutableBufferPointer { flags in
                func queue(_ e: Int) {
                    if flags[e] { return }
                    flags[e] = true
                    if e < lowest { lowest = e }
                    if e > highest { highest = e }
                    queued += 1
                    if queued > limit { isSweeping = true }
                    if !isSweeping { heap.push(Int32(e)) }
                }
                func queueReaders(of v: Int) {
                    for j in Int(readerOffsets[v])..<Int(readerOffsets[v + 1]) { queue(Int(readers[j])) }
                }
                // The same arithmetic, in the same order, as ``expand(_:)``.
                func run(_ e: Int) {
                    flags[e] = false
                    var sum = constants[e]
                    for j in Int(termOffsets[e])..<Int(termOffsets[e + 1]) {
                        sum += termCoefficients[j] * values[Int(termVariables[j])]
                    }
                    // Dividing by 1 or -1 is exact: the same value without a division's latency.
                    let coefficient = stepCoefficients[e]
                    let value = coefficient == 1 ? -sum : (coefficient == -1 ? sum : -sum / coefficient)
                    let v = Int(stepVariables[e])
                    if values[v] == value { return }
                    values[v] = value
                    changed.append(v)
                    queueReaders(of: v)
                }
                for (k, v) in variables.enumerated()
                where k < reducedValues.count && values[v] != reducedValues[k] {
                    values[v] = reducedValues[k]
                    changed.append(v)
                    queueReaders(of: v)
                }
                for e in dirty { queue(Int(e)) }
                while !isSweeping, let e = heap.pop() { run(Int(e)) }
                if isSweeping {
                    // An elimination reads only variables taken out after it, and everything
                    // run so far came off the heap in descending order: a sweep down from the
                    // highest queued runs each elimination still queued once, after
                    // everything it reads. (Those left in the heap are still flagged.)
                    var e = highest
                    while e >= lowest {
                        if flags[e] { run(e) }
                        e -= 1
                    }
                }
            }
        }
        return changed
    }
}
