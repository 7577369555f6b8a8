internal import TrellisSolver

/// The directions in which another optimum of an LP moves its columns: one for each
/// non-basic variable (row or column) that can move at no cost, over the columns that move
/// with it (itself, when it is a column, and the basic columns of its tableau column), read
/// from the optimal basis by ``GLPKProblem/movableColumns(_:reusing:)``.
///
/// A combination of columns is decided when it is orthogonal to every direction: what
/// makes `x + y` decided where `x` and `y` are not, one by one.
struct MoveDirections: Sendable, Equatable {
    /// The most entries kept over all directions; past it, none are kept (the combinations
    /// then get the safe answer from the columns' flags).
    static let limit = 1 << 20

    /// Per column: where its entries start in ``directionOf`` and ``values`` (one more
    /// than the columns).
    private var columnStarts: [Int32] = []
    /// Each entry's direction, and the column's move along it per unit of the direction.
    private var directionOf: [Int32] = []
    private var values: [Double] = []

    /// The directions `entries` lists as `(direction, column, value)`, over `columnCount`
    /// columns; nil past ``limit`` entries.
    init?(_ entries: [(direction: Int32, column: Int32, value: Double)], columnCount: Int) {
        guard entries.count <= Self.limit else { return nil }
        // No direction: nothing moves (and no index over the columns is needed).
        guard !entries.isEmpty else { return }
        var starts = [Int32](repeating: 0, count: columnCount + 1)
        for entry in entries {
            guard entry.column >= 0, Int(entry.column) < columnCount else { return nil }
            starts[Int(entry.column) + 1] += 1
        }
        for j in 0..<columnCount { starts[j + 1] += starts[j] }
        var next = starts
        directionOf = [Int32](repeating: 0, count: entries.count)
        values = [Double](repeating: 0, count: entries.count)
        for entry in entries {
            let at = Int(next[Int(entry.column)])
            next[Int(entry.column)] += 1
            directionOf[at] = entry.direction
            values[at] = entry.value
        }
        columnStarts = starts
    }

    /// Whether some direction changes `sum(coefficient * column)`: its product with the
    /// combination does not cancel (``CancellingSums``). With directions, a column out of
    /// range counts as moved.
    func moves(_ combination: [(column: Int, coefficient: Double)]) -> Bool {
        if directionOf.isEmpty { return false }
        var dots = CancellingSums()
        for (column, coefficient) in combination where coefficient != 0 {
            guard column >= 0, column + 1 < columnStarts.count else { return true }
            for e in Int(columnStarts[column])..<Int(columnStarts[column + 1]) {
                dots.add(directionOf[e], coefficient * values[e])
            }
        }
        return dots.containsNonZero { _ in true }
    }
}
