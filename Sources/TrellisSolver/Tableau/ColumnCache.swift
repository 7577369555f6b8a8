/// One symbol's column coefficients, remembered while the tableau's cells do not change.
///
/// The tableau finds the rows holding a symbol (``Tableau/forEachHolderCell(of:_:)``) but not
/// its coefficients there;
/// a constant change (a suggestion, most often) needs both. The cache holds them in the
/// order of the column list, stamped with ``ColumnIndex/version``: a suggestion that does
/// not pivot leaves the next one a valid cache, so it reads no row's cells at all.
struct ColumnCache {
    /// The ``ColumnIndex/version`` the entries were read at (`.max`: never).
    var version: UInt = .max
    /// One entry per row holding the symbol, in ``Tableau/forEachHolderCell(of:_:)`` order:
    /// the row's slot (in ``Cell/symbol``) and the symbol's coefficient there. Slot and
    /// coefficient side by side make one array to read per suggestion instead of two.
    var entries: [Cell] = []
}

extension Tableau {
    /// Makes `columnCaches[symbol]` hold the rows holding `symbol` with the
    /// coefficients of `symbol` there, re-reading them when the cells changed since.
    /// - Complexity: O(1) when fresh, else O(rows holding `symbol` * log(cells per row)).
    mutating func refreshColumnCache(_ symbol: Int32) {
        let s = Int(symbol)
        if columnIndex.caches.count <= s {
            columnIndex.caches.append(
                contentsOf: repeatElement(ColumnCache(), count: s &+ 1 &- columnIndex.caches.count))
        }
        if columnIndex.caches[s].version == columnIndex.version { return }
        var entries: [Cell] = []
        swap(&entries, &columnIndex.caches[s].entries)
        entries.removeAll(keepingCapacity: true)
        forEachHolderCell(of: symbol) { slot, coefficient in
            entries.append(Cell(symbol: slot, coefficient: coefficient))
        }
        columnIndex.caches[s] = ColumnCache(version: columnIndex.version, entries: entries)
    }
}
