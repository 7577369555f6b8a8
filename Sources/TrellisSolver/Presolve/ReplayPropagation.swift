/// The constants of the rows a replay reaches from the changed ones, recomputed in an order
/// where each row's constant is final before another step reads it.
///
/// A row is recomputed as its original constant plus every step adding into it. Rows that
/// are the source of a step are recomputed in the order their constants become final (the
/// step where a row is the source comes after every step adding into it); the others (most
/// rows a shared constant reaches, such as every cell's row under a column gap) read only
/// sources, so they follow in any order, unsorted. When the sources reached are a large part
/// of the system, the steps after the change are scanned in order instead.
///
/// - Complexity: O(rows reached, times log of the sources among them), or O(steps after the
///   first changed source) for a wide change.
struct ReplayPropagation {
    /// Every row's constant before presolve combined rows.
    let constants: [Double]
    let incoming: [PresolveIndex.IncomingStep]
    /// Each source's step targets, without the rows kept apart (``PresolveIndex/targets``).
    let plainTargets: [Int32]
    let stepIsLazy: [Bool]
    /// The plan's steps: row `stepTargets[k]` gains a multiple of row `stepSources[k]`.
    let stepTargets: [Int32]
    let stepSources: [Int32]
    /// The index's row records (their scratch flags false before and after) and the rows'
    /// current constants, written in place.
    let info: UnsafeMutableBufferPointer<PresolveIndex.RowRecord>
    let rowConstants: UnsafeMutableBufferPointer<Double>
    /// The rows whose constant changed, in the order they were recomputed.
    var moved: [Int32] = []

    /// Recomputes every row `changedRows` reaches, sorting the sources reached while there
    /// are at most `limit` of them.
    mutating func run(changedRows: [Int], limit: Int) {
        if !propagateNarrow(changedRows: changedRows, limit: limit) {
            propagateWide(changedRows: changedRows)
        }
    }

    /// Row `r`'s constant again: its original constant plus every step adding into it.
    private mutating func recompute(_ r: Int) {
        var value = constants[r]
        for j in Int(info[r].incomingStart)..<Int(info[r].incomingEnd) {
            value += incoming[j].factor * rowConstants[Int(incoming[j].source)]
        }
        // A row kept apart has no up-to-date constant to compare with.
        if value == rowConstants[r] && info[r].lazySlot < 0 { return }
        rowConstants[r] = value
        moved.append(Int32(r))
    }

    /// Walks from the changed rows through the steps' targets; when at most `limit` sources
    /// are reached, recomputes them in step order and the other rows after, and returns true.
    /// Returns false, having recomputed nothing, when more are reached.
    private mutating func propagateNarrow(changedRows: [Int], limit: Int) -> Bool {
        let rowCount = info.count
        var frontier: [Int32] = []
        var order: [Int32] = []
        var sinks: [Int32] = []
        var isWide = false
        for r in changedRows where r >= 0 && r < rowCount && !info[r].marks.isReached {
            info[r].marks.isReached = true
            frontier.append(Int32(r))
        }
        while let r = frontier.popLast() {
            let start = Int(info[Int(r)].sourceStart)
            guard start >= 0 else {
                sinks.append(r)
                continue
            }
            order.append(r)
            if order.count > limit {
                isWide = true
                break
            }
            for j in Int(info[Int(r)].targetStart)..<Int(info[Int(r)].targetEnd) {
                let t = Int(plainTargets[j])
                if !info[t].marks.isReached {
                    info[t].marks.isReached = true
                    frontier.append(Int32(t))
                }
            }
        }
        for r in order { info[Int(r)].marks.isReached = false }
        for r in sinks { info[Int(r)].marks.isReached = false }
        for r in frontier { info[Int(r)].marks.isReached = false }
        if isWide { return false }
        let records = info
        order.sort { a, b in records[Int(a)].sourceStart < records[Int(b)].sourceStart }
        for r in order { recompute(Int(r)) }
        for r in sinks { recompute(Int(r)) }
        return true
    }

    /// The steps from the first where a changed row is the source, in order: a row reached is
    /// recomputed when it first serves as a source (every step adding into it came before),
    /// and rows never a source at the end. The same arithmetic as the steps themselves, over
    /// the steps after the change rather than every row.
    private mutating func propagateWide(changedRows: [Int]) {
        let rowCount = info.count
        var reached: [Int32] = []
        var first = Int.max
        for r in changedRows where r >= 0 && r < rowCount && !info[r].marks.isReached {
            info[r].marks.isReached = true
            reached.append(Int32(r))
            let start = Int(info[r].sourceStart)
            if start >= 0 && start < first { first = start }
        }
        let stepCount = stepTargets.count
        if first < stepCount {
            for k in first..<stepCount {
                let source = Int(stepSources[k])
                guard info[source].marks.isReached else { continue }
                if !info[source].marks.isComputed {
                    info[source].marks.isComputed = true
                    recompute(source)
                }
                if stepIsLazy[k] { continue }
                let t = Int(stepTargets[k])
                if !info[t].marks.isReached {
                    info[t].marks.isReached = true
                    reached.append(Int32(t))
                }
            }
        }
        for r in reached where !info[Int(r)].marks.isComputed { recompute(Int(r)) }
        for r in reached {
            info[Int(r)].marks.isReached = false
            info[Int(r)].marks.isComputed = false
        }
    }
}
