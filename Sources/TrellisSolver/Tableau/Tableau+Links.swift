/// Linked rows: an external variable's row that names other basic symbols instead of
/// holding their rows.
///
/// In the solved form every row is over non-basic symbols only. On a chain
/// (`x[i+1] == x[i] + w[i] + 8`) that makes each position's row the sum of every earlier
/// width's definition: about 1.5 n^2 cells for n views whatever the basis (3.8 GB for
/// 10,000 views). Yet an external's row never takes part in the simplex itself: pricing
/// reads the objective, the ratio tests read restricted rows only, and an external leaves
/// the basis only when a constraint is removed. So when a new constraint brings a new
/// variable that becomes its row's subject, and the solved form would be large, the row is
/// kept as written: `x[i+1] = x[i] + w[i] + 8 - d`, two links and a marker.
///
/// The rules that keep this exact:
/// - a row is linked only when made, for a new external subject, and links only symbols
///   that are basic then: each link points to an older row (a smaller
///   ``LinkRecord/sequence``, or a solved-form row), so links never form a cycle and values
///   can be read in the order the rows were made (``linkedRowValues()``);
/// - restricted rows, the objective and the phase-1 objective stay in solved form: a new
///   row built over a linked variable takes its expansion (``expansion(ofLinked:)``), which
///   is the row the solved form would have held;
/// - a pivot substitutes the entering symbol in every row that holds it, linked ones too,
///   with a solved-form definition, which adds no link; a linked row is expanded before it
///   is pivoted on (``materialize(_:)``), and before a removal chooses among external rows
///   (``materializeLinkedHolders(of:)``): its coefficients are then the solved form's;
/// - a basic symbol that leaves the solver while linked rows name it is substituted by its
///   row first.
///
/// Only rows whose solved form would exceed ``LinkState/limit`` cells are linked, and only while
/// every other external is basic (so the subject is the one the solved form would choose):
/// small systems keep exactly the rows, pivots and answers of the solved form.
struct LinkRecord {
    /// When the row was linked (increasing from 1), or 0 for a row in solved form.
    var sequence: UInt64 = 0
    /// How many cells the row's expansion holds at most.
    var width: Int32 = 0
}

/// The linked rows' records, shared by copies of a tableau until one of them changes them
/// (``Tableau/writableLinks()`` copies it then): a snapshot of the solver retains one
/// reference instead of an array per field. Only a ``Tableau`` holds it, and a tableau is
/// confined to its solver's thread.
final class LinkTable {
    /// Per row slot: whether the row is linked, and how many cells its expansion holds at most.
    var records: [LinkRecord] = []
    /// The linked rows in the order they were made (entries whose record no longer matches
    /// are stale and skipped), which is an order their values can be read in.
    var order: [LinkEntry] = []
    /// The sequence number the last linked row got.
    var lastSequence: UInt64 = 0

    init() {}

    init(copying other: LinkTable) {
        records = other.records
        order = other.order
        lastSequence = other.lastSequence
    }
}

/// One entry of ``LinkTable/order``: current while the slot's record has this sequence.
struct LinkEntry {
    var slot: Int32
    var sequence: UInt64
}

/// Scratch for expanding linked rows, kept zeroed between uses: a dense coefficient per
/// symbol (and the largest term added into it, to tell cancellation roundoff), the symbols
/// touched, and per row slot a visit mark and a count.
struct LinkExpander {
    var coefficients: [Double] = []
    var peaks: [Double] = []
    var touched: [Int32] = []
    /// Per row slot: the visit mark, and how many reached rows name the row's symbol.
    var marks: [UInt32] = []
    var pending: [Int32] = []
    /// The linked rows reached, then the order they are replaced in.
    var reached: [Int32] = []
    var epoch: UInt32 = 0
}

extension Tableau {
    /// The default of ``LinkState/limit``: a row over more cells than this is linked when it can be.
    static let linkWidthLimit = 64

    /// Per row slot, the linked rows' records (`[]` before the first).
    var links: [LinkRecord] { linking.table?.records ?? [] }

