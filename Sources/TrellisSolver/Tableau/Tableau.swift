/// The simplex tableau: rows by slot, per-symbol facts, a column index and the objective.
///
/// Every equation the solver holds reads `basic = constant + sum(a * nonbasic)`, except that
/// an external's row may name older basic symbols instead of holding their rows (a linked
/// row, see `Tableau+Links.swift`). Symbols are `Int32` ids into the per-symbol arrays ``kinds``, ``rowOf`` and ``ColumnIndex/columns``;
/// rows live in ``rows`` at stable slots. ``ColumnIndex/columns`` lists, for each symbol, the row slots
/// whose cells mention it, so substituting a symbol touches only the rows that hold it; a
/// small tableau counts them instead and scans its rows (see ``unindexedRowLimit``).
/// It is a value type: copying it is an O(1) snapshot (copy-on-write), which is how a
/// failed call restores the solver exactly.
struct Tableau {
    /// The kind of each symbol id (``SymbolKind/unused`` for free ids).
    var kinds: [SymbolKind] = []
    /// For each symbol, the index of what it belongs to: the variable record of an
    /// external, the constraint record of a slack, error or dummy.
    var owners: [Int32] = []
    /// The row slot where each symbol is basic, or `-1`.
    var rowOf: [Int32] = []
    /// Rows by slot; a free slot has `basic == -1`.
    var rows: [Row] = []
    /// Which rows hold each symbol, and the columns' cached coefficients.
    var columnIndex = ColumnIndex()
    /// Symbol ids and row slots free for reuse.
    var free = FreeLists()
    /// The objective, `sum(weight * error)`, over non-basic symbols.
    var objective = Row()
    /// The phase-1 objective, the rows the dual simplex must repair, and whether the
    /// objective may be off its optimum.
    var optimization = OptimizationState()
    /// Reusable buffers of the row merges.
    var scratch = MergeScratch()
    /// The rows holding one symbol, listed once per version (a tableau without a column
    /// index only).
    var heldColumn = HeldColumn()
    /// While a phase-1 attempt may have to be undone, what it touched.
    var recording = JournalRecording()
    /// Live rows, non-basic externals, and the work done so far.
    var counts = TableauCounts()
    /// The linked rows (see `Tableau+Links.swift`).
    var linking = LinkState()
    /// The symbol arrays' first capacity.
    static let initialSymbols = 128

    /// Optimises the objective now if a change deferred it (see ``OptimizationState/needsOptimize``).
    @inline(__always)
    mutating func settle() {
        if optimization.needsOptimize { optimizeObjective() }
    }

    /// Optimises the objective from a feasible tableau and clears ``OptimizationState/needsOptimize``.
    mutating func optimizeObjective() {
        optimize(phaseOne: false)
        optimization.needsOptimize = false
    }

    // MARK: Symbols

