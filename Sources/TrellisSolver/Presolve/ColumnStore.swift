/// The rows each of presolve's variables appears in, every variable's list in one array
/// rather than an array per variable (a layout's variables are in two or three rows each, and
/// an array a variable cost an allocation, its growth and its release): variable `v`'s rows
/// are `entries[k]` for `k` from `start(v)` up to `start(v) + count(v)`, in the order they
/// were appended.
///
/// A list that outgrows its room moves to the end of the array with twice the room (at least
/// two); the room it leaves is not reused (at most as much again as the lists' final room).
/// Moving one list never moves another, so a caller may read `v`'s list by index while it
/// appends to other variables' lists.
struct ColumnStore {
    private(set) var entries: [Int32] = []
    /// Per variable: where its list starts, how many rows it holds, and how many fit there.
    private var starts: [Int]
    private var counts: [Int32]
    private var capacities: [Int32]
    /// Room for copies of lists (``takeScratch()``), kept between them.
    private var scratch: [Int32] = []

    /// `variableCount` empty lists.
    init(variableCount: Int) {
        starts = Array(repeating: 0, count: variableCount)
        counts = Array(repeating: 0, count: variableCount)
        capacities = Array(repeating: 0, count: variableCount)
    }

    /// Room for `n` rows in all before the array grows.
    mutating func reserveCapacity(_ n: Int) {
        entries.reserveCapacity(n)
    }

    /// How many variables there are.
    var variableCount: Int { starts.count }

    /// The variables' indices.
    var indices: Range<Int> { starts.indices }

    /// How many rows variable `v`'s list holds.
    func count(_ v: Int) -> Int { Int(counts[v]) }

    /// The row at position `k` of variable `v`'s list.
    func row(_ k: Int, of v: Int) -> Int32 { entries[starts[v] + k] }

    /// Appends row `r` to variable `v`'s list (moving the list when it is full).
    mutating func append(_ r: Int32, to v: Int) {
        if counts[v] == capacities[v] { grow(v) }
        entries[starts[v] + Int(counts[v])] = r
        counts[v] += 1
    }

    /// Puts row `r` at position `k` (below its count) of variable `v`'s list.
    mutating func set(_ r: Int32, at k: Int, of v: Int) {
        entries[starts[v] + k] = r
    }

    /// Keeps the first `n` rows of variable `v`'s list (`n` at most its count; 0 empties it,
    /// and its room stays).
    mutating func truncate(_ v: Int, to n: Int) {
        counts[v] = Int32(truncatingIfNeeded: n)
    }

    /// An empty array with the room of the last one handed back: for a copy of a list to read
    /// while the lists change. Hand it back with ``giveBack(_:)``.
    mutating func takeScratch() -> [Int32] {
        var list: [Int32] = []
        swap(&list, &scratch)
        list.removeAll(keepingCapacity: true)
        return list
    }

    /// Keeps `list`'s room for the next ``takeScratch()``.
    mutating func giveBack(_ list: [Int32]) {
        scratch = list
    }

    /// Doubles variable `v`'s room (at least two rows): in place when the list is the last
    /// in the array, else by moving it to the end.
    private mutating func grow(_ v: Int) {
        let old = Int(capacities[v])
        let room = max(2, 2 * old)
        let start = starts[v]
        if old > 0 && start + old == entries.count {
            entries.append(contentsOf: repeatElement(0, count: room - old))
        } else {
            starts[v] = entries.count
            for k in 0..<Int(counts[v]) { entries.append(entries[start + k]) }
            entries.append(contentsOf: repeatElement(0, count: room - Int(counts[v])))
        }
        capacities[v] = Int32(clamping: room)
    }
}
