/// Row arithmetic: `row += factor * source`, the operation every substitution and pivot
/// is made of.
///
/// The merge of two sorted cell lists runs over raw buffers into a freshly allocated,
/// reusable buffer and copied back: no per-cell capacity or uniqueness checks (array appends cost
/// several times the arithmetic here), and no reallocation as the row grows. The column
/// index is updated afterwards, from the lists of symbols the merge added (fill-in) and
/// cancelled, which are short.
extension Tableau {
    /// What one merge did: cells written, and how many symbols it added or cancelled.
    struct MergeCounts {
        var cells = 0
        var added = 0
        var cancelled = 0
    }

    /// Merges `a` (without its `skip` cell) with `factor * b` into `out`, applying the
    /// cell tolerances of ``Tolerance``: a new cell below the floor is not written, a sum
    /// that cancels is dropped. Symbols new to `a` go to `added`, cancelled ones to
    /// `cancelled` (each at least `b.count` long), when given.
    /// - Precondition: `out` has room for `a.count + b.count` cells; `b` has no `skip` cell.
    @inline(__always)
    static func mergeCells(
        _ a: UnsafeBufferPointer<Cell>, skipping skip: Int32,
        _ b: UnsafeBufferPointer<Cell>, times factor: Double,
        into out: UnsafeMutablePointer<Cell>,
        added: UnsafeMutablePointer<Int32>?, cancelled: UnsafeMutablePointer<Int32>?
    ) -> MergeCounts {
        var counts = MergeCounts()
        var i = 0
        var j = 0
        let na = a.count
        let nb = b.count
        while i < na && j < nb {
            let sa = a[i].symbol
            let sb = b[j].symbol
            if sa < sb {
                if sa != skip {
                    out[counts.cells] = a[i]
                    counts.cells &+= 1
                }
                i &+= 1
            } else if sb < sa {
                let c = factor * b[j].coefficient
                if !Tolerance.isNegligibleCell(c) {
                    out[counts.cells] = Cell(symbol: sb, coefficient: c)
                    counts.cells &+= 1
                    added?[counts.added] = sb
                    counts.added &+= 1
                }
                j &+= 1
            } else {
                let old = a[i].coefficient
                let c = old + factor * b[j].coefficient
                if Tolerance.cancels(c, from: old) {
                    cancelled?[counts.cancelled] = sa
                    counts.cancelled &+= 1
                } else {
                    out[counts.cells] = Cell(symbol: sa, coefficient: c)
                    counts.cells &+= 1
                }
                i &+= 1
                j &+= 1
            }
        }
        while i < na {
            if a[i].symbol != skip {
                out[counts.cells] = a[i]
                counts.cells &+= 1
            }
            i &+= 1
        }
        while j < nb {
            let c = factor * b[j].coefficient
            if !Tolerance.isNegligibleCell(c) {
                out[counts.cells] = Cell(symbol: b[j].symbol, coefficient: c)
                counts.cells &+= 1
                added?[counts.added] = b[j].symbol
                counts.added &+= 1
            }
            j &+= 1
        }
        return counts
    }

