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
        /// The ``Row/mask`` of the cells written (exact).
        var mask: UInt64 = 0
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
                    counts.mask |= Row.bit(sa)
                }
                i &+= 1
            } else if sb < sa {
                let c = factor * b[j].coefficient
                if !Tolerance.isNegligibleCell(c) {
                    out[counts.cells] = Cell(symbol: sb, coefficient: c)
                    counts.cells &+= 1
                    counts.mask |= Row.bit(sb)
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
                    counts.mask |= Row.bit(sa)
                }
                i &+= 1
                j &+= 1
            }
        }
        while i < na {
            if a[i].symbol != skip {
                out[counts.cells] = a[i]
                counts.cells &+= 1
                counts.mask |= Row.bit(a[i].symbol)
            }
            i &+= 1
        }
        while j < nb {
            let c = factor * b[j].coefficient
            if !Tolerance.isNegligibleCell(c) {
                out[counts.cells] = Cell(symbol: b[j].symbol, coefficient: c)
                counts.cells &+= 1
                counts.mask |= Row.bit(b[j].symbol)
                added?[counts.added] = b[j].symbol
                counts.added &+= 1
            }
            j &+= 1
        }
        return counts
    }

    /// `rows[slot] += factor * source`, keeping the column index (or the holder counts) and
    /// the row's ``Row/mask``; `skip` (a symbol being
    /// substituted away, whose column the caller clears) leaves the row on the way.
    ///
    /// A short `source` into a long row updates the row in place (``mergeInPlace``);
    /// otherwise the two cell lists are merged through a scratch buffer (``mergeCells``).
    /// Either way the symbols added and cancelled then update the column index
    /// (``reindex``).
    /// - Complexity: O(cells of both rows), or O(source cells * log(target cells)) in place,
    ///   plus O(column length) per cancelled symbol.
    mutating func addRow(_ source: Row, times factor: Double, to slot: Int32, skipping skip: Int32 = -1) {
        columnIndex.version &+= 1
        noteRow(slot)
        let index = Int(slot)
        rows[index].constant += factor * source.constant
        let extra = source.cells.count
        var marks = Tableau.take(&scratch.symbols, room: 2 &* extra, filler: 0)
        var out = Tableau.take(
            &scratch.cells, room: rows[index].cells.count &+ extra, filler: Cell(symbol: 0, coefficient: 0))
        let counts = marks.withUnsafeMutableBufferPointer { m -> MergeCounts in
            out.withUnsafeMutableBufferPointer { out -> MergeCounts in
                guard let marks = m.baseAddress, let scratch = out.baseAddress else { return MergeCounts() }
                return Tableau.mergeRow(
                    source, times: factor, into: &rows[index], skipping: skip, scratch: scratch,
                    added: marks, cancelled: marks + extra)
            }
        }
        swap(&out, &scratch.cells)
        if counts.added > 0 || counts.cancelled > 0 {
            marks.withUnsafeBufferPointer { m in
                reindex(
                    slot, added: UnsafeBufferPointer(rebasing: m[0..<counts.added]),
                    cancelled: UnsafeBufferPointer(rebasing: m[extra..<(extra &+ counts.cancelled)]))
            }
        }
        swap(&marks, &scratch.symbols)
    }

    /// `row += factor * source` for the cells and the ``Row/mask`` (not the constant), with
    /// `skip`'s cell removed: a short `source` into a long row in place (``mergeInPlace``),
    /// otherwise through `scratch` (``mergeCells``) and copied back from it. The row's cells
    /// are changed where they are (the caller reaches the row through a buffer or an
    /// accessor): moving them out and back would store an empty array in the row and
    /// release it on the way back. Symbols new to the row go to `added`, cancelled ones to
    /// `cancelled` (room for `source`'s cells each), when given. The column index is the
    /// caller's.
    /// - Precondition: `scratch` has room for the row's cells and `source`'s.
    @inline(__always)
    static func mergeRow(
        _ source: Row, times factor: Double, into row: inout Row, skipping skip: Int32,
        scratch: UnsafeMutablePointer<Cell>, added: UnsafeMutablePointer<Int32>?,
        cancelled: UnsafeMutablePointer<Int32>?
    ) -> MergeCounts {
        let extra = source.cells.count
        let inPlace = extra &* 5 < row.cells.count
        if inPlace {
            let counts = mergeInPlace(
                source, times: factor, into: &row.cells, skipping: skip, added: added, cancelled: cancelled)
            // In place, the bits of cells that cancelled stay.
            row.mask |= source.mask
            return counts
        }
        let merged = row.cells.withUnsafeBufferPointer { rowCells in
            source.cells.withUnsafeBufferPointer { sourceCells in
                mergeCells(
                    rowCells, skipping: skip, sourceCells, times: factor, into: scratch, added: added,
                    cancelled: cancelled)
            }
        }
        copy(UnsafeBufferPointer(start: scratch, count: merged.cells), into: &row.cells)
        // Exact after a full merge.
        row.mask = merged.mask
        return merged
    }

    /// Updates the column index after a merge changed the symbols of the row at `slot`:
    /// it joins the columns of `added` and leaves those of `cancelled` (without the index,
    /// their ``ColumnIndex/holderCounts``).
    ///
    /// One pass with the column lists moved out of `self` (`swap`), so each list costs
    /// one uniqueness check instead of two (the outer array's and its own) and no
    /// retain; a merge adds or cancels several symbols at once.
    private mutating func reindex(
        _ slot: Int32, added: UnsafeBufferPointer<Int32>, cancelled: UnsafeBufferPointer<Int32>
    ) {
        columnIndex.version &+= 1
        if !columnIndex.isOn {
            columnIndex.holderCounts.withUnsafeMutableBufferPointer { counts in
                for symbol in added { counts[Int(symbol)] &+= 1 }
                for symbol in cancelled { counts[Int(symbol)] &-= 1 }
            }
            return
        }
        if recording.isOn {
            for symbol in added { noteColumn(symbol) }
            for symbol in cancelled { noteColumn(symbol) }
        }
        var lists: [[Int32]] = []
        swap(&lists, &columnIndex.columns)
        lists.withUnsafeMutableBufferPointer { lists in
            for symbol in added { lists[Int(symbol)].appendSlot(slot) }
            for symbol in cancelled { lists[Int(symbol)].removeSlot(slot) }
        }
        swap(&lists, &columnIndex.columns)
    }

    /// `target += factor * source` for a row outside the column index (the objectives,
    /// a row being built); `skip` leaves the target on the way.
    /// `scratch` is a reusable buffer (``MergeScratch/cells``).
    static func merge(
        _ source: Row, times factor: Double, into target: inout Row, skipping skip: Int32 = -1,
        scratch: inout [Cell]
    ) {
        target.constant += factor * source.constant
        if source.cells.count &* 5 < target.cells.count {
            // A short definition into the long objective: cells updated in place, no scratch.
            target.mask |= source.mask
            mergeInPlace(
                source, times: factor, into: &target.cells, skipping: skip, added: nil, cancelled: nil)
            return
        }
        let needed = target.cells.count &+ source.cells.count
        var out = Tableau.take(&scratch, room: needed, filler: Cell(symbol: 0, coefficient: 0))
        out.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            _ = mergeRow(
                source, times: factor, into: &target, skipping: skip, scratch: base, added: nil,
                cancelled: nil)
        }
        swap(&out, &scratch)
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

    /// Makes `cells` a copy of `merged`, in `cells`' own buffer when it is unshared and large
    /// enough.
    ///
    /// One replacement of the whole range: the array's uniqueness and capacity are checked
    /// once and the cells copied in one move. Adjusting the length a cell at a time and then
    /// copying over checked the array once per cell added or removed, and once more for the
    /// copy.
    @inline(__always)
    static func copy(_ merged: UnsafeBufferPointer<Cell>, into cells: inout [Cell]) {
        cells.replaceSubrange(0..<cells.count, with: merged)
    }
}
