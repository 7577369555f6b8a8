extension Solver {
    /// What ``insert(_:strength:guarded:)`` decided about a new row before touching state.
    enum SubjectPlan {
        /// An external, or a new slack/error with a negative coefficient, can be basic.
        case direct
        /// Only dummies: `0 == 0`, a redundant required equality kept as a dummy row.
        case redundant
        /// A required row with no valid subject: phase 1 with an artificial variable.
        case phaseOne
    }

    /// Puts `constraint` into the tableau (without optimising the objective).
    ///
    /// The row is `expression` with every basic variable replaced by its row, plus the
    /// marker cells of ``ConstraintRecord``, negated if its constant is negative (so that a
    /// new restricted subject starts at a value `>= 0`). Its subject, the symbol that
    /// becomes basic, is the first external symbol, else a new slack or error with a
    /// negative coefficient, else (a required row) phase 1 decides.
    /// - Parameter guarded: the caller holds a snapshot and restores it on error.
    func insert(_ constraint: Constraint, strength: Strength, guarded: Bool) throws(SolverError) {
        // (The terms and the constant as the constraint holds them, without an `Expression`
        // made of them.)
        let constant = constraint.constant
        // 1. The row over the variables already known (no state change yet); a new
        //    variable is an external subject, so only rows without one may need phase 1.
        // The terms are read through a buffer: iterating them by value would retain and
        // release each term's variable, in each of the loops below.
        let terms = constraint.terms
        let (room, subjectTerms) = terms.withUnsafeBufferPointer(rowRoom)
        if subjectTerms > 0 && room > state.tableau.linking.limit
            && (linksAnyBasis || state.tableau.counts.nonbasicExternals == 0)
        {
            insertLinked(constraint, strength: strength, width: room)
            return
        }
        var row = Row(constant: constant)
        if !spareCells.isEmpty, let cells = spareCells.popLast() { row.cells = cells }
        row.cells.reserveCapacity(room)
        terms.withUnsafeBufferPointer { terms in
            for k in terms.indices {
                guard let index = state.index(of: terms[k].variable) else { continue }
                let symbol = state.variables[Int(index)].symbol
                state.tableau.addDefinition(
                    of: symbol, times: terms[k].coefficient, to: &row, scratch: &linkScratch)
            }
        }
        let plan =
            try strength.isRequired && subjectTerms == 0
            ? requiredPlan(for: row, constraint) : SubjectPlan.direct
        var record = ConstraintRecord(
            constraint: constraint, marker: -1, other: -1, markerCoefficient: 1,
            weight: strength.weight, editVariable: nil, constant: constant)
        if plan == .phaseOne {
            // Every variable is known and a required row touches no objective, so this
            // changes only the tableau (journaled, see ``insertWithoutSubject``): the
            // references and the record are committed once the row is in.
            try insertWithoutSubject(row, record: &record, constraint: constraint)
            for term in terms {
                if let index = state.index(of: term.variable) { state.variables[Int(index)].references += 1 }
            }
            _ = state.store(record)
            return
        }
        commitRow(&row, terms: terms, record: record, relation: constraint.relation, plan: plan)
    }

    /// How many cells the row of `terms` may hold once every definition is merged in
    /// (with room for the markers and some growth, so the merges and the substitutions
    /// that follow do not reallocate it), and how many of its terms are new variables that
    /// could be its subject.
    private func rowRoom(_ terms: UnsafeBufferPointer<Term>) -> (room: Int, subjectTerms: Int) {
        var room = 8
        var subjectTerms = 0
        for k in terms.indices {
            if let index = state.index(of: terms[k].variable) {
                room &+= state.tableau.definitionWidth(of: state.variables[Int(index)].symbol)
            } else {
                room &+= 1
                if !Tolerance.isNegligibleCell(terms[k].coefficient) { subjectTerms += 1 }
            }
        }
        return (room, subjectTerms)
    }

    /// How a required row without a new variable gets its subject: an external of its own,
    /// or phase 1, or none (a redundant equality); throws the conflict when the row is an
    /// equality over dummies that cannot hold.
    private func requiredPlan(for row: Row, _ constraint: Constraint) throws(SolverError) -> SubjectPlan {
        // Externals below the floor are roundoff, not subjects. The floor is the one the
        // subject is chosen with (``chooseSubject(_:marker:other:)``), after the markers (coefficient 1)
        // join the row: with the row's own floor, an external of 1e-10 in a row of such
        // cells passed here, then failed there, and the row had no subject.
        let floor = max(state.tableau.pivotFloor(row), Tolerance.pivot)
        if row.cells.contains(where: {
            state.tableau.kind($0.symbol) == .external && abs($0.coefficient) >= floor
        }) {
            return .direct
        }
        guard constraint.relation == .equal else {
            let slackCoefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let final = row.constant < 0 ? -slackCoefficient : slackCoefficient
            return final > 0 ? .phaseOne : .direct
        }
        guard row.cells.allSatisfy({ state.tableau.kind($0.symbol) == .dummy }) else { return .phaseOne }
        if !Tolerance.isZero(row.constant) {
            // The certificate as phase 1 names it; the caller makes it irreducible
            // (``searchConflict(_:fallback:)``).
            let members = row.cells.compactMap { cell in conflictMember(ownerOf: cell.symbol) }
            throw .unsatisfiable(conflict: Self.distinct([constraint] + members))
        }
        return .redundant
    }

    /// Commits a row that has its subject: references, new variables, record, markers,
    /// objective, then the row solved for its subject. The row (left empty) and the record
    /// move into the tableau and the solver's records without a copy.
    private func commitRow(
        _ row: inout Row, terms: [Term], record: consuming ConstraintRecord, relation: Relation,
        plan: SubjectPlan
    ) {
        reference(terms, addingNewTo: &row)
        addMarkers(to: &row, record: &record, relation: relation)
        let marker = record.marker
        let other = record.other
        _ = state.store(record)
        if row.constant < 0 { row.scale(by: -1) }
        switch plan {
        case .direct:
            let subject = chooseSubject(row, marker: marker, other: other)
            row.solve(for: subject)
            state.tableau.substitute(subject, by: row)
            state.tableau.insertRow(row.take())
        case .redundant:
            row.solve(for: marker)
            state.tableau.insertRow(row.take())
        case .phaseOne:
            break
        }
    }

    /// Counts a reference from a new row to each variable of `terms`, registering the new
    /// ones, whose cells `row` gets (the known ones are in it already, by their definitions).
    private func reference(_ terms: [Term], addingNewTo row: inout Row) {
        terms.withUnsafeBufferPointer { terms in
            for k in terms.indices {
                if let index = state.index(of: terms[k].variable) {
                    state.variables[Int(index)].references += 1
                } else {
                    let index = state.register(terms[k].variable)
                    state.variables[Int(index)].references = 1
                    row.add(state.variables[Int(index)].symbol, terms[k].coefficient)
                }
            }
        }
    }

    /// Puts in `constraint` as a linked row (see `Tableau+Links.swift`): its new variable
    /// with the smallest symbol is the subject (the one the solved form would choose: no
    /// other external is non-basic, so the new ones are the only externals its row would
    /// hold, each in no other row), and the known variables stay as they are, basic or not.
    /// - Parameter width: the most cells the row's solved form would hold.
    private func insertLinked(_ constraint: Constraint, strength: Strength, width: Int) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        var subject: Int32 = -1
        for term in expression.terms {
            let symbol: Int32
            if let index = state.index(of: term.variable) {
                state.variables[Int(index)].references += 1
                symbol = state.variables[Int(index)].symbol
            } else {
                let index = state.register(term.variable)
                state.variables[Int(index)].references = 1
                symbol = state.variables[Int(index)].symbol
                if !Tolerance.isNegligibleCell(term.coefficient) && (subject < 0 || symbol < subject) {
                    subject = symbol
                }
            }
            row.add(symbol, term.coefficient)
        }
        var record = ConstraintRecord(
            constraint: constraint, marker: -1, other: -1, markerCoefficient: 1,
            weight: strength.weight, editVariable: nil, constant: expression.constant)
        addMarkers(to: &row, record: &record, relation: constraint.relation)
        _ = state.store(record)
        if row.constant < 0 { row.scale(by: -1) }
        row.solve(for: subject)
        state.tableau.insertLinkedRow(row, width: width)
    }

    /// Adds the marker cells (see ``ConstraintRecord``) and the objective terms.
    func addMarkers(to row: inout Row, record: inout ConstraintRecord, relation: Relation) {
        let required = record.weight == .infinity
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = state.tableau.makeSymbol(.slack)
            row.add(slack, k)
            record.marker = slack
            record.markerCoefficient = k
            if !required {
                let error = state.tableau.makeSymbol(.error)
                row.add(error, -k)
                record.other = error
                state.tableau.objective.add(error, record.weight)
            }
        case .equal:
            if required {
                let dummy = state.tableau.makeSymbol(.dummy)
                row.add(dummy, 1)
                record.marker = dummy
                record.markerCoefficient = 1
            } else {
                let plus = state.tableau.makeSymbol(.error)
                let minus = state.tableau.makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                state.tableau.objective.add(plus, record.weight)
                state.tableau.objective.add(minus, record.weight)
            }
        }
    }

    /// The external symbol of `row` held by the fewest rows, else its new slack/error with a negative
    /// coefficient (which then starts at `constant / -coefficient >= 0`).
    private func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        // The external held by the fewest rows (a new variable: none), so that solving
        // for it and substituting it fills in as little as possible; ties to the
        // smallest id.
        var best: Int32 = -1
        var fewest = Int.max
        let floor = state.tableau.pivotFloor(row)
        var reach: [Int]? = nil  // ``Tableau/linkReach()``, once an external asks
        // Without linked rows, the count is read in place: through the linked case's call
        // (which takes the tableau by value), each cell copied the whole tableau first.
        let linked = state.tableau.linking.count != 0
        for cell in row.cells where state.tableau.kind(cell.symbol) == .external {
            let count =
                linked
                ? state.tableau.tieHolderCount(of: cell.symbol, reach: &reach)
                : state.tableau.holderCount(of: cell.symbol)
            // A symbol in no other row holds exactly the expression's coefficient (no
            // roundoff), so it is a subject however small against the row's largest cell;
            // solving for it touches no other row.
            guard count == 0 || abs(cell.coefficient) >= floor else { continue }
            if count < fewest {
                best = cell.symbol
                fewest = count
                if count == 0 { break }
            }
        }
        if best >= 0 { return best }
        let markerCoefficient = row.coefficient(of: marker)
        let markerValid = state.tableau.kind(marker) != .dummy && markerCoefficient != 0
        if Tolerance.isZero(row.constant) && markerValid && other >= 0 {
            // Degenerate (both start at 0): either can be basic. Take the one that leaves
            // the objective with fewer improving directions, so the simplex does not have
            // to pivot through them (on a chain with equal widths, the wrong choice costs
            // a degenerate pivot per view).
            let otherCoefficient = row.coefficient(of: other)
            if otherCoefficient != 0 {
                let keepMarker = state.tableau.pricingDamage(solving: row, for: marker)
                let keepOther = state.tableau.pricingDamage(solving: row, for: other)
                return keepOther < keepMarker ? other : marker
            }
        }
        if markerValid && markerCoefficient < 0 {
            return marker
        }
        return other
    }

    /// Phase 1: `art = row` with a new artificial `art >= 0`, then minimise `art`. If the
    /// minimum is 0 the row can hold: `art` leaves (pivoting out of the basis first if
    /// needed) and the row's equation stays in the tableau. Otherwise the required
    /// constraints conflict; the phase-1 objective names the ones involved.
    func addWithArtificialVariable(_ row: Row, marker: Int32, key: Constraint) throws(SolverError) {
        let art = state.tableau.makeSymbol(.slack)
        var basicRow = row
        basicRow.basic = art
        state.tableau.insertRow(basicRow)
        state.tableau.optimization.artificial = row
        state.tableau.optimize(phaseOne: true)
        let residue = state.tableau.optimization.artificial?.constant ?? 0
        if !Tolerance.isZero(residue) {
            let cells = state.tableau.optimization.artificial?.cells ?? []
            var members: [Constraint] = []
            for cell in cells {
                if let member = conflictMember(ownerOf: cell.symbol),
                    !members.contains(where: { $0 === member })
                {
                    members.append(member)
                }
            }
            // The certificate as phase 1 names it; the caller makes it irreducible.
            throw .unsatisfiable(conflict: Self.distinct([key] + members))
        }
        state.tableau.optimization.artificial = nil
        let slot = state.tableau.rowOf[Int(art)]
        if slot >= 0 {
            let artRow = state.tableau.removeRow(slot)
            if let entering = state.tableau.artificialExit(artRow) {
                var pivoted = artRow
                pivoted.constant = 0  // the residue is below epsilon: roundoff, not a move
                pivoted.pivot(to: entering.symbol)
                state.tableau.substitute(entering.symbol, by: pivoted)
                state.tableau.insertRow(pivoted)
            } else if artRow.coefficient(of: marker) != 0 {
                // Redundant: the others imply it (no cell worth a pivot). Its own marker
                // holds the row, as a redundant equality's dummy does, so it is still there
                // to take over if the constraints implying it go.
                var kept = artRow
                kept.constant = 0
                kept.pivot(to: marker)
                state.tableau.substitute(marker, by: kept)
                state.tableau.insertRow(kept)
            }
        }
        state.tableau.releaseSymbol(art)
    }

    /// The required constraint that owns tableau symbol `symbol`, if any.
    func conflictMember(ownerOf symbol: Int32) -> Constraint? {
        let kind = state.tableau.kind(symbol)
        guard kind == .slack || kind == .dummy else { return nil }
        let owner = state.tableau.owners[Int(symbol)]
        guard owner >= 0, let record = state.record(owner), record.isRequired else { return nil }
        return record.constraint
    }
}