    /// `rows[slot] += factor * source`, keeping the column index; `skip` (a symbol being
    /// substituted away, whose column the caller clears) leaves the row on the way.
    ///
    /// A short `source` into a long row updates the row in place (``addRowInPlace``);
    /// otherwise the two cell lists are merged into a new array (``mergeCells``).
    /// - Complexity: O(cells of both rows), plus O(column length) per cancelled symbol.
    mutating func addRow(_ source: Row, times factor: Double, to slot: Int32, skipping skip: Int32 = -1) {
        version &+= 1
        noteRow(slot)
        let index = Int(slot)
        rows[index].constant += factor * source.constant
        if source.cells.count &* 5 < rows[index].cells.count {
            if skip >= 0 { rows[index].remove(skip) }
            addRowInPlace(source, times: factor, to: slot)
            return
        }
        let extra = source.cells.count
        let needed = rows[index].cells.count &+ extra
        // Buffers are moved in and out with `swap`: a copy and reset would retain and
        // release each one (atomic operations, the largest cost of a merge otherwise).
        var out = Tableau.take(&cellScratch, room: needed, filler: Cell(symbol: 0, coefficient: 0))
        var marks = Tableau.take(&symbolScratch, room: 2 &* extra, filler: 0)
        var cells: [Cell] = []
        swap(&cells, &rows[index].cells)
        let counts = cells.withUnsafeBufferPointer { a in
            source.cells.withUnsafeBufferPointer { b in
                out.withUnsafeMutableBufferPointer { out in
                    marks.withUnsafeMutableBufferPointer { m in
                        guard let base = out.baseAddress, let marks = m.baseAddress else {
                            return MergeCounts()
                        }
                        return Tableau.mergeCells(
                            a, skipping: skip, b, times: factor, into: base, added: marks,
                            cancelled: marks + extra)
                    }
                }
            }
        }
        Tableau.copy(out, count: counts.cells, into: &cells)
        swap(&cells, &rows[index].cells)
        swap(&out, &cellScratch)
        if counts.added > 0 || counts.cancelled > 0 {
            marks.withUnsafeBufferPointer { m in
                reindex(
                    slot, added: UnsafeBufferPointer(rebasing: m[0..<counts.added]),
                    cancelled: UnsafeBufferPointer(rebasing: m[extra..<(extra &+ counts.cancelled)]))
            }
        }
        swap(&marks, &symbolScratch)
    }

    /// Updates the column index after a merge changed the symbols of the row at `slot`:
    /// it joins the columns of `added` and leaves those of `cancelled`.
    ///
    /// One pass with the column lists moved out of `self` (`swap`), so each list costs
    /// one uniqueness check instead of two (the outer array's and its own) and no
    /// retain; a merge adds or cancels several symbols at once.
    private mutating func reindex(
        _ slot: Int32, added: UnsafeBufferPointer<Int32>, cancelled: UnsafeBufferPointer<Int32>
    ) {
        version &+= 1
        if journaling {
            for symbol in added { noteColumn(symbol) }
            for symbol in cancelled { noteColumn(symbol) }
        }
        var lists: [[Int32]] = []
        swap(&lists, &columns)
        lists.withUnsafeMutableBufferPointer { lists in
            for symbol in added { lists[Int(symbol)].appendSlot(slot) }
            for symbol in cancelled {
                let s = Int(symbol)
                if let i = lists[s].lastIndex(of: slot) {
                    lists[s].swapAt(i, lists[s].count &- 1)
                    lists[s].removeLast()
                }
            }
        }
        swap(&lists, &columns)
    }

    /// ``addRow(_:times:to:skipping:)`` for a short `source` and a long target row: each
    /// source cell is found by binary search (from where the previous one was) and
    /// updated, inserted or removed in place, so the cost follows the source's length, not
    /// the target's (a three-cell definition substituted into a thousand-cell row of a
    /// chain).
    /// - Complexity: O(source cells * log(target cells)) plus the moves of inserted or
    ///   cancelled cells.
    /// - Precondition: the caller bumped ``version``, noted the row and added the constant.
    private mutating func addRowInPlace(_ source: Row, times factor: Double, to slot: Int32) {
        let index = Int(slot)
        var low = 0
        for cell in source.cells {
            let symbol = cell.symbol
            let delta = factor * cell.coefficient
            var high = rows[index].cells.count
            while low < high {
                let mid = (low &+ high) >> 1
                if rows[index].cells[mid].symbol < symbol { low = mid &+ 1 } else { high = mid }
            }
            if low < rows[index].cells.count && rows[index].cells[low].symbol == symbol {
                let sum = rows[index].cells[low].coefficient + delta
                if Tolerance.cancels(sum, from: rows[index].cells[low].coefficient) {
                    rows[index].cells.remove(at: low)
                    unindex(symbol, slot)
                } else {
                    rows[index].cells[low].coefficient = sum
                    low &+= 1
                }
            } else if !Tolerance.isNegligibleCell(delta) {
                rows[index].cells.insert(Cell(symbol: symbol, coefficient: delta), at: low)
                noteColumn(symbol)
                columns[Int(symbol)].appendSlot(slot)
                low &+= 1
            }
        }
    }

