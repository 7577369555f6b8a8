internal import TrellisSolver

/// Finds an irreducible set of required constraints that cannot hold together.
///
/// 1. Elastic phase: every required row gets non-negative slack columns of cost 1 and the
///    LP minimises their sum. Its optimum is positive exactly when the rows conflict, and
///    the rows with a nonzero dual carry a Farkas certificate: together they cannot hold.
///    Those are the candidates (usually a handful, whatever the system's size).
/// 2. Deletion filter: over the candidates only, each in turn is relaxed (its row made
///    free) and the rest re-solved warm (primal simplex from the previous basis, presolver
///    off). Still infeasible: it is not needed and stays out. Feasible: it is needed and
///    goes back. What remains is irreducible: without any one member the rest can hold.
///    Candidates whose rows have one linear dependency with every one of them in it are
///    irreducible already (no subset has a Farkas certificate): they skip the filter, which
///    would cost an LP per member.
///
/// Required rows without coefficients never enter: the caller has already reported a
/// failing one as a conflict of its own (``SystemTranslation/violatedEmptyRow``), so the
/// rest hold and cannot belong to an irreducible conflict.
struct ConflictFinder {
    let system: LinearSystem

    /// Indices into `system.constraints`, ascending.
    func find() throws(GLPKFailure) -> [Int] {
        let required = system.constraints.indices.filter { system.constraints[$0].strength.isRequired }
        // The elastic LP can fail on nearly parallel rows (GLPK's code 5); its candidates
        // can be a set whose rows are clearly independent (so they hold), when GLPK's
        // tolerances took two nearly parallel rows for parallel ones. Either way every
        // required row is a candidate instead.
        var candidates = (try? elasticCandidates(required)) ?? required
        if candidates != required
            && (system.rowsAreIndependent(candidates) || (try? isInfeasible(candidates)) != true)
        {
            candidates = required
        }
        if system.hasSingleFullDependency(candidates) { return candidates.sorted() }
        guard try isInfeasible(candidates) else {
            throw .unexpectedStatus(status: 0, meaning: "the conflict vanished in the filter")
        }
        return try deletionFilter(candidates)
    }

    /// The rows of `indices` (merged, non-empty) as an LP with zero cost, plus for each
    /// the row index it got (-1 when empty).
    private func model(_ indices: [Int], elastic: Bool) -> (LPModel, [Int]) {
        var model = LPModel()
        var merger = RowMerger(variableCount: system.variables.count)
        var column = [Int](repeating: -1, count: system.variables.count)
        var rowOf: [Int] = []
        for i in indices {
            let row = system.constraints[i]
            let terms = merger.merge(row.coefficients)
            if terms.isEmpty {
                // Without coefficients it is a constant fact, never part of a GLPK row.
                rowOf.append(-1)
                continue
            }
            let r = model.addRow(SystemTranslation.bounds(-row.constant, row.relation))
            rowOf.append(r)
            for t in terms {
                if column[t.variable] < 0 { column[t.variable] = model.addColumn(.free) }
                model.addEntry(row: r, column: column[t.variable], value: t.value)
            }
            if elastic {
                if row.relation != .greaterThanOrEqual {
                    model.addEntry(row: r, column: model.addColumn(.lower(0), cost: 1), value: -1)
                }
                if row.relation != .lessThanOrEqual {
                    model.addEntry(row: r, column: model.addColumn(.lower(0), cost: 1), value: 1)
                }
            }
        }
        return (model, rowOf)
    }

    private func elasticCandidates(_ required: [Int]) throws(GLPKFailure) -> [Int] {
        let (lp, rowOf) = model(required, elastic: true)
        guard lp.rowCount > 0 else { return [] }
        let problem = try GLPKProblem(lp)
        var outcome = try problem.simplex(.warmDual)
        if outcome == .basisRejected { outcome = try problem.simplex(.coldPresolved) }
        guard outcome == .optimal else { return required }
        let duals = problem.rowDuals
        return zip(required, rowOf).compactMap { i, r in
            r >= 0 && abs(duals[r]) > Tolerance.GLPK.conflictDual ? i : nil
        }
    }

    private func isInfeasible(_ indices: [Int]) throws(GLPKFailure) -> Bool {
        let (lp, _) = model(indices, elastic: false)
        guard lp.rowCount > 0 else { return false }
        let problem = try GLPKProblem(lp)
        var outcome = try problem.simplex(.warmPrimal)
        if outcome == .basisRejected { outcome = try problem.simplex(.coldPresolved) }
        return outcome == .infeasible
    }

    private func deletionFilter(_ candidates: [Int]) throws(GLPKFailure) -> [Int] {
        let (lp, rowOf) = model(candidates, elastic: false)
        let problem = try GLPKProblem(lp)
        var kept: [Int] = []
        _ = try problem.simplex(.warmPrimal)
        let tested = Array(zip(candidates, rowOf))
        for (position, (i, r)) in tested.enumerated() where r >= 0 {
            // Without it, the rest are clearly independent rows, which hold together
            // whatever GLPK's tolerances make of two nearly parallel ones: it is needed.
            let rest = kept + tested[(position + 1)...].map(\.0)
            if system.rowsAreIndependent(rest) {
                kept.append(i)
                continue
            }
            problem.setRowBounds(r, .free)
            var outcome = try problem.simplex(.warmPrimal)
            if outcome == .basisRejected {
                problem.resetBasis()
                outcome = try problem.simplex(.warmPrimal)
            }
            switch outcome {
            case .infeasible: continue  // not needed: leave it out
            case .optimal:
                kept.append(i)
                problem.setRowBounds(r, lp.rowBounds[r])
            case .basisRejected:
                throw .solverFailed(code: 0, meaning: "no usable basis in the deletion filter", messages: "")
            }
        }
        return kept.sorted()
    }
}