    /// The link table, made or copied first if another tableau shares it.
    mutating func writableLinks() -> LinkTable {
        if !isKnownUniquelyReferenced(&linking.table) {
            linking.table = linking.table.map(LinkTable.init(copying:)) ?? LinkTable()
        }
        if let table = linking.table { return table }
        let table = LinkTable()
        linking.table = table
        return table
    }

    /// Whether the row at `slot` is linked.
    @inline(__always)
    func isLinked(_ slot: Int32) -> Bool {
        guard linking.count != 0, let table = linking.table, Int(slot) < table.records.count else {
            return false
        }
        return table.records[Int(slot)].sequence != 0
    }

    /// How many cells `symbol`'s definition brings into a row built from it: 1 for a
    /// non-basic symbol, its row's cells (or its expansion's, at most) for a basic one.
    @inline(__always)
    func definitionWidth(of symbol: Int32) -> Int {
        let slot = rowOf[Int(symbol)]
        if slot < 0 { return 1 }
        if isLinked(slot), let table = linking.table { return Int(table.records[Int(slot)].width) }
        return rows[Int(slot)].cells.count
    }

    /// Stores `row`, whose basic symbol is a new external and whose cells may name basic
    /// symbols, as a linked row; `width` bounds its expansion's cells.
    mutating func insertLinkedRow(_ row: Row, width: Int) {
        let slot = insertRow(row)
        let table = writableLinks()
        if table.records.count <= Int(slot) {
            table.records.append(
                contentsOf: repeatElement(LinkRecord(), count: Int(slot) + 1 - table.records.count))
        }
        table.lastSequence &+= 1
        table.records[Int(slot)] = LinkRecord(sequence: table.lastSequence, width: Int32(clamping: width))
        table.order.append(LinkEntry(slot: slot, sequence: table.lastSequence))
        linking.count &+= 1
    }

    /// The live linked rows in the order they were made (``LinkTable/order`` without its
    /// stale entries).
    func currentLinkOrder() -> [LinkEntry] {
        guard linking.count != 0, let table = linking.table else { return [] }
        let records = table.records
        return table.order.filter { records[Int($0.slot)].sequence == $0.sequence }
    }

    /// Marks the row at `slot` as no longer linked (removed, or expanded).
    mutating func unlink(_ slot: Int32) {
        let table = writableLinks()
        table.records[Int(slot)].sequence = 0
        linking.count &-= 1
        if linking.count == 0 {
            table.order.removeAll(keepingCapacity: true)
        } else if table.order.count > 2 &* linking.count &+ 64 {
            let records = table.records
            table.order.removeAll { records[Int($0.slot)].sequence != $0.sequence }
        }
    }

    /// Replaces the linked row at `slot` by its expansion, keeping the column index (or the
    /// holder counts).
    mutating func materialize(_ slot: Int32, scratch: inout LinkExpander) {
        let expanded = expansion(ofLinked: slot, using: &scratch)
        columnIndex.version &+= 1
        noteRow(slot)
        for cell in rows[Int(slot)].cells { unindex(cell.symbol, slot) }
        rows[Int(slot)] = expanded
        indexCells(of: expanded, at: slot)
        unlink(slot)
    }

    /// Expands every linked row, oldest first (each expansion then reads solved-form rows
    /// only): the tableau the solved form would have held.
    mutating func materializeAll() {
        guard linking.count != 0 else { return }
        var scratch = LinkExpander()
        for entry in currentLinkOrder() { materialize(entry.slot, scratch: &scratch) }
    }

    /// Expands every linked row that holds `symbol` (before a removal chooses the row its
    /// marker enters in: a linked row's own coefficient is not its solved form's).
    mutating func materializeLinkedHolders(of symbol: Int32, scratch: inout LinkExpander) {
        guard linking.count != 0 else { return }
        for slot in holders(of: symbol) where isLinked(slot) { materialize(slot, scratch: &scratch) }
    }

