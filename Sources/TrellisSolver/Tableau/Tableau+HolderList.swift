/// The rows holding one symbol, listed once for a pivot's ratio test and its substitution.
///
/// Without a column index (a small tableau), finding a symbol's rows is a scan of the rows.
/// A pivot of the primal simplex, and the pivot that takes a removed constraint's marker into
/// the basis, looked for the entering symbol's rows twice: in the ratio test, then again to
/// substitute. The ratio test's scan now keeps what it found (``HeldColumn/cells``), and the
/// substitution reads that list while no row's cells have changed since, apart from the
/// pivot row's own.
extension Tableau {
    /// Lists the rows holding `symbol` in ``HeldColumn/cells`` (their slots, in increasing order, with
    /// the symbol's coefficient in each), as of the current ``ColumnIndex/version``. Only without a column
    /// index: with one, the column is the list.
    mutating func listHolders(of symbol: Int32) {
        guard !columnIndex.isOn else { return }
        var list: [Cell] = []
        swap(&list, &heldColumn.cells)
        list.removeAll(keepingCapacity: true)
        let expected = Int(columnIndex.holderCounts[Int(symbol)])
        if expected > 0 {
            // Written through a temporary buffer and appended at once: an append per row
            // checks the array each time.
            withUnsafeTemporaryAllocation(of: Cell.self, capacity: expected) { found in
                guard let out = found.baseAddress else { return }
                var count = 0
                forEachHolderCell(of: symbol) { slot, a in
                    out[count] = Cell(symbol: slot, coefficient: a)
                    count &+= 1
                }
                list.append(contentsOf: UnsafeBufferPointer(start: out, count: count))
            }
        }
        swap(&list, &heldColumn.cells)
        heldColumn.symbol = symbol
        heldColumn.version = columnIndex.version
    }

    /// Whether ``HeldColumn/cells`` lists the rows holding `symbol` as the rows are now.
    @inline(__always)
    func holdsList(for symbol: Int32) -> Bool {
        !columnIndex.isOn && heldColumn.symbol == symbol && heldColumn.version == columnIndex.version
    }

    /// ``forEachHolderCell(of:_:)``, from ``HeldColumn/cells`` when it lists `symbol`'s rows (the same
    /// rows and coefficients, in the same order).
    @inline(__always)
    func forEachHolder(of symbol: Int32, _ body: (Int32, Double) -> Void) {
        if holdsList(for: symbol) {
            for cell in heldColumn.cells { body(cell.symbol, cell.coefficient) }
        } else {
            forEachHolderCell(of: symbol, body)
        }
    }
}
