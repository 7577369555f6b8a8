/// A variable known to the solver: its symbol and how many constraints use it.
struct VariableRecord {
    let variable: Variable
    let symbol: Int32
    var references: Int
    /// The variable's storage, for writing values without touching the object.
    let storage: UnsafeMutablePointer<VariableStorage>
    /// The slot of its edit constraint, or `-1`.
    var edit: Int32 = -1
    /// For an edit variable, what a suggestion needs without touching the constraint
    /// record (whose references would be retained): the edit's marker (its `errorPlus`,
    /// coefficient -1), its weight and the value suggested last.
    var editMarker: Int32 = -1
    var editWeight: Double = 0
    var suggested: Double = 0
}

/// A constraint (or edit) in the solver and the symbols that encode it.
///
/// The constraint `expression REL 0` enters the tableau as the equation
/// `expression + markerCoefficient * marker + otherCoefficient * other = 0`:
/// - required `<=`: `+1 * slack`; required `>=`: `-1 * slack`; required `==`: `+1 * dummy`;
/// - non-required `<=`: `+1 * slack - 1 * error`; `>=`: `-1 * slack + 1 * error`;
/// - non-required `==`: `-1 * errorPlus + 1 * errorMinus` (marker `errorPlus`).
/// The errors appear in the objective with the constraint's weight.
struct ConstraintRecord {
    let constraint: Constraint
    var marker: Int32
    var other: Int32
    var markerCoefficient: Double
    /// The weight, `.infinity` when required.
    var weight: Double
    /// The variable when this is the hidden constraint of an edit variable.
    var editVariable: Variable?
    /// The expression's constant as the tableau holds it (for an edit, the constant it
    /// was added with: its current one is `-suggested` in the ``VariableRecord``).
    var constant: Double

    var isRequired: Bool { weight == .infinity }
}

/// Everything a ``Solver`` holds, as one value: a copy is a snapshot to restore.
struct SolverState {
    /// Identifies the owning solver in variables' slot caches.
    let token: UInt
    var tableau = Tableau()
    /// Variables by record index (dense; removal swaps the last one in).
    var variables: [VariableRecord] = []
    var variableIndex = IdentityTable()
    /// Constraint records by slot (`nil` for a free slot).
    var constraints: [ConstraintRecord?] = []
    var freeConstraintSlots: [Int32] = []
    var constraintIndex = IdentityTable()
    /// Non-required constraints added one at a time and not yet in the tableau, in the
    /// order added (see ``Solver/flushPending()``), and their indices in that list.
    var pending: [Constraint] = []
    var pendingIndex = IdentityTable()

    func isEditConstraint(_ slot: Int32) -> Bool {
        constraints[Int(slot)]?.editVariable != nil
    }

    /// The record at `slot` (which must be live).
    func record(_ slot: Int32) -> ConstraintRecord? { constraints[Int(slot)] }

    // MARK: Variables

    init(token: UInt) {
        self.token = token
    }

    /// The record index of `variable`, through its slot cache when it is ours.
    @inline(__always)
    func index(of variable: Variable) -> Int32? {
        let cache = variable.storage.pointee
        if cache.owner == token && cache.index >= 0 && Int(cache.index) < variables.count
            && variables[Int(cache.index)].variable === variable
        {
            return cache.index
        }
        guard let index = variableIndex[ObjectIdentifier(variable)] else { return nil }
        variable.storage.pointee.owner = token
        variable.storage.pointee.index = index
        return index
    }

    /// The record index of `variable`, registering it (with no references yet) if new.
    mutating func register(_ variable: Variable) -> Int32 {
        if let index = index(of: variable) { return index }
        let symbol = tableau.makeSymbol(.external)
        let index = Int32(variables.count)
        variables.append(
            VariableRecord(variable: variable, symbol: symbol, references: 0, storage: variable.storage))
        variableIndex[ObjectIdentifier(variable)] = index
        tableau.owners[Int(symbol)] = index
        variable.storage.pointee.owner = token
        variable.storage.pointee.index = index
        return index
    }

    /// Writes every variable's value from the tableau.
    ///
    /// `mutating` though it changes nothing: called on the solver's state, a non-mutating
    /// method that is not inlined gets a copy of the whole state (a retain of every array).
    mutating func writeValues() {
        if tableau.linking.count != 0 {
            let linked = tableau.linkedRowValues()
            for record in variables {
                record.storage.pointee.value = tableau.value(of: record.symbol, linked: linked)
            }
            return
        }
        variables.withUnsafeBufferPointer { records in
            tableau.rowOf.withUnsafeBufferPointer { rowOf in
                tableau.rows.withUnsafeBufferPointer { rows in
                    for i in records.indices {
                        let slot = Int(rowOf[Int(records[i].symbol)])
                        records[i].storage.pointee.value = slot >= 0 ? rows[slot].constant : 0
                    }
                }
            }
        }
    }

    /// Drops one reference to `variable`; at zero it leaves the solver.
    mutating func release(_ variable: Variable) {
        guard let index = index(of: variable) else { return }
        variables[Int(index)].references -= 1
        guard variables[Int(index)].references <= 0 else { return }
        let record = variables[Int(index)]
        tableau.releaseSymbol(record.symbol)
        variableIndex[ObjectIdentifier(variable)] = nil
        let last = variables.count - 1
        if Int(index) != last {
            let moved = variables[last]
            variables[Int(index)] = moved
            variableIndex[ObjectIdentifier(moved.variable)] = index
            tableau.owners[Int(moved.symbol)] = index
            if moved.storage.pointee.owner == token { moved.storage.pointee.index = index }
        }
        variables.removeLast()
    }

    // MARK: Constraint slots

    /// Stores `record` in a free slot or a new one and indexes it; the record is taken (moved
    /// into its slot last), so a caller's last use of a record hands it over without a copy.
    mutating func store(_ record: consuming ConstraintRecord) -> Int32 {
        let reused = freeConstraintSlots.isEmpty ? nil : freeConstraintSlots.popLast()
        let slot = reused ?? Int32(constraints.count)
        constraintIndex[ObjectIdentifier(record.constraint)] = slot
        tableau.owners[Int(record.marker)] = slot
        if record.other >= 0 { tableau.owners[Int(record.other)] = slot }
        if reused != nil {
            constraints[Int(slot)] = record
        } else {
            constraints.append(record)
        }
        return slot
    }

    mutating func unstore(_ slot: Int32) {
        guard let record = constraints[Int(slot)] else { return }
        constraintIndex[ObjectIdentifier(record.constraint)] = nil
        constraints[Int(slot)] = nil
        freeConstraintSlots.append(slot)
    }

    /// The required constraints in the solver (edits are never required).
    var requiredConstraints: [Constraint] {
        constraints.compactMap { $0?.isRequired == true ? $0?.constraint : nil }
    }
}
