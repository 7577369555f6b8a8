import TrellisGLPK
import TrellisSolver

// Large components as linear systems: presolve, then the backend choice for what is left.

extension LayoutEngine {
    /// Whether `component` is solved through presolve under the engine's backend.
    func shouldPresolve(_ component: EngineComponent) -> Bool {
        switch backend {
        case .incremental: return false
        case .glpk: return true
        case .auto: return AutoPolicy.presolvesComponent(rows: component.entries.count)
        }
    }

    /// The backend for the rows presolve left of a component (``BackendKind/glpk`` whenever
    /// the engine's backend is GLPK).
    func reducedBackend(for reduced: LinearSystem) -> BackendKind {
        switch backend {
        case .incremental: return .incremental
        case .glpk: return .glpk
        case .auto: return AutoPolicy.reducedBackend(rows: reduced.constraints.count)
        }
    }

    /// Solves `component` as a ``LinearSystem``: presolve takes out what it can, the rest
    /// is solved exactly when it is one linking row (under `.auto`), else by the incremental
    /// solver or GLPK (``reducedBackend(for:)``), and the values are written to the variables.
    ///
    /// Returns false when the required constraints conflict (or a backend fails): the
    /// caller then names and breaks the conflict (LayoutEngine+Breaking.swift). The entries
    /// in `broken` (by identity) are left out. With `settledOnly`, it also returns false, the
    /// component's provenance untouched, when presolve leaves rows that need a solver.
    func buildPresolved(
        _ component: EngineComponent, excluding broken: Set<ObjectIdentifier> = [], settledOnly: Bool = false
    ) -> Bool {
        guard let made = presolvedSystem(of: component, excluding: broken) else { return false }
        let presolved = made.system
        let rows = made.rows
        guard !presolved.isInfeasible else {
            component.provenance = ComponentProvenance(
                path: .incrementalAfterPresolve, requiredConflict: true,
                note: "presolve: required constraints conflict; incremental names and breaks them")
            return false
        }
        let kind = reducedBackend(for: presolved.reduced)
        guard
            let (reduced, reducedValues, reducedAmbiguous) = solveReduced(
                presolved.reduced, kind, component, settledOnly: settledOnly)
        else { return false }
        let values = presolved.expand(reducedValues)
        let ambiguous = presolved.expandAmbiguity(
            reducedAmbiguous, moves: reduced.combinationTest(presolved.reduced, ambiguous: reducedAmbiguous))
        // What a replay writes into is looked up here, where every slot is at hand anyway.
        var variableObjects: [Variable] = []
        var frameTargets: [FrameTarget] = []
        var ambiguousVariables: Set<Int> = []
        variableObjects.reserveCapacity(component.variables.count)
        frameTargets.reserveCapacity(component.variables.count)
        for (k, index) in component.variables.enumerated() {
            let slot = slotList[index >> 2]
            let variable = slot.variables[index & 3]
            variable.value = values[k]
            variableObjects.append(variable)
            frameTargets.append(slot.frameTarget(index & 3))
            if ambiguous[k] { ambiguousVariables.insert(index) }
        }
        for (row, entry) in rows.entries.enumerated() {
            entry.presolveRow = row
            entry.presolveWeight = rows.strengths[row].weight
        }
        component.strategy = .presolved(
            PresolvedComponent(
                system: keepsPresolveForReplay ? presolved : nil, constants: rows.constants, values: values,
                ambiguousVariables: ambiguousVariables, reduced: reduced, reducedAmbiguous: reducedAmbiguous,
                variableValues: VariableValueTable(variableObjects), frameTargets: frameTargets))
        component.needsRebuild = false
        var note = presolved.summary
        let left = presolved.reduced
        switch reduced {
        case .nothing: note += ", nothing left to solve"
        case .linked:
            note +=
                "; one linking row over \(left.variables.count) variables left, solved exactly by cheapest "
                + "moves first (nothing for \(kind.rawValue))"
        case .incremental, .glpk: note += "; \(kind.rawValue) solved the rest"
        }
        if case .linked = reduced {
            component.provenance = ComponentProvenance(path: .presolved(.incremental), note: note)
        } else {
            component.provenance = ComponentProvenance(path: .presolved(kind), note: note)
        }
        reporting.reportDirty = true
        reporting.summaryDirty = true
        return true
    }

    /// The component's forms presolved, with each row's entry, constant and strength. The
    /// rows' terms are let go inside presolve, once it has its own copy, and the rest here,
    /// before the solving and the replay index are built.
    private func presolvedSystem(
        of component: EngineComponent, excluding broken: Set<ObjectIdentifier>
    ) -> (system: PresolvedSystem, rows: PresolvedRows)? {
        guard let (system, entries) = presolveRows(of: component, excluding: broken) else { return nil }
        let rows = PresolvedRows(entries: entries, constants: system.constants, strengths: system.strengths)
        // Handed over, not copied: presolve lets the rows' terms go once it has read them.
        let presolved = (consume system).presolved { entries[$0].location }
        return (presolved, rows)
    }

