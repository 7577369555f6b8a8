/// The simplex tableau: rows by slot, per-symbol facts, a column index and the objective.
///
/// Every equation the solver holds reads `basic = constant + sum(a * nonbasic)`, except that
/// an external's row may name older basic symbols instead of holding their rows (a linked
/// row, see `Tableau+Links.swift`), and a variable with a required bound of its own may read
/// the bound's slack, basic or not (an alias row, see `Tableau+Aliases.swift`). Symbols
/// are `Int32` ids into the per-symbol arrays ``kinds``, ``rowOf`` and ``columns``;
/// rows live in ``rows`` at stable slots. ``columns`` lists, for each symbol, the row slots
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
    /// For each symbol, the slots of the rows that have a cell for it (unordered), once
    /// ``indexed``; empty lists before (see ``unindexedRowLimit``).
    var columns: [[Int32]] = []
    /// Whether ``columns`` is kept: false until the tableau outgrows ``indexLimit``.
    var indexed = false
    /// Live rows up to which no column index is kept (``unindexedRowLimit``; the tests set
    /// 0, an index from the first row, to compare the two ways).
    var indexLimit = Tableau.unindexedRowLimit
    /// Until ``indexed``: for each symbol, how many rows have a cell for it (what the column
    /// lists would count), so that a scan for a symbol's rows stops once it has found them
    /// all, and skips a symbol no row holds.
    var holderCounts: [Int32] = []
    /// Ids free for reuse.
    var freeSymbols: [Int32] = []
    /// Rows by slot; a free slot has `basic == -1`.
    var rows: [Row] = []
    /// Slots free for reuse.
    var freeRows: [Int32] = []
    /// The objective, `sum(weight * error)`, over non-basic symbols.
    var objective = Row()
    /// The phase-1 objective while a required row is being added, else `nil`.
    var artificial: Row?
    /// Slots of rows whose restricted basic symbol may have gone negative (dual simplex).
    var infeasible: [Int32] = []
    /// Reusable buffer for the symbols a merge adds or cancels (``addRow(_:times:to:skipping:)``).
    var symbolScratch: [Int32] = []
    /// Reusable merge output (its count is its usable size, never trimmed).
    var cellScratch: [Cell] = []
    /// Bumped by every change to a row's cells (not its constant): a ``ColumnCache``
    /// stamped with an older version is stale.
    var version: UInt = 0
    /// For each symbol, its column's coefficients as of ``ColumnCache/version`` (filled on
    /// demand by ``refreshColumnCache(_:)``: edits read them on every suggestion). Only as
    /// long as the largest symbol asked for: most symbols are never suggested.
    var columnCaches: [ColumnCache] = []
    /// The rows holding ``heldSymbol`` as of ``heldVersion``: each cell's `symbol` is a row
    /// slot and its coefficient the symbol's there, in increasing slots
    /// (``listHolders(of:)``; a tableau without a column index only).
    var held: [Cell] = []
    /// The symbol ``held`` lists the rows of, or `-1`.
    var heldSymbol: Int32 = -1
    /// The ``version`` at which ``held`` was listed.
    var heldVersion: UInt = 0
    /// The symbol arrays' first capacity.
    static let initialSymbols = 128
    /// While a phase-1 attempt may have to be undone, the prior rows and columns it
    /// touched (see ``TableauJournal``); `nil` otherwise.
    var journal: TableauJournal?
    /// `journal != nil`, as a flag cheap to test in the merge loops.
    var journaling = false
    /// Per row slot and per symbol, the epoch of the last journal that recorded it.
    var rowMarks: [UInt32] = []
    var columnMarks: [UInt32] = []
    /// The epoch of the current or last journal.
    var journalEpoch: UInt32 = 0
    /// Number of live rows.
    var rowCount = 0
    /// How many external symbols are non-basic: while none is, pricing passes over the
    /// objective's positive costs without reading their kinds (only a free external may
    /// enter against a positive cost). Kept by ``makeSymbol(_:)``, ``releaseSymbol(_:)`` and
    /// ``setRowOf(_:_:)``; a rollback restores it with the rest of the snapshot.
    var nonbasicExternals = 0
    /// The linked rows' records (see `Tableau+Links.swift`), `nil` until the first one: one
    /// reference for a snapshot of the solver to retain, shared until either copy changes it.
    var linkTable: LinkTable?
    /// Live linked rows.
    var linkCount = 0
    /// Size of a new external's row, counted as the cells its definitions would bring
    /// in, above which the row is kept linked instead of expanded (the tests set 0 to
    /// link every row that can be).
    var linkLimit = Tableau.linkWidthLimit
    /// The bounds of single variables and the alias rows reading them (see
    /// `Tableau+Aliases.swift`), `nil` until the first bound: one reference for a snapshot.
    var aliasTable: AliasTable?
    /// Rows kept as aliases of their variable's bound slack.
    var aliasCount = 0
    /// Whether a variable with a required bound of its own reads the bound's slack instead of
    /// holding a copy of its row (the tests turn it off to compare).
    var aliasBounds = true
    /// Pivots done so far (to tell whether an optimisation moved).
    var pivots = 0
    /// Rows rewritten by ``substitute(_:by:)`` so far: what pivots cost, whatever the
    /// machine (the tests read it to tell a sparse pivot order from a dense one).
    var substitutedRows = 0
    /// Whether the objective may not be at its optimum: changes that keep the tableau
    /// feasible set it instead of optimising at once, and whatever reads the solution or
    /// needs optimal reduced costs optimises first (``Solver/settle()``). A run of
    /// additions then costs one optimisation, as a batch does.
    var needsOptimize = false

    /// Optimises the objective now if a change deferred it (see ``needsOptimize``).
    @inline(__always)
    mutating func settle() {
        if needsOptimize { optimizeObjective() }
    }

    /// Optimises the objective from a feasible tableau and clears ``needsOptimize``.
    mutating func optimizeObjective() {
        optimize(phaseOne: false)
        needsOptimize = false
    }

    // MARK: Symbols

    /// A new symbol of `kind`.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if kind == .external { nonbasicExternals &+= 1 }
        if let id = freeSymbols.popLast() {
            noteSymbol(id)
            kinds[Int(id)] = kind
            owners[Int(id)] = -1
            holderCounts[Int(id)] = 0
            return id
        }
        if kinds.capacity == 0 {
            // Room for a small layout's symbols at once instead of doubling up from one.
            reserveSymbols(Tableau.initialSymbols)
        }
        kinds.append(kind)
        owners.append(-1)
        rowOf.append(-1)
        columns.append([])
        columnMarks.append(0)
        holderCounts.append(0)
        return Int32(kinds.count - 1)
    }

    /// Makes room for `count` symbols in all, so that the symbol arrays do not grow before
    /// then: a batch knows about how many it brings, where one constraint at a time gets
    /// ``initialSymbols`` at first.
    mutating func reserveSymbols(_ count: Int) {
        guard kinds.capacity < count else { return }
        kinds.reserveCapacity(count)
        owners.reserveCapacity(count)
        rowOf.reserveCapacity(count)
        columns.reserveCapacity(count)
        columnMarks.reserveCapacity(count)
        holderCounts.reserveCapacity(count)
    }

    /// Forgets `symbol`, first erasing any cell or row still holding it (only roundoff
    /// residue can remain once its constraint is gone).
    mutating func releaseSymbol(_ symbol: Int32) {
        version &+= 1
        let s = Int(symbol)
        if aliasTable != nil {
            // A bound's slack: the row reading it goes back to solved form first.
            dissolveAlias(readingSlack: symbol)
            unregisterBound(slack: symbol)
        }
        if rowOf[s] >= 0 {
            if linkCount > 0 && holderCount(of: symbol) > 0 {
                // Linked rows name it: they take its definition (see `Tableau+Links.swift`).
                substitute(symbol, by: rows[Int(rowOf[s])])
            }
            _ = removeRow(rowOf[s])
        }
        if indexed {
            while let slot = columns[s].last { removeCell(symbol, fromRow: slot) }
        } else if holderCounts[s] > 0 {
            for slot in holders(of: symbol) { removeCell(symbol, fromRow: slot) }
        }
        objective.remove(symbol)
        artificial?.remove(symbol)
        noteSymbol(symbol)
        if kinds[s] == .external { nonbasicExternals &-= 1 }
        kinds[s] = .unused
        freeSymbols.append(symbol)
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
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int32 {
        version &+= 1
        let slot: Int32
        if let free = freeRows.popLast() {
            slot = free
            noteRow(slot)
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            rowMarks.append(0)
        }
        setRowOf(row.basic, slot)
        rowCount += 1
        indexCells(of: row, at: slot)
        if !indexed && rowCount > indexLimit && !journaling {
            // (Never while a phase-1 attempt may be undone: the journal restores columns one
            // by one, not the index as a whole.)
            buildColumnIndex()
        }
        return slot
    }

    /// Records the cells of `row`, now at `slot`, in the column index (or the holder counts).
    @inline(__always)
    mutating func indexCells(of row: Row, at slot: Int32) {
        if indexed {
            for cell in row.cells {
                noteColumn(cell.symbol)
                columns[Int(cell.symbol)].appendSlot(slot)
            }
        } else {
            for cell in row.cells { holderCounts[Int(cell.symbol)] &+= 1 }
        }
    }

    /// Takes the row at `slot` out of the tableau and returns it.
    mutating func removeRow(_ slot: Int32) -> Row {
        version &+= 1
        noteRow(slot)
        let row = rows[Int(slot)]
        if isLinked(slot) { unlink(slot) }
        if aliasCount != 0 { unmarkAlias(slot) }
        for cell in row.cells { unindex(cell.symbol, slot) }
        setRowOf(row.basic, -1)
        rows[Int(slot)] = Row()
        freeRows.append(slot)
        rowCount -= 1
        return row
    }

    @inline(__always)
    mutating func unindex(_ symbol: Int32, _ slot: Int32) {
        version &+= 1
        guard indexed else {
            holderCounts[Int(symbol)] &-= 1
            return
        }
        noteColumn(symbol)
        columns[Int(symbol)].removeSlot(slot)
    }

    mutating func removeCell(_ symbol: Int32, fromRow slot: Int32) {
        version &+= 1
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
            Tableau.merge(definition, times: factor, into: &row, scratch: &cellScratch)
        } else if slot >= 0 && aliasSlack(ofRow: slot) >= 0 {
            // An alias, `c + b * slack`: the slack's definition times `b`.
            let slack = aliasSlack(ofRow: slot)
            row.constant += factor * rows[Int(slot)].constant
            let b = rows[Int(slot)].cells.first?.coefficient ?? 0
            let own = rowOf[Int(slack)]
            if own >= 0 {
                Tableau.merge(rows[Int(own)], times: factor * b, into: &row, scratch: &cellScratch)
            } else {
                row.add(slack, factor * b)
            }
        } else if slot >= 0 {
            Tableau.merge(rows[Int(slot)], times: factor, into: &row, scratch: &cellScratch)
        } else {
            row.add(symbol, factor)
        }
    }

    /// `rows[slot] += coefficient * symbol`, keeping the column index (or the holder counts).
    mutating func addCell(_ symbol: Int32, _ coefficient: Double, to slot: Int32) {
        version &+= 1
        noteRow(slot)
        switch rows[Int(slot)].add(symbol, coefficient) {
        case .inserted:
            guard indexed else {
                holderCounts[Int(symbol)] &+= 1
                break
            }
            noteColumn(symbol)
            columns[Int(symbol)].appendSlot(slot)
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
    /// `listedBut`, when not `-1`, says that ``held`` lists the rows that held `symbol` before
    /// the row at that slot (the pivot row) was solved for it, and that no other row has
    /// changed since: those rows are rewritten without a scan.
    mutating func substitute(_ symbol: Int32, by definition: Row, listedBut pivotSlot: Int32 = -1) {
        if aliasTable != nil, let alias = detachAlias(reading: symbol) {
            // The bound's variable keeps reading the slack (see `Tableau+Aliases.swift`).
            substituteInRows(symbol, by: definition, listedBut: -1)
            reattachAlias(alias.slot, slack: symbol, coefficient: alias.coefficient)
            return
        }
        substituteInRows(symbol, by: definition, listedBut: pivotSlot)
    }

    /// ``substitute(_:by:listedBut:)`` in every row holding `symbol`, as they stand.
    mutating func substituteInRows(_ symbol: Int32, by definition: Row, listedBut pivotSlot: Int32) {
        version &+= 1
        if indexed {
            let holders = columns[Int(symbol)]
            substitutedRows &+= holders.count
            noteColumn(symbol)
            columns[Int(symbol)] = []
            // Last holder first: a symbol that cancels in these rows usually joined them in
            // the same order (a chain's position rows, built one after another), so each
            // removal from its column finds the slot at the end instead of scanning the list.
            for slot in holders.reversed() {
                let a = rows[Int(slot)].coefficient(of: symbol)
                addRow(definition, times: a, to: slot, skipping: symbol)
                if isInfeasible(slot) { infeasible.append(slot) }
            }
        } else if !journaling {
            substituteScanning(symbol, by: definition, listedBut: pivotSlot)
        } else {
            // No index: the rows are looked at last slot first, until every holder is found.
            // Merging into one row changes no other, so the scan can run while rows change.
            let bit = Row.bit(symbol)
            var remaining = holderCounts[Int(symbol)]
            holderCounts[Int(symbol)] = 0
            var slot = rows.count &- 1
            while slot >= 0 && remaining > 0 {
                if let a = scannedCoefficient(slot, symbol, bit: bit) {
                    substitutedRows &+= 1
                    remaining &-= 1
                    addRow(definition, times: a, to: Int32(slot), skipping: symbol)
                    if isInfeasible(Int32(slot)) { infeasible.append(Int32(slot)) }
                }
                slot &-= 1
            }
        }
        let a = objective.coefficient(of: symbol)
        if a != 0 {
            Tableau.merge(definition, times: a, into: &objective, skipping: symbol, scratch: &cellScratch)
        }
        if artificial != nil {
            let b = artificial?.coefficient(of: symbol) ?? 0
            if b != 0, var goal = artificial {
                artificial = nil
                Tableau.merge(definition, times: b, into: &goal, skipping: symbol, scratch: &cellScratch)
                artificial = goal
            }
        }
    }

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves, in place:
    /// `leaving = c + a*entering + rest` becomes `entering = (leaving - c - rest) / a`,
    /// which is then substituted everywhere else.
    mutating func pivot(entering: Int32, slot: Int32) {
        // A row is solved for another symbol only in its expanded form (only a removal can
        // pivot in an external's row; it expands the linked ones first).
        if linkCount != 0 && isLinked(slot) {
            var scratch = LinkExpander()
            materialize(slot, scratch: &scratch)
        }
        if aliasCount != 0 { dissolveAlias(slot) }
        // The ratio test's list of the rows holding `entering`, if it is still exact.
        let listed = holdsList(for: entering)
        version &+= 1
        pivots &+= 1
        let leaving = rows[Int(slot)].basic
        noteRow(slot)
        rows[Int(slot)].pivot(to: entering)
        unindex(entering, slot)
        if indexed {
            noteColumn(leaving)
            columns[Int(leaving)].appendSlot(slot)
        } else {
            holderCounts[Int(leaving)] &+= 1
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
            var i = last
            while i >= 0 {
                if base[i] == slot {
                    base[i] = base[last]
                    return true
                }
                i &-= 1
            }
            return false
        }
        if found { removeLast() }
    }
}
