/// Bounds of an LP row or column, as GLPK knows them (`GLP_FR`, `GLP_LO`, `GLP_UP`,
/// `GLP_DB`, `GLP_FX`), without naming GLPK.
enum LPBounds: Equatable, Sendable {
    case free
    case lower(Double)
    case upper(Double)
    case range(Double, Double)
    case fixed(Double)
}

/// A linear program in Swift values: columns with bounds and costs (minimised), rows with
/// bounds, and a sparse matrix with at most one entry per (row, column). Indices are
/// 0-based here; ``GLPKProblem`` shifts them to GLPK's 1-based ones.
///
/// Built and checked entirely in Swift, so GLPK only ever sees well-formed input.
struct LPModel: Sendable {
    var columnBounds: [LPBounds] = []
    var costs: [Double] = []
    var rowBounds: [LPBounds] = []
    /// The matrix as triplets: `entryRows[k]`, `entryColumns[k]`, `entryValues[k]`.
    var entryRows: [Int32] = []
    var entryColumns: [Int32] = []
    var entryValues: [Double] = []

    var rowCount: Int { rowBounds.count }
    var columnCount: Int { columnBounds.count }
    var entryCount: Int { entryValues.count }

    /// Appends a column and returns its index.
    mutating func addColumn(_ bounds: LPBounds, cost: Double = 0) -> Int {
        columnBounds.append(bounds)
        costs.append(cost)
        return columnBounds.count - 1
    }

    /// Appends a row and returns its index.
    mutating func addRow(_ bounds: LPBounds) -> Int {
        rowBounds.append(bounds)
        return rowBounds.count - 1
    }

    /// Appends one matrix entry; the caller guarantees (row, column) is new.
    mutating func addEntry(row: Int, column: Int, value: Double) {
        entryRows.append(Int32(truncatingIfNeeded: row))
        entryColumns.append(Int32(truncatingIfNeeded: column))
        entryValues.append(value)
    }

    /// Checks what GLPK would abort on: sizes that fit `Int32`, indices in range, no
    /// duplicate entries, finite numbers, ordered range bounds.
    ///
    /// - Complexity: O(rows + columns + entries).
    func validate() throws(GLPKFailure) {
        let limit = Int(Int32.max) - 1
        guard rowCount <= limit, columnCount <= limit, entryCount <= limit else {
            throw .invalidModel("the problem is too large for GLPK's 32-bit indices")
        }
        for (j, b) in columnBounds.enumerated() where !b.isWellFormed {
            throw .invalidModel("column \(j + 1): bad bounds \(b)")
        }
        for (i, b) in rowBounds.enumerated() where !b.isWellFormed {
            throw .invalidModel("row \(i + 1): bad bounds \(b)")
        }
        for (j, c) in costs.enumerated() where !c.isFinite {
            throw .invalidModel("column \(j + 1): non-finite cost")
        }
        // Duplicate detection in O(entries): bucket entries by row (a counting sort), then
        // mark the columns seen in the current row.
        var rowStart = [Int](repeating: 0, count: rowCount + 1)
        for k in 0..<entryCount {
            let i = Int(entryRows[k])
            let j = Int(entryColumns[k])
            guard i >= 0, i < rowCount, j >= 0, j < columnCount else {
                throw .invalidModel("entry \(k + 1): index (\(i + 1), \(j + 1)) out of range")
            }
            if !entryValues[k].isFinite { throw .invalidModel("entry (\(i + 1), \(j + 1)): non-finite") }
            rowStart[i + 1] += 1
        }
        for i in 0..<rowCount { rowStart[i + 1] += rowStart[i] }
        var next = rowStart
        var byRow = [Int32](repeating: 0, count: entryCount)
        for k in 0..<entryCount {
            let i = Int(entryRows[k])
            byRow[next[i]] = entryColumns[k]
            next[i] += 1
        }
        var lastRowOfColumn = [Int](repeating: -1, count: columnCount)
        for i in 0..<rowCount {
            for k in rowStart[i]..<rowStart[i + 1] {
                let j = Int(byRow[k])
                if lastRowOfColumn[j] == i { throw .invalidModel("duplicate entry (\(i + 1), \(j + 1))") }
                lastRowOfColumn[j] = i
            }
        }
    }
}

extension LPBounds {
    /// Finite numbers, and `lower <= upper` for a range.
    var isWellFormed: Bool {
        switch self {
        case .free: return true
        case .lower(let v), .upper(let v), .fixed(let v): return v.isFinite
        case .range(let l, let u): return l.isFinite && u.isFinite && l <= u
        }
    }
}
