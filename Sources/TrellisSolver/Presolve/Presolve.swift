/// The working state of ``LinearSystem/presolved(priorities:)``: the rows as sparse,
/// mutable vectors, an index of the rows each variable appears in, and the record of every
/// variable taken out, in order (replayed backwards to map an answer back).
///
/// Each row reads `sum(coefficients) + constant REL 0`, as in ``LinearSystem``; edits are
/// rows too (`x - suggested == 0` at the edit's strength). Every reduction keeps the set of
/// values that satisfy the required rows, and the value of every soft row at those values,
/// so the objective and its optimum are unchanged.
///
/// Its small reading methods are `@inline(__always)`: called, not inlined, from a mutating
/// method, a non-mutating method gets a copy of the whole struct (a `memcpy` of a few hundred
/// bytes and a retain of every array), which cost several percent of a large file's time.
struct Presolve {
    /// One row: its constant, relation and strength, and where it came from (its terms are
    /// in ``terms``, under the row's index). Forty bytes: what only long rows need is in
    /// ``longRows``.
    struct WorkRow {
        var constant: Double
        var strength: Strength
        /// At least the largest coefficient magnitude (never lowered by a term that cancels).
        var largestBound = 0.0
        /// The row's position among the system's constraints, or `constraints + edit index`
        /// (row indices are `Int32` throughout presolve).
        private var originIndex: Int32
        /// The row's entry in ``longRows``, or -1.
        var longIndex: Int32 = -1
        /// Scratch for deduplicating the rows of a column (``stampValue``).
        var stamp: Int32 = 0
        var relation: Relation
        var isLive = true
        /// Whether the row waits in ``queue``.
        var isQueued = false

        init(constant: Double, relation: Relation, strength: Strength, origin: Int) {
            self.constant = constant
            self.relation = relation
            self.strength = strength
            self.originIndex = Int32(truncatingIfNeeded: origin)
        }

        /// The row's position among the system's constraints, or `constraints + edit index`.
        var origin: Int { Int(originIndex) }
    }

    /// What a long row keeps besides its terms.
    struct LongRow {
        /// Position of each variable in the row's terms, kept once a row grows long (a long
        /// row that absorbs many substitutions would otherwise be scanned for each).
        var positions: [Int32: Int32]?
        /// Every variable of the row in at most two rows, maybe with others (no longer in
        /// the row, in more rows, repeated): the only candidates a long row is examined for.
        /// Kept from the first time the row is examined as a long one (nil before).
        var watch: [Int32]?
    }

    /// Rows below this length are scanned; longer ones keep a position index.
    static let indexedLength = 24
    /// Longest row used to substitute a variable that also appears in one other row
    /// (longer ones would copy their growing length into each next row of a chain).
    static let substitutionLength = 8

    var rows: [WorkRow] = []
    /// The position indexes and watch lists of long rows (``WorkRow/longIndex``).
    var longRows: [LongRow] = []
    /// Every row's terms.
    var terms = RowTermStore()
    /// Rows each variable appears in (may hold rows it left or repeats; check on use).
    var columns: ColumnStore
    /// Live rows each variable appears in.
    var counts: [Int32]
    /// Variables taken out, in order: each one's value follows from the row it was taken
    /// out with, once the row's other variables are known (they are taken out later or left
    /// for the solver).
    var eliminations = EliminationTable()
    var isEliminated: [Bool]
    /// Set when the required rows were found to conflict.
    var isInfeasible = false
    /// Whether weights add up across levels (separable solves need one objective).
    let isWeighted: Bool
    /// Rows waiting to be looked at.
    var queue: [Int32] = []
    /// The latest stamp (``WorkRow/stamp``) for deduplicating the rows of a column.
    var stampValue: Int32 = 0
    /// Scratch for deduplicating a row's watch list, by variable.
    var variableStamp: [Int32]
    var variableStampValue: Int32 = 0
    /// Every step that read or changed a row's constant, in order (see ``PresolvePlan``).
    var plan = PresolvePlan()

    init(variableCount: Int, isWeighted: Bool) {
        columns = ColumnStore(variableCount: variableCount)
        counts = Array(repeating: 0, count: variableCount)
        isEliminated = Array(repeating: false, count: variableCount)
        variableStamp = Array(repeating: 0, count: variableCount)
        eliminations.reserveCapacity(variableCount)
        self.isWeighted = isWeighted
    }