    /// A new symbol of `kind`.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if kind == .external { counts.nonbasicExternals &+= 1 }
        // (Looked at before popping: a pop is a mutation, with its uniqueness check, even
        // on an empty list, and a new solver has no free ids.)
        if !free.symbols.isEmpty, let id = free.symbols.popLast() {
            noteSymbol(id)
            kinds[Int(id)] = kind
            owners[Int(id)] = -1
            columnIndex.holderCounts[Int(id)] = 0
            return id
        }
        if kinds.capacity == 0 {
            // Room for a small layout's symbols at once instead of doubling up from one.
            reserveSymbols(Tableau.initialSymbols)
        }
        kinds.append(kind)
        owners.append(-1)
        rowOf.append(-1)
        columnIndex.columns.append([])
        recording.columnMarks.append(0)
        columnIndex.holderCounts.append(0)
        return Int32(kinds.count - 1)
    }

    /// Forgets `symbol`, first erasing any cell or row still holding it (only roundoff
    /// residue can remain once its constraint is gone).
    mutating func releaseSymbol(_ symbol: Int32) {
        columnIndex.version &+= 1
        let s = Int(symbol)
        if rowOf[s] >= 0 {
            if linking.count > 0 && holderCount(of: symbol) > 0 {
                // Linked rows name it: they take its definition (see `Tableau+Links.swift`).
                substitute(symbol, by: rows[Int(rowOf[s])])
            }
            _ = removeRow(rowOf[s])
        }
        if columnIndex.isOn {
            while let slot = columnIndex.columns[s].last { removeCell(symbol, fromRow: slot) }
        } else if columnIndex.holderCounts[s] > 0 {
            for slot in holders(of: symbol) { removeCell(symbol, fromRow: slot) }
        }
        objective.remove(symbol)
        optimization.artificial?.remove(symbol)
        noteSymbol(symbol)
        if kinds[s] == .external { counts.nonbasicExternals &-= 1 }
        kinds[s] = .unused
        free.symbols.append(symbol)
    }

    @inline(__always)
    func kind(_ symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }

    @inline(__always)
    func isBasic(_ symbol: Int32) -> Bool { rowOf[Int(symbol)] >= 0 }

    /// The value of `symbol` in the current basic solution.
    ///
    /// With linked rows this reads every linked row (``linkedRowValues()``); to read many
    /// values, take those once and use ``value(of:linked:)``.
    func value(of symbol: Int32) -> Double {
        let slot = rowOf[Int(symbol)]
        guard slot >= 0 else { return 0 }
        guard isLinked(slot) else { return rows[Int(slot)].constant }
        return linkedRowValues()[Int(slot)]
    }

    // MARK: Rows and the column index

    /// Stores `row` (whose ``Row/basic`` is set) and indexes its cells.
    ///
    /// The row is taken (its cells are indexed first, then it is moved into its slot), so a
    /// caller that passes its last use of a row hands over its cells without a copy.
    @discardableResult
    mutating func insertRow(_ row: consuming Row) -> Int32 {
        columnIndex.version &+= 1
        let slot: Int32
        let reused = free.rows.isEmpty ? nil : free.rows.popLast()
        if let reused {
            slot = reused
            noteRow(slot)
        } else {
            slot = Int32(rows.count)
        }
        setRowOf(row.basic, slot)
        counts.rows += 1
        indexCells(of: row, at: slot)
        if reused != nil {
            rows[Int(slot)] = row
        } else {
            rows.append(row)
            recording.rowMarks.append(0)
        }
        if !columnIndex.isOn && counts.rows > columnIndex.limit && !recording.isOn {
            // (Never while a phase-1 attempt may be undone: the journal restores columns one
            // by one, not the index as a whole.)
            buildColumnIndex()
        }
        return slot
    }

    /// Records the cells of `row`, now at `slot`, in the column index (or the holder counts).
    @inline(__always)
    mutating func indexCells(of row: Row, at slot: Int32) {
        if columnIndex.isOn {
            for cell in row.cells {
                noteColumn(cell.symbol)
                columnIndex.columns[Int(cell.symbol)].appendSlot(slot)
            }
        } else {
            for cell in row.cells { columnIndex.holderCounts[Int(cell.symbol)] &+= 1 }
        }
    }

    /// Takes the row at `slot` out of the tableau and returns it.
    mutating func removeRow(_ slot: Int32) -> Row {
        columnIndex.version &+= 1
        noteRow(slot)
        let row = rows[Int(slot)]
        if isLinked(slot) { unlink(slot) }
        for cell in row.cells { unindex(cell.symbol, slot) }
        setRowOf(row.basic, -1)
        rows[Int(slot)] = Row()
        free.rows.append(slot)
        counts.rows -= 1
        return row
    }

    @inline(__always)
    mutating func unindex(_ symbol: Int32, _ slot: Int32) {
        columnIndex.version &+= 1
        guard columnIndex.isOn else {
            columnIndex.holderCounts[Int(symbol)] &-= 1
            return
        }
        noteColumn(symbol)
        columnIndex.columns[Int(symbol)].removeSlot(slot)
    }

    mutating func removeCell(_ symbol: Int32, fromRow slot: Int32) {
        columnIndex.version &+= 1
        noteRow(slot)
        rows[Int(slot)].remove(symbol)
        unindex(symbol, slot)
    }

    /// `row += factor * symbol`, with `symbol` replaced by its row when basic (expanded
    /// with `scratch` when linked).
    mutating func addDefinition(
        of symbol: Int32, times factor: Double, to row: inout Row, scratch: inout LinkExpander
    ) {
        let slot = rowOf[Int(symbol)]
        if slot >= 0 && isLinked(slot) {
            let definition = expansion(ofLinked: slot, using: &scratch)
            Tableau.merge(definition, times: factor, into: &row, scratch: &self.scratch.cells)
        } else if slot >= 0 {
            Tableau.merge(rows[Int(slot)], times: factor, into: &row, scratch: &self.scratch.cells)
        } else {
            row.add(symbol, factor)
        }
    }

    /// `rows[slot] += coefficient * symbol`, keeping the column index (or the holder counts).
    mutating func addCell(_ symbol: Int32, _ coefficient: Double, to slot: Int32) {
        columnIndex.version &+= 1
        noteRow(slot)
        switch rows[Int(slot)].add(symbol, coefficient) {
        case .inserted:
            guard columnIndex.isOn else {
                columnIndex.holderCounts[Int(symbol)] &+= 1
                break
            }
            noteColumn(symbol)
            columnIndex.columns[Int(symbol)].appendSlot(slot)
        case .removed: unindex(symbol, slot)
        case .unchanged: break
        }
    }

    /// Replaces `symbol` by `definition` (a row `symbol = definition`) in every row, the
    /// objective and the phase-1 objective: a row `b = c + a*symbol + rest` becomes
    /// `b = c + rest + a*definition`. Restricted rows that turn negative are queued as
    /// infeasible.
    /// - Complexity: O(rows holding `symbol` * (their cells + definition's cells)).
    ///
    /// `listedBut`, when not `-1`, says that ``HeldColumn/cells`` lists the rows that held `symbol` before
    /// the row at that slot (the pivot row) was solved for it, and that no other row has
    /// changed since: those rows are rewritten without a scan.
    mutating func substitute(_ symbol: Int32, by definition: Row, listedBut pivotSlot: Int32 = -1) {
        columnIndex.version &+= 1
        if columnIndex.isOn {
            let holders = columnIndex.columns[Int(symbol)]
            counts.substitutedRows &+= holders.count
            noteColumn(symbol)
            columnIndex.columns[Int(symbol)] = []
            // Last holder first: a symbol that cancels in these rows usually joined them in
            // the same order (a chain's position rows, built one after another), so each
            // removal from its column finds the slot at the end instead of scanning the list.
            for slot in holders.reversed() {
                let a = rows[Int(slot)].coefficient(of: symbol)
                addRow(definition, times: a, to: slot, skipping: symbol)
                if isInfeasible(slot) { optimization.infeasible.append(slot) }
            }
        } else if !recording.isOn {
            substituteScanning(symbol, by: definition, listedBut: pivotSlot)
        } else {
            // No index: the rows are looked at last slot first, until every holder is found.
            // Merging into one row changes no other, so the scan can run while rows change.
            let bit = Row.bit(symbol)
            var remaining = columnIndex.holderCounts[Int(symbol)]
            columnIndex.holderCounts[Int(symbol)] = 0
            var slot = rows.count &- 1
            while slot >= 0 && remaining > 0 {
                if let a = scannedCoefficient(slot, symbol, bit: bit) {
                    counts.substitutedRows &+= 1
                    remaining &-= 1
                    addRow(definition, times: a, to: Int32(slot), skipping: symbol)
                    if isInfeasible(Int32(slot)) { optimization.infeasible.append(Int32(slot)) }
                }
                slot &-= 1
            }
        }
        let a = objective.coefficient(of: symbol)
        if a != 0 {
            Tableau.merge(definition, times: a, into: &objective, skipping: symbol, scratch: &scratch.cells)
        }
        if optimization.artificial != nil {
            let b = optimization.artificial?.coefficient(of: symbol) ?? 0
            if b != 0, var goal = optimization.artificial {
                optimization.artificial = nil
                Tableau.merge(definition, times: b, into: &goal, skipping: symbol, scratch: &scratch.cells)
                optimization.artificial = goal
            }
        }
    }

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves, in place:
    /// `leaving = c + a*entering + rest` becomes `entering = (leaving - c - rest) / a`,
    /// which is then substituted everywhere else.
    mutating func pivot(entering: Int32, slot: Int32) {
        // A row is solved for another symbol only in its expanded form (only a removal can
        // pivot in an external's row; it expands the linked ones first).
        if linking.count != 0 && isLinked(slot) {
            var scratch = LinkExpander()
            materialize(slot, scratch: &scratch)
        }
        // The ratio test's list of the rows holding `entering`, if it is still exact.
        let listed = holdsList(for: entering)
        columnIndex.version &+= 1
        counts.pivots &+= 1
        let leaving = rows[Int(slot)].basic
        noteRow(slot)
        rows[Int(slot)].pivot(to: entering)
        unindex(entering, slot)
        if columnIndex.isOn {
            noteColumn(leaving)
            columnIndex.columns[Int(leaving)].appendSlot(slot)
        } else {
            columnIndex.holderCounts[Int(leaving)] &+= 1
        }
        setRowOf(leaving, -1)
        setRowOf(entering, slot)
        substitute(entering, by: rows[Int(slot)], listedBut: listed ? slot : -1)
    }
}

