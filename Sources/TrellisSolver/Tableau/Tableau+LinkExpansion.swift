/// Expanding a linked row (see `Tableau+Links.swift`) into the row the solved form would
/// hold, in four passes over the scratch of a ``LinkExpander``.

/// The buffers one expansion works in: the tableau's rows and row index, and the
/// scratch's per-slot marks and counts and per-symbol coefficients and peaks. Valid only
/// inside ``Tableau/expansion(ofLinked:using:)``, which makes it.
struct ExpansionBuffers {
    let rows: UnsafeBufferPointer<Row>
    let rowOf: UnsafeBufferPointer<Int32>
    let marks: UnsafeMutableBufferPointer<UInt32>
    let pending: UnsafeMutableBufferPointer<Int32>
    let coefficients: UnsafeMutableBufferPointer<Double>
    let peaks: UnsafeMutableBufferPointer<Double>
    /// The linked rows' records (``Tableau/isLinked(_:)`` read in place, once per cell).
    let links: UnsafeBufferPointer<LinkRecord>
    let epoch: UInt32

    /// Whether the row at `slot` is linked (``Tableau/isLinked(_:)``).
    @inline(__always)
    func isLinked(_ slot: Int32) -> Bool {
        Int(slot) < links.count && links[Int(slot)].sequence != 0
    }

    /// Adds `value` to `symbol`'s coefficient, noting the symbol the first time.
    @inline(__always)
    func add(_ symbol: Int32, _ value: Double, touched: inout [Int32]) {
        let s = Int(symbol)
        if coefficients[s] == 0 && peaks[s] == 0 { touched.append(symbol) }
        coefficients[s] += value
        peaks[s] = max(peaks[s], abs(value))
    }
}

extension LinkExpander {
    /// Grows the scratch to `symbols` symbols and `rows` row slots, and starts a new epoch
    /// of visit marks (clearing them when the counter wraps).
    mutating func prepare(symbols: Int, rows: Int) {
        if coefficients.count < symbols {
            let more = symbols - coefficients.count
            coefficients.append(contentsOf: repeatElement(0, count: more))
            peaks.append(contentsOf: repeatElement(0, count: more))
        }
        if marks.count < rows {
            let more = rows - marks.count
            marks.append(contentsOf: repeatElement(0, count: more))
            pending.append(contentsOf: repeatElement(0, count: more))
        }
        epoch &+= 1
        if epoch == 0 {
            for i in marks.indices { marks[i] = 0 }
            epoch = 1
        }
    }
}

extension Tableau {
    /// The linked row at `slot` in solved form: the same basic symbol, every link replaced
    /// by its row's expansion. `scratch` is the caller's, kept between calls (it grows to the
    /// number of symbols once).
    /// - Complexity: O(cells of the rows it reaches through links).
    func expansion(ofLinked slot: Int32, using scratch: inout LinkExpander) -> Row {
        scratch.prepare(symbols: kinds.count, rows: rows.count)
        let epoch = scratch.epoch
        var row = Row()
        var touched: [Int32] = []
        swap(&touched, &scratch.touched)
        var reached: [Int32] = []
        swap(&reached, &scratch.reached)
        // Taken once: reading them through the tableau retained the table for every cell.
        let links = linking.count != 0 ? (linking.table?.records ?? []) : []
        links.withUnsafeBufferPointer { links in
            rows.withUnsafeBufferPointer { rows in
                rowOf.withUnsafeBufferPointer { rowOf in
                    scratch.marks.withUnsafeMutableBufferPointer { marks in
                        scratch.pending.withUnsafeMutableBufferPointer { pending in
                            scratch.coefficients.withUnsafeMutableBufferPointer { coefficients in
                                scratch.peaks.withUnsafeMutableBufferPointer { peaks in
                                    let buffers = ExpansionBuffers(
                                        rows: rows, rowOf: rowOf, marks: marks, pending: pending,
                                        coefficients: coefficients, peaks: peaks, links: links, epoch: epoch)
                                    reachLinkedRows(from: slot, in: buffers, reached: &reached)
                                    var constant = substituteLinkedRows(
                                        from: slot, in: buffers, reached: &reached, touched: &touched)
                                    constant += substituteSolvedRows(in: buffers, touched: &touched)
                                    row.constant = constant
                                    collectCells(in: buffers, touched: &touched, into: &row)
                                }
                            }
                        }
                    }
                }
            }
        }
        row.basic = rows[Int(slot)].basic
        touched.removeAll(keepingCapacity: true)
        reached.removeAll(keepingCapacity: true)
        swap(&touched, &scratch.touched)
        swap(&reached, &scratch.reached)
        return row
    }