    // MARK: Row operations

    /// Appends a row (merging repeated variables) and queues it.
    mutating func appendRow(_ row: WorkRow, terms: [LinearSystem.Coefficient]) {
        appendRow(row, termCount: terms.count) { (Int32(terms[$0].variable), terms[$0].value) }
    }

    /// Appends a row of `termCount` terms, term `k` being `term(k)` (merging repeated
    /// variables), and queues it.
    mutating func appendRow(
        _ row: WorkRow, termCount: Int, term: (Int) -> (variable: Int32, coefficient: Double)
    ) {
        let r = Int32(rows.count)
        rows.append(row)
        _ = terms.addRow(capacity: termCount)
        for k in 0..<termCount {
            let (v, coefficient) = term(k)
            add(coefficient, of: v, to: r)
        }
        enqueue(r)
    }

    /// How many terms row `i` has.
    @inline(__always)
    func termCount(_ i: Int) -> Int { terms.count(i) }

    /// The variable of row `i`'s term `k`.
    @inline(__always)
    func variable(_ k: Int, of i: Int) -> Int32 { terms.variable(k, of: i) }

    /// The coefficient of row `i`'s term `k`.
    @inline(__always)
    func coefficient(_ k: Int, of i: Int) -> Double { terms.coefficient(k, of: i) }

    /// The position of `v` among row `i`'s terms, or nil.
    @inline(__always)
    func position(of v: Int32, in i: Int) -> Int? {
        let long = Int(rows[i].longIndex)
        if long >= 0, let positions = longRows[long].positions { return positions[v].map(Int.init) }
        return terms.scan(for: v, in: i)
    }

    /// The coefficient of `v` in row `i` (0 when absent).
    @inline(__always)
    func coefficient(of v: Int32, in i: Int) -> Double {
        position(of: v, in: i).map { terms.coefficient($0, of: i) } ?? 0
    }

    /// Adds `coefficient * x[v]` to row `r`, dropping the term when it cancels.
    mutating func add(_ coefficient: Double, of v: Int32, to r: Int32) {
        if coefficient == 0 { return }
        let i = Int(r)
        if let k = position(of: v, in: i) {
            let old = terms.coefficient(k, of: i)
            let sum = old + coefficient
            if abs(sum) <= Tolerance.Presolve.cancellation * max(abs(old), abs(coefficient)) {
                removeTerm(at: k, of: r)
            } else {
                terms.setCoefficient(sum, at: k, of: i)
                rows[i].largestBound = max(rows[i].largestBound, abs(sum))
            }
            return
        }
        terms.append(v, coefficient, to: i)
        rows[i].largestBound = max(rows[i].largestBound, abs(coefficient))
        let count = terms.count(i)
        let long = Int(rows[i].longIndex)
        if long >= 0 && longRows[long].positions != nil {
            longRows[long].positions?[v] = Int32(count - 1)
        } else if count > Self.indexedLength {
            var positions: [Int32: Int32] = [:]
            positions.reserveCapacity(count * 2)
            for k in 0..<count { positions[terms.variable(k, of: i)] = Int32(k) }
            longRows[longRow(i)].positions = positions
        }
        columns.append(r, to: Int(v))
        counts[Int(v)] += 1
        if counts[Int(v)] <= 2 && long >= 0 { longRows[long].watch?.append(v) }
    }

    /// Row `i`'s entry in ``longRows``, made when it has none.
    mutating func longRow(_ i: Int) -> Int {
        if rows[i].longIndex < 0 {
            rows[i].longIndex = Int32(truncatingIfNeeded: longRows.count)
            longRows.append(LongRow())
        }
        return Int(rows[i].longIndex)
    }

    /// Removes the term at position `k` of row `r` (the last term moves into its place).
    mutating func removeTerm(at k: Int, of r: Int32) {
        let i = Int(r)
        let v = terms.variable(k, of: i)
        let last = terms.count(i) - 1
        let long = Int(rows[i].longIndex)
        if k != last && long >= 0 { longRows[long].positions?[terms.variable(last, of: i)] = Int32(k) }
        terms.remove(at: k, of: i)
        if long >= 0 { longRows[long].positions?[v] = nil }
        counts[Int(v)] -= 1
        enqueue(r)
        if counts[Int(v)] <= 2 { enqueueRows(of: v) }
    }

