/// Indices over a ``PresolvePlan`` for replays that touch only what a change reaches: which
/// steps read each row, and which eliminations read each variable.
///
/// Rows kept apart ("lazy" rows): a row whose only role is to give an elimination its
/// constant, with one step adding into it, is not recomputed by the replay. When its source
/// row moves, the expansion gives the elimination `constant + factor * source` directly (a
/// column gap combined into 10,000 cells' rows moves one source row, not 10,000 rows). Their
/// entries in ``PresolvedSystem/rowConstants`` are not kept up to date.
struct PresolveIndex: Sendable {
    /// What a replay reads of row `r`, in one place (a change that reaches every tenth row
    /// of a large system touches one record per row, not one line of each of many arrays).
    struct RowRecord {
        /// The first step where the row is the source (a row is the source of one
        /// elimination, whose steps are consecutive), or -1.
        var sourceStart: Int32 = -1
        /// The targets of those steps that are not kept apart: ``PresolveIndex/targets``
        /// `[targetStart..<targetEnd]`; those kept apart: ``PresolveIndex/lazy``
        /// `[lazyStart..<lazyEnd]`.
        var targetStart: Int32 = 0
        var targetEnd: Int32 = 0
        var lazyStart: Int32 = 0
        var lazyEnd: Int32 = 0
        /// The row's place in ``PresolveIndex/lazy`` when it is kept apart, or -1.
        var lazySlot: Int32 = -1
        /// The steps that add into the row, in order: ``PresolveIndex/incoming``
        /// `[incomingStart..<incomingEnd]`.
        var incomingStart: Int32 = 0
        var incomingEnd: Int32 = 0
        /// The elimination the row made, the one-variable problem it is a row of, its row
        /// in the reduced system (each -1 when none).
        var elimination: Int32 = -1
        var separable: Int32 = -1
        var reduced: Int32 = -1
        /// The row's place in ``PresolvePlan/separableRows`` (and ``SeparableRowData/constants``), or -1.
        var separableRow: Int32 = -1
        /// What the row is, and what a replay did with it.
        var marks = RowMarks()
    }

    /// Whether a row is a bound row or a required row left without variables, and (scratch,
    /// false between replays) whether a replay reached it and recomputed it.
    struct RowMarks {
        var isBound = false
        var isEmptyRequired = false
        var isReached = false
        var isComputed = false
    }

    /// One step adding into a row: `factor` times the constant of row `source`.
    struct IncomingStep {
        var factor: Double
        var source: Int32
    }

    /// A row kept apart: its elimination's constant is `constant + factor * (source's)`,
    /// with `constant` the row's own (before presolve combined rows).
    struct LazyRow {
        var constant: Double
        var factor: Double
        var elimination: Int32
        var row: Int32
    }

    var rows: [RowRecord]
    /// The steps adding into each row, grouped by row, in order.
    var incoming: [IncomingStep]
    /// The targets of each source's steps, grouped by source, without the rows kept apart.
    var targets: [Int32]
    /// Whether each step's target is kept apart.
    var stepIsLazy: [Bool]
    /// The rows kept apart, grouped by source.
    var lazy: [LazyRow]
    /// The rows of the variables solved alone, in the order of
    /// ``PresolvePlan/separableRows``.
    var separable: SeparableRowData
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
    /// Scratch, false between replays: eliminations queued.
    var eliminationQueued: [Bool]

    /// `constants`: every row's own constant (before presolve combined rows), for the rows
    /// kept apart.
    init(
        plan: PresolvePlan, eliminations: EliminationTable, constants: [Double], rowConstants: [Double],
        variableCount: Int
    ) {
        var (rows, incoming) = Self.rowRecords(plan: plan, rowCount: constants.count)
        let apart = Self.rowsKeptApart(plan: plan, rows: &rows, constants: constants)
        self.rows = rows
        self.incoming = incoming
        targets = apart.targets
        stepIsLazy = apart.stepIsLazy
        lazy = apart.lazy
        separable = SeparableRowData(
            constants: plan.separableRows.map { rowConstants[Int($0)] },
            turns: plan.separableTurns.count == plan.separableEliminations.count
                ? plan.separableTurns : Array(repeating: .nan, count: plan.separableEliminations.count),
            relations: plan.separableRows.map { plan.relations[Int($0)] },
            strengths: plan.separableRows.map { plan.strengths[Int($0)] })
        eliminationQueued = Array(repeating: false, count: eliminations.count)
        // The system's own arrays, shared (never changed after presolve), not copied.
        stepVariables = eliminations.variables
        stepCoefficients = eliminations.coefficients
        termOffsets = eliminations.termOffsets
        termVariables = eliminations.termVariables
        termCoefficients = eliminations.termCoefficients
        (readerOffsets, readers) = Self.readers(of: eliminations, variableCount: variableCount)
    }

