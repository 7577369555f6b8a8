extension Solver {
    /// An irreducible infeasible subset of required constraints that contains `key`.
    ///
    /// `candidates` come from the failed phase 1: the required constraints whose markers
    /// have a non-zero reduced cost in the phase-1 objective. Those costs are the
    /// multipliers of a Farkas certificate (the marker of a constraint appears only in its
    /// own equation, so its cost is that equation's multiplier), hence the candidates with
    /// `key` cannot hold together. If roundoff ever makes them satisfiable, `fallback`
    /// (every required constraint) is used instead.
    ///
    /// Then a deletion filter: each member but `key` is dropped for good if the rest still
    /// cannot hold, which a scratch solver over only those required constraints decides.
    /// What remains is irreducible: removing any member makes the rest satisfiable.
    /// `key` always stays: without it the others held before the call.
    /// - Complexity: O(k) scratch solves of at most k constraints, for k candidates.
    func irreducibleConflict(
        _ candidates: [Constraint], key: Constraint, fallback: [Constraint] = []
    ) -> [Constraint] {
        var set: [Constraint] = [key]
        for c in candidates where !set.contains(where: { $0 === c }) { set.append(c) }
        guard findsConflicts else { return set }
        if Solver.isSatisfiable(set) {
            set = [key]
            for c in fallback where !set.contains(where: { $0 === c }) { set.append(c) }
            if Solver.isSatisfiable(set) {
                // Every required constraint with `key` holds on a fresh tableau: the
                // conflict is roundoff of this one (the caller rebuilds instead).
                falseConflict = true
                return set
            }
        }
        var index = 1
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if Solver.isSatisfiable(trial) {
                index += 1
            } else {
                set = trial
            }
        }
        return set
    }

    /// Whether the constraints, all taken as required, can hold together.
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver()
        scratch.findsConflicts = false
        let copies = constraints.map { Constraint($0.expression, $0.relation, strength: .required) }
        do {
            try scratch.addConstraints(copies)
            return true
        } catch {
            return false
        }
    }
}
