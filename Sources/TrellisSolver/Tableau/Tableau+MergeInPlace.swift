/// A short row merged into a long one in place: the cost follows the short row and the cells
/// that move, not the long row's length.
extension Tableau {
    /// `target += factor * source.cells` (and `skip`'s cell removed), for a `source` much
    /// shorter than `target`: a three-cell definition substituted into a thousand-cell chain
    /// row, or into the objective.
    ///
    /// Two passes. The first finds each source cell's place in `target` by a binary search
    /// from the previous one, updates the cells that stay where they are, and notes the
    /// cells to insert and to remove (a sum that cancels, and `skip`'s cell). The second
    /// moves the cells between those places once, each run of cells by the number of
    /// insertions less removals before it: runs moving left go first, left to right, then
    /// runs moving right, right to left, then the inserted cells are written. A merge that
    /// removes the entering symbol and inserts the leaving one (every pivot's substitution
    /// into the objective) moves only the cells between the two, instead of the rest of the
    /// row twice. The sums, the tolerances and the resulting cells are those of
    /// ``mergeCells``. Symbols new to `target` go to `added`, cancelled ones to `cancelled`,
    /// when given, in source order.
    /// - Complexity: O(source cells * log(target cells)) plus the cells that move.
    @discardableResult
    static func mergeInPlace(
        _ source: Row, times factor: Double, into target: inout [Cell], skipping skip: Int32,
        added: UnsafeMutablePointer<Int32>?, cancelled: UnsafeMutablePointer<Int32>?
    ) -> MergeCounts {
        let room = source.cells.count &+ 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: room) { places in
            withUnsafeTemporaryAllocation(of: Cell.self, capacity: room) { inserted in
                guard let places = places.baseAddress, let inserted = inserted.baseAddress else {
                    return MergeCounts()
                }
                // Each change: at original index `places[k]`, insert `inserted[k]` (a symbol
                // >= 0) before that cell, or remove that cell (symbol -1).
                var changes = 0
                let counts = noteChanges(
                    source, times: factor, in: &target, skipping: skip, places: places, inserted: inserted,
                    changes: &changes, added: added, cancelled: cancelled)
                if changes > 0 {
                    applyChanges(to: &target, places: places, inserted: inserted, count: changes)
                }
                var result = counts
                result.cells = target.count
                return result
            }
        }
    }

    /// The first pass of ``mergeInPlace``: updates the cells that stay, and lists the
    /// insertions and removals in the order of their places.
    @inline(__always)
    private static func noteChanges(
        _ source: Row, times factor: Double, in target: inout [Cell], skipping skip: Int32,
        places: UnsafeMutablePointer<Int>, inserted: UnsafeMutablePointer<Cell>, changes: inout Int,
        added: UnsafeMutablePointer<Int32>?, cancelled: UnsafeMutablePointer<Int32>?
    ) -> MergeCounts {
        var counts = MergeCounts()
        target.withUnsafeMutableBufferPointer { t in
            let n = t.count
            // `skip`'s cell, if any; its removal is listed in place order with the others.
            var skipPlace = -1
            if skip >= 0 {
                var low = 0
                var high = n
                while low < high {
                    let mid = (low &+ high) >> 1
                    if t[mid].symbol < skip { low = mid &+ 1 } else { high = mid }
                }
                if low < n && t[low].symbol == skip { skipPlace = low }
            }
            // Lists a change at `place` (a removal when `cell` is nil), after the removal of
            // `skip`'s cell when that comes first.
            func note(_ place: Int, inserting cell: Cell?) {
                if skipPlace >= 0 && (skipPlace < place || place < 0) {
                    places[changes] = skipPlace
                    inserted[changes] = Cell(symbol: -1, coefficient: 0)
                    changes &+= 1
                    skipPlace = -1
                }
                guard place >= 0 else { return }
                places[changes] = place
                inserted[changes] = cell ?? Cell(symbol: -1, coefficient: 0)
                changes &+= 1
            }
            var low = 0
            for cell in source.cells {
                let symbol = cell.symbol
                let delta = factor * cell.coefficient
                var high = n
                while low < high {
                    let mid = (low &+ high) >> 1
                    if t[mid].symbol < symbol { low = mid &+ 1 } else { high = mid }
                }
                if low < n && t[low].symbol == symbol {
                    let sum = t[low].coefficient + delta
                    if Tolerance.cancels(sum, from: t[low].coefficient) {
                        note(low, inserting: nil)
                        cancelled?[counts.cancelled] = symbol
                        counts.cancelled &+= 1
                    } else {
                        t[low].coefficient = sum
                    }
                    low &+= 1
                } else if !Tolerance.isNegligibleCell(delta) {
                    note(low, inserting: Cell(symbol: symbol, coefficient: delta))
                    added?[counts.added] = symbol
                    counts.added &+= 1
                }
            }
            note(-1, inserting: nil)  // `skip`'s removal, if still pending
        }
        return counts
    }

    /// The second pass of ``mergeInPlace``: applies `count` listed changes (in place order)
    /// to `target`, moving each run of cells between two places once.
    @inline(__always)
    private static func applyChanges(
        to target: inout [Cell], places: UnsafeMutablePointer<Int>, inserted: UnsafeMutablePointer<Cell>,
        count: Int
    ) {
        let n = target.count
        var growth = 0
        for k in 0..<count { growth &+= inserted[k].symbol >= 0 ? 1 : -1 }
        if growth > 0 {
            target.append(contentsOf: repeatElement(Cell(symbol: -1, coefficient: 0), count: growth))
        }
        target.withUnsafeMutableBufferPointer { t in
            guard let base = t.baseAddress else { return }
            // The run after change k is [start, end) and moves by the shift after change k.
            @inline(__always) func run(after k: Int) -> (start: Int, end: Int) {
                let start = inserted[k].symbol >= 0 ? places[k] : places[k] &+ 1
                return (start, k &+ 1 < count ? places[k &+ 1] : n)
            }
            // Runs moving left, left to right (the run before the first change stays).
            var shift = 0
            for k in 0..<count {
                shift &+= inserted[k].symbol >= 0 ? 1 : -1
                let (start, end) = run(after: k)
                if shift < 0 && end > start {
                    (base + start + shift).update(from: base + start, count: end &- start)
                }
            }
            // Runs moving right, right to left; then each inserted cell where it belongs.
            shift = growth
            for k in stride(from: count &- 1, through: 0, by: -1) {
                let (start, end) = run(after: k)
                if shift > 0 && end > start {
                    (base + start + shift).update(from: base + start, count: end &- start)
                }
                shift &-= inserted[k].symbol >= 0 ? 1 : -1
            }
            // The shift before change k: the insertions less removals listed before it.
            var before = 0
            for k in 0..<count {
                if inserted[k].symbol >= 0 {
                    base[places[k] &+ before] = inserted[k]
                    before &+= 1
                } else {
                    before &-= 1
                }
            }
        }
        if growth < 0 { target.removeLast(-growth) }
    }
}
