/// The solver's current solution as a function of some constraints' constants, computed
/// without the solver, for as long as the solver's current basis stays feasible.
///
/// A constant enters the tableau through its constraint's marker column, so while no pivot
/// happens every row's constant, and so every variable's value, is an affine function of the
/// constraints' constants: `value = base + sum(factor * (constant - origin))`. Changing
/// constants never changes the reduced costs, so a basis that stays feasible stays optimal:
/// whenever ``evaluate(_:into:)-([Double],_)`` succeeds, the values are an optimal solution for those
/// constants, the basis's. A solver in that basis given one such change through
/// ``Solver/setConstant(of:to:)`` makes it without pivoting and reads the same values (up to
/// roundoff). When a slack or error would go negative (or a required equality's dummy leave 0)
/// the solver would pivot: ``evaluate(_:into:)-([Double],_)`` returns `false` and the caller asks the solver,
/// which may then be in another basis that ``Solver/constantMap(varying:reading:)`` can capture
/// too. Maps of different bases, and a solver given several changes one at a time (which may
/// pass through other bases on the way), can only disagree where the optimum is not unique
/// (some variable ``Solver/isAmbiguous(_:)``).
///
/// A map is a value: it does not follow later changes to the solver, and it can be shared
/// between threads.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let solver = Solver()
/// let floor = x >= 10, gap = y == x + 5
/// try solver.addConstraints([floor, gap, (x == 0).strength(.weak)])
/// let map = try solver.constantMap(varying: [floor, gap], reading: [x, y])
/// var values: [Double] = []
/// if map.evaluate([-40, -8], into: &values) { print(values) }   // [40, 48]
/// ```
public struct ConstantMap: Sendable {
    /// One term of an output or guard: `factor * (constants[input] - origin[input])`.
    struct Term: Sendable {
        var input: Int32
        var factor: Double
    }

    /// The constraints' constants when the map was taken.
    public let origin: [Double]
    /// The variables' values at ``origin``.
    public let base: [Double]
    /// Rows `0..<base.count` are the outputs, then the guards; row `r`'s terms are
    /// `terms[starts[r]..<starts[r + 1]]`.
    let starts: [Int32]
    let terms: [Term]
    /// Each guard's basic value at ``origin`` and whether it is a required equality's dummy
    /// (held at 0) rather than a slack or error (held at or above 0).
    let guardBase: [Double]
    let guardFixed: [Bool]

    /// The number of constraints whose constants are the inputs.
    public var inputCount: Int { origin.count }
    /// The number of variables read.
    public var outputCount: Int { base.count }
    /// The number of restricted basic symbols the inputs reach (checked on every evaluation).
    public var guardCount: Int { guardBase.count }

    /// Writes the variables' values for the constraints' `constants` (in the order the map
    /// was taken with) into `values[0..<outputCount]`, unless the basis the map was taken in is
    /// not feasible for them, or a constant is not finite or outside ``NumericPolicy``'s range:
    /// then it returns `false` and leaves `values` unspecified.
    ///
    // snippet: given let x = Variable("x"), solver = Solver(), floor = x >= 10
    // snippet: given try solver.addConstraint(floor)
    // snippet: given let map = try solver.constantMap(varying: [floor], reading: [x])
    // snippet: given let constants: [Double] = [-40]
    /// ```swift
    /// var values = [Double](repeating: 0, count: map.outputCount)
    /// let ok = constants.withUnsafeBufferPointer { c in
    ///     values.withUnsafeMutableBufferPointer { map.evaluate(c, into: $0) }
    /// }
    /// ```
    /// - Precondition: `constants.count >= inputCount` and `values.count >= outputCount`
    ///   (otherwise it returns `false`).
    /// - Complexity: O(terms), no allocation.
    public func evaluate(
        _ constants: UnsafeBufferPointer<Double>, into values: UnsafeMutableBufferPointer<Double>
    ) -> Bool {
        let inputs = origin.count
        let outputs = base.count
        guard constants.count >= inputs, values.count >= outputs else { return false }
        for k in 0..<inputs {
            let c = constants[k]
            if !(c.isFinite && abs(c) <= NumericPolicy.maximumMagnitude) { return false }
        }
        return origin.withUnsafeBufferPointer { origin in
            starts.withUnsafeBufferPointer { starts in
                terms.withUnsafeBufferPointer { terms in
                    for g in 0..<guardBase.count {
                        var value = guardBase[g]
                        for t in Int(starts[outputs + g])..<Int(starts[outputs + g + 1]) {
                            let i = Int(terms[t].input)
                            value += terms[t].factor * (constants[i] - origin[i])
                        }
                        // The solver's own test for a row the dual simplex must repair.
                        if guardFixed[g] ? !Tolerance.isZero(value) : value < -Tolerance.epsilon {
                            return false
                        }
                    }
                    base.withUnsafeBufferPointer { base in
                        for o in 0..<outputs {
                            var value = base[o]
                            for t in Int(starts[o])..<Int(starts[o + 1]) {
                                let i = Int(terms[t].input)
                                value += terms[t].factor * (constants[i] - origin[i])
                            }
                            values[o] = value
                        }
                    }
                    return true
                }
            }
        }
    }

