/// What a phase-1 attempt changed in the rows and the column index, to undo it exactly.
///
/// Copying the whole ``Tableau`` would be a correct snapshot too, but its first write
/// then copies the outer `rows` and `columns` arrays (a retain per row and per symbol),
/// which cost more than the phase 1 itself on every guarded row of a sequential build.
/// The journal instead keeps the prior value of each row and column the attempt touches,
/// and logs the per-symbol facts it changes (``Tableau/rowOf``, and the kind and owner of
/// a symbol id reused or freed; new ids are cut off again): snapshotting those arrays would
/// copy each of them on the attempt's first write. Everything else in the tableau is plain
/// values, snapshotted by copy.
struct TableauJournal {
    /// Rows as they were before their first change, with their slots (only slots that
    /// existed when the journal began).
    var rows: [(slot: Int32, row: Row)] = []
    /// Columns as they were before their first change, with their symbols (only symbols
    /// that existed).
    var columns: [(symbol: Int32, column: [Int32])] = []
    /// Prior ``Tableau/rowOf`` entries of symbols that existed, in the order changed.
    var rowOfLog: [(symbol: Int32, slot: Int32)] = []
    /// Prior kind and owner of symbol ids that existed and were reused or freed.
    var symbolLog: [(symbol: Int32, kind: SymbolKind, owner: Int32)] = []
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
        saved.columnIndex.columns = []
        saved.columnIndex.holderCounts = []
        saved.columnIndex.caches = []
        saved.kinds = []
        saved.owners = []
        saved.rowOf = []
        saved.recording.rowMarks = []
        saved.recording.columnMarks = []
        saved.scratch.symbols = []
        saved.scratch.cells = []
        recording.epoch &+= 1
        if recording.epoch == 0 {
            for i in recording.rowMarks.indices { recording.rowMarks[i] = 0 }
            for i in recording.columnMarks.indices { recording.columnMarks[i] = 0 }
            recording.epoch = 1
        }
        recording.journal = TableauJournal(
            rowSlots: rows.count, symbols: columnIndex.columns.count, epoch: recording.epoch)
        recording.isOn = true
        return saved
    }

    /// Stops journaling and keeps the changes.
    mutating func commitJournal() {
        recording.journal = nil
        recording.isOn = false
    }

    /// Undoes every change since ``beginJournal()``: the tableau is exactly as it was.
    mutating func rollBack(to saved: Tableau) {
        guard let journal = recording.journal else { return }
        var rows: [Row] = []
        var columns: [[Int32]] = []
        var caches: [ColumnCache] = []
        var rowMarks: [UInt32] = []
        var columnMarks: [UInt32] = []
        var kinds: [SymbolKind] = []
        var owners: [Int32] = []
        var rowOf: [Int32] = []
        swap(&kinds, &self.kinds)
        swap(&owners, &self.owners)
        swap(&rowOf, &self.rowOf)
        swap(&rows, &self.rows)
        swap(&columns, &self.columnIndex.columns)
        swap(&caches, &columnIndex.caches)
        swap(&rowMarks, &self.recording.rowMarks)
        swap(&columnMarks, &self.recording.columnMarks)
        let epoch = recording.epoch
        for entry in journal.rows { rows[Int(entry.slot)] = entry.row }
        rows.removeSubrange(journal.rowSlots...)
        rowMarks.removeSubrange(journal.rowSlots...)
        for entry in journal.columns { columns[Int(entry.symbol)] = entry.column }
        columns.removeSubrange(journal.symbols...)
        if caches.count > journal.symbols { caches.removeSubrange(journal.symbols...) }
        columnMarks.removeSubrange(journal.symbols...)
        for entry in journal.rowOfLog.reversed() { rowOf[Int(entry.symbol)] = entry.slot }
        for entry in journal.symbolLog.reversed() {
            kinds[Int(entry.symbol)] = entry.kind
            owners[Int(entry.symbol)] = entry.owner
        }
        kinds.removeSubrange(journal.symbols...)
        owners.removeSubrange(journal.symbols...)
        rowOf.removeSubrange(journal.symbols...)
        self = saved
        recording.epoch = epoch
        swap(&rows, &self.rows)
        swap(&columns, &self.columnIndex.columns)
        swap(&caches, &columnIndex.caches)
        swap(&rowMarks, &self.recording.rowMarks)
        swap(&columnMarks, &self.recording.columnMarks)
        swap(&kinds, &self.kinds)
        swap(&owners, &self.owners)
        swap(&rowOf, &self.rowOf)
        // The counts are not journaled: recounted (they stay the length of the symbol
        // arrays once the index is kept, unused).
        if columnIndex.isOn {
            columnIndex.holderCounts = [Int32](repeating: 0, count: self.kinds.count)
        } else {
            recountHolders()
        }
    }

    /// Sets `rowOf[symbol]`, logging the prior entry when journaling.
    @inline(__always)
    mutating func setRowOf(_ symbol: Int32, _ slot: Int32) {
        if recording.isOn, let symbols = recording.journal?.symbols, Int(symbol) < symbols {
            recording.journal?.rowOfLog.append((symbol, rowOf[Int(symbol)]))
        }
        if kinds[Int(symbol)] == .external {
            let was = rowOf[Int(symbol)]
            if was < 0 && slot >= 0 { counts.nonbasicExternals &-= 1 }
            if was >= 0 && slot < 0 { counts.nonbasicExternals &+= 1 }
        }
        rowOf[Int(symbol)] = slot
    }

    /// Logs the kind and owner of `symbol` before they change, when journaling.
    @inline(__always)
    mutating func noteSymbol(_ symbol: Int32) {
        if recording.isOn, let symbols = recording.journal?.symbols, Int(symbol) < symbols {
            recording.journal?.symbolLog.append((symbol, kinds[Int(symbol)], owners[Int(symbol)]))
        }
    }

    /// Records the row at `slot` before it changes, when journaling.
    @inline(__always)
    mutating func noteRow(_ slot: Int32) {
        if recording.isOn { recordRow(slot) }
    }

    /// Records the column of `symbol` before it changes, when journaling.
    @inline(__always)
    mutating func noteColumn(_ symbol: Int32) {
        if recording.isOn { recordColumn(symbol) }
    }

    private mutating func recordRow(_ slot: Int32) {
        guard let rowSlots = recording.journal?.rowSlots, Int(slot) < rowSlots,
            recording.rowMarks[Int(slot)] != recording.epoch
        else { return }
        recording.rowMarks[Int(slot)] = recording.epoch
        recording.journal?.rows.append((slot, rows[Int(slot)]))
    }

    private mutating func recordColumn(_ symbol: Int32) {
        guard let symbols = recording.journal?.symbols, Int(symbol) < symbols,
            recording.columnMarks[Int(symbol)] != recording.epoch
        else { return }
        recording.columnMarks[Int(symbol)] = recording.epoch
        recording.journal?.columns.append((symbol, columnIndex.columns[Int(symbol)]))
    }
}