    /// Takes row `r` out; variables left in one row queue that row.
    mutating func removeRow(_ r: Int32) {
        let i = Int(r)
        rows[i].isLive = false
        for k in 0..<terms.count(i) {
            let v = terms.variable(k, of: i)
            counts[Int(v)] -= 1
            if counts[Int(v)] <= 2 { enqueueRows(of: v) }
        }
    }

    mutating func enqueue(_ r: Int32) {
        if rows[Int(r)].isQueued || !rows[Int(r)].isLive { return }
        rows[Int(r)].isQueued = true
        queue.append(r)
    }

    /// Queues the live rows `v` appears in (called when `v` is left in at most two rows:
    /// each of them watches it).
    mutating func enqueueRows(of v: Int32) {
        // Queuing changes no list, so `v`'s is read in place.
        for k in 0..<trimToLiveRows(of: v) {
            let r = columns.row(k, of: Int(v))
            enqueue(r)
            let long = Int(rows[Int(r)].longIndex)
            if long >= 0 { longRows[long].watch?.append(v) }
        }
    }

    /// Trims `v`'s column, in place, to the live rows `v` appears in, each once, and returns
    /// how many there are (the first ones of `columns.row(_:of:)`).
    mutating func trimToLiveRows(of v: Int32) -> Int {
        stampValue &+= 1
        let c = Int(v)
        var kept = 0
        for k in 0..<columns.count(c) {
            let r = columns.row(k, of: c)
            let i = Int(r)
            guard rows[i].isLive, rows[i].stamp != stampValue, position(of: v, in: i) != nil else { continue }
            rows[i].stamp = stampValue
            if kept != k { columns.set(r, at: kept, of: c) }
            kept += 1
        }
        columns.truncate(c, to: kept)
        return kept
    }

    /// The first live row `v` appears in other than `r`, if any (trimming `v`'s column).
    mutating func liveRow(of v: Int32, besides r: Int32) -> Int32? {
        for k in 0..<trimToLiveRows(of: v) where columns.row(k, of: Int(v)) != r {
            return columns.row(k, of: Int(v))
        }
        return nil
    }

    /// The live rows `v` appears in, each once, copied into `list` (its contents replaced):
    /// for a caller that changes rows, and so columns, while it reads them.
    mutating func copyLiveRows(of v: Int32, into list: inout [Int32]) {
        list.removeAll(keepingCapacity: true)
        for k in 0..<trimToLiveRows(of: v) { list.append(columns.row(k, of: Int(v))) }
    }

    /// Takes variable `v` out with required equality row `r`: substitutes
    /// `v = -(constant + other terms) / a` into every other row holding `v`, records the
    /// elimination and removes `r`.
    ///
    /// Each other row gets `-(its coefficient of v) / a` times row `r`, which is zero
    /// wherever row `r` holds, so the row keeps its value on the feasible set.
    mutating func eliminate(_ v: Int32, with r: Int32) {
        let source = Int(r)
        guard let k = position(of: v, in: source) else { return }
        let a = terms.coefficient(k, of: source)
        // Row `r`'s terms are read in place: only the other rows change below.
        let n = terms.count(source)
        let constant = rows[source].constant
        // Removing `v` from a row can trim `v`'s column: its rows are read from a copy.
        var targets = columns.takeScratch()
        copyLiveRows(of: v, into: &targets)
        for target in targets where target != r {
            let factor = -coefficient(of: v, in: Int(target)) / a
            for j in 0..<n {
                let w = terms.variable(j, of: source)
                if w != v { add(factor * terms.coefficient(j, of: source), of: w, to: target) }
            }
            if let position = position(of: v, in: Int(target)) { removeTerm(at: position, of: target) }
            rows[Int(target)].constant += factor * constant
            plan.recordCombination(target: target, source: r, factor: factor)
            enqueue(target)
        }
        columns.giveBack(targets)
        for j in 0..<n {
            let w = terms.variable(j, of: source)
            if w != v { eliminations.appendTerm(w, terms.coefficient(j, of: source)) }
        }
        eliminations.append(variable: v, coefficient: a, constant: constant)
        plan.eliminationRows.append(r)
        isEliminated[Int(v)] = true
        removeRow(r)
        columns.truncate(Int(v), to: 0)
    }
}
