/// What a phase-1 attempt changed in the rows and the column index, to undo it exactly.
///
/// Copying the whole ``Tableau`` would be a correct snapshot too, but its first write
/// then copies the outer `rows` and `columns` arrays (a retain per row and per symbol),
/// which cost more than the phase 1 itself on every guarded row of a sequential build.
/// The journal instead keeps the prior value of each row and column the attempt touches;
/// everything else in the tableau is plain values, snapshotted by copy.
struct TableauJournal {
    /// Rows as they were before their first change, with their slots (only slots that
    /// existed when the journal began).
    var rows: [(slot: Int32, row: Row)] = []
    /// Columns as they were before their first change, with their symbols (only symbols
    /// that existed).
    var columns: [(symbol: Int32, column: [Int32])] = []
    /// How many row slots and symbols existed when the journal began.
    let rowSlots: Int
    let symbols: Int
    /// The mark of this journal in ``Tableau/rowMarks`` and ``Tableau/columnMarks``: a
    /// slot or symbol carrying it is already recorded.
    let epoch: UInt32
}

extension Tableau {
    /// Starts journaling changes to rows and columns and returns the snapshot of the rest
    /// (the tableau without its rows, columns and caches), for ``rollBack(to:)``.
    mutating func beginJournal() -> Tableau {
        var saved = self
        saved.rows = []
        saved.columns = []
        saved.columnCaches = []
        saved.rowMarks = []
        saved.columnMarks = []
        saved.symbolScratch = []
        saved.cellScratch = []
        journalEpoch &+= 1
        if journalEpoch == 0 {
            for i in rowMarks.indices { rowMarks[i] = 0 }
            for i in columnMarks.indices { columnMarks[i] = 0 }
            journalEpoch = 1
        }
        journal = TableauJournal(rowSlots: rows.count, symbols: columns.count, epoch: journalEpoch)
        journaling = true
        return saved
    }

    /// Stops journaling and keeps the changes.
    mutating func commitJournal() {
        journal = nil
        journaling = false
    }

    /// Undoes every change since ``beginJournal()``: the tableau is exactly as it was.
    mutating func rollBack(to saved: Tableau) {
        guard let journal else { return }
        var rows: [Row] = []
        var columns: [[Int32]] = []
        var caches: [ColumnCache] = []
        var rowMarks: [UInt32] = []
        var columnMarks: [UInt32] = []
        swap(&rows, &self.rows)
        swap(&columns, &self.columns)
        swap(&caches, &columnCaches)
        swap(&rowMarks, &self.rowMarks)
        swap(&columnMarks, &self.columnMarks)
        let epoch = journalEpoch
        for entry in journal.rows { rows[Int(entry.slot)] = entry.row }
        rows.removeSubrange(journal.rowSlots...)
        rowMarks.removeSubrange(journal.rowSlots...)
        for entry in journal.columns { columns[Int(entry.symbol)] = entry.column }
        columns.removeSubrange(journal.symbols...)
        caches.removeSubrange(journal.symbols...)
        columnMarks.removeSubrange(journal.symbols...)
        self = saved
        journalEpoch = epoch
        swap(&rows, &self.rows)
        swap(&columns, &self.columns)
        swap(&caches, &columnCaches)
        swap(&rowMarks, &self.rowMarks)
        swap(&columnMarks, &self.columnMarks)
    }

    /// Records the row at `slot` before it changes, when journaling.
    @inline(__always)
    mutating func noteRow(_ slot: Int32) {
        if journaling { recordRow(slot) }
    }

    /// Records the column of `symbol` before it changes, when journaling.
    @inline(__always)
    mutating func noteColumn(_ symbol: Int32) {
        if journaling { recordColumn(symbol) }
    }

    private mutating func recordRow(_ slot: Int32) {
        guard let rowSlots = journal?.rowSlots, Int(slot) < rowSlots, rowMarks[Int(slot)] != journalEpoch
        else { return }
        rowMarks[Int(slot)] = journalEpoch
        journal?.rows.append((slot, rows[Int(slot)]))
    }

    private mutating func recordColumn(_ symbol: Int32) {
        guard let symbols = journal?.symbols, Int(symbol) < symbols, columnMarks[Int(symbol)] != journalEpoch
        else { return }
        columnMarks[Int(symbol)] = journalEpoch
        journal?.columns.append((symbol, columns[Int(symbol)]))
    }
}
