// The reductions: empty rows, fixed variables, equalities that define a variable, and
// two-variable equalities (`x = a * y + c`), applied until none is left.

extension Presolve {
    /// Looks at queued rows until none can be reduced (or a conflict is found).
    mutating func reduce() {
        while let r = queue.popLast() {
            rows[Int(r)].isQueued = false
            examine(r)
            if isInfeasible { return }
        }
    }

    /// Reduces row `r` if one of the rules applies.
    mutating func examine(_ r: Int32) {
        let row = rows[Int(r)]
        guard row.isLive else { return }
        let i = Int(r)
        let n = termCount(i)
        if n == 0 {
            if row.strength.isRequired {
                plan.emptyRequiredRows.append(r)
                if !Self.holds(row.constant, row.relation) { isInfeasible = true }
            }
            removeRow(r)
            return
        }
        guard row.strength.isRequired, row.relation == .equal else { return }
        if n == 1 {
            eliminate(variable(0, of: i), with: r)  // a fixed variable
            return
        }
        if n > Self.substitutionLength {
            examineLong(r)
            return
        }
        // A variable in this row only: the row defines it, and nothing else changes.
        var single: Int32 = -1
        var singleMagnitude = 0.0
        var largest = 0.0
        for k in 0..<n {
            let v = variable(k, of: i)
            let magnitude = abs(coefficient(k, of: i))
            largest = max(largest, magnitude)
            if counts[Int(v)] == 1 && magnitude > singleMagnitude {
                single = v
                singleMagnitude = magnitude
            }
        }
        // Pivots far smaller than the row's largest coefficient would magnify rounding.
        let pivotFloor = largest * Tolerance.Presolve.pivotShare
        if single >= 0 && singleMagnitude >= pivotFloor {
            eliminate(single, with: r)
            return
        }
        if n == 2 {
            // `a x + b y + c == 0`: substitute the variable in fewer rows.
            let (x, y) = (variable(0, of: i), variable(1, of: i))
            var pick = counts[Int(x)] <= counts[Int(y)] ? 0 : 1
            if abs(coefficient(pick, of: i)) < pivotFloor { pick = 1 - pick }
            eliminate(variable(pick, of: i), with: r)
            return
        }
        // A variable in one other row: substitute it there, when this row is short, no
        // longer than the other, or the other is not a required equality (so never copied
        // itself). The shorter of two equalities is the one copied, so a chain of rows
        // merges in about n log n term copies, never n^2.
        for k in 0..<n {
            let v = variable(k, of: i)
            guard counts[Int(v)] == 2 && abs(coefficient(k, of: i)) >= pivotFloor else { continue }
            if n > Self.substitutionLength {
                guard let other = liveRow(of: v, besides: r),
                    termCount(Int(other)) >= n || rows[Int(other)].relation != .equal
                        || !rows[Int(other)].strength.isRequired
                else { continue }
            }
            eliminate(v, with: r)
            return
        }
    }

    /// ``examine(_:)`` for a required equality longer than ``substitutionLength``, with the
    /// same outcome, looking only at the variables in at most two rows (the row's watch
    /// list) rather than every term: a row that absorbs a chain one short row at a time is
    /// looked at after each, and a full scan each time would cost the square of its length.
    ///
    /// The rules, as for short rows: the variable in this row only with the largest
    /// coefficient (the first such), when that coefficient is at least 1e-3 of the row's
    /// largest; else the first variable (in row order) in one other row, with such a
    /// coefficient, whose other row is no shorter or is not a required equality.
    mutating func examineLong(_ r: Int32) {
        let i = Int(r)
        let n = termCount(i)
        variableStampValue &+= 1
        var kept: [Int32] = []
        var singles: [(position: Int, magnitude: Double)] = []
        var pairs: [(position: Int, variable: Int32)] = []
        // The row's own terms the first time (copied: the loop reads positions as it goes).
        let long = longRow(i)
        let candidates = longRows[long].watch ?? (0..<n).map { variable($0, of: i) }
        for v in candidates {
            let c = Int(v)
            guard counts[c] <= 2, variableStamp[c] != variableStampValue, let k = position(of: v, in: i)
            else {
                continue
            }
            variableStamp[c] = variableStampValue
            kept.append(v)
            if counts[c] == 1 {
                singles.append((k, abs(coefficient(k, of: i))))
            } else {
                pairs.append((k, v))
            }
        }
        longRows[long].watch = kept
        if singles.isEmpty && pairs.isEmpty { return }
        // The exact largest magnitude only when the bound does not settle a pivot.
        var largest: Double?
        func passes(_ magnitude: Double) -> Bool {
            if magnitude >= rows[i].largestBound * Tolerance.Presolve.pivotShare { return true }
            if largest == nil {
                var exact = 0.0
                for k in 0..<termCount(i) { exact = max(exact, abs(coefficient(k, of: i))) }
                largest = exact
                rows[i].largestBound = exact
            }
            return magnitude >= (largest ?? 0) * Tolerance.Presolve.pivotShare
        }
        if var best = singles.first {
            for s in singles.dropFirst()
            where s.magnitude > best.magnitude
                || (s.magnitude == best.magnitude && s.position < best.position)
            {
                best = s
            }
            if passes(best.magnitude) {
                eliminate(variable(best.position, of: i), with: r)
                return
            }
        }
        pairs.sort { $0.position < $1.position }
        for (k, v) in pairs {
            guard let other = liveRow(of: v, besides: r),
                termCount(Int(other)) >= n || rows[Int(other)].relation != .equal
                    || !rows[Int(other)].strength.isRequired,
                passes(abs(coefficient(k, of: i)))
            else { continue }
            eliminate(v, with: r)
            return
        }
    }

    /// Whether `constant REL 0` holds.
    static func holds(_ constant: Double, _ relation: Relation) -> Bool {
        switch relation {
        case .equal: return abs(constant) <= Tolerance.Presolve.feasibility
        case .lessThanOrEqual: return constant <= Tolerance.Presolve.feasibility
        case .greaterThanOrEqual: return constant >= -Tolerance.Presolve.feasibility
        }
    }
}
