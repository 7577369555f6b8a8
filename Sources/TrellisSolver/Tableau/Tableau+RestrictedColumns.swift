/// The restricted rows holding each symbol, gathered in one pass over the rows.
///
/// The ambiguity question runs the ratio test of every symbol it meets, and the test reads
/// only the restricted rows holding the symbol (slacks, errors, dummies), but finds them among
/// all its holders: on a tableau in solved form, a width's slack is held by every later
/// position's row, so the tests of n such symbols read about n^2 / 2 holders (most of a
/// conflicting 4,000-view row's time). Gathered once, the restricted rows are read alone.

/// Per symbol, the restricted rows holding it: each as its slot and the symbol's coefficient
/// there (as a ``Cell``), symbol `s`'s from `start[s]` to `start[s + 1]`.
struct RestrictedColumns {
    var start: [Int32]
    var cells: [Cell]
}

extension Tableau {
    /// The restricted rows holding each symbol (see ``RestrictedColumns``).
    /// - Complexity: O(cells of the restricted rows + symbols).
    func restrictedColumns() -> RestrictedColumns {
        var start = [Int32](repeating: 0, count: kinds.count + 1)
        for row in rows where row.basic >= 0 && kinds[Int(row.basic)].isRestricted {
            for cell in row.cells { start[Int(cell.symbol) + 1] &+= 1 }
        }
        for s in kinds.indices { start[s + 1] &+= start[s] }
        var next = start
        var cells = [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: Int(start[kinds.count]))
        for slot in rows.indices where rows[slot].basic >= 0 && kinds[Int(rows[slot].basic)].isRestricted {
            for cell in rows[slot].cells {
                let s = Int(cell.symbol)
                cells[Int(next[s])] = Cell(
                    symbol: Int32(truncatingIfNeeded: slot), coefficient: cell.coefficient)
                next[s] &+= 1
            }
        }
        return RestrictedColumns(start: start, cells: cells)
    }

    /// ``leavingRow(entering:direction:bland:largestAtLeast:)`` (not in Bland mode, no
    /// outside candidate) with the candidates read from `restricted`: the same rows and
    /// coefficients, so the same answer.
    func leavingRow(entering: Int32, direction: Double, in restricted: RestrictedColumns) -> (Int32, Double)?
    {
        let first = Int(restricted.start[Int(entering)])
        let count = Int(restricted.start[Int(entering) + 1]) - first
        if count == 0 { return nil }
        return withUnsafeTemporaryAllocation(of: Cell.self, capacity: count) { candidates in
            for k in 0..<count {
                let cell = restricted.cells[first + k]
                candidates[k] = Cell(symbol: cell.symbol, coefficient: cell.coefficient * direction)
            }
            return chooseLeaving(UnsafeBufferPointer(candidates), bland: false, largestAtLeast: 0)
        }
    }
}
