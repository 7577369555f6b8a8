/// The column index (``ColumnIndex/columns``), kept only once the tableau is large.
///
/// A substitution must find the rows that hold a symbol. In a large tableau (a chain of
/// thousands of views) the index lists them, so a pivot touches only those rows. In a small
/// one, keeping the lists costs more than it saves: every merge that adds or cancels a cell
/// updates a list in another allocation, and on a window's hundred rows that upkeep was a
/// quarter of an add-and-remove cycle's time. Up to ``Tableau/unindexedRowLimit`` rows the
/// tableau keeps only how many rows hold each symbol (``ColumnIndex/holderCounts``), and finds
/// them by scanning the rows: a row whose ``Row/mask`` lacks the symbol's bit is passed over
/// at once, the others are searched (their cells are sorted), and the scan ends when the
/// count is reached. The first row past the limit builds the index, which is then kept.
extension Tableau {
    /// Live rows up to which the tableau keeps no column index.
    static let unindexedRowLimit = 128

    /// Builds the column index from the rows (once the tableau outgrows
    /// ``unindexedRowLimit``); from then on every change keeps it.
    mutating func buildColumnIndex() {
        columnIndex.isOn = true
        columnIndex.version &+= 1
        var lists: [[Int32]] = []
        swap(&lists, &columnIndex.columns)
        for slot in rows.indices where rows[slot].basic >= 0 {
            for cell in rows[slot].cells { lists[Int(cell.symbol)].appendSlot(Int32(slot)) }
        }
        swap(&lists, &columnIndex.columns)
    }

    /// Recounts ``ColumnIndex/holderCounts`` from the rows (after a rollback, which restores rows but not
    /// the counts).
    mutating func recountHolders() {
        var counts = [Int32](repeating: 0, count: kinds.count)
        for row in rows where row.basic >= 0 {
            for cell in row.cells { counts[Int(cell.symbol)] &+= 1 }
        }
        columnIndex.holderCounts = counts
    }

    /// Recounts ``TableauCounts/nonbasicExternals`` from the symbols (what the invariant checks compare it
    /// with).
    mutating func recountNonbasicExternals() {
        var count = 0
        for s in kinds.indices where kinds[s] == .external && rowOf[s] < 0 { count &+= 1 }
        counts.nonbasicExternals = count
    }

    /// The coefficient of `symbol` in the live row at `slot`, or `nil` when the row does not
    /// hold it (or the slot is free): the mask test first, then the search (for scans
    /// without the index).
    @inline(__always)
    func scannedCoefficient(_ slot: Int, _ symbol: Int32, bit: UInt64) -> Double? {
        guard rows[slot].mask & bit != 0 && rows[slot].basic >= 0 else { return nil }
        let p = rows[slot].position(of: symbol)
        return p.found ? rows[slot].cells[p.index].coefficient : nil
    }

    /// Calls `body` with the slot of each row holding `symbol` and the symbol's coefficient
    /// there, without building a list: in the column's order, or in increasing slots while
    /// there is no index.
    ///
    /// Without the index the rows are read through one buffer (a scan per pivot over a hundred
    /// rows: checked subscripts cost more than the mask tests), up to the last holder. A free
    /// slot holds an empty row, whose mask is 0.
    @inline(__always)
    func forEachHolderCell(of symbol: Int32, _ body: (Int32, Double) -> Void) {
        if columnIndex.isOn {
            for slot in columnIndex.columns[Int(symbol)] {
                body(slot, rows[Int(slot)].coefficient(of: symbol))
            }
            return
        }
        let expected = columnIndex.holderCounts[Int(symbol)]
        guard expected > 0 else { return }
        let bit = Row.bit(symbol)
        rows.withUnsafeBufferPointer { rows in
            var found: Int32 = 0
            for slot in rows.indices where rows[slot].mask & bit != 0 {
                let p = rows[slot].position(of: symbol)
                guard p.found else { continue }
                body(Int32(truncatingIfNeeded: slot), rows[slot].cells[p.index].coefficient)
                found &+= 1
                if found == expected { return }
            }
        }
    }

    /// The slots of the rows holding `symbol`, in the order of ``forEachHolderCell(of:_:)``.
    func holders(of symbol: Int32) -> [Int32] {
        if columnIndex.isOn { return columnIndex.columns[Int(symbol)] }
        var found: [Int32] = []
        forEachHolderCell(of: symbol) { slot, _ in found.append(slot) }
        return found
    }

    /// How many rows hold `symbol`.
    @inline(__always)
    func holderCount(of symbol: Int32) -> Int {
        columnIndex.isOn ? columnIndex.columns[Int(symbol)].count : Int(columnIndex.holderCounts[Int(symbol)])
    }
}