    /// For the tie rules that prefer the symbol held by the fewest rows: per row slot, how
    /// many linked rows reach it through links (each such row's solved form would hold what
    /// this row holds), as the longest run of links down to it: exact on a chain, where
    /// each row is named by one newer row, and never more than the rows reaching it where
    /// links branch and join (counting paths there grows exponentially). `[]` when there is
    /// no linked row.
    /// - Complexity: O(cells of the linked rows).
    func linkReach() -> [Int] {
        guard linking.count != 0 else { return [] }
        var reach = [Int](repeating: 0, count: rows.count)
        // Read through buffers: iterating a row's cells by value retains and releases them,
        // once per linked row and per call (the tie rules ask once per pivot).
        let order = currentLinkOrder()
        rows.withUnsafeBufferPointer { rows in
            rowOf.withUnsafeBufferPointer { rowOf in
                reach.withUnsafeMutableBufferPointer { reach in
                    for entry in order.reversed() {
                        let through = reach[Int(entry.slot)] &+ 1
                        rows[Int(entry.slot)].cells.withUnsafeBufferPointer { cells in
                            for cell in cells {
                                let r = rowOf[Int(cell.symbol)]
                                if r >= 0 { reach[Int(r)] = max(reach[Int(r)], through) }
                            }
                        }
                    }
                }
            }
        }
        return reach
    }

    /// How many rows would hold `symbol` in the solved form (counting through links, with
    /// `reach` from ``linkReach()``): what the tie rules compare, so that they choose as the
    /// solved form does (a chain squeezed by its container squeezes the views at its end).
    func solvedFormHolderCount(of symbol: Int32, reach: [Int]) -> Int {
        guard !reach.isEmpty else { return holderCount(of: symbol) }
        var count = 0
        if columnIndex.isOn {
            // The holders' slots straight from the index, without their coefficients (the
            // count does not need them): the tie rules ask this for every tied candidate.
            columnIndex.columns[Int(symbol)].withUnsafeBufferPointer { slots in
                for slot in slots { count = min(count &+ 1 &+ reach[Int(slot)], Int(Int32.max)) }
            }
            return count
        }
        forEachHolderCell(of: symbol) { slot, _ in count = min(count &+ 1 &+ reach[Int(slot)], Int(Int32.max))
        }
        return count
    }

    /// The count pricing's tie rule compares: ``holderCount(of:)`` without linked rows,
    /// else ``solvedFormHolderCount(of:reach:)`` (`reach` is worked out at the first tie).
    @inline(__always)
    func tieHolderCount(of symbol: Int32, reach: inout [Int]?) -> Int {
        linking.count == 0 ? holderCount(of: symbol) : linkedTieHolderCount(of: symbol, reach: &reach)
    }

    @inline(never)
    func linkedTieHolderCount(of symbol: Int32, reach: inout [Int]?) -> Int {
        // No holder, no count: a new variable's, without working out the reach (a pass over
        // every linked row) for it.
        if holderCount(of: symbol) == 0 { return 0 }
        if reach == nil { reach = linkReach() }
        return solvedFormHolderCount(of: symbol, reach: reach ?? [])
    }

    /// The value of each linked row's basic symbol, by row slot (0 for other slots), read in
    /// the order the rows were made; `[]` when there is none.
    /// - Complexity: O(cells of the linked rows).
    func linkedRowValues() -> [Double] {
        guard linking.count != 0 else { return [] }
        var values = [Double](repeating: 0, count: rows.count)
        for entry in currentLinkOrder() {
            let row = rows[Int(entry.slot)]
            var v = row.constant
            for cell in row.cells {
                let r = rowOf[Int(cell.symbol)]
                guard r >= 0 else { continue }
                v += cell.coefficient * (isLinked(r) ? values[Int(r)] : rows[Int(r)].constant)
            }
            values[Int(entry.slot)] = v
        }
        return values
    }

    /// The value of `symbol`, with `linked` from ``linkedRowValues()``.
    @inline(__always)
    func value(of symbol: Int32, linked: [Double]) -> Double {
        let slot = rowOf[Int(symbol)]
        guard slot >= 0 else { return 0 }
        return isLinked(slot) ? linked[Int(slot)] : rows[Int(slot)].constant
    }
}
