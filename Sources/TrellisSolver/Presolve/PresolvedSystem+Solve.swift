extension LinearSystem {
    /// Solves the system through presolve: the rows presolve leaves go to `solveReduced`
    /// (any backend), and the answer is mapped back to every variable.
    ///
    /// What presolve leaves in weighted systems made of one linking row and one-variable rows
    /// (a chain of views under its container's edge) is solved exactly here, without
    /// `solveReduced`: each variable's own rows are a convex piecewise-linear cost, and the
    /// linking row is closed by the cheapest moves first (the `note` says so).
    ///
    /// Returns nil when the required constraints conflict (found by presolve or by the
    /// backend): solve the whole system without presolve then, so that the conflict is
    /// named in the system's own constraints, as an irreducible set.
    ///
    // snippet: given let system = LinearSystem()
    /// ```swift
    /// let solution = try system.solvePresolved(as: .incremental) { (reduced) throws(SolverError) in
    ///     try IncrementalBackend().solve(reduced, priorities: .weighted)
    /// } ?? IncrementalBackend().solve(system, priorities: .weighted)
    /// ```
    /// - Parameters:
    ///   - priorities: how strengths compete in the reduced system (weighted or strict).
    ///   - kind: the backend `solveReduced` stands for (reported when presolve leaves nothing).
    ///   - solveReduced: solves the reduced system.
    public func solvePresolved(
        priorities: PriorityMode = .weighted, as kind: BackendKind,
        _ solveReduced: (LinearSystem) throws(SolverError) -> SystemSolution
    ) throws(SolverError) -> SystemSolution? {
        let presolved = presolved(priorities: priorities)
        if presolved.isInfeasible { return nil }
        var reducedValues: [Double] = []
        var backend = kind
        var note = presolved.summary
        let linked =
            priorities == .weighted && !presolved.reduced.constraints.isEmpty
            ? presolved.reduced.solvedByLinkingRow() : .notLinked
        if case .infeasible = linked { return nil }
        if case .solved(let answer, _) = linked {
            reducedValues = answer
            note +=
                "; one linking row over \(presolved.reduced.variables.count) variables left, solved "
                + "exactly by cheapest moves first (nothing for \(kind.rawValue))"
        } else if !presolved.reduced.constraints.isEmpty {
            let answer = try solveReduced(presolved.reduced)
            guard case .optimal = answer.status, answer.values.count == presolved.reduced.variables.count
            else {
                return nil
            }
            reducedValues = answer.values
            backend = answer.backend
            note += "; \(answer.note.isEmpty ? backend.rawValue : answer.note)"
        } else {
            note += "; nothing left for \(kind.rawValue)"
        }
        let values = presolved.expand(reducedValues)
        return SystemSolution(
            status: .optimal, values: values, objective: objective(at: values), backend: backend, note: note)
    }
}