    /// `target += factor * source` for a row outside the column index (the objectives,
    /// a row being built); `skip` leaves the target on the way.
    /// `scratch` is a reusable buffer (``cellScratch``).
    static func merge(
        _ source: Row, times factor: Double, into target: inout Row, skipping skip: Int32 = -1,
        scratch: inout [Cell]
    ) {
        target.constant += factor * source.constant
        if source.cells.count &* 5 < target.cells.count {
            // A short definition into the long objective: cells updated in place.
            if skip >= 0 { target.remove(skip) }
            mergeInPlace(source, times: factor, into: &target)
            return
        }
        let needed = target.cells.count &+ source.cells.count
        var out = Tableau.take(&scratch, room: needed, filler: Cell(symbol: 0, coefficient: 0))
        var cells: [Cell] = []
        swap(&cells, &target.cells)
        let written = cells.withUnsafeBufferPointer { a in
            source.cells.withUnsafeBufferPointer { b in
                out.withUnsafeMutableBufferPointer { out in
                    guard let base = out.baseAddress else { return 0 }
                    return Tableau.mergeCells(
                        a, skipping: skip, b, times: factor, into: base, added: nil, cancelled: nil
                    ).cells
                }
            }
        }
        Tableau.copy(out, count: written, into: &cells)
        swap(&cells, &target.cells)
        swap(&out, &scratch)
    }

    /// `target += factor * source` (cells only) by a binary search per source cell, from
    /// where the previous one was: for a short source and a long target (a definition
    /// substituted into the objective).
    /// - Complexity: O(source cells * log(target cells)) plus the moves of inserted or
    ///   cancelled cells.
    static func mergeInPlace(_ source: Row, times factor: Double, into target: inout Row) {
        var low = 0
        for cell in source.cells {
            let symbol = cell.symbol
            let delta = factor * cell.coefficient
            var high = target.cells.count
            while low < high {
                let mid = (low &+ high) >> 1
                if target.cells[mid].symbol < symbol { low = mid &+ 1 } else { high = mid }
            }
            if low < target.cells.count && target.cells[low].symbol == symbol {
                let sum = target.cells[low].coefficient + delta
                if Tolerance.cancels(sum, from: target.cells[low].coefficient) {
                    target.cells.remove(at: low)
                } else {
                    target.cells[low].coefficient = sum
                    low &+= 1
                }
            } else if !Tolerance.isNegligibleCell(delta) {
                target.cells.insert(Cell(symbol: symbol, coefficient: delta), at: low)
                low &+= 1
            }
        }
    }

    /// Moves a scratch buffer out of `buffer` (leaving it empty) with at least `room`
    /// elements: its count is its usable size, grown to twice the need and never trimmed.
    @inline(__always)
    static func take<T>(_ buffer: inout [T], room: Int, filler: T) -> [T] {
        var taken: [T] = []
        swap(&taken, &buffer)
        if taken.count < room {
            taken.append(contentsOf: repeatElement(filler, count: room &* 2 &- taken.count))
        }
        return taken
    }

    /// Makes `cells` the first `count` cells of `merged`, in `cells`' own buffer when it is
    /// unshared and large enough.
    @inline(__always)
    static func copy(_ merged: [Cell], count: Int, into cells: inout [Cell]) {
        cells.removeAll(keepingCapacity: true)
        merged.withUnsafeBufferPointer { merged in
            cells.append(contentsOf: UnsafeBufferPointer(rebasing: merged[0..<count]))
        }
    }
}
