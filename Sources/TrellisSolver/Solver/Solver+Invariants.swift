extension Solver {
    /// Checks the tableau's invariants and returns what is broken (empty when sound).
    ///
    /// - every live row's basic symbol maps back to its slot, and appears in no cell;
    /// - cells are sorted, non-zero and finite, of live symbols, and the column index matches
    ///   them;
    /// - restricted basic symbols are feasible (slack/error `>= -epsilon`, dummy `~0` to the
    ///   roundoff of its row, ``Tolerance/isZero(_:rowScale:)``);
    /// - the objective holds no basic symbol, and no symbol could still improve it;
    /// - one row per constraint or edit, and every record's symbols are live.
    /// Tests call it directly; builds with `-D TRELLIS_INVARIANTS` run it after every
    /// mutating call.
    func _checkInvariants() -> [String] {
        let t = state.tableau
        var problems: [String] = []
        var indexed = 0
        for (slot, row) in t.rows.enumerated() where row.basic >= 0 {
            if t.rowOf[Int(row.basic)] != Int32(slot) { problems.append("row \(slot): rowOf mismatch") }
            problems += cellProblems(t, slot: slot, row: row)
            indexed += row.cells.count
            problems += basicProblems(t, slot: slot, row: row)
        }
        if (t.columnIndex.isOn ? indexed : 0) != t.columnIndex.columns.reduce(0, { $0 + $1.count }) {
            problems.append("column index size")
        }
        problems += countProblems(t)
        problems += linkProblems(t)
        problems += objectiveProblems(t)
        let records = state.constraints.compactMap { $0 }
        if records.count != t.counts.rows {
            problems.append("\(records.count) records, \(t.counts.rows) rows")
        }
        for record in records {
            if t.kind(record.marker) == .unused { problems.append("dead marker") }
            if record.other >= 0 && t.kind(record.other) == .unused { problems.append("dead other") }
        }
        return problems
    }

    /// The cells of the row at `slot`: sorted, non-zero and finite, of live symbols, in the
    /// row's mask and the column index, naming a basic symbol only as a linked row may.
    private func cellProblems(_ t: Tableau, slot: Int, row: Row) -> [String] {
        var problems: [String] = []
        var previous: Int32 = -1
        for cell in row.cells {
            if cell.symbol <= previous { problems.append("row \(slot): cells not sorted") }
            previous = cell.symbol
            // Merges never create a cell below `Tolerance.cellFloor`, but solving a row for
            // its subject divides every cell by the pivot, which may take a legitimate cell
            // under the floor (1e-15 after dividing 1e-9 by 1e6): a cell must be non-zero
            // and finite, not above the floor.
            if cell.coefficient == 0 || !cell.coefficient.isFinite {
                problems.append("row \(slot): zero or non-finite cell")
            }
            if t.kind(cell.symbol) == .unused { problems.append("row \(slot): dead symbol") }
            if row.mask & Row.bit(cell.symbol) == 0 {
                problems.append("row \(slot): mask misses \(cell.symbol)")
            }
            if t.isBasic(cell.symbol) {
                // Only a linked row names a basic symbol, and only one of an older row.
                let target = t.rowOf[Int(cell.symbol)]
                let older =
                    t.isLinked(target)
                    ? t.links[Int(target)].sequence < t.links[slot].sequence : true
                if !t.isLinked(Int32(slot)) || !older {
                    problems.append("row \(slot): basic symbol in cells")
                }
            }
            if t.columnIndex.isOn && !t.columnIndex.columns[Int(cell.symbol)].contains(Int32(slot)) {
                problems.append("row \(slot): column index misses \(cell.symbol)")
            }
        }
        return problems
    }

    /// The row's basic symbol: live, and feasible when restricted (a dummy's row zero to its
    /// own roundoff).
    private func basicProblems(_ t: Tableau, slot: Int, row: Row) -> [String] {
        switch t.kind(row.basic) {
        case .slack, .error:
            return row.constant < -Tolerance.epsilon ? ["row \(slot): infeasible"] : []
        case .dummy:
            let scale = row.cells.withUnsafeBufferPointer { Tableau.largestMagnitude($0) }
            if !Tolerance.isZero(row.constant, rowScale: scale) {
                return ["row \(slot): dummy \(row.constant) not 0 (cells up to \(scale))"]
            }
            return []
        case .external: return []
        case .unused: return ["row \(slot): dead basic symbol"]
        }
    }

    /// The holder counts (without a column index) and the non-basic externals, recounted.
    private func countProblems(_ t: Tableau) -> [String] {
        var problems: [String] = []
        if !t.columnIndex.isOn {
            var counted = t
            counted.recountHolders()
            if counted.columnIndex.holderCounts != t.columnIndex.holderCounts {
                problems.append("holder counts")
            }
        }
        var recounted = t
        recounted.recountNonbasicExternals()
        if recounted.counts.nonbasicExternals != t.counts.nonbasicExternals {
            problems.append(
                "\(t.counts.nonbasicExternals) non-basic externals counted, "
                    + "\(recounted.counts.nonbasicExternals) found")
        }
        return problems
    }

    /// The objective: over non-basic symbols only, and optimal unless a change deferred it.
    private func objectiveProblems(_ t: Tableau) -> [String] {
        var problems: [String] = []
        for cell in t.objective.cells where t.isBasic(cell.symbol) {
            problems.append("objective holds basic \(cell.symbol)")
        }
        var copy = t
        copy.optimize(phaseOne: false)
        if !t.optimization.needsOptimize && copy.counts.pivots != t.counts.pivots {
            let gain = t.objective.constant - copy.objective.constant
            if gain > Tolerance.Check.optimalityGain * max(1, abs(t.objective.constant)) {
                problems.append("objective not optimal (could gain \(gain))")
            }
        }
        return problems
    }

    /// The linked rows' bookkeeping: the count, the order they were made in, external
    /// basic symbols, and values that agree with their expansions.
    private func linkProblems(_ t: Tableau) -> [String] {
        var problems: [String] = []
        var linked = 0
        for slot in t.rows.indices where t.rows[slot].basic >= 0 && t.isLinked(Int32(slot)) {
            linked += 1
            if t.kind(t.rows[slot].basic) != .external {
                problems.append("row \(slot): linked, not external")
            }
        }
        if t.linking.count != 0 && linked != t.linking.count {
            problems.append("\(t.linking.count) linked rows counted, \(linked) found")
        }
        let current = t.currentLinkOrder()
        if t.linking.count != 0 && current.count != linked { problems.append("link order misses rows") }
        if zip(current, current.dropFirst()).contains(where: { $0.sequence >= $1.sequence }) {
            problems.append("link order not increasing")
        }
        let values = t.linkedRowValues()
        var scratch = LinkExpander()
        for entry in current {
            let expanded = t.expansion(ofLinked: entry.slot, using: &scratch)
            let value = values[Int(entry.slot)]
            if abs(expanded.constant - value) > Tolerance.Check.expansionAgreement * max(1, abs(value)) {
                problems.append("row \(entry.slot): linked value \(value), expansion \(expanded.constant)")
            }
            if expanded.cells.contains(where: { t.isBasic($0.symbol) }) {
                problems.append("row \(entry.slot): expansion holds a basic symbol")
            }
        }
        return problems
    }

    /// Runs ``_checkInvariants()`` after each mutating call in `-D TRELLIS_INVARIANTS`
    /// builds; a no-op otherwise.
    @inline(__always)
    func checkInvariantsIfEnabled() {
        #if TRELLIS_INVARIANTS
            let problems = _checkInvariants()
            assert(problems.isEmpty, "solver invariants broken: \(problems)")
        #endif
    }
}
