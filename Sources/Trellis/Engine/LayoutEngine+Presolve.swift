import TrellisGLPK
import TrellisSolver

// Large components as linear systems: presolve, then the backend choice for what is left.

extension LayoutEngine {
    /// Components with more rows than this go through presolve under ``Backend/auto``;
    /// smaller ones keep an incremental solver, whose edits (a constant, a priority) cost
    /// microseconds. A change of a constant in a presolved component replays its presolve
    /// with the new constant (LayoutEngine+Replay.swift); any other change (a priority, a
    /// constraint added or removed) presolves it again, which costs about as much as the
    /// first solve.
    static let presolveRowLimit = 64

    /// Whether `component` is solved through presolve under the engine's backend.
    func shouldPresolve(_ component: EngineComponent) -> Bool {
        switch backend {
        case .incremental: return false
        case .glpk: return true
        case .auto: return component.entries.count > Self.presolveRowLimit
        }
    }

    /// Under ``Backend/auto``, what presolve leaves goes to GLPK above this many rows (unless
    /// it is one linking row, solved exactly), and to the incremental solver below, whose
    /// constant changes cost microseconds. Measured on equal-centring stacks, where the rows
    /// left couple every view: GLPK overtakes the incremental solver's first solve at about
    /// this size, and the incremental solver's fill-in grows about N^3 above it.
    static let reducedGLPKRowLimit = 256

    /// The backend for the rows presolve left of a component (``BackendKind/glpk`` whenever
    /// the engine's backend is GLPK).
    func reducedBackend(for reduced: LinearSystem) -> BackendKind {
        switch backend {
        case .incremental: return .incremental
        case .glpk: return .glpk
        case .auto: return reduced.constraints.count > Self.reducedGLPKRowLimit ? .glpk : .incremental
        }
    }

