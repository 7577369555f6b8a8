/// Bringing expanded values up to date after a replay: only the eliminations that read a
/// changed value run again, last to first.

extension PresolvedSystem {
    /// ``expandChanges(values:reducedValues:)``, recomputing the reached eliminations last to
    /// first from a heap while at most `limit` are queued, then by one sweep down the
    /// eliminations still queued (a change that moves a large part of the system, such as a
    /// shift of every column after a gap, costs a pass over flags rather than a heap). The
    /// sweep skips eight unset flags at a time, so a low limit costs little: a chain such as
    /// the rows below a changed row height (ten eliminations per row) leaves the heap after a
    /// few rows instead of after a sixty-fourth of the system.
    mutating func expandChanges(values: inout [Double], reducedValues: [Double], limit: Int) -> [Int] {
        guard var index, values.count == initialValues.count else {
            if let index { applyLazyRows(index) }
            let old = values
            values = expand(reducedValues)
            backlog.eliminations = []
            return values.indices.filter { $0 >= old.count || old[$0] != values[$0] }
        }
        self.index = nil
        defer { self.index = index }
        // The flags are taken out while they change, so that they change in place (the
        // later `defer` runs first).
        var flags = index.eliminationQueued
        index.eliminationQueued = []
        defer { index.eliminationQueued = flags }
        applyLazyRows(index)
        let dirty = backlog.eliminations
        backlog.eliminations = []
        let variables = self.variables
        let constants = eliminationConstants
        return values.withUnsafeMutableBufferPointer { values in
            flags.withUnsafeMutableBufferPointer { flags in
                var run = ChangePropagation(
                    index: index, constants: constants, values: values, flags: flags, limit: limit)
                for (k, v) in variables.enumerated()
                where k < reducedValues.count && values[v] != reducedValues[k] {
                    values[v] = reducedValues[k]
                    run.changed.append(v)
                    run.queueReaders(of: v)
                }
                for e in dirty { run.queue(Int(e)) }
                while !run.isSweeping, let e = run.heap.pop() { run.run(Int(e)) }
                if run.isSweeping { run.sweep() }
                return run.changed
            }
        }
    }
}

/// One ``PresolvedSystem/expandChanges(values:reducedValues:limit:)``: the eliminations
/// queued (flagged, and on a heap until more than `limit` are), the values they write and
/// the variables that changed.
struct ChangePropagation {
    let constants: [Double]
    /// The eliminations and their readers, as flat arrays.
    let index: PresolveIndex
    let values: UnsafeMutableBufferPointer<Double>
    let flags: UnsafeMutableBufferPointer<Bool>
    let limit: Int
    var heap = IndexHeap()
    var changed: [Int] = []
    var isSweeping = false
    /// The highest and lowest elimination queued, and how many were: a sweep runs between.
    var highest = -1
    var lowest = Int.max
    var queued = 0

    init(
        index: PresolveIndex, constants: [Double], values: UnsafeMutableBufferPointer<Double>,
        flags: UnsafeMutableBufferPointer<Bool>, limit: Int
    ) {
        self.constants = constants
        self.index = index
        self.values = values
        self.flags = flags
        self.limit = limit
    }

    @inline(__always)
    mutating func queue(_ e: Int) {
        if flags[e] { return }
        flags[e] = true
        if e < lowest { lowest = e }
        if e > highest { highest = e }
        queued += 1
        if queued > limit { isSweeping = true }
        if !isSweeping { heap.push(Int32(e)) }
    }

    @inline(__always)
    mutating func queueReaders(of v: Int) {
        for j in Int(index.readerOffsets[v])..<Int(index.readerOffsets[v + 1]) {
            queue(Int(index.readers[j]))
        }
    }

    /// Runs elimination `e`: the same arithmetic, in the same order, as
    /// ``PresolvedSystem/expand(_:)``.
    @inline(__always)
    mutating func run(_ e: Int) {
        flags[e] = false
        var sum = constants[e]
        for j in Int(index.termOffsets[e])..<Int(index.termOffsets[e + 1]) {
            sum += index.termCoefficients[j] * values[Int(index.termVariables[j])]
        }
        // Dividing by 1 or -1 is exact: the same value without a division's latency.
        let coefficient = index.stepCoefficients[e]
        let value = coefficient == 1 ? -sum : (coefficient == -1 ? sum : -sum / coefficient)
        let v = Int(index.stepVariables[e])
        if values[v] == value { return }
        values[v] = value
        changed.append(v)
        queueReaders(of: v)
    }

    /// An elimination reads only variables taken out after it, and everything run so far
    /// came off the heap in descending order: a sweep down from the highest queued runs
    /// each elimination still queued once, after everything it reads. (Those left in the
    /// heap are still flagged.) Eight flags are tested at a time where none is set.
    mutating func sweep() {
        let raw = UnsafeRawPointer(flags.baseAddress)
        var e = highest
        while e >= lowest {
            if e - 7 >= lowest, let raw, raw.loadUnaligned(fromByteOffset: e - 7, as: UInt64.self) == 0 {
                e -= 8
                continue
            }
            if flags[e] { run(e) }
            e -= 1
        }
    }
}
