/// Deferred work: the pending non-required constraints and the postponed optimisation
/// that every read of the solution settles first.
extension Solver {
    /// Re-optimises the objective from a feasible tableau.
    func optimizeObjective() {
        state.tableau.optimizeObjective()
    }

    /// Records that the objective may have moved off its optimum; the next read of the
    /// solution (or operation that needs optimal reduced costs) optimises.
    func deferOptimization() {
        state.tableau.optimization.needsOptimize = true
    }

    /// Optimises now if a change was deferred.
    ///
    /// Every public entry point that reads the solution (``updateVariables()``,
    /// ``objective``, ``isAmbiguous(_:)``, ``dump()``) or needs optimal reduced costs (a
    /// suggestion, a constant change) calls it
    /// first, so deferring is never observable.
    func settle() {
        flushPending()
        state.tableau.settle()
    }

    /// Puts the pending non-required constraints (``SolverState/pending``) into the
    /// tableau, in the order they were added, and marks the objective for optimisation.
    func flushPending() {
        guard !state.pending.isEmpty else { return }
        // Moved out while the rows go in (inserting reads the state); moved back empty with
        // its capacity, and the index emptied in place, so that adding one preference at a
        // time and reading the solution allocates nothing here.
        var list: [Constraint] = []
        swap(&list, &state.pending)
        state.pendingIndex.removeAll()
        for constraint in list {
            // A non-required row always has a feasible subject (its own error), so it
            // never needs phase 1 and cannot throw; the checks were done when it was added.
            do {
                try insert(constraint, strength: constraint.strength, guarded: false)
            } catch {
                continue
            }
        }
        list.removeAll(keepingCapacity: true)
        swap(&list, &state.pending)
        deferOptimization()
    }

    /// Removes `constraint` from the pending list; `false` when it is not pending.
    func dropPending(_ constraint: Constraint) -> Bool {
        let id = ObjectIdentifier(constraint)
        guard let index = state.pendingIndex[id] else { return false }
        let last = state.pending.count - 1
        if Int(index) != last {
            let moved = state.pending[last]
            state.pending[Int(index)] = moved
            state.pendingIndex[ObjectIdentifier(moved)] = index
        }
        state.pending.removeLast()
        state.pendingIndex[id] = nil
        return true
    }

    /// Dual simplex after constants changed in non-required rows (which cannot fail),
    /// then a primal pass if it pivoted.
    func reoptimizeAfterConstantChange() throws(SolverError) {
        if !state.tableau.reoptimize() {
            throw .internalFailure("the dual simplex found a non-required row infeasible")
        }
    }
}
