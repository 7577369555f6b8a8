/// Substitution in a small tableau (no column index, no journal) as one loop over raw buffers.
///
/// A pivot of a small layout rewrites a dozen or two short rows. Through ``addRow(_:times:to:skipping:)``
/// each of those merges paid a fixed toll larger than its arithmetic: uniqueness checks on
/// the row array for every field it touched, the scratch buffers moved in and out, the
/// holder counts updated through a call of their own. Here the rows, the holder counts and
/// the scratch buffers are taken once for the whole substitution. The rows visited, the
/// arithmetic, the cells written and the rows queued as infeasible are those of the general
/// path, in the same order.
extension Tableau {
    /// ``substitute(_:by:)``'s rows for a tableau without a column index and without a
    /// journal: every row holding `symbol`, last slot first, gets `a * definition` with
    /// `symbol`'s cell `a` removed. The objectives are left to the caller. With `pivotSlot`
    /// not `-1`, the rows are those ``HeldColumn/cells`` lists but that slot (see
    /// ``substitute(_:by:listedBut:)``), taken from the list instead of a scan.
    mutating func substituteScanning(_ symbol: Int32, by definition: Row, listedBut pivotSlot: Int32 = -1) {
        var remaining = columnIndex.holderCounts[Int(symbol)]
        columnIndex.holderCounts[Int(symbol)] = 0
        guard remaining > 0 else { return }
        columnIndex.version &+= 1
        let bit = Row.bit(symbol)
        let extra = definition.cells.count
        var table: [Row] = []
        swap(&table, &rows)
        var counts: [Int32] = []
        swap(&counts, &columnIndex.holderCounts)
        var marks = Tableau.take(&scratch.symbols, room: 2 &* extra, filler: 0)
        var rewritten = 0
        var list: [Cell] = []
        if pivotSlot >= 0 { swap(&list, &heldColumn.cells) }
        // One scratch buffer for every merge. A merge writes each symbol once, in increasing
        // order, so it never writes more cells than there are symbols.
        var out = Tableau.take(&scratch.cells, room: kinds.count, filler: Cell(symbol: 0, coefficient: 0))
        list.withUnsafeBufferPointer { listed in
            table.withUnsafeMutableBufferPointer { table in
                counts.withUnsafeMutableBufferPointer { counts in
                    marks.withUnsafeMutableBufferPointer { marks in
                        out.withUnsafeMutableBufferPointer { out in
                            guard let added = marks.baseAddress, let scratch = out.baseAddress else { return }
                            let cancelled = added + extra
                            // Last slot first, from the list (which runs in increasing slots) or
                            // from a scan of the rows.
                            var next = pivotSlot >= 0 ? listed.count : table.count
                            while next > 0 && remaining > 0 {
                                next &-= 1
                                let slot: Int
                                let a: Double
                                if pivotSlot >= 0 {
                                    guard listed[next].symbol != pivotSlot else { continue }
                                    slot = Int(listed[next].symbol)
                                    a = listed[next].coefficient
                                } else {
                                    slot = next
                                    guard table[slot].mask & bit != 0 && table[slot].basic >= 0 else {
                                        continue
                                    }
                                    let p = table[slot].position(of: symbol)
                                    guard p.found else { continue }
                                    a = table[slot].cells[p.index].coefficient
                                }
                                rewritten &+= 1
                                remaining &-= 1
                                table[slot].constant += a * definition.constant
                                let merged = Tableau.mergeRow(
                                    definition, times: a, into: &table[slot], skipping: symbol,
                                    scratch: scratch,
                                    added: added, cancelled: cancelled)
                                for k in 0..<merged.added { counts[Int(added[k])] &+= 1 }
                                for k in 0..<merged.cancelled { counts[Int(cancelled[k])] &-= 1 }
                                if isInfeasible(basic: table[slot].basic, constant: table[slot].constant) {
                                    optimization.infeasible.append(Int32(slot))
                                }
                            }
                        }
                    }
                }
            }
        }
        if pivotSlot >= 0 { swap(&list, &heldColumn.cells) }
        swap(&table, &rows)
        swap(&counts, &columnIndex.holderCounts)
        swap(&marks, &scratch.symbols)
        swap(&out, &scratch.cells)
        self.counts.substitutedRows &+= rewritten
    }
}