    /// The component's forms as flat rows for presolve (its variables in the component's
    /// order), and the entry of each row, leaving out the entries in `broken`; nil when a form
    /// names a variable outside the component.
    private func presolveRows(
        of component: EngineComponent, excluding broken: Set<ObjectIdentifier>
    ) -> (PresolveRows, [EngineEntry])? {
        // Each engine variable's index in the component (-1 outside it), by engine index.
        var local = [Int32](repeating: -1, count: slotList.count * 4)
        var initialValues: [Double] = []
        initialValues.reserveCapacity(component.variables.count)
        for index in component.variables {
            guard local.indices.contains(index), let k = Int32(exactly: initialValues.count) else {
                return nil
            }
            local[index] = k
            initialValues.append(variable(index).value)
        }
        var rows = PresolveRows(initialValues: initialValues)
        var termCount = 0
        for entry in component.entries { termCount += entry.termCount }
        rows.reserveCapacity(rows: component.entries.count, terms: termCount)
        var rowEntries: [EngineEntry] = []
        rowEntries.reserveCapacity(component.entries.count)
        for entry in component.entries {
            entry.solverConstraint = nil
            entry.presolveRow = -1
            guard let form = entry.form, !broken.contains(ObjectIdentifier(entry)) else { continue }
            rowEntries.append(entry)
            for term in form.terms {
                guard local.indices.contains(term.index), local[term.index] >= 0 else { return nil }
                rows.appendTerm(Int(local[term.index]), term.coefficient)
            }
            rows.appendRow(
                constant: form.constant, relation: entry.relation.solverRelation,
                strength: entry.priority.strength)
        }
        return (rows, rowEntries)
    }

    /// Solves the rows presolve left: exactly when they are one linking row (under `.auto`),
    /// else by the incremental solver or GLPK (`kind`). Returns what solves them, their values
    /// and which of them another optimum moves; nil when the required rows conflict or the
    /// backend fails (with the component's provenance saying so), or, with `settledOnly`,
    /// when they need a solver.
    private func solveReduced(
        _ reduced: LinearSystem, _ kind: BackendKind, _ component: EngineComponent, settledOnly: Bool
    ) -> (ReducedSolve, [Double], [Bool])? {
        if reduced.constraints.isEmpty { return (.nothing, [], []) }
        // One linking row over variables with rows of their own (a row of views squeezed by
        // its container, an equal-spacing stack) is solved exactly without a simplex: at
        // 100,000 views in seconds where the incremental solver pivots for minutes.
        let linked = backend == .auto ? reduced.solvedByLinkingRow() : .notLinked
        switch linked {
        case .infeasible:
            component.provenance = ComponentProvenance(
                path: .incrementalAfterPresolve, requiredConflict: true,
                note: "presolve: required constraints conflict; incremental names and breaks them")
            return nil
        case .solved(let answer, let flags):
            return (.linked, answer, flags)
        case .notLinked:
            if settledOnly { return nil }
        }
        do {
            if kind == .incremental {
                let solved = try Self.solveIncrementally(reduced)
                return (
                    .incremental(solved), solved.variables.map(\.value),
                    solved.solver.ambiguity(of: solved.variables)
                )
            }
            // Kept for warm re-solves after constant changes (LayoutEngine+Replay.swift).
            let warm = try GLPKWarmSolver(reduced, reportsAmbiguity: true)
            warm.namesConflicts = false  // a conflict is named by the incremental rebuild
            let answer = try warm.solve()
            guard case .optimal = answer.status else {
                component.provenance = ComponentProvenance(
                    path: .incrementalAfterPresolve, requiredConflict: true,
                    note: "presolve + glpk: required constraints conflict; incremental names them")
                return nil
            }
            if let flags = warm.ambiguity, flags.count == reduced.variables.count {
                return (.glpk(warm), answer.values, flags)
            }
            // GLPK could not read its basis: an incremental solver over the rows left says,
            // this once, which variables another optimum moves (it is not kept; a replay that
            // finds GLPK's basis unreadable again builds the component anew).
            let solved = try Self.solveIncrementally(reduced)
            return (.glpk(warm), answer.values, solved.solver.ambiguity(of: solved.variables))
        } catch {
            component.provenance = ComponentProvenance(
                path: .incrementalAfterPresolve,
                note: "presolve + \(kind.rawValue): \(error); incremental solves it")
            return nil
        }
    }

    /// A (reduced) system in one incremental solver, solved: the solver, its constraints
    /// (one per row) and variables (one per variable of the system).
    static func solveIncrementally(_ system: LinearSystem) throws(SolverError) -> ReducedIncremental {
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
        return ReducedIncremental(solver: solver, constraints: constraints, variables: variables)
    }
}

/// What a presolved component keeps of its system's rows: each row's entry, constant and
/// strength.
struct PresolvedRows {
    let entries: [EngineEntry]
    let constants: [Double]
    let strengths: [Strength]
}
