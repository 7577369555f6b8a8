/// The terms of presolve's rows, every row's in one pair of arrays rather than two arrays a
/// row (a layout's rows have two or three terms each, and two small arrays cost more than
/// the terms): row `r`'s terms are `variables[k]` times `coefficients[k]` for `k` from
/// `start(r)` up to `start(r) + count(r)`, in the order they were appended (a removal moves
/// the row's last term into the gap).
///
/// A row that outgrows its room moves to the end of the arrays with twice the room; the
/// room it leaves is not reused (at most as much again as the rows' final room).
struct RowTermStore {
    private(set) var variables: [Int32] = []
    private(set) var coefficients: [Double] = []
    /// Per row: where its terms start, how many there are, and how many fit there.
    private var starts: [Int] = []
    private var counts: [Int32] = []
    private var capacities: [Int32] = []

    /// Room for `rows` rows and `terms` terms in all.
    mutating func reserveCapacity(rows: Int, terms: Int) {
        starts.reserveCapacity(rows)
        counts.reserveCapacity(rows)
        capacities.reserveCapacity(rows)
        variables.reserveCapacity(terms)
        coefficients.reserveCapacity(terms)
    }

    /// How many rows there are.
    var rowCount: Int { starts.count }

    /// Adds an empty row with room for `capacity` terms and returns its index.
    mutating func addRow(capacity: Int) -> Int {
        starts.append(variables.count)
        counts.append(0)
        capacities.append(Int32(clamping: capacity))
        let room = Int(capacities[capacities.count - 1])
        variables.append(contentsOf: repeatElement(0, count: room))
        coefficients.append(contentsOf: repeatElement(0, count: room))
        return starts.count - 1
    }

    /// Where row `r`'s terms start in ``variables`` and ``coefficients``.
    func start(_ r: Int) -> Int { starts[r] }

    /// How many terms row `r` has.
    func count(_ r: Int) -> Int { Int(counts[r]) }

    /// The variable of row `r`'s term `k`.
    func variable(_ k: Int, of r: Int) -> Int32 { variables[starts[r] + k] }

    /// The coefficient of row `r`'s term `k`.
    func coefficient(_ k: Int, of r: Int) -> Double { coefficients[starts[r] + k] }

    /// The position of `v` among row `r`'s terms (the first), or nil; a scan of the row.
    func scan(for v: Int32, in r: Int) -> Int? {
        let start = starts[r]
        for k in 0..<Int(counts[r]) where variables[start + k] == v { return k }
        return nil
    }

    /// Sets the coefficient of row `r`'s term `k`.
    mutating func setCoefficient(_ coefficient: Double, at k: Int, of r: Int) {
        coefficients[starts[r] + k] = coefficient
    }

    /// Appends `coefficient * x[variable]` to row `r` (moving the row when it is full).
    mutating func append(_ variable: Int32, _ coefficient: Double, to r: Int) {
        if counts[r] == capacities[r] { grow(r) }
        let at = starts[r] + Int(counts[r])
        variables[at] = variable
        coefficients[at] = coefficient
        counts[r] += 1
    }

    /// Removes row `r`'s term `k`: the row's last term takes its place.
    mutating func remove(at k: Int, of r: Int) {
        let start = starts[r]
        let last = Int(counts[r]) - 1
        if k != last {
            variables[start + k] = variables[start + last]
            coefficients[start + k] = coefficients[start + last]
        }
        counts[r] -= 1
    }

    /// Doubles row `r`'s room (at least four terms): in place when the row is the last in
    /// the arrays, else by moving it to their end.
    private mutating func grow(_ r: Int) {
        let old = Int(capacities[r])
        let room = max(4, 2 * old)
        let start = starts[r]
        if start + old != variables.count {
            starts[r] = variables.count
            for k in 0..<Int(counts[r]) {
                variables.append(variables[start + k])
                coefficients.append(coefficients[start + k])
            }
            let padding = room - Int(counts[r])
            variables.append(contentsOf: repeatElement(0, count: padding))
            coefficients.append(contentsOf: repeatElement(0, count: padding))
        } else {
            variables.append(contentsOf: repeatElement(0, count: room - old))
            coefficients.append(contentsOf: repeatElement(0, count: room - old))
        }
        capacities[r] = Int32(clamping: room)
    }
}