    /// Each row's record (where it is a step's source, the steps adding into it, what it
    /// feeds: an elimination, a one-variable problem, the reduced system) and the steps adding
    /// into each row, grouped by row, in order.
    private static func rowRecords(plan: PresolvePlan, rowCount: Int) -> ([RowRecord], [IncomingStep]) {
        var rows = [RowRecord](repeating: RowRecord(), count: rowCount)
        var counts = [Int32](repeating: 0, count: rowCount + 1)
        for k in plan.combinations.targets.indices {
            let s = Int(plan.combinations.sources[k])
            if rows[s].sourceStart < 0 { rows[s].sourceStart = Int32(k) }
            counts[Int(plan.combinations.targets[k]) + 1] += 1
        }
        for r in 0..<rowCount { counts[r + 1] += counts[r] }
        for r in 0..<rowCount {
            rows[r].incomingStart = counts[r]
            rows[r].incomingEnd = counts[r]
        }
        var incoming = [IncomingStep](
            repeating: IncomingStep(factor: 0, source: 0), count: plan.combinations.targets.count)
        for k in plan.combinations.targets.indices {
            let t = Int(plan.combinations.targets[k])
            incoming[Int(rows[t].incomingEnd)] = IncomingStep(
                factor: plan.combinations.factors[k], source: plan.combinations.sources[k])
            rows[t].incomingEnd += 1
        }
        for (k, r) in plan.eliminationRows.enumerated() where r >= 0 { rows[Int(r)].elimination = Int32(k) }
        for s in plan.separableEliminations.indices {
            for j in Int(plan.separableStarts[s])..<Int(plan.separableStarts[s + 1]) {
                rows[Int(plan.separableRows[j])].separable = Int32(s)
                rows[Int(plan.separableRows[j])].separableRow = Int32(j)
            }
        }
        for (k, r) in plan.reducedRows.enumerated() { rows[Int(r)].reduced = Int32(k) }
        for r in plan.bounds.rows { rows[Int(r)].marks.isBound = true }
        for r in plan.emptyRequiredRows { rows[Int(r)].marks.isEmptyRequired = true }
        return (rows, incoming)
    }

    /// The rows kept apart (a row whose only role is to give an elimination its constant,
    /// with one step adding into it), each source's other targets, and which steps target a
    /// row kept apart. Steps are grouped by source, so each source's targets and rows kept
    /// apart are too.
    private static func rowsKeptApart(plan: PresolvePlan, rows: inout [RowRecord], constants: [Double])
        -> (targets: [Int32], lazy: [LazyRow], stepIsLazy: [Bool])
    {
        var targets: [Int32] = []
        var lazy: [LazyRow] = []
        var stepIsLazy = [Bool](repeating: false, count: plan.combinations.targets.count)
        for k in plan.combinations.targets.indices {
            let s = Int(plan.combinations.sources[k])
            let t = Int(plan.combinations.targets[k])
            if rows[s].sourceStart == Int32(k) {
                rows[s].targetStart = Int32(targets.count)
                rows[s].lazyStart = Int32(lazy.count)
            }
            let row = rows[t]
            if row.sourceStart < 0 && row.elimination >= 0 && row.separable < 0 && row.reduced < 0
                && !row.marks.isBound && !row.marks.isEmptyRequired
                && row.incomingEnd - row.incomingStart == 1
            {
                stepIsLazy[k] = true
                rows[t].lazySlot = Int32(lazy.count)
                lazy.append(
                    LazyRow(
                        constant: constants[t], factor: plan.combinations.factors[k],
                        elimination: row.elimination,
                        row: Int32(t)))
            } else {
                targets.append(Int32(t))
            }
            rows[s].targetEnd = Int32(targets.count)
            rows[s].lazyEnd = Int32(lazy.count)
        }
        return (targets, lazy, stepIsLazy)
    }

