/// Emptying a tableau for reuse (``Solver/reset()``): the next build into it finds its
/// arrays' storage already allocated.
extension Tableau {
    /// The most row cell buffers ``reset(keepingLimits:sparingCells:)`` hands on.
    static let spareRowLimit = 512
    /// The largest row cell buffer (in cells) that is handed on; a longer one is freed.
    static let spareCellLimit = 64

    /// Makes this an empty tableau, as a new one is, keeping the storage of its arrays
    /// (emptied). The cell buffers of its rows, emptied, go to `spare` (up to
    /// ``spareRowLimit`` buffers of at most ``spareCellLimit`` cells) for new rows to take.
    /// - Parameter keepingLimits: whether the column index and link limits stay as set
    ///   (else they go back to their defaults, as in a new tableau).
    mutating func reset(keepingLimits: Bool, sparingCells spare: inout [[Cell]]) {
        var fresh = Tableau()
        if keepingLimits {
            fresh.columnIndex.limit = columnIndex.limit
            fresh.linking.limit = linking.limit
        }
        fresh.kinds = kinds.takeEmptied()
        fresh.owners = owners.takeEmptied()
        fresh.rowOf = rowOf.takeEmptied()
        fresh.columnIndex.columns = columnIndex.columns.takeEmptied()
        fresh.columnIndex.holderCounts = columnIndex.holderCounts.takeEmptied()
        fresh.columnIndex.caches = columnIndex.caches.takeEmptied()
        fresh.free.symbols = free.symbols.takeEmptied()
        fresh.free.rows = free.rows.takeEmptied()
        fresh.objective.cells = objective.cells.takeEmptied()
        fresh.optimization.infeasible = optimization.infeasible.takeEmptied()
        fresh.scratch.symbols = scratch.symbols.takeEmptied()
        // The merge output's count is its usable size: it is kept as it is.
        swap(&fresh.scratch.cells, &scratch.cells)
        fresh.heldColumn.cells = heldColumn.cells.takeEmptied()
        fresh.recording.rowMarks = recording.rowMarks.takeEmptied()
        fresh.recording.columnMarks = recording.columnMarks.takeEmptied()
        for slot in rows.indices where spare.count < Tableau.spareRowLimit {
            let capacity = rows[slot].cells.capacity
            if capacity > 0 && capacity <= Tableau.spareCellLimit {
                spare.append(rows[slot].cells.takeEmptied())
            }
        }
        fresh.rows = rows.takeEmptied()
        // Swapped in, not assigned: an assignment copied the new tableau (a retain of each
        // array) before dropping the old one.
        swap(&self, &fresh)
    }
}

extension Array {
    /// This array's storage, emptied, leaving an empty array in its place: the elements go,
    /// the capacity stays with the array returned.
    mutating func takeEmptied() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &self)
        taken.removeAll(keepingCapacity: true)
        return taken
    }
}
