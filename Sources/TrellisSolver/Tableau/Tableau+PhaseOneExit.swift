extension Tableau {
    /// The symbol a required row without a feasible subject can be solved for at once, when
    /// phase 1 would end after one pivot that takes its artificial symbol out of the basis.
    ///
    /// Phase 1 (``Solver/addWithArtificialVariable(_:marker:key:)``) puts the row in as
    /// `art = c + sum(a * s)` (`c >= 0`) and minimises `art`: its first entering symbol is the
    /// restricted one with the most negative `a` (ties to the symbol held by the fewest rows),
    /// and when the ratio test picks the artificial row itself (`c / -a` no larger than any
    /// other row's bound, ties as ``leavingRow(entering:direction:bland:largestAtLeast:)``
    /// breaks them), that pivot leaves every other row feasible, the phase-1 objective is
    /// `art` alone (nothing can enter) and `art` is non-basic: it is dropped, and the row
    /// stays solved for the entering symbol. Solving the row for that symbol directly gives
    /// the same rows with the same arithmetic, without the journal, the artificial row and
    /// the phase-1 objective, and it cannot fail. This returns that symbol, or `nil` when
    /// phase 1 would do anything else (a free external entering, another row leaving, a
    /// residue that does not vanish), so that phase 1 runs as before.
    ///
    /// - Parameter row: the constraint's row over the non-basic symbols, before its marker cell
    ///   (a slack or dummy of magnitude 1 that cannot enter) and before the sign change that
    ///   makes its constant non-negative.
    /// - Complexity: O(row cells + rows holding the entering symbol).
    func phaseOneExit(_ row: Row) -> Int32? {
        // The id phase 1 would give the artificial symbol (for ties): the marker takes one
        // first, each from the free list before a new one.
        let freeCount = free.symbols.count
        let artificial =
            freeCount >= 2
            ? free.symbols[freeCount - 2] : Int32(truncatingIfNeeded: kinds.count + (freeCount == 0 ? 1 : 0))
        let sign = row.constant < 0 ? -1.0 : 1.0
        let constant = sign * row.constant
        // The entering symbol of the phase-1 objective (the row itself), as
        // ``enteringSymbol(_:bland:skipped:reach:)`` picks it; the marker's cell cannot enter and
        // its magnitude 1 does not change the cost tolerance, whose scale starts at 1.
        var largestCell = 1.0
        for cell in row.cells where abs(cell.coefficient) > largestCell {
            largestCell = abs(cell.coefficient)
        }
        let tolerance = max(Tolerance.epsilon, Tolerance.relativeRoundoff * largestCell)
        var entering: Int32 = -1
        var enteringExternal = false
        var best = 0.0
        var reach: [Int]? = nil  // ``linkReach()``, once a tie asks (the tie rule's counts)
        for cell in row.cells {
            let coefficient = sign * cell.coefficient
            guard let rate = Tableau.enteringRate(kinds[Int(cell.symbol)], coefficient, tolerance: tolerance)
            else { continue }
            if rate > best
                || (rate == best
                    && tieHolderCount(of: cell.symbol, reach: &reach)
                        < tieHolderCount(of: entering, reach: &reach))
            {
                best = rate
                entering = cell.symbol
                enteringExternal = kinds[Int(cell.symbol)] == .external
            }
        }
        guard entering >= 0, !enteringExternal else { return nil }
        // The artificial row as a leaving candidate: a slack row with `a < 0`, unless it is
        // below ``Tolerance/pivot`` of the largest candidate or suspect against its own row.
        let a = sign * row.coefficient(of: entering)
        let size = -a
        var largest = size
        forEachHolderCell(of: entering) { slot, other in
            let kind = kinds[Int(rows[Int(slot)].basic)]
            guard kind.isRestricted else { return }
            if kind == .dummy || other < 0 { largest = max(largest, abs(other)) }
        }
        if size < Tolerance.pivot * largest { return nil }
        if size < Tolerance.suspectCell && size < Tolerance.pivot * largestCell { return nil }
        let ratio = max(0, constant) / size
        if let (slot, minimum) = leavingRow(entering: entering, direction: 1, largestAtLeast: size) {
            let otherSize = abs(rows[Int(slot)].coefficient(of: entering))
            let otherBasic = rows[Int(slot)].basic
            let wins =
                ratio < minimum
                || (ratio == minimum
                    && (size > otherSize || (size == otherSize && artificial < otherBasic)))
            guard wins else { return nil }
        }
        // Phase 1 ends with the residue `c + a * (c * (-1 / a))` as its constant: it must
        // vanish, as phase 1 requires (the cells cancel to within three roundings).
        let factor = -1 / a
        guard Tolerance.isZero(constant + a * (constant * factor)) else { return nil }
        return entering
    }
}
