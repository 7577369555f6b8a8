/// Room made up front: a batch into an empty tableau knows about how many symbols, rows and
/// objective cells it brings, and reserves them in one allocation each instead of growing
/// every array by doubling.
extension Tableau {
    /// Makes room for `count` symbols in all, so that the symbol arrays do not grow before
    /// then: a batch knows about how many it brings, where one constraint at a time gets
    /// ``initialSymbols`` at first.
    mutating func reserveSymbols(_ count: Int) {
        guard kinds.capacity < count else { return }
        kinds.reserveCapacity(count)
        owners.reserveCapacity(count)
        rowOf.reserveCapacity(count)
        columnIndex.columns.reserveCapacity(count)
        recording.columnMarks.reserveCapacity(count)
        columnIndex.holderCounts.reserveCapacity(count)
    }

    /// Makes room for `rows` rows, and `objectiveCells` cells in the objective, so that a
    /// batch into an empty tableau does not grow them by doubling; the scratch of the row
    /// merges gets room for every symbol reserved (see ``reserveSymbols(_:)``).
    mutating func reserveRows(_ rows: Int, objectiveCells: Int) {
        self.rows.reserveCapacity(rows)
        recording.rowMarks.reserveCapacity(rows)
        objective.cells.reserveCapacity(objectiveCells)
        let symbols = kinds.capacity
        if scratch.cells.count < symbols {
            scratch.cells.append(
                contentsOf: repeatElement(
                    Cell(symbol: 0, coefficient: 0), count: symbols &- scratch.cells.count))
        }
    }
}