    /// ``evaluate(_:into:)-([Double],_)`` on arrays: `values` is resized to ``outputCount`` when it is
    /// shorter (keep one array to avoid allocating on every call).
    ///
    // snippet: given let x = Variable("x"), solver = Solver(), floor = x >= 10
    // snippet: given try solver.addConstraint(floor)
    // snippet: given let map = try solver.constantMap(varying: [floor], reading: [x])
    /// ```swift
    /// var values: [Double] = []
    /// if map.evaluate([-40, -8], into: &values) { print(values) }
    /// ```
    public func evaluate(_ constants: [Double], into values: inout [Double]) -> Bool {
        if values.count < base.count { values = Array(repeating: 0, count: base.count) }
        return constants.withUnsafeBufferPointer { c in
            values.withUnsafeMutableBufferPointer { evaluate(c, into: $0) }
        }
    }
}

extension Solver {
    /// The current solution as a function of the constants of `constraints`, read for
    /// `variables`, valid while the current basis stays feasible (see ``ConstantMap``).
    ///
    /// Settles first (as every read does); it changes nothing else.
    // snippet: given let solver = Solver()
    // snippet: given let nameWidth = Variable("name.width") >= 80, bodyHeight = Variable("body.height") >= 20
    // snippet: given try solver.addConstraints([nameWidth, bodyHeight])
    // snippet: given let frameVariables = [Variable("name.width"), Variable("body.height")]
    /// ```swift
    /// let map = try solver.constantMap(varying: [nameWidth, bodyHeight], reading: frameVariables)
    /// ```
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for a constraint not in the solver (or
    ///   an edit's), ``SolverError/duplicateConstraint(_:)`` for one listed twice.
    ///   Variables the solver does not know read as their current `value`, which no constant
    ///   moves.
    /// - Complexity: O(rows holding the constraints' markers * log(cells per row)), plus the
    ///   variables.
    public func constantMap(varying constraints: [Constraint], reading variables: [Variable])
        throws(SolverError)
        -> ConstantMap
    {
        settle()
        // The map is read off solved-form rows: a copy with its linked rows expanded.
        var tableau = state.tableau
        tableau.materializeAll()
        let (origin, effects) = try constantEffects(of: constraints, in: tableau)
        // Outputs: each variable's row slot (or none: a non-basic variable reads 0, an unknown
        // one its own value).
        var base: [Double] = []
        base.reserveCapacity(variables.count)
        var outputsOfSlot: [Int32: [Int32]] = [:]
        for (o, variable) in variables.enumerated() {
            guard let index = state.index(of: variable) else {
                base.append(variable.value)
                continue
            }
            let symbol = state.variables[Int(index)].symbol
            let row = tableau.rowOf[Int(symbol)]
            base.append(row >= 0 ? tableau.rows[Int(row)].constant : 0)
            if row >= 0 { outputsOfSlot[row, default: []].append(Int32(o)) }
        }
        // Guards: every reached row whose basic symbol is restricted, in slot order.
        var guardSlots: [Int32] = []
        for list in effects {
            for (row, _) in list {
                let kind = tableau.kind(tableau.rows[Int(row)].basic)
                if kind.isRestricted { guardSlots.append(row) }
            }
        }
        guardSlots = Array(Set(guardSlots)).sorted()
        var guardOfSlot: [Int32: Int32] = [:]
        for (g, row) in guardSlots.enumerated() { guardOfSlot[row] = Int32(g) }
        let outputs = variables.count
        var rowTerms = [[ConstantMap.Term]](repeating: [], count: outputs + guardSlots.count)
        for (input, list) in effects.enumerated() {
            for (row, factor) in list {
                let term = ConstantMap.Term(input: Int32(input), factor: factor)
                for o in outputsOfSlot[row] ?? [] { rowTerms[Int(o)].append(term) }
                if let g = guardOfSlot[row] { rowTerms[outputs + Int(g)].append(term) }
            }
        }
        var starts: [Int32] = [0]
        var terms: [ConstantMap.Term] = []
        for list in rowTerms {
            terms += list
            starts.append(Int32(terms.count))
        }
        return ConstantMap(
            origin: origin, base: base, starts: starts, terms: terms,
            guardBase: guardSlots.map { tableau.rows[Int($0)].constant },
            guardFixed: guardSlots.map { tableau.kind(tableau.rows[Int($0)].basic) == .dummy })
    }

    /// Each constraint's constant today, and its effect on the rows it reaches: (row slot,
    /// factor per unit of the constant).
    private func constantEffects(of constraints: [Constraint], in tableau: Tableau) throws(SolverError)
        -> (origin: [Double], effects: [[(slot: Int32, factor: Double)]])
    {
        var origin: [Double] = []
        origin.reserveCapacity(constraints.count)
        var seen = Set<ObjectIdentifier>()
        var effects: [[(slot: Int32, factor: Double)]] = []
        for constraint in constraints {
            guard seen.insert(ObjectIdentifier(constraint)).inserted else {
                throw .duplicateConstraint(constraint)
            }
            guard let slot = state.constraintIndex[ObjectIdentifier(constraint)],
                let record = state.record(slot), record.editVariable == nil
            else { throw .unknownConstraint(constraint) }
            origin.append(record.constant)
            // As `Tableau.applyConstantChange`: with `d = change / k`, a row holding the marker
            // gains `a * d`, the marker's own row loses `d`.
            let marker = record.marker
            let k = record.markerCoefficient
            var list: [(slot: Int32, factor: Double)] = []
            let own = tableau.rowOf[Int(marker)]
            if own >= 0 {
                list.append((own, -1 / k))
            } else {
                tableau.forEachHolderCell(of: marker) { row, a in
                    if a != 0 { list.append((row, a / k)) }
                }
            }
            effects.append(list)
        }
        return (origin, effects)
    }
}
