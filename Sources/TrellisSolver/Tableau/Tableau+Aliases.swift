/// Bounded variables: a variable with a required bound of its own reads the bound's slack
/// instead of holding a copy of the slack's row.
///
/// A required bound on one variable, `a*x + k >= 0` (or `<= 0`), enters the tableau as its
/// slack's row, `s = a*x + k` with `x` replaced by its row. While `x` and `s` are both
/// basic, the solved form holds both rows, cell for cell the same up to the factor `a`, and
/// every pivot rewrites both (30 of the 113 rows of kiwi's enaml-like window are such
/// copies). Here `x`'s row is kept as `x = c + b*s` (`c = -k/a`, `b = -m/a` for the marker
/// coefficient `m`): an alias of the bound's slack. The slack's row keeps the bound, as a restricted
/// row, so the simplex sees the same rows, ratio tests and objective as without aliases.
///
/// The rules that keep this exact:
/// - a row is an alias while it holds exactly one cell, its variable's bound slack, whether
///   the slack is basic (`x = c + b * (s's row)`) or not (then it is an ordinary row);
/// - substituting the slack (it enters the basis) leaves its alias row as it is;
/// - reading the value, building a row over `x`, expanding a linked row that names `x`, the
///   tie rules' holder counts and the ambiguity question read the alias as
///   `c + b * (s's row)`, the row the solved form would hold;
/// - the alias goes back to the solved form (dissolves) before its row is pivoted on, and
///   before the bound is removed or its slack released; a constant change of the bound
///   moves `c` with the slack when the slack is basic, so that `x` stays where the solved
///   form keeps it.
///
/// Aliases are kept only in a small tableau, without a column index (up to
/// ``Tableau/unindexedRowLimit`` rows): there the tie rules count an alias's holders by
/// looking at the alias rows, which in a large tableau, with its many ties among equal
/// weights, costs more than the copies it saves (a chain's rows are linked there anyway).
/// Building the index puts every alias back in solved form, and no new one is made.
///
/// An external's row never takes part in the simplex (pricing reads the objective, ratio
/// tests read restricted rows, and a removal chooses an external row only when no
/// restricted row holds the marker, which an alias row then cannot hold either), so the
/// pivots, and with them the answers, are the solved form's.
///
/// The table is a class so that a snapshot of the solver retains one reference; only a
/// ``Tableau`` holds it, a tableau is confined to its solver's thread, and a tableau that
/// changes it copies it first unless it holds the only reference
/// (``Tableau/writableAliases()``). No two accesses to its arrays can overlap, so they are
/// not checked at run time (the checks cost more than the lookups on a small solver).
final class AliasTable {
    /// Per symbol: for the slack of a required bound on one variable, that variable's
    /// symbol; otherwise `-1`.
    @exclusivity(unchecked) var boundOf: [Int32] = []
    /// Per row slot: the slack an alias row reads, or `-1`.
    @exclusivity(unchecked) var slackOf: [Int32] = []
    /// Per row slot: an alias row's `b`, the coefficient of its slack (0 for other rows).
    @exclusivity(unchecked) var factors: [Double] = []
    /// The alias rows' slots, unordered.
    @exclusivity(unchecked) var slots: [Int32] = []

    init() {}

    init(copying other: AliasTable) {
        boundOf = other.boundOf
        slackOf = other.slackOf
        factors = other.factors
        slots = other.slots
    }
}

extension Tableau {
    /// The alias table, made or copied first if another tableau shares it.
    mutating func writableAliases() -> AliasTable {
        if !isKnownUniquelyReferenced(&aliasing.table) {
            aliasing.table = aliasing.table.map(AliasTable.init(copying:)) ?? AliasTable()
        }
        if let table = aliasing.table { return table }
        let table = AliasTable()
        aliasing.table = table
        return table
    }

    /// The slack the alias row at `slot` reads, or `-1` when the row is not an alias.
    @inline(__always)
    func aliasSlack(ofRow slot: Int32) -> Int32 {
        guard aliasing.count != 0, let table = aliasing.table, Int(slot) < table.slackOf.count else {
            return -1
        }
        return table.slackOf[Int(slot)]
    }

    /// The variable whose bound `slack` is, or `-1`.
    @inline(__always)
    func boundVariable(ofSlack slack: Int32) -> Int32 {
        guard let table = aliasing.table, Int(slack) < table.boundOf.count else { return -1 }
        return table.boundOf[Int(slack)]
    }

