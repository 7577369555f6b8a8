/// A linear combination of a reduced system's variables: `sum(coefficient * x[variable])`,
/// with `variable` an index into ``PresolvedSystem/reduced``'s variables.
package typealias ReducedCombination = [(variable: Int, coefficient: Double)]

extension PresolvedSystem {
    /// ``expandAmbiguity(_:)`` without its over-reporting where terms cancel: a variable
    /// presolve determined is ambiguous only when another optimum moves the combination its
    /// row makes of the undecided variables, not whenever its row holds one. A view placed
    /// below rows whose heights are undecided but add up to a fixed total is decided.
    ///
    /// Each determined variable flagged by ``expandAmbiguity(_:)`` is written as a
    /// combination of ``reduced``'s undecided variables, of the values chosen on flat
    /// stretches and of the variables in no row (those two move freely, each on its own).
    /// `moves` says whether another optimum of ``reduced`` changes a combination of its
    /// variables; it may answer `true` where it cannot tell, never `false` where one does.
    /// A combination of more than ``combinationLimit`` terms, or one built from such, keeps
    /// the flag: the answer stays on the safe side.
    ///
    /// - Complexity: O(eliminations) when no determined variable is flagged; otherwise
    ///   O(terms of the flagged eliminations * ``combinationLimit``) plus the calls to `moves`.
    package func expandAmbiguity(_ reducedAmbiguous: [Bool], moves: (ReducedCombination) -> Bool) -> [Bool] {
        var flags = expandAmbiguity(reducedAmbiguous)
        // Only a determined variable flagged for its terms alone can turn out decided.
        guard
            eliminations.indices.contains(where: {
                !eliminationAmbiguous[$0] && flags[Int(eliminations.variables[$0])]
            })
        else { return flags }
        var writer = CombinationWriter(system: self)
        let reducedCount = variables.count
        var onReduced: ReducedCombination = []
        for k in eliminations.indices.reversed() where flags[Int(eliminations.variables[k])] {
            guard let written = writer.combination(ofElimination: k, flags: flags) else { continue }
            // One symbol moves the variable: every symbol written is free or undecided.
            if written.count == 1 { continue }
            let combination = writer.pool[written]
            if combination.contains(where: { $0.symbol >= reducedCount }) { continue }
            onReduced.removeAll(keepingCapacity: true)
            for entry in combination { onReduced.append((Int(entry.symbol), entry.coefficient)) }
            if onReduced.isEmpty || !moves(onReduced) {
                flags[Int(eliminations.variables[k])] = false
            }
        }
        return flags
    }

    /// The most terms a determined variable's combination may have before its flag is kept
    /// as it is (a long chain of undecided variables would otherwise cost its length for
    /// each variable along it).
    package static let combinationLimit = 64
}

/// Writes determined variables as combinations of free symbols, in reverse elimination order
/// (each elimination's terms are then written already): symbol `k < R` is ``reduced``'s
/// variable `k`, `R + e` the value elimination `e` chose on a flat stretch, `R + E + v` the
/// variable `v` in no row (`R` reduced variables, `E` eliminations).
private struct CombinationWriter {
    let system: PresolvedSystem
    let table: EliminationTable
    /// Per original variable: its index in ``PresolvedSystem/reduced``, or -1.
    var reducedIndex: [Int32]
    /// Per original variable: the elimination that determined it, or -1.
    var eliminationOf: [Int32]
    /// Per elimination: where its combination starts in ``pool`` (-1: not written, or too
    /// long), and its length.
    var start: [Int32]
    var length: [Int32]
    var pool: [(symbol: Int32, coefficient: Double)] = []
    /// The combination being summed, with the largest term added to each symbol.
    var sum: [(symbol: Int32, coefficient: Double, scale: Double)] = []

    init(system: PresolvedSystem) {
        self.system = system
        table = system.eliminations
        let n = system.initialValues.count
        reducedIndex = [Int32](repeating: -1, count: n)
        for (k, v) in system.variables.enumerated() { reducedIndex[v] = Int32(k) }
        eliminationOf = [Int32](repeating: -1, count: n)
        for e in system.eliminations.indices {
            eliminationOf[Int(system.eliminations.variables[e])] = Int32(e)
        }
        start = [Int32](repeating: -1, count: system.eliminations.count)
        length = [Int32](repeating: 0, count: system.eliminations.count)
    }

    /// Elimination `k`'s variable over the free symbols, its terms' variables read through
    /// `flags` (a variable not flagged has one value in every optimum: a constant here);
    /// its place in ``pool``; nil when it is too long to write. Kept for the eliminations
    /// written after it.
    mutating func combination(ofElimination k: Int, flags: [Bool]) -> Range<Int>? {
        let reducedCount = system.variables.count
        sum.removeAll(keepingCapacity: true)
        if system.eliminationAmbiguous[k] { add(Int32(reducedCount + k), 1) }
        let scale = -1 / table.coefficients[k]
        for j in table.terms(of: k) {
            let x = Int(table.termVariables[j])
            guard flags[x] else { continue }
            let c = scale * table.termCoefficients[j]
            if reducedIndex[x] >= 0 {
                add(reducedIndex[x], c)
            } else if eliminationOf[x] >= 0 {
                let e = Int(eliminationOf[x])
                guard start[e] >= 0 else { return nil }
                for p in Int(start[e])..<Int(start[e] + length[e]) {
                    add(pool[p].symbol, c * pool[p].coefficient)
                }
            } else {
                add(Int32(reducedCount + table.count + x), c)
            }
            if sum.count > PresolvedSystem.combinationLimit { return nil }
        }
        let first = pool.count
        for entry in sum
        where !CancellingSums.cancels(entry.coefficient, scale: entry.scale) {
            pool.append((entry.symbol, entry.coefficient))
        }
        start[k] = Int32(first)
        length[k] = Int32(pool.count - first)
        return first..<pool.count
    }

    private mutating func add(_ symbol: Int32, _ value: Double) {
        if let i = sum.firstIndex(where: { $0.symbol == symbol }) {
            sum[i].coefficient += value
            sum[i].scale = max(sum[i].scale, abs(value))
        } else {
            sum.append((symbol, value, abs(value)))
        }
    }
}