    /// The eliminations whose terms hold each variable, as offsets and a flat list.
    private static func readers(of eliminations: EliminationTable, variableCount: Int)
        -> (offsets: [Int32], readers: [Int32])
    {
        var readerCounts = [Int32](repeating: 0, count: variableCount + 1)
        for v in eliminations.termVariables { readerCounts[Int(v) + 1] += 1 }
        for v in 0..<variableCount { readerCounts[v + 1] += readerCounts[v] }
        var next = readerCounts
        var readers = [Int32](repeating: 0, count: Int(readerCounts[variableCount]))
        for k in eliminations.indices {
            for j in eliminations.terms(of: k) {
                let v = Int(eliminations.termVariables[j])
                readers[Int(next[v])] = Int32(k)
                next[v] += 1
            }
        }
        return (readerCounts, readers)
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
    /// Gives the eliminations of the rows kept apart whose source moved their constant, and
    /// queues them for ``expandChanges(values:reducedValues:)``.
    mutating func applyLazyRows(_ index: PresolveIndex) {
        guard !backlog.lazySources.isEmpty else { return }
        let sources = backlog.lazySources
        backlog.lazySources = []
        index.lazy.withUnsafeBufferPointer { lazy in
            eliminationConstants.withUnsafeMutableBufferPointer { eliminationConstants in
                for s in sources {
                    let record = index.rows[Int(s)]
                    let source = rowConstants[Int(s)]
                    for j in Int(record.lazyStart)..<Int(record.lazyEnd) {
                        let e = Int(lazy[j].elimination)
                        eliminationConstants[e] = lazy[j].constant + lazy[j].factor * source
                        backlog.eliminations.append(lazy[j].elimination)
                    }
                }
            }
        }
    }

    /// The elimination constants with the rows kept apart brought up to date (what
    /// ``expand(_:)`` reads after an incremental replay that was not expanded).
    var currentEliminationConstants: [Double] {
        var copy = self
        if let index { copy.applyLazyRows(index) }
        return copy.eliminationConstants
    }

    /// What an incremental replay changed: the reduced rows with a new constant, and
    /// whether a variable solved alone moved onto or off a flat stretch.
    ///
    // snippet: given let system = LinearSystem()
    // snippet: given var presolved = system.presolved()
    // snippet: given let constants = system.constraints.map(\.constant)
    // snippet: given let row = 0
    // snippet: given let reducedFlags = [Bool](repeating: false, count: presolved.reduced.variables.count)
    // snippet: given var flags: [Bool] = []
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
    // snippet: given let system = LinearSystem()
    /// ```swift
    /// var presolved = system.presolved()
    /// presolved.prepareReplay()
    /// ```
    public mutating func prepareReplay() {
        prepareReplay(constants: originalConstants)
    }

    /// ``prepareReplay()``, with every row's own constant as of the last replay.
    mutating func prepareReplay(constants: [Double]) {
        guard index == nil, let plan, constants.count == rowConstants.count else { return }
        index = PresolveIndex(
            plan: plan, eliminations: eliminations, constants: constants, rowConstants: rowConstants,
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
    // snippet: given let system = LinearSystem()
    // snippet: given var presolved = system.presolved()
    // snippet: given var constants = system.constraints.map(\.constant)
    // snippet: given let row = 0, newConstant = 120.0
    // snippet: given var values = [Double](repeating: 0, count: system.variables.count)
    // snippet: given let reducedValues = [Double](repeating: 0, count: presolved.reduced.variables.count)
    /// ```swift
    /// constants[row] = newConstant
    /// guard let changes = presolved.replay(constants: constants, changedRows: [row]) else { return }
    /// print(changes.reducedRows)   // the reduced rows to solve again, into reducedValues
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
        prepareReplay(constants: constants)
        // Held apart while its scratch flags change, so that they change in place.
        guard var index else { return nil }
        self.index = nil
        defer { self.index = index }
        var rowRecords = index.rows
        index.rows = []
        defer { index.rows = rowRecords }
        let moved = rowRecords.withUnsafeMutableBufferPointer { info in
            rowConstants.withUnsafeMutableBufferPointer { rowConstants in
                var propagation = ReplayPropagation(
                    constants: constants, incoming: index.incoming, plainTargets: index.targets,
                    stepIsLazy: index.stepIsLazy, stepTargets: plan.combinations.targets,
                    stepSources: plan.combinations.sources, info: info, rowConstants: rowConstants)
                propagation.run(changedRows: changedRows, limit: limit)
                return propagation.moved
            }
        }
        return applyMoved(moved, rowRecords: rowRecords, constants: constants, plan: plan, index: &index)
    }

    /// Hands the rows whose constants moved to what reads them: eliminations, rows kept apart,
    /// one-variable problems (solved again), the reduced system. Nil when a required row left
    /// without variables fails or the bounds presolve keeps change: only a new presolve can
    /// answer then.
    private mutating func applyMoved(
        _ moved: [Int32], rowRecords: [PresolveIndex.RowRecord], constants: [Double], plan: PresolvePlan,
        index: inout PresolveIndex
    ) -> ReplayChanges? {
        var changes = ReplayChanges()
        var separable: Set<Int32> = []
        var boundsReached = false
        backlog.eliminations.reserveCapacity(backlog.eliminations.count + moved.count)
        for r32 in moved {
            let r = Int(r32)
            let value = rowConstants[r]
            let record = rowRecords[r]
            if record.marks.isEmptyRequired && !Presolve.holds(value, plan.relations[r]) { return nil }
            let e = Int(record.elimination)
            if e >= 0 {
                eliminationConstants[e] = value
                backlog.eliminations.append(Int32(e))
            }
            if record.lazyEnd > record.lazyStart { backlog.lazySources.append(r32) }
            if record.lazySlot >= 0 { index.lazy[Int(record.lazySlot)].constant = constants[r] }
            if record.separable >= 0 {
                separable.insert(record.separable)
                index.separable.constants[Int(record.separableRow)] = value
            }
            if record.marks.isBound { boundsReached = true }
            let k = Int(record.reduced)
            if k >= 0 {
                reduced.constraints[k].constant = value
                changes.reducedRows.append(k)
            }
        }
        for s32 in separable {
            guard resolveSeparable(Int(s32), plan: plan, index: &index, changes: &changes) else { return nil }
        }
        if boundsReached {
            let kept = PresolvePlan.keptBounds(
                rows: plan.bounds.rows, variables: plan.bounds.variables,
                coefficients: plan.bounds.coefficients,
                relations: plan.relations, constants: rowConstants)
            if kept != plan.bounds.kept { return nil }
        }
        return changes
    }

    /// Solves one-variable problem `s` again from its rows' new constants, starting from where
    /// its slope last turned. False when it has no optimum.
    private mutating func resolveSeparable(
        _ s: Int, plan: PresolvePlan, index: inout PresolveIndex, changes: inout ReplayChanges
    ) -> Bool {
        let start = Int(plan.separableStarts[s])
        let end = Int(plan.separableStarts[s + 1])
        let turn = index.separable.turns[s]
        let solved = Presolve.separableOptimum(count: end - start, hint: turn.isNaN ? nil : turn) { j in
            (
                plan.separableCoefficients[start + j], index.separable.constants[start + j],
                index.separable.relations[start + j], index.separable.strengths[start + j]
            )
        }
        guard let solved else { return false }
        index.separable.turns[s] = solved.turn
        let e = Int(plan.separableEliminations[s])
        eliminationConstants[e] = -solved.value
        if eliminationAmbiguous[e] != solved.isAmbiguous {
            eliminationAmbiguous[e] = solved.isAmbiguous
            changes.ambiguityChanged = true
        }
        backlog.eliminations.append(Int32(e))
        return true
    }

    /// Brings `values` (the last ``expand(_:)`` of this system) up to date after
    /// ``replay(constants:changedRows:)``, from the reduced system's values; returns the
    /// original variables whose value changed. Values are exactly those of ``expand(_:)``.
    ///
    // snippet: given let system = LinearSystem()
    // snippet: given var presolved = system.presolved()
    // snippet: given var values = [Double](repeating: 0, count: system.variables.count)
    // snippet: given let reducedValues = [Double](repeating: 0, count: presolved.reduced.variables.count)
    /// ```swift
    /// let moved = presolved.expandChanges(values: &values, reducedValues: reducedValues)
    /// ```
    public mutating func expandChanges(values: inout [Double], reducedValues: [Double]) -> [Int] {
        expandChanges(
            values: &values, reducedValues: reducedValues, limit: max(64, eliminations.count / 1024))
    }
}

/// The rows of ``PresolvePlan/separableRows``, in its order: their constants (a variable
/// solved alone again reads its rows in one run, not scattered over every row), relations
/// and strengths, and per such variable the target where its slope last turned (from
/// presolve at first; NaN when unknown): tried first when it is solved again.
struct SeparableRowData: Sendable {
    var constants: [Double]
    var turns: [Double]
    var relations: [Relation]
    var strengths: [Strength]
}
