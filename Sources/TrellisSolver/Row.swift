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
            if Tolerance.isZero(sum) {
                cells.remove(at: p.index)
                return .removed
            }
            cells[p.index].coefficient = sum
            return .unchanged
        }
        if Tolerance.isZero(coefficient) { return .unchanged }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
        return .inserted
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let p = position(of: symbol)
        guard p.found else { return 0 }
        return cells.remove(at: p.index).coefficient
    }

    /// `row += factor * other` (constants and cells), merging sorted cells in one pass.
    ///
    /// `inserted` and `removed` are told which symbols appeared in or vanished from this
    /// row, so a caller can keep a column index. `other.basic` is ignored.
    /// - Complexity: O(cells + other.cells).
    @inline(__always)
    mutating func add(
        _ other: Row, times factor: Double, scratch: inout [Cell],
        inserted: (Int32) -> Void, removed: (Int32) -> Void
    ) {
        constant += factor * other.constant
        let a = cells
        let b = other.cells
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                scratch.append(a[i])
                i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = factor * b[j].coefficient
                if !Tolerance.isZero(c) {
                    scratch.append(Cell(symbol: b[j].symbol, coefficient: c))
                    inserted(b[j].symbol)
                }
                j += 1
            } else {
                let c = a[i].coefficient + factor * b[j].coefficient
                if Tolerance.isZero(c) {
                    removed(a[i].symbol)
                } else {
                    scratch.append(Cell(symbol: a[i].symbol, coefficient: c))
                }
                i += 1
                j += 1
            }
        }
        swap(&cells, &scratch)
    }

    /// `row += factor * other` for rows outside the column index (objective, new rows).
    mutating func add(_ other: Row, times factor: Double) {
        var scratch: [Cell] = []
        add(other, times: factor, scratch: &scratch, inserted: { _ in }, removed: { _ in })
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