    /// Pass 1: the linked rows reached from `slot` through links (into `reached`, `slot`
    /// first), with how many of them link each (in `pending`).
    @inline(__always)
    func reachLinkedRows(from slot: Int32, in b: ExpansionBuffers, reached: inout [Int32]) {
        reached.append(slot)
        b.marks[Int(slot)] = b.epoch
        b.pending[Int(slot)] = 0
        var next = 0
        while next < reached.count {
            let cells = b.rows[Int(reached[next])].cells
            next &+= 1
            cells.withUnsafeBufferPointer { cells in
                for cell in cells {
                    let r = b.rowOf[Int(cell.symbol)]
                    guard r >= 0, b.isLinked(r) else { continue }
                    if b.marks[Int(r)] != b.epoch {
                        b.marks[Int(r)] = b.epoch
                        b.pending[Int(r)] = 0
                        reached.append(r)
                    }
                    b.pending[Int(r)] &+= 1
                }
            }
        }
    }

    /// Pass 2: each linked row's symbol replaced by its row once every reached row naming
    /// it has been (its coefficient is then complete), `slot` first. Returns the constant
    /// gathered.
    @inline(__always)
    func substituteLinkedRows(
        from slot: Int32, in b: ExpansionBuffers, reached: inout [Int32], touched: inout [Int32]
    ) -> Double {
        var constant = 0.0
        b.add(b.rows[Int(slot)].basic, 1, touched: &touched)
        var queue = reached.count
        reached.append(slot)
        while queue < reached.count {
            let r = Int(reached[queue])
            queue &+= 1
            let basic = Int(b.rows[r].basic)
            let c = b.coefficients[basic]
            b.coefficients[basic] = 0
            if c != 0 { constant += c * b.rows[r].constant }
            b.rows[r].cells.withUnsafeBufferPointer { cells in
                for cell in cells {
                    let t = b.rowOf[Int(cell.symbol)]
                    if t >= 0 && b.isLinked(t) {
                        b.pending[Int(t)] &-= 1
                        if b.pending[Int(t)] == 0 { reached.append(t) }
                    }
                    if c != 0 { b.add(cell.symbol, c * cell.coefficient, touched: &touched) }
                }
            }
        }
        return constant
    }

    /// Pass 3: the basic symbols of solved-form rows replaced by their rows (which hold no
    /// basic symbol). Returns the constant gathered.
    @inline(__always)
    func substituteSolvedRows(in b: ExpansionBuffers, touched: inout [Int32]) -> Double {
        var constant = 0.0
        var k = 0
        while k < touched.count {
            let symbol = touched[k]
            k &+= 1
            let r = b.rowOf[Int(symbol)]
            let c = b.coefficients[Int(symbol)]
            guard r >= 0, c != 0 else { continue }
            b.coefficients[Int(symbol)] = 0
            constant += c * b.rows[Int(r)].constant
            b.rows[Int(r)].cells.withUnsafeBufferPointer { cells in
                for cell in cells { b.add(cell.symbol, c * cell.coefficient, touched: &touched) }
            }
        }
        return constant
    }

    /// Pass 4: the cells into `row`, in increasing symbols, without roundoff; the scratch
    /// zeroed. A dense expansion (a chain's positions touch most symbols of the views
    /// before) reads the range of symbols touched instead of sorting them.
    @inline(__always)
    func collectCells(in b: ExpansionBuffers, touched: inout [Int32], into row: inout Row) {
        row.cells.reserveCapacity(touched.count)
        let take = { (s: Int, row: inout Row) in
            let c = b.coefficients[s]
            if b.rowOf[s] < 0 && c != 0 && !Tolerance.cancels(c, from: b.peaks[s]) {
                row.cells.append(Cell(symbol: Int32(truncatingIfNeeded: s), coefficient: c))
                row.mask |= Row.bit(Int32(truncatingIfNeeded: s))
            }
            b.coefficients[s] = 0
            b.peaks[s] = 0
        }
        var low = Int.max
        var high = Int.min
        for symbol in touched {
            low = min(low, Int(symbol))
            high = max(high, Int(symbol))
        }
        if !touched.isEmpty && high &- low < 16 &* touched.count {
            for s in low...high where b.coefficients[s] != 0 || b.peaks[s] != 0 { take(s, &row) }
        } else {
            touched.sort()
            for symbol in touched { take(Int(symbol), &row) }
        }
    }
}