extension [Int32] {
    /// Appends a row slot to a column list. A list's first slot gives it room for 16:
    /// growing each one from empty costs more reallocations than the arithmetic of a small
    /// build, and a symbol that stays basic never allocates one at all.
    @inline(__always)
    mutating func appendSlot(_ slot: Int32) {
        if capacity == 0 { reserveCapacity(16) }
        append(slot)
    }

    /// Removes the last occurrence of `slot` from a column list, moving the list's last slot
    /// into its place. The search runs backwards over raw storage (a symbol that cancels usually
    /// joined the row recently, so its slot sits near the end), with one uniqueness check
    /// for the whole search instead of a generic search plus a swap.
    @inline(__always)
    mutating func removeSlot(_ slot: Int32) {
        let found = withUnsafeMutableBufferPointer { list -> Bool in
            guard let base = list.baseAddress else { return false }
            let last = list.count &- 1
            let i = Self.lastIndex(of: slot, in: UnsafePointer(base), count: list.count)
            guard i >= 0 else { return false }
            base[i] = base[last]
            return true
        }
        if found { removeLast() }
    }

    /// The index of the last `slot` among the `count` slots at `base`, or -1. Eight slots
    /// are compared at a time: a column held by thousands of rows (a position down a table
    /// holds every row height above it) is searched once per cancelled cell, and a search
    /// one slot at a time was most of the time of such a cancellation.
    @inline(__always)
    static func lastIndex(of slot: Int32, in base: UnsafePointer<Int32>, count: Int) -> Int {
        var end = count
        let wanted = SIMD8<Int32>(repeating: slot)
        let raw = UnsafeRawPointer(base)
        while end >= 8 {
            let block = raw.loadUnaligned(fromByteOffset: (end &- 8) &* 4, as: SIMD8<Int32>.self)
            if any(block .== wanted) {
                var i = end &- 1
                while base[i] != slot { i &-= 1 }
                return i
            }
            end &-= 8
        }
        var i = end &- 1
        while i >= 0 {
            if base[i] == slot { return i }
            i &-= 1
        }
        return -1
    }
}
