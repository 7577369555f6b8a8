extension Solver {
    /// Whether the optimum leaves `variable`'s value undecided (another optimal solution
    /// moves it). Variables the solver does not know are ambiguous.
    ///
    /// The rule, on the current optimal tableau:
    /// - unknown to the solver: ambiguous;
    /// - non-basic (a parameter no row defines): ambiguous when its reduced cost is ~0 and
    ///   the ratio test lets it move a positive step in some direction;
    /// - basic, `x = c + sum(a_j * s_j)`: ambiguous when some non-dummy `s_j` with
    ///   `a_j != 0` has reduced cost ~0 (moving it costs nothing) and the ratio test lets
    ///   it move a positive step (a free `s_j` in either direction, a restricted one up).
    ///
    /// Each such move is another optimal solution with a different `x`, so `true` is
    /// always right. The limit: at a degenerate vertex where every single direction is
    /// blocked at step 0, a move along several non-basic symbols at once could still
    /// shift `x`; the rule then answers `false`. An exact answer needs two LPs
    /// (minimise and maximise `x` over the optimal face).
    // snippet: given let solver = Solver(), x = Variable("x"), y = Variable("y")
    /// ```swift
    /// try solver.addConstraint(x + y == 10)
    /// print(solver.isAmbiguous(x))   // true: (10, 0) and (0, 10) are both optimal
    /// ```
    public func isAmbiguous(_ variable: Variable) -> Bool {
        settle()
        let tableau = state.tableau
        let tolerance = Tableau.costTolerance(tableau.objective)
        return isAmbiguous(variable, in: tableau, scratch: &linkScratch) {
            tableau.canMoveFreely($0, tolerance: tolerance)
        }
    }

    /// The rule above, with `free` telling whether a non-basic symbol can move.
    /// A linked row is read in its solved form (`scratch` expands it).
    private func isAmbiguous(
        _ variable: Variable, in tableau: Tableau, scratch: inout LinkExpander, free: (Int32) -> Bool
    ) -> Bool {
        guard let index = state.variableIndex[ObjectIdentifier(variable)] else { return true }
        let symbol = state.variables[Int(index)].symbol
        let slot = tableau.rowOf[Int(symbol)]
        guard slot >= 0 else { return free(symbol) }
        if tableau.isLinked(slot) {
            return tableau.expansion(ofLinked: slot, using: &scratch).cells.contains { free($0.symbol) }
        }
        return tableau.rows[Int(slot)].cells.contains { free($0.symbol) }
    }

    /// ``isAmbiguous(_:)`` for each of `variables`, in one pass over the tableau: each
    /// symbol's freedom (its reduced cost and ratio test) is worked out once, however many
    /// rows it appears in, so asking about every variable of a large system costs about as
    /// much as reading its rows once.
    // snippet: given let solver = Solver(), x = Variable("x"), y = Variable("y")
    /// ```swift
    /// try solver.addConstraint(x + y == 10)
    /// print(solver.ambiguity(of: [x, y]))   // [true, true]
    /// ```
    /// - Complexity: O(cells of the variables' rows + symbols met * their column lengths);
    ///   linked rows' cells are read once however many of the variables' rows reach them.
    public func ambiguity(of variables: [Variable]) -> [Bool] {
        settle()
        let tableau = state.tableau
        let tolerance = Tableau.costTolerance(tableau.objective)
        // Per symbol: 0 not yet asked, 1 free, 2 blocked. On a large tableau the ratio tests
        // read the restricted rows gathered once (``Tableau/restrictedColumns()``).
        var freedom = [UInt8](repeating: 0, count: tableau.kinds.count)
        let restricted = tableau.columnIndex.isOn ? tableau.restrictedColumns() : nil
        func free(_ symbol: Int32) -> Bool {
            let s = Int(symbol)
            if freedom[s] == 0 {
                freedom[s] =
                    tableau.canMoveFreely(symbol, tolerance: tolerance, restricted: restricted) ? 1 : 2
            }
            return freedom[s] == 1
        }
        // The linked rows asked about are answered together where one pass over the rows
        // settles them (``Tableau/linkedFreedom(of:free:)``): one by one, each expansion
        // reads every row it links to again.
        var linkedSlots: [Int32] = []
        if tableau.linking.count != 0 {
            for variable in variables {
                guard let slot = basicSlot(of: variable, in: tableau), tableau.isLinked(slot) else {
                    continue
                }
                linkedSlots.append(slot)
            }
        }
        var scratch = LinkExpander()
        guard linkedSlots.count > 1 else {
            return variables.map { isAmbiguous($0, in: tableau, scratch: &scratch, free: free) }
        }
        let settled = tableau.linkedFreedom(of: linkedSlots, free: free)
        var next = 0
        return variables.map { variable in
            if let slot = basicSlot(of: variable, in: tableau), tableau.isLinked(slot) {
                next += 1
                if let answer = settled[next - 1] { return answer }
            }
            return isAmbiguous(variable, in: tableau, scratch: &scratch, free: free)
        }
    }

    /// The slot of the row `variable` is basic in, or nil when it is non-basic or unknown.
    private func basicSlot(of variable: Variable, in tableau: Tableau) -> Int32? {
        guard let index = state.variableIndex[ObjectIdentifier(variable)] else { return nil }
        let slot = tableau.rowOf[Int(state.variables[Int(index)].symbol)]
        return slot >= 0 ? slot : nil
    }

    /// A text dump of the tableau, for debugging and for checking that a failed call
    /// changed nothing.
    ///
    /// Lists the objective, each row as `basic = constant + a * symbol ...` (sorted by
    /// basic symbol), then the constraints with their markers and the edit variables.
    /// Symbols print as a kind letter and id (`x` external, `s` slack, `e` error,
    /// `d` dummy); externals add the variable's name.
    public func dump() -> String {
        settle()
        let tableau = state.tableau
        func name(_ symbol: Int32) -> String {
            let kind = tableau.kind(symbol)
            var text = "\(kind.prefix)\(symbol)"
            if kind == .external {
                let owner = tableau.owners[Int(symbol)]
                if owner >= 0 && Int(owner) < state.variables.count {
                    text += "[\(state.variables[Int(owner)].variable)]"
                }
            }
            return text
        }
        func render(_ row: Row) -> String {
            var text = "\(row.constant)"
            for cell in row.cells { text += " + \(cell.coefficient) * \(name(cell.symbol))" }
            return text
        }
        var lines = ["objective = " + render(tableau.objective)]
        let live = tableau.rows.filter { $0.basic >= 0 }.sorted { $0.basic < $1.basic }
        for row in live { lines.append("  \(name(row.basic)) = " + render(row)) }
        for (slot, record) in state.constraints.enumerated() {
            guard let record else { continue }
            var text =
                if let edit = record.editVariable {
                    "edit \(slot): \(edit) == \(suggestion(edit, record)) @\(Strength(record.weight))"
                } else {
                    "constraint \(slot): \(record.constraint)"
                }
            text += " marker \(name(record.marker))"
            if record.other >= 0 { text += " other \(name(record.other))" }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// The value last suggested for edit variable `edit`.
    private func suggestion(_ edit: Variable, _ record: ConstraintRecord) -> Double {
        guard let index = state.index(of: edit) else { return -record.constant }
        return state.variables[Int(index)].suggested
    }
}

extension Tableau {
    /// Whether non-basic `symbol` can move a positive step at zero cost: its reduced
    /// cost is ~0, it is not a dummy, and the ratio test does not block it at 0 (a free
    /// symbol in either direction, a restricted one upwards).
    /// `tolerance` is ``costTolerance(_:)`` of the objective (the caller works it out once);
    /// `restricted`, when given, is ``restrictedColumns()`` of this tableau (for many symbols).
    func canMoveFreely(_ symbol: Int32, tolerance: Double, restricted: RestrictedColumns? = nil) -> Bool {
        let kind = kinds[Int(symbol)]
        guard kind != .dummy, kind != .unused, !isBasic(symbol) else { return false }
        guard abs(objective.coefficient(of: symbol)) <= tolerance else { return false }
        let directions: [Double] = kind == .external ? [1, -1] : [1]
        for direction in directions {
            let leaving =
                if let restricted {
                    leavingRow(entering: symbol, direction: direction, in: restricted)
                } else {
                    leavingRow(entering: symbol, direction: direction)
                }
            guard let (_, ratio) = leaving else {
                return true
            }
            if ratio > Tolerance.epsilon { return true }
        }
        return false
    }
}

extension Solver {
    /// The simplex pivots this solver has done so far (for tests and instrumentation; not
    /// public API).
    var pivotCount: Int { state.tableau.counts.pivots }
}