    /// Solves `component` as a ``LinearSystem``: presolve takes out what it can, the rest
    /// is solved exactly when it is one linking row (under `.auto`), else by the incremental
    /// solver or GLPK (``reducedBackend(for:)``), and the values are written to the variables.
    ///
    /// Returns false when the required constraints conflict (or a backend fails): the
    /// caller then builds the incremental solver, which names and breaks the conflict
    /// constraint by constraint, as for every component.
    func buildPresolved(_ component: EngineComponent) -> Bool {
        var system = LinearSystem()
        system.variables.reserveCapacity(component.variables.count)
        system.constraints.reserveCapacity(component.entries.count)
        var local: [Int: Int] = [:]
        local.reserveCapacity(component.variables.count)
        for index in component.variables {
            local[index] = system.variables.count
            system.variables.append(LinearSystem.VariableEntry(name: "", initialValue: variable(index).value))
        }
        var rowEntries: [EngineEntry] = []
        rowEntries.reserveCapacity(component.entries.count)
        for entry in component.entries {
            entry.solverConstraint = nil
            entry.presolveRow = -1
            guard let form = entry.form else { continue }
            rowEntries.append(entry)
            var coefficients: [LinearSystem.Coefficient] = []
            coefficients.reserveCapacity(form.terms.count)
            for term in form.terms {
                guard let k = local[term.index] else { return false }
                coefficients.append(LinearSystem.Coefficient(variable: k, value: term.coefficient))
            }
            system.constraints.append(
                LinearSystem.ConstraintEntry(
                    id: "\(system.constraints.count)", coefficients: coefficients, constant: form.constant,
                    relation: entry.constraint.relation.solverRelation,
                    strength: entry.constraint.priority.strength, location: entry.constraint.location))
        }
        var presolved = system.presolved()
        guard !presolved.isInfeasible else {
            component.note = "presolve: required constraints conflict; incremental names and breaks them"
            return false
        }
        let reduced = presolved.reduced
        let kind = reducedBackend(for: reduced)
        var reducedValues: [Double] = []
        var reducedAmbiguous: [Bool] = []
        component.reducedSolver = nil
        component.reducedWarm = nil
        component.reducedConstraints = []
        component.reducedVariables = []
        component.reducedIsLinked = false
        // One linking row over variables with rows of their own (a row of views squeezed by
        // its container, an equal-spacing stack) is solved exactly without a simplex: at
        // 100,000 views in seconds where the incremental solver pivots for minutes.
        let linked =
            backend == .auto && !reduced.constraints.isEmpty ? reduced.solvedByLinkingRow() : .notLinked
        if case .infeasible = linked {
            component.note = "presolve: required constraints conflict; incremental names and breaks them"
            return false
        }
        if case .solved(let answer, let flags) = linked {
            reducedValues = answer
            reducedAmbiguous = flags
            component.reducedIsLinked = true
        } else if !reduced.constraints.isEmpty {
            do {
                switch kind {
                case .incremental:
                    let solved = try Self.solveIncrementally(reduced)
                    reducedValues = solved.variables.map(\.value)
                    reducedAmbiguous = solved.solver.ambiguity(of: solved.variables)
                    component.reducedSolver = solved.solver
                    component.reducedConstraints = solved.constraints
                    component.reducedVariables = solved.variables
                case .glpk:
                    // Kept for warm re-solves after constant changes (LayoutEngine+Replay.swift).
                    let warm = try GLPKWarmSolver(reduced, reportsAmbiguity: true)
                    warm.namesConflicts = false  // a conflict is named by the incremental rebuild
                    let answer = try warm.solve()
                    guard case .optimal = answer.status else {
                        component.note =
                            "presolve + glpk: required constraints conflict; incremental names them"
                        return false
                    }
                    reducedValues = answer.values
                    component.reducedWarm = warm
                    if let flags = warm.ambiguity, flags.count == reduced.variables.count {
                        reducedAmbiguous = flags
                    } else {
                        // GLPK could not read its basis: an incremental solver over the rows
                        // left says which variables another optimum moves.
                        let solved = try Self.solveIncrementally(reduced)
                        reducedAmbiguous = solved.solver.ambiguity(of: solved.variables)
                        component.reducedSolver = solved.solver
                        component.reducedConstraints = solved.constraints
                        component.reducedVariables = solved.variables
                    }
                }
            } catch {
                component.note = "presolve + \(kind.rawValue): \(error); incremental solves it"
                return false
            }
        }
        let values = presolved.expand(reducedValues)
        let ambiguous = presolved.expandAmbiguity(reducedAmbiguous)
        component.reducedAmbiguous = reducedAmbiguous
        // What a replay writes into is looked up here, where every slot is at hand anyway.
        var variableObjects: [Variable] = []
        var frameTargets: [FrameTarget] = []
        variableObjects.reserveCapacity(component.variables.count)
        frameTargets.reserveCapacity(component.variables.count)
        for (k, index) in component.variables.enumerated() {
            let slot = slotList[index >> 2]
            let variable = slot.variables[index & 3]
            variable.value = values[k]
            variableObjects.append(variable)
            frameTargets.append(slot.frameTarget(index & 3))
            if ambiguous[k] { component.ambiguousVariables.insert(index) }
        }
        component.variableValues = VariableValueTable(variableObjects)
        component.frameTargets = frameTargets
        component.isPresolved = true
        component.needsRebuild = false
        component.needsReplay = false
        // The first constant change then replays as fast as the next ones.
        presolved.prepareReplay()
        component.presolved = presolved
        component.presolveConstants = system.constraints.map(\.constant)
        component.presolvedValues = values
        for (row, entry) in rowEntries.enumerated() {
            entry.presolveRow = row
            entry.presolveStrength = system.constraints[row].strength
        }
        component.backend = component.reducedIsLinked ? .incremental : kind
        component.note = presolved.summary
        if reduced.constraints.isEmpty {
            component.note += ", nothing left to solve"
        } else if component.reducedIsLinked {
            component.note +=
                "; one linking row over \(reduced.variables.count) variables left, solved exactly by cheapest "
                + "moves first (nothing for \(kind.rawValue))"
        } else {
            component.note += "; \(kind.rawValue) solved the rest"
        }
        reportDirty = true
        summaryDirty = true
        return true
    }

    /// A (reduced) system in one incremental solver, solved: the solver, its constraints
    /// (one per row) and variables (one per variable of the system).
    static func solveIncrementally(_ system: LinearSystem) throws(SolverError)
        -> (solver: Solver, constraints: [Constraint], variables: [Variable])
    {
        let variables = system.variables.map { Variable($0.name, value: $0.initialValue) }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(system.constraints.count)
        for row in system.constraints {
            let terms = row.coefficients.map { Term(variables[$0.variable], $0.value) }
            constraints.append(
                Constraint(Expression(terms, constant: row.constant), row.relation, strength: row.strength))
        }
        let solver = Solver()
        try solver.addConstraints(constraints)
        solver.updateVariables()
        return (solver, constraints, variables)
    }
}
