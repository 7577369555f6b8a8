/// A tableau row: `basic = constant + sum(coefficient * symbol)` over non-basic symbols.
///
/// A row under construction (no basic symbol yet, `basic == -1`) reads
/// `0 = constant + sum(cells)`. Cells are kept sorted by symbol id, with no zero
/// coefficients (nothing below ``Tolerance/epsilon``), so lookups are binary searches and
/// `row += k * other` is a linear merge.
struct Row {
    /// The basic symbol this row defines, or `-1`.
    var basic: Int32 = -1
    /// The constant: the basic symbol's value when every non-basic symbol is zero.
    var constant: Double = 0
    /// The non-zero cells, sorted by symbol.
    var cells: [Cell] = []
    /// A bit for each cell's symbol, `1 << (symbol % 64)`, and maybe bits of cells since
    /// gone: a clear bit means the row does not hold the symbol, which lets a scan of the
    /// rows (a tableau without its column index) skip most rows without a search.
    var mask: UInt64 = 0

    /// The bit of `symbol` in ``mask``.
    @inline(__always)
    static func bit(_ symbol: Int32) -> UInt64 {
        1 &<< UInt64(UInt32(bitPattern: symbol) & 63)
    }

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The position of `symbol` in ``cells``, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid &+ 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    /// What one cell update did to the set of symbols present.
    enum CellChange {
        case unchanged, inserted, removed
    }

    /// `row += coefficient * symbol`; a result below the tolerance removes the cell.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> CellChange {
        let p = position(of: symbol)
        if p.found {
            let sum = cells[p.index].coefficient + coefficient
            if Tolerance.cancels(sum, from: cells[p.index].coefficient) {
                cells.remove(at: p.index)
                return .removed
            }
            cells[p.index].coefficient = sum
            return .unchanged
        }
        if Tolerance.isNegligibleCell(coefficient) { return .unchanged }
        mask |= Row.bit(symbol)
        if p.index == cells.count {
            // A new symbol (the largest id so far: a constraint's markers) goes last, where an
            // append costs a fraction of the generic insertion.
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        } else {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
        }
        return .inserted
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let p = position(of: symbol)
        guard p.found else { return 0 }
        return cells.remove(at: p.index).coefficient
    }

    /// This row, leaving an empty one in its place: hands the cells over without a copy
    /// where a row cannot be moved (an `inout` one).
    mutating func take() -> Row {
        var taken = Row()
        swap(&taken, &self)
        return taken
    }

    /// `row += factor * other` for rows outside the tableau (tests, one-off builds).
    mutating func add(_ other: Row, times factor: Double) {
        var scratch: [Cell] = []
        Tableau.merge(other, times: factor, into: &self, scratch: &scratch)
    }

    /// `row *= factor` (constant and cells).
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Solves `0 = constant + a * symbol + rest` for `symbol`:
    /// `symbol = -constant / a - rest / a`. The cell of `symbol` disappears and
    /// ``basic`` becomes `symbol`. Requires `a` non-zero.
    mutating func solve(for symbol: Int32) {
        let a = remove(symbol)
        scale(by: -1 / a)
        basic = symbol
    }

    /// Re-expresses `basic = constant + a * entering + rest` as a row for `entering`:
    /// `entering = (basic - constant - rest) / a`, with the old basic now a cell.
    mutating func pivot(to entering: Int32) {
        let old = basic
        add(old, -1)
        solve(for: entering)
    }
}

/// One `coefficient * symbol` cell of a ``Row``.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}
