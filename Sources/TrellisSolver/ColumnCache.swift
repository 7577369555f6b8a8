/// One symbol's column coefficients, remembered while the tableau's cells do not change.
///
/// ``Tableau/columns`` lists the rows holding a symbol but not its coefficients there;
/// a constant change (a suggestion, most often) needs both. The cache holds them in the
/// order of the column list, stamped with ``Tableau/version``: a suggestion that does
/// not pivot leaves the next one a valid cache, so it reads no row's cells at all.
struct ColumnCache {
    /// The ``Tableau/version`` the coefficients were read at (`.max`: never).
    var version: UInt = .max
    /// `coefficients[i]` is the symbol's coefficient in row `columns[symbol][i]`.
    var coefficients: [Double] = []
}

extension Tableau {
    /// Makes `columnCaches[symbol]` hold the coefficients of `symbol` in the rows of
    /// `columns[symbol]`, in that order, re-reading them when the cells changed since.
    /// - Complexity: O(1) when fresh, else O(rows holding `symbol` * log(cells per row)).
    mutating func refreshColumnCache(_ symbol: Int32) {
        let s = Int(symbol)
        if columnCaches[s].version == version { return }
        var coefficients: [Double] = []
        swap(&coefficients, &columnCaches[s].coefficients)
        coefficients.removeAll(keepingCapacity: true)
        for slot in columns[s] { coefficients.append(rows[Int(slot)].coefficient(of: symbol)) }
        columnCaches[s] = ColumnCache(version: version, coefficients: coefficients)
    }
}
