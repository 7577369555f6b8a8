/// Which linked rows' solved forms hold a freely moving symbol, for many rows at once.
///
/// ``Solver/ambiguity(of:)`` asks, of each variable basic in a linked row, whether the row's
/// solved form (``Tableau/expansion(ofLinked:using:)``) holds a cell whose symbol can move at
/// zero cost. Expanding each row on its own reads every row it links to: on a chain of n
/// views the k-th position's row reaches the k - 1 before it, about n^2 / 2 rows in all.
///
/// Most rows are settled without expanding them, each row read once, by two facts about the
/// expansion (which adds, for every reached row, its cells times the coefficient its basic
/// symbol gathered):
/// - its cells are non-basic cells of the rows reached, so a row that reaches no free
///   symbol holds none (`false`);
/// - a free symbol held by one reached row only, reached along links each named by one
///   reached row only, gets one term: the product of the coefficients along that path,
///   which is kept unless it is below ``Tolerance/cellFloor`` (`true` when the product is
///   safely above it).
///
/// The rows neither fact settles are expanded one by one, as before.

/// What one pass over the linked rows found of a row: whether it reaches a free symbol,
/// and the largest product along an unshared path to one (0 for none).
struct FreeReach {
    var reaches = false
    var witness = 0.0
}

extension Tableau {
    /// For each of `slots` (rows, linked ones among them), what the test of its expansion's
    /// cells by `free` answers (``expansion(ofLinked:using:)`` then `contains`), or nil where
    /// only the expansion can tell. `free` is asked about non-basic symbols only.
    /// - Complexity: O(cells of the live rows), each row read at most once.
    func linkedFreedom(of slots: [Int32], free: (Int32) -> Bool) -> [Bool?] {
        let holders = reachedHolders(from: slots)
        var found = [FreeReach?](repeating: nil, count: rows.count)
        var visiting = [Bool](repeating: false, count: rows.count)
        return slots.map { slot in
            guard
                let reach = freeReach(
                    of: slot, holders: holders, found: &found, visiting: &visiting, free: free)
            else { return nil }
            if !reach.reaches { return false }
            return Tolerance.isSafeUnsharedCell(reach.witness) ? true : nil
        }
    }

    /// How many of the rows reached from `slots` (through the basic symbols their cells
    /// name) hold each symbol: a symbol held by one of them only is held by one row of any
    /// of their expansions.
    private func reachedHolders(from slots: [Int32]) -> [Int32] {
        var reached = [Bool](repeating: false, count: rows.count)
        var holders = [Int32](repeating: 0, count: kinds.count)
        var stack = slots
        while let slot = stack.popLast() {
            let s = Int(slot)
            if reached[s] { continue }
            reached[s] = true
            for cell in rows[s].cells {
                holders[Int(cell.symbol)] &+= 1
                let named = rowOf[Int(cell.symbol)]
                if named >= 0 && !reached[Int(named)] { stack.append(named) }
            }
        }
        return holders
    }

    /// ``FreeReach`` of the row at `root`, working out first every row it reaches that has
    /// none yet (an explicit stack: a chain's links run thousands deep). `visiting` marks
    /// the rows waiting on the stack (all false between calls). Nil when the links form a
    /// cycle (never, by the linking rules; that row is then expanded).
    private func freeReach(
        of root: Int32, holders: [Int32], found: inout [FreeReach?], visiting: inout [Bool],
        free: (Int32) -> Bool
    ) -> FreeReach? {
        var stack: [Int32] = [root]
        while let slot = stack.last {
            let s = Int(slot)
            if found[s] != nil {
                stack.removeLast()
                continue
            }
            if !visiting[s] {
                // First visit: the rows it names go on the stack; it waits below them.
                visiting[s] = true
                var waiting = false
                for cell in rows[s].cells {
                    let named = rowOf[Int(cell.symbol)]
                    guard named >= 0, found[Int(named)] == nil else { continue }
                    // A row waiting below this one: the links form a cycle.
                    if visiting[Int(named)] {
                        for waiting in stack { visiting[Int(waiting)] = false }
                        return nil
                    }
                    stack.append(named)
                    waiting = true
                }
                if waiting { continue }
            }
            found[s] = combine(slot, holders: holders, found: found, free: free)
            visiting[s] = false
            stack.removeLast()
        }
        return found[Int(root)]
    }

    /// ``FreeReach`` of the row at `slot` from its cells and what the rows it names reached.
    private func combine(
        _ slot: Int32, holders: [Int32], found: [FreeReach?], free: (Int32) -> Bool
    ) -> FreeReach {
        var reach = FreeReach()
        for cell in rows[Int(slot)].cells {
            let symbol = cell.symbol
            let magnitude = abs(cell.coefficient)
            let named = rowOf[Int(symbol)]
            if named >= 0 {
                guard let below = found[Int(named)], below.reaches else { continue }
                reach.reaches = true
                if holders[Int(symbol)] == 1 { reach.witness = max(reach.witness, magnitude * below.witness) }
            } else if free(symbol) {
                reach.reaches = true
                if holders[Int(symbol)] == 1 { reach.witness = max(reach.witness, magnitude) }
            }
        }
        return reach
    }
}
