/// What the search for an irreducible conflict found (``Solver/searchConflict(_:fallback:)``).
enum ConflictSearch {
    /// The required constraints cannot hold together, and this set (the constraint being
    /// changed first) is irreducible: without any one member the rest can hold.
    case conflict([Constraint])
    /// The required constraints hold together on a fresh tableau: what looked like a
    /// conflict was roundoff of the tableau that reported it, which must be rebuilt.
    case refuted
}

extension Solver {
    /// An irreducible infeasible subset of required constraints that contains `raw[0]`, the
    /// constraint being changed, or ``ConflictSearch/refuted``.
    ///
    /// `raw` comes from the failed phase 1: the constraint, then the required constraints
    /// whose markers have a non-zero reduced cost in the phase-1 objective. Those costs are
    /// the multipliers of a Farkas certificate (the marker of a constraint appears only in
    /// its own equation, so its cost is that equation's multiplier), hence they cannot hold
    /// together. When roundoff made them satisfiable, `fallback` (every required constraint
    /// before the change) is used instead; when those hold too, the conflict is refuted.
    ///
    /// A set that rank alone proves irreducible (``RowDependency/verdict(_:relations:constants:)``:
    /// one dependency, every member in it, and a Farkas certificate) is the answer as it
    /// stands. Otherwise, while a fresh tableau of only the set names a smaller certificate,
    /// the set shrinks to it. A set whose rows have one linear dependency with every member
    /// in it is irreducible (``RowDependency``): that costs one elimination. Otherwise a
    /// deletion filter drops each member but the first for good when the rest still cannot
    /// hold.
    /// - Complexity: one elimination of the set's rows when that proves it irreducible;
    ///   else a few scratch solves of the set and one elimination of its rows; the
    ///   deletion filter, only when that elimination is in doubt, costs O(k) scratch solves
    ///   of at most k constraints.
    func searchConflict(_ raw: [Constraint], fallback: [Constraint]) -> ConflictSearch {
        guard let key = raw.first else { return .refuted }
        var set = Self.distinct(raw)
        guard findsConflicts else { return .conflict(set) }
        // Rank alone can prove the set irreducible: its rows have one dependency, with
        // every member in it, and that dependency is a Farkas certificate. Then no proper
        // subset can fail, every certificate a scratch tableau could name is the whole set,
        // and the shrinking below would end where it starts; it is skipped, with the
        // scratch build of the set (on a long chain, the larger part of the search).
        if provesByRank && Self.verdict(set) == .irreducibleConflict { return .conflict(set) }
        guard let named = Self.scratchConflict(set) else {
            set = Self.distinct([key] + fallback)
            guard let named = Self.scratchConflict(set) else { return .refuted }
            return .conflict(Self.shrunk(set, named: named, key: key))
        }
        return .conflict(Self.shrunk(set, named: named, key: key))
    }

    /// `start` (which cannot hold) made irreducible: shrunk while a fresh tableau of the set
    /// names a smaller certificate (one left on a tableau built around other rows can be
    /// larger than needed), then proved irreducible by its rows' dependency or filtered member by member.
    private static func shrunk(_ start: [Constraint], named: [Constraint], key: Constraint) -> [Constraint] {
        var set = start
        var certificate = named
        while certificate.count < set.count {
            let smaller = distinct([key] + certificate)
            guard smaller.count < set.count, let next = scratchConflict(smaller) else { break }
            set = smaller
            certificate = next
        }
        if isSingleFullDependency(set) && verdict(set) != .holds { return set }
        var index = 1
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if isSatisfiable(trial) {
                index += 1
            } else {
                set = trial
            }
        }
        return set
    }

    /// Whether the constraints' rows have one linear dependency with every member in it.
    static func isSingleFullDependency(_ constraints: [Constraint]) -> Bool {
        RowDependency.isSingleFullDependency(rows(of: constraints))
    }

    /// What rank alone says of whether the constraints hold together
    /// (``RowDependency/verdict(_:relations:constants:)``).
    static func verdict(_ constraints: [Constraint]) -> RowDependency.Verdict? {
        RowDependency.verdict(
            rows(of: constraints), relations: constraints.map(\.relation),
            constants: constraints.map(\.expression.constant))
    }

    /// The constraints' coefficients as rows over numbered columns.
    static func rows(of constraints: [Constraint]) -> [[(column: Int, value: Double)]] {
        var columns: [ObjectIdentifier: Int] = [:]
        let rows = constraints.map { constraint in
            constraint.expression.terms.map { term -> (column: Int, value: Double) in
                let id = ObjectIdentifier(term.variable)
                if let column = columns[id] { return (column, term.coefficient) }
                let column = columns.count
                columns[id] = column
                return (column, term.coefficient)
            }
        }
        return rows
    }

    /// The constraints in order, each once.
    static func distinct(_ constraints: [Constraint]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        return constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Whether the constraints, all taken as required, can hold together.
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        scratchConflict(constraints) == nil
    }

    /// `nil` when the constraints, all taken as required, can hold together: rank alone
    /// says so (independent rows, or one dependency that is no Farkas certificate, whatever
    /// a tableau's tolerances make of two nearly parallel rows), or a fresh tableau of them
    /// holds and its values satisfy them (``witnesses(_:)``). Otherwise the
    /// members of the certificate its phase 1 names (the failing constraint first).
    static func scratchConflict(_ constraints: [Constraint]) -> [Constraint]? {
        if verdict(constraints) == .holds { return nil }
        let scratch = Solver()
        scratch.findsConflicts = false
        var originals: [ObjectIdentifier: Constraint] = [:]
        let copies = constraints.map { original in
            let copy = Constraint(original.expression, original.relation, strength: .required)
            originals[ObjectIdentifier(copy)] = original
            return copy
        }
        do {
            try scratch.addConstraints(copies)
            // Its phase 1 said they hold: believed when its values show it, refined once if
            // they do not; else no witness, and the whole set stands as the conflict for the
            // caller to filter (and a backend to certify).
            if scratch.witnesses(copies) { return nil }
            scratch.refineConstants()
            return scratch.witnesses(copies) ? nil : constraints
        } catch .unsatisfiable(let members) {
            let named = members.compactMap { originals[ObjectIdentifier($0)] }
            return named.isEmpty ? constraints : named
        } catch {
            return constraints
        }
    }
}
