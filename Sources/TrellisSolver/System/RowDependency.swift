/// Whether a set of rows that cannot hold together is irreducible, decided by linear
/// algebra on the rows' coefficients instead of one feasibility solve per member.
///
/// Rows `a_i x REL b_i` that cannot hold together have a Farkas certificate: multipliers
/// `y` (of the right signs) with `yᵀA = 0` and `yᵀb` of the wrong sign. Every certificate
/// of a subset is also a vector of the left null space of `A`. So when that null space is
/// one-dimensional and its vector has no zero entry, no proper subset has a certificate:
/// every proper subset can hold, and the set is irreducible (Gleeson and Ryan's
/// correspondence between irreducible infeasible subsets and the supports of the
/// certificates that are vertices).
///
/// The test eliminates the rows in order (sparse Gaussian elimination, each new row
/// reduced by the pivots before it, the pivot chosen among its large cells by how few
/// rows still to come hold it) and records the multipliers of each reduction; a row that reduces
/// to zero is a dependency, and its multipliers, propagated back, are the null vector.
///
/// The answer is conservative: any doubt (a second dependency, a multiplier that is
/// roundoff-sized against the largest, none at all) is `false`, and the caller then
/// filters member by member.
/// ```swift
/// // x >= 1, y >= 1, x + y <= 1: one dependency (x + y - (x + y) = 0), every row in it.
/// print(RowDependency.isSingleFullDependency([[(0, 1)], [(1, 1)], [(0, 1), (1, 1)]]))   // true
/// ```
/// - Complexity: O(cells after fill-in) with a heap over the pivots; for a chain, linear.
package enum RowDependency {

    /// Whether `rows` (each a list of `(column, coefficient)`) have exactly one linear
    /// dependency, with every row in it.
    package static func isSingleFullDependency(_ rows: [[(column: Int, value: Double)]]) -> Bool {
        guard let (elimination, dependent) = eliminate(rows), dependent.count == 1 else { return false }
        let y = elimination.nullVector(dependent[0], rows: rows.count)
        let largest = y.reduce(0) { max($0, abs($1)) }
        guard largest > 0, largest.isFinite else { return false }
        return y.allSatisfy { abs($0) > Tolerance.Dependency.support * largest }
    }

    /// Whether `rows` are linearly independent, clearly (no cell in doubt): then rows of
    /// any relations can hold together, since the equations alone have a solution.
    package static func areIndependent(_ rows: [[(column: Int, value: Double)]]) -> Bool {
        guard let (_, dependent) = eliminate(rows) else { return false }
        return dependent.isEmpty
    }

    /// What one dependency among rows says about whether they can hold together.
    package enum Verdict {
        /// They hold together (exactly, up to roundoff in the elimination).
        case holds
        /// They cannot, and no proper subset of them is a conflict.
        case irreducibleConflict
    }

    /// Whether rows `sum(a * x) + constant REL 0` hold together, decided by rank alone when
    /// that can decide it, else nil.
    ///
    /// Independent rows hold. With exactly one dependency `y`, the rows conflict exactly
    /// when `y` or `-y` is a Farkas certificate: multipliers of `>=` rows non-negative, of
    /// `<=` rows non-positive, and `sum(y * constant)` negative (every certificate of a
    /// subset lies in the same one-dimensional null space). Then, with no zero multiplier,
    /// the conflict is irreducible; with none of the two signs a certificate, the rows hold
    /// (whatever a tableau that took two nearly parallel rows for parallel says).
    /// - Complexity: one elimination.
    package static func verdict(
        _ rows: [[(column: Int, value: Double)]], relations: [Relation], constants: [Double]
    ) -> Verdict? {
        guard let (elimination, dependent) = eliminate(rows) else { return nil }
        if dependent.isEmpty { return .holds }
        guard dependent.count == 1 else { return nil }
        let y = elimination.nullVector(dependent[0], rows: rows.count)
        let largest = y.reduce(0) { max($0, abs($1)) }
        guard largest > 0, largest.isFinite else { return nil }
        let full = y.allSatisfy { abs($0) > Tolerance.Dependency.support * largest }
        for orientation in [1.0, -1.0] {
            var signsHold = true
            var sum = 0.0
            var size = 0.0
            for i in y.indices {
                let z = abs(y[i]) > Tolerance.Dependency.signFloor * largest ? orientation * y[i] : 0
                switch relations[i] {
                case .greaterThanOrEqual: if z < 0 { signsHold = false }
                case .lessThanOrEqual: if z > 0 { signsHold = false }
                case .equal: break
                }
                sum += z * constants[i]
                size += abs(z * constants[i])
            }
            guard signsHold else { continue }
            if abs(sum) <= Tolerance.Dependency.boundary * size { return nil }  // on the boundary: in doubt
            if sum < 0 { return full ? .irreducibleConflict : nil }
        }
        return .holds
    }

    /// The elimination of `rows` in order and the rows that reduced to zero (with the
    /// stored rows their reduction used), or nil when a rank decision was in doubt.
    static func eliminate(_ rows: [[(column: Int, value: Double)]])
        -> (Elimination, [(row: Int, uses: [(Int, Double)])])?
    {
        var columns = 0
        for row in rows {
            for (column, _) in row {
                guard column >= 0 else { return nil }
                columns = max(columns, column + 1)
            }
        }
        var elimination = Elimination(columns: columns)
        for row in rows {
            for (column, value) in row where value != 0 { elimination.ahead[column] += 1 }
        }
        var dependent: [(row: Int, uses: [(Int, Double)])] = []
        for (index, row) in rows.enumerated() {
            switch elimination.reduce(row, origin: index) {
            case .pivot: continue
            case .dependent(let uses): dependent.append((index, uses))
            case .unstable: return nil
            }
        }
        return (elimination, dependent)
    }

    /// The elimination's state: the stored (pivot) rows in the order they were made.
    struct Elimination {
        struct Stored {
            /// The row's index in the input.
            var origin: Int
            var pivot: Int
            /// The pivot's coefficient in the reduced row, before the division.
            var pivotValue: Double
            /// The reduced row, divided by its pivot's coefficient (the pivot's cell is 1).
            var cells: [(column: Int, value: Double)]
            /// The stored rows subtracted while reducing it, and by how much, divided by
            /// ``pivotValue``: `stored = input / pivotValue - sum(uses * stored rows)`.
            var uses: [(Int, Double)]
        }

        enum Outcome {
            case pivot
            case dependent([(Int, Double)])
            case unstable
        }

        var stored: [Stored] = []

        /// The multipliers `y` (over the input rows) of the dependency of input row `row`,
        /// whose reduction subtracted `uses`: `sum(y[i] * row_i) = 0`, `y[row] = -1`.
        /// Each stored row is `input / pivotValue - sum(uses * stored rows)`; from the last
        /// stored row down to the first, its weight moves to its input row and its uses.
        func nullVector(_ dependent: (row: Int, uses: [(Int, Double)]), rows: Int) -> [Double] {
            var weight = [Double](repeating: 0, count: stored.count)
            for (s, factor) in dependent.uses { weight[s] += factor }
            var y = [Double](repeating: 0, count: rows)
            y[dependent.row] = -1
            for s in stride(from: stored.count - 1, through: 0, by: -1) where weight[s] != 0 {
                y[stored[s].origin] += weight[s] / stored[s].pivotValue
                for (t, factor) in stored[s].uses { weight[t] -= weight[s] * factor }
            }
            return y
        }

        /// Per column, the stored row it is the pivot of, or -1.
        var pivotOf: [Int]
        /// Per column, in how many rows not yet reduced it appears: a pivot that no later
        /// row holds never has to be eliminated again, so fill-in stays where it is (on a
        /// chain, pivoting on each new position instead would drag every earlier width
        /// into every later row: quadratic).
        var ahead: [Int]
        /// The row being reduced, dense, with the columns it touched; and per column the
        /// largest magnitude that went into it, what a cell left there is measured against
        /// (the columns of a badly scaled row differ by 1e10).
        var work: [Double]
        var scale: [Double]
        var touched: [Int] = []
        var inRow: [Bool]

        init(columns: Int) {
            pivotOf = Array(repeating: -1, count: columns)
            ahead = Array(repeating: 0, count: columns)
            work = Array(repeating: 0, count: columns)
            scale = Array(repeating: 0, count: columns)
            inRow = Array(repeating: false, count: columns)
        }

        private mutating func touch(_ column: Int) {
            if !inRow[column] {
                inRow[column] = true
                touched.append(column)
            }
        }

        private mutating func clearRow() {
            for column in touched {
                work[column] = 0
                scale[column] = 0
                inRow[column] = false
            }
            touched.removeAll(keepingCapacity: true)
        }

        mutating func reduce(_ input: [(column: Int, value: Double)], origin: Int) -> Outcome {
            defer { clearRow() }
            var heap = MinHeap()
            for (column, value) in input where value != 0 {
                guard value.isFinite else { return .unstable }
                ahead[column] -= 1
                touch(column)
                work[column] += value
                scale[column] = max(scale[column], abs(value))
            }
            for column in touched where pivotOf[column] >= 0 { heap.push(pivotOf[column]) }
            var uses: [(Int, Double)] = []
            while let s = heap.pop() {
                let pivot = stored[s].pivot
                let factor = work[pivot]
                guard factor != 0 else { continue }
                uses.append((s, factor))
                work[pivot] = 0
                for (column, value) in stored[s].cells where column != pivot {
                    let change = -factor * value
                    guard change.isFinite else { return .unstable }
                    touch(column)
                    let old = work[column]
                    let new = old + change
                    scale[column] = max(scale[column], abs(change))
                    if abs(new) <= Tolerance.Dependency.cancellation * max(abs(old), abs(change)) {
                        work[column] = 0
                    } else {
                        if old == 0, pivotOf[column] >= 0 { heap.push(pivotOf[column]) }
                        work[column] = new
                    }
                }
            }
            // A cell is clear when it is well above what went into its column; a row with
            // no clear cell is a dependency when nothing is left, else in doubt.
            var left = false
            var largest = 0.0
            for column in touched where work[column] != 0 {
                left = true
                if abs(work[column]) > Tolerance.Dependency.doubt * scale[column] {
                    largest = max(largest, abs(work[column]))
                }
            }
            if !left { return .dependent(uses) }
            guard largest > 0 else { return .unstable }
            var best = -1
            var fewest = Int.max
            for column in touched where work[column] != 0 {
                let value = work[column]
                guard abs(value) > Tolerance.Dependency.doubt * scale[column],
                    abs(value) >= Tolerance.Dependency.pivotThreshold * largest
                else {
                    continue
                }
                if ahead[column] < fewest || (ahead[column] == fewest && column < best) {
                    best = column
                    fewest = ahead[column]
                }
            }
            guard best >= 0 else { return .unstable }
            let pivotValue = work[best]
            var cells: [(column: Int, value: Double)] = []
            for column in touched where work[column] != 0 {
                cells.append((column, work[column] / pivotValue))
            }
            pivotOf[best] = stored.count
            stored.append(
                Stored(
                    origin: origin, pivot: best, pivotValue: pivotValue, cells: cells,
                    uses: uses.map { ($0.0, $0.1 / pivotValue) }))
            return .pivot
        }
    }

    /// A binary min-heap of stored-row indices; a repeated index is popped once per push
    /// (the reduction skips a pivot already gone).
    struct MinHeap {
        var items: [Int] = []

        mutating func push(_ value: Int) {
            items.append(value)
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard items[child] < items[parent] else { break }
                items.swapAt(child, parent)
                child = parent
            }
        }

        mutating func pop() -> Int? {
            guard let top = items.first else { return nil }
            let last = items.removeLast()
            if items.isEmpty { return top }
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < items.count && items[left] < items[smallest] { smallest = left }
                if right < items.count && items[right] < items[smallest] { smallest = right }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
            return top
        }
    }
}