    /// Records that `slack` is the slack of a required bound on the external `variable`.
    mutating func registerBound(slack: Int32, variable: Int32) {
        let table = writableAliases()
        if table.boundOf.count <= Int(slack) {
            let count = max(Int(slack) + 1, kinds.count, 2 * table.boundOf.count)
            table.boundOf.append(contentsOf: repeatElement(-1, count: count - table.boundOf.count))
        }
        table.boundOf[Int(slack)] = variable
    }

    /// Forgets that `slack` bounds a variable (its constraint is leaving).
    mutating func unregisterBound(slack: Int32) {
        guard boundVariable(ofSlack: slack) >= 0 else { return }
        writableAliases().boundOf[Int(slack)] = -1
    }

    /// Marks the row at `slot`, which holds `slack` alone (with coefficient `b`), as its alias.
    mutating func markAlias(_ slot: Int32, slack: Int32, coefficient b: Double) {
        let table = writableAliases()
        if table.slackOf.count <= Int(slot) {
            let count = max(Int(slot) + 1, rows.count, 2 * table.slackOf.count)
            table.slackOf.append(contentsOf: repeatElement(-1, count: count - table.slackOf.count))
            table.factors.append(contentsOf: repeatElement(0, count: count - table.factors.count))
        }
        table.factors[Int(slot)] = b
        if table.slackOf[Int(slot)] < 0 {
            aliasing.count &+= 1
            table.slots.append(slot)
        }
        table.slackOf[Int(slot)] = slack
    }

    /// Clears the mark of the row at `slot` (its row is leaving or back in solved form).
    mutating func unmarkAlias(_ slot: Int32) {
        guard aliasSlack(ofRow: slot) >= 0 else { return }
        let table = writableAliases()
        table.slackOf[Int(slot)] = -1
        table.factors[Int(slot)] = 0
        if let k = table.slots.firstIndex(of: slot) {
            table.slots.swapAt(k, table.slots.count - 1)
            table.slots.removeLast()
        }
        aliasing.count &-= 1
    }

    /// Turns the row at `slot` (basic: the bound's variable) into `variable = c + b*slack`,
    /// an alias of the bound's slack, which is basic. The solved form's row is
    /// `c + b * (slack's row)`: the same values, and its cells are the slack row's.
    mutating func makeAlias(_ slot: Int32, slack: Int32, coefficient b: Double, constant c: Double) {
        columnIndex.version &+= 1
        noteRow(slot)
        for cell in rows[Int(slot)].cells { unindex(cell.symbol, slot) }
        var row = Row(constant: c)
        row.basic = rows[Int(slot)].basic
        row.add(slack, b)
        rows[Int(slot)] = row
        indexCells(of: row, at: slot)
        markAlias(slot, slack: slack, coefficient: b)
    }

    /// Puts the alias row at `slot` back in solved form: `c + b * (slack's row)` when the
    /// slack is basic (the row is already in solved form when it is not).
    mutating func dissolveAlias(_ slot: Int32) {
        let slack = aliasSlack(ofRow: slot)
        guard slack >= 0 else { return }
        unmarkAlias(slot)
        let own = rowOf[Int(slack)]
        guard own >= 0 else { return }
        let expanded = aliasExpansion(slot, slack: slack)
        columnIndex.version &+= 1
        noteRow(slot)
        for cell in rows[Int(slot)].cells { unindex(cell.symbol, slot) }
        rows[Int(slot)] = expanded
        indexCells(of: expanded, at: slot)
    }

    /// The solved form of the alias row at `slot`, which reads `slack`.
    func aliasExpansion(_ slot: Int32, slack: Int32) -> Row {
        var row = Row(constant: rows[Int(slot)].constant)
        row.basic = rows[Int(slot)].basic
        let b = rows[Int(slot)].coefficient(of: slack)
        let own = rowOf[Int(slack)]
        if own < 0 {
            row.add(slack, b)
            return row
        }
        var scratch: [Cell] = []
        Tableau.merge(rows[Int(own)], times: b, into: &row, scratch: &scratch)
        return row
    }

    /// Puts every alias row back in solved form (the constant map reads solved-form rows).
    mutating func dissolveAllAliases() {
        guard aliasing.count != 0, let table = aliasing.table else { return }
        for slot in table.slots { dissolveAlias(slot) }
    }

