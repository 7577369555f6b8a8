extension Tableau {
    /// After this many pivots in a row that do not improve the objective, the primal
    /// simplex switches to Bland's rule, which cannot cycle.
    static let stallLimit = 8

    /// Primal simplex on the objective (or, in phase 1, the artificial objective) from a
    /// feasible tableau, to its true optimum.
    ///
    /// Entering: a restricted non-dummy symbol whose reduced cost is below `-tolerance`
    /// (it grows), or a free external non-basic symbol with `|reduced cost| > tolerance`
    /// (it moves against its cost's sign); by steepest reduced cost (Dantzig; ties to the symbol held by the fewest rows), or the
    /// smallest id (Bland's rule, which cannot cycle) once ``stallLimit`` degenerate pivots
    /// happen in a row. The tolerance is ``costTolerance(_:)``: reduced costs are sums of
    /// weights up to 1e9 and carry roundoff relative to them. Leaving: the restricted row that first reaches its bound
    /// (a slack or error reaching 0, a dummy row at once); ties go to the smallest basic id.
    ///
    /// A direction no row bounds cannot lower a sum of non-negative errors, so its reduced
    /// cost is roundoff: that symbol is skipped for this call, instead of failing (where
    /// kiwi reports "objective is unbounded").
    /// - Complexity: per pivot, O(objective cells + rows holding the entering symbol)
    ///   plus the substitution.
    ///
    /// The tie rule's ``linkReach()`` is worked out once per call, not once per pivot: a
    /// pivot here leaves it as it was. Its leaving row is restricted, so no linked row is
    /// pivoted on (or expanded), and every slot keeps its row; the links (the basic
    /// externals the linked rows name) stay basic; and the symbol that becomes basic is
    /// substituted out of every row, linked ones too, by a definition over non-basic symbols.
    /// A change in the number of linked rows still drops it.
    mutating func optimize(phaseOne: Bool) {
        var stalled = 0
        var skipped: [Int32] = []
        var reach: [Int]? = nil
        var linkedRows = linking.count
        while true {
            let bland = stalled >= Tableau.stallLimit
            if linking.count != linkedRows {
                reach = nil
                linkedRows = linking.count
            }
            let (entering, direction) =
                phaseOne
                ? enteringSymbol(
                    optimization.artificial ?? Row(), bland: bland, skipped: skipped, reach: &reach)
                : enteringSymbol(objective, bland: bland, skipped: skipped, reach: &reach)
            if entering < 0 { return }
            listHolders(of: entering)
            guard let (slot, ratio) = leavingRow(entering: entering, direction: direction, bland: bland)
            else {
                skipped.append(entering)
                continue
            }
            stalled = ratio < Tolerance.epsilon ? stalled + 1 : 0
            pivot(entering: entering, slot: slot)
        }
    }

    /// The entering symbol for `goal` and its direction (`-1` when none). `reach` is
    /// ``linkReach()`` once a tie has asked for it (nil before), kept by the caller while the
    /// links stay as they are.
    func enteringSymbol(_ goal: Row, bland: Bool, skipped: [Int32], reach: inout [Int]?) -> (Int32, Double) {
        // The cells and kinds are read through buffers: over an objective of a hundred
        // cells, the iterator's and the subscripts' checks cost more than the test per cell.
        goal.cells.withUnsafeBufferPointer { cells in
            kinds.withUnsafeBufferPointer { kinds in
                // ``costTolerance(_:)``, over the same buffer: taken when a cell first needs
                // it. Every tolerance is at least ``Tolerance/epsilon``, so a cost not below
                // `-epsilon` cannot enter whatever the scale, and at an optimum the scale is
                // not needed at all.
                var tolerance = -1.0
                var entering: Int32 = -1
                var direction = 1.0
                var enteringHolders = -1  // rows holding `entering`, once a tie asked
                var best = 0.0
                // Only a free external may enter against a positive cost: with none
                // non-basic, a cell whose cost is not below `-epsilon` is passed over
                // before its kind is read (``enteringRate`` would say `nil` for it).
                let positiveEnters = counts.nonbasicExternals > 0
                let end = cells.count
                let below = -Tolerance.epsilon
                var next = 0
                while next < end {
                    // Four cells at a time while none of them can enter (at an optimum, none
                    // can): one test of the four costs, then the cells one by one.
                    if !positiveEnters && next &+ 4 <= end {
                        let hits =
                            (cells[next].coefficient < below ? 1 : 0)
                            | (cells[next &+ 1].coefficient < below ? 1 : 0)
                            | (cells[next &+ 2].coefficient < below ? 1 : 0)
                            | (cells[next &+ 3].coefficient < below ? 1 : 0)
                        if hits == 0 {
                            next &+= 4
                            continue
                        }
                    }
                    let k = next
                    next &+= 1
                    let coefficient = cells[k].coefficient
                    guard coefficient < below || positiveEnters else { continue }
                    let symbol = cells[k].symbol
                    let kind = kinds[Int(symbol)]
                    // A dummy never enters (the duals of required equalities sit here).
                    if kind == .dummy || kind == .unused { continue }
                    if tolerance < 0 {
                        tolerance = max(
                            Tolerance.epsilon, Tolerance.relativeRoundoff * Tableau.largestMagnitude(cells))
                    }
                    guard let rate = Tableau.enteringRate(kind, coefficient, tolerance: tolerance) else {
                        continue
                    }
                    // A free external may move either way: against its reduced cost.
                    let dir = kind == .external && coefficient > 0 ? -1.0 : 1.0
                    if !skipped.isEmpty && skipped.contains(symbol) { continue }
                    if bland { return (symbol, dir) }
                    // Ties (equal weights, as every view of a chain has) go to the symbol held
                    // by the fewest rows: its pivot substitutes into the fewest rows.
                    if rate > best {
                        best = rate
                        entering = symbol
                        direction = dir
                        enteringHolders = -1
                    } else if rate == best {
                        if enteringHolders < 0 {
                            enteringHolders = tieHolderCount(of: entering, reach: &reach)
                        }
                        let count = tieHolderCount(of: symbol, reach: &reach)
                        if count < enteringHolders {
                            entering = symbol
                            direction = dir
                            enteringHolders = count
                        }
                    }
                }
                return (entering, direction)
            }
        }
    }

    /// How fast the objective falls per unit of a non-basic symbol of `kind` entering with
    /// reduced cost `coefficient`, or `nil` when it cannot fall: a slack or error may only
    /// grow, so only a negative cost improves; a free external improves either way; a dummy
    /// must stay 0.
    @inline(__always)
    static func enteringRate(_ kind: SymbolKind, _ coefficient: Double, tolerance: Double) -> Double? {
        switch kind {
        case .slack, .error: coefficient < -tolerance ? -coefficient : nil
        case .external: abs(coefficient) > tolerance ? abs(coefficient) : nil
        case .dummy, .unused: nil
        }
    }

    /// The magnitude under which a reduced cost of `goal` counts as zero: ``Tolerance/epsilon``,
    /// or 1e-13 of the largest cost when that is larger (the roundoff of sums of weights up to
    /// 1e9). Scaling the whole epsilon by the largest weight would hide the reduced costs of
    /// weak constraints beside strong ones (a weight-0.25 constraint next to a 1e6 one) and stop
    /// short of the optimum (`scripts/regressions/incremental-short-*.json`).
    @inline(__always)
    static func costTolerance(_ goal: Row) -> Double {
        let scale = goal.cells.withUnsafeBufferPointer { largestMagnitude($0) }
        return max(Tolerance.epsilon, Tolerance.relativeRoundoff * scale)
    }

    /// The largest `|coefficient|` of `cells`, and at least 1 (NaN is passed over).
    ///
    /// Four running maxima over interleaved cells, not one: each comparison waits for the
    /// previous one's result, and over an objective of a hundred cells that chain took more
    /// time than pricing itself. A maximum does not depend on the order it is taken in, so the
    /// result is exactly the one-pass maximum.
    @inline(__always)
    static func largestMagnitude(_ cells: UnsafeBufferPointer<Cell>) -> Double {
        var m0 = 1.0
        var m1 = 1.0
        var m2 = 1.0
        var m3 = 1.0
        let n = cells.count
        var k = 0
        while k &+ 4 <= n {
            let a0 = abs(cells[k].coefficient)
            let a1 = abs(cells[k &+ 1].coefficient)
            let a2 = abs(cells[k &+ 2].coefficient)
            let a3 = abs(cells[k &+ 3].coefficient)
            if a0 > m0 { m0 = a0 }
            if a1 > m1 { m1 = a1 }
            if a2 > m2 { m2 = a2 }
            if a3 > m3 { m3 = a3 }
            k &+= 4
        }
        while k < n {
            let a = abs(cells[k].coefficient)
            if a > m0 { m0 = a }
            k &+= 1
        }
        if m1 > m0 { m0 = m1 }
        if m3 > m2 { m2 = m3 }
        return m2 > m0 ? m2 : m0
    }

    /// The primal ratio test for `entering` moving in `direction` (+1 grows, -1 shrinks).
    ///
    /// Candidates are the restricted rows that bound the move: a slack or error row whose
    /// coefficient `a` (times `direction`) is negative, which reaches 0 after `c / -a`, and
    /// any dummy row (ratio 0). A candidate whose `|a|` is below ``Tolerance/pivot`` of the
    /// largest candidate's is not a pivot: dividing by it would multiply the roundoff of its
    /// row by `1 / |a|` (a degenerate row with a residue cell of 1e-13 would be picked at
    /// ratio 0 and blow up every value); its row moves by at most that fraction of the step.
    /// Nor is a cell below ``Tolerance/pivot`` of its own row's largest cell (see
    /// ``pivotFloor(_:)``): if no other row bounds the move, the direction is unbounded, as it
    /// is in exact arithmetic, and ``optimize(phaseOne:)`` skips it.
    /// Ties on the smallest ratio (degenerate rows, all at 0) go to the largest `|a|`, or, in
    /// Bland mode (`bland`), to the smallest basic id, which cannot cycle.
    /// `largestAtLeast` counts a candidate outside the column (a row not yet in the tableau)
    /// in the largest candidate's `|a|`.
    func leavingRow(
        entering: Int32, direction: Double, bland: Bool = false, largestAtLeast: Double = 0
    ) -> (Int32, Double)? {
        // One pass finds the restricted rows holding `entering` and its coefficients there;
        // the two passes of the test then read that short list. Rows are read in place
        // through the buffer: copying a `Row` out of the array would retain and release its
        // cells for every candidate.
        let room = holderCount(of: entering)
        if room == 0 { return nil }
        return withUnsafeTemporaryAllocation(of: Cell.self, capacity: room) { candidates in
            var count = 0
            forEachHolder(of: entering) { slot, coefficient in
                guard count < room, kinds[Int(rows[Int(slot)].basic)].isRestricted else { return }
                candidates[count] = Cell(symbol: slot, coefficient: coefficient * direction)
                count &+= 1
            }
            return chooseLeaving(
                UnsafeBufferPointer(rebasing: candidates[0..<count]), bland: bland,
                largestAtLeast: largestAtLeast)
        }
    }

    /// The ratio test of ``leavingRow(entering:direction:bland:largestAtLeast:)`` over its
    /// candidates: the restricted rows holding the entering symbol, each as its slot and the
    /// symbol's coefficient there times the direction (in any order: the choice is the
    /// smallest by ratio, then largest `|a|`, then basic id, or basic id alone in Bland mode).
    @inline(__always)
    func chooseLeaving(
        _ candidates: UnsafeBufferPointer<Cell>, bland: Bool, largestAtLeast: Double
    ) -> (Int32, Double)? {
        rows.withUnsafeBufferPointer { rows in
            var largest = largestAtLeast
            for k in candidates.indices {
                let a = candidates[k].coefficient
                if a < 0 || kinds[Int(rows[Int(candidates[k].symbol)].basic)] == .dummy {
                    largest = max(largest, abs(a))
                }
            }
            let smallest = Tolerance.pivot * largest
            var found: Int32 = -1
            var foundBasic: Int32 = .max
            var foundSize = 0.0
            var minimum = Double.infinity
            for k in candidates.indices {
                let slot = candidates[k].symbol
                let a = candidates[k].coefficient
                let basic = rows[Int(slot)].basic
                let kind = kinds[Int(basic)]
                let ratio: Double
                if kind == .dummy {
                    ratio = 0
                } else if a < 0 {
                    ratio = max(0, rows[Int(slot)].constant) / -a
                } else {
                    continue
                }
                let size = abs(a)
                guard size >= smallest else { continue }
                // Tiny against its own row: cancellation residue of a cell that is really 0
                // (its "ratio" can be 5e12, seed 53000277). Checked only for small cells.
                if size < Tolerance.suspectCell && size < pivotFloor(rows[Int(slot)]) { continue }
                let better: Bool
                if ratio != minimum {
                    better = ratio < minimum
                } else if bland {
                    better = basic < foundBasic
                } else {
                    better = size > foundSize || (size == foundSize && basic < foundBasic)
                }
                if better {
                    minimum = ratio
                    found = slot
                    foundBasic = basic
                    foundSize = size
                }
            }
            return found >= 0 ? (found, minimum) : nil
        }
    }

    /// The magnitude under which a cell of `row` is not a pivot element: ``Tolerance/pivot``
    /// of its largest cell. Cells that small are what cancellation leaves of a row that is
    /// really a combination of the others (`0 = 2.8e-12 + d15 - d17 + 4.4e-14 * s`);
    /// solving for one divides the row by it, and coefficients of 2e13 appear (seed 41000497).
    func pivotFloor(_ row: Row) -> Double {
        var largest = 0.0
        for cell in row.cells where abs(cell.coefficient) > largest { largest = abs(cell.coefficient) }
        return Tolerance.pivot * largest
    }

    /// The symbol to pivot into the basis when phase 1 ends with the artificial symbol still
    /// basic (at a value below ``Tolerance/epsilon``): the pivotable cell of its row with the
    /// largest magnitude, so the division amplifies roundoff the least (the first cell, as
    /// before, could be a `0.03` beside a `2.0`: 30 times the error), and none when every
    /// pivotable cell is below ``pivotFloor(_:)``: the row is then a combination of required
    /// equalities (its dummies) and is dropped. The caller zeroes the row's constant first:
    /// that residue is roundoff of a satisfiable row, and dividing it by the pivot made the
    /// entering slack negative (`-1.4e-8`), which later pivots on small elements grew to
    /// `-3.7e-7` (seed 7000057, strict).
    ///
    /// `mutating` though it changes nothing, as ``markerLeavingRow(_:)``: no copy of the
    /// tableau when called on the solver's state.
    mutating func artificialExit(_ row: Row) -> Cell? {
        var best: Cell?
        for cell in row.cells where kinds[Int(cell.symbol)].isPivotable {
            if abs(cell.coefficient) > abs(best?.coefficient ?? 0) { best = cell }
        }
        guard let best, abs(best.coefficient) >= pivotFloor(row) else { return nil }
        return best
    }
}

extension Tableau {
    /// How far from optimal the objective would be after `row` (`0 = c + a*subject + rest`)
    /// is solved for `subject` and substituted into it: the sum of the reduced costs that
    /// would then let a symbol enter (negative ones of restricted symbols, any of a free
    /// external). Used to pick between two degenerate subjects.
    ///
    /// `mutating` though it changes nothing: called on the solver's state, a non-mutating
    /// method that is not inlined gets a copy of the whole tableau.
    /// - Complexity: O(row cells * log(objective cells)).
    mutating func pricingDamage(solving row: Row, for subject: Int32) -> Double {
        let a = row.coefficient(of: subject)
        let price = objective.coefficient(of: subject)
        if a == 0 || price == 0 { return 0 }
        var damage = 0.0
        for cell in row.cells where cell.symbol != subject {
            let cost = objective.coefficient(of: cell.symbol) - price * cell.coefficient / a
            switch kinds[Int(cell.symbol)] {
            case .slack, .error: if cost < 0 { damage -= cost }
            case .external: damage += abs(cost)
            case .dummy, .unused: continue
            }
        }
        return damage
    }
}