    /// How many more rows would hold `symbol` in the solved form than hold it here: one per
    /// alias whose basic slack's row holds it (the tie rules count as the solved form does).
    /// - Complexity: O(alias rows), each a search in the rows whose mask has `symbol`'s bit
    ///   (aliases live only in a tableau without a column index, of at most
    ///   ``unindexedRowLimit`` rows).
    func aliasHolderExtra(of symbol: Int32) -> Int {
        guard aliasing.count != 0, let table = aliasing.table else { return 0 }
        var extra = 0
        let bit = Row.bit(symbol)
        table.slots.withUnsafeBufferPointer { slots in
            table.slackOf.withUnsafeBufferPointer { slackOf in
                rowOf.withUnsafeBufferPointer { rowOf in
                    rows.withUnsafeBufferPointer { rows in
                        for slot in slots {
                            let own = rowOf[Int(slackOf[Int(slot)])]
                            guard own >= 0, rows[Int(own)].mask & bit != 0 else { continue }
                            if rows[Int(own)].position(of: symbol).found { extra &+= 1 }
                        }
                    }
                }
            }
        }
        return extra
    }

    /// The value of the alias row at `slot`, which reads `slack`: `c + b * slack`.
    @inline(__always)
    func aliasValue(_ slot: Int32, slack: Int32) -> Double {
        let own = rowOf[Int(slack)]
        let row = rows[Int(slot)]
        guard own >= 0, let cell = row.cells.first else { return row.constant }
        return row.constant + cell.coefficient * rows[Int(own)].constant
    }

    /// Before `symbol` is substituted (it enters the basis): when it is a bound's slack and
    /// its variable's row reads it alone, that cell leaves the row, to be put back by
    /// ``reattachAlias(_:slack:coefficient:)`` once the substitution is done, so that the
    /// row stays an alias instead of taking a copy of the slack's new row.
    mutating func detachAlias(reading symbol: Int32) -> (slot: Int32, coefficient: Double)? {
        guard !columnIndex.isOn else { return nil }
        let variable = boundVariable(ofSlack: symbol)
        guard variable >= 0 else { return nil }
        let slot = rowOf[Int(variable)]
        guard slot >= 0, !isLinked(slot) else { return nil }
        let cells = rows[Int(slot)].cells
        guard cells.count == 1, cells[0].symbol == symbol else { return nil }
        columnIndex.version &+= 1
        noteRow(slot)
        unindex(symbol, slot)
        rows[Int(slot)].cells.removeAll(keepingCapacity: true)
        return (slot, cells[0].coefficient)
    }

    /// Puts back the cell ``detachAlias(reading:)`` took out, and marks the row as an alias.
    mutating func reattachAlias(_ slot: Int32, slack: Int32, coefficient: Double) {
        addCell(slack, coefficient, to: slot)
        markAlias(slot, slack: slack, coefficient: coefficient)
    }

    /// When `constraint`'s row (just inserted, its marker `slack`) is a required bound on
    /// one variable, records it, and turns the variable's row into an alias when both are
    /// basic and no linked row names the variable.
    /// - Parameters:
    ///   - variable: the bound variable's symbol; `a`, `k`: the bound `a*x + k`;
    ///   - markerCoefficient: the slack's coefficient in the constraint's equation.
    mutating func noteBound(
        variable: Int32, a: Double, k: Double, slack: Int32, markerCoefficient m: Double
    ) {
        guard aliasing.isOn, !columnIndex.isOn, Tolerance.aliasCoefficients.contains(abs(a)) else { return }
        registerBound(slack: slack, variable: variable)
        let slot = rowOf[Int(variable)]
        let own = rowOf[Int(slack)]
        guard slot >= 0, own >= 0, !isLinked(slot), aliasSlack(ofRow: slot) < 0,
            holderCount(of: variable) == 0, rows[Int(slot)].cells.count > 1
        else { return }
        makeAlias(slot, slack: slack, coefficient: -m / a, constant: -k / a)
    }
}

extension Tableau {
    /// The slot of the alias row reading `slack` (its bound variable's row), or `-1`.
    func aliasRow(readingSlack slack: Int32) -> Int32 {
        let variable = boundVariable(ofSlack: slack)
        guard variable >= 0 else { return -1 }
        let slot = rowOf[Int(variable)]
        return slot >= 0 && aliasSlack(ofRow: slot) == slack ? slot : -1
    }

    /// ``dissolveAlias(_:)`` for the row reading `slack`, if there is one.
    mutating func dissolveAlias(readingSlack slack: Int32) {
        let slot = aliasRow(readingSlack: slack)
        if slot >= 0 { dissolveAlias(slot) }
    }

    /// After the basic `slack`'s constant moved by `change` through its own constraint's
    /// constant: the alias reading it moves `c` back, so that its variable stays where the
    /// solved form keeps it (there, the variable's row does not hold the slack).
    mutating func holdAlias(readingSlack slack: Int32, movedBy change: Double) {
        let slot = aliasRow(readingSlack: slack)
        guard slot >= 0, let cell = rows[Int(slot)].cells.first else { return }
        rows[Int(slot)].constant -= cell.coefficient * change
    }
}
