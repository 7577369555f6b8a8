public import TrellisSolver

/// One independent part of a `LinearSystem`: variables that share no constraint or edit
/// with the rest, with their constraints and edits, as a system of its own.
///
/// Solving each part on its own gives the same optimum as solving the whole (the objective
/// is a sum over parts, and so is each strict level), and lets each part use the backend
/// its size calls for.
///
// snippet: given let system = LinearSystem()
/// ```swift
/// for part in BackendComponent.split(system) { print(part.rowCount, part.variables) }
/// ```
public struct BackendComponent: Sendable {
    /// Indices into the whole system's `variables`, in order; local index `k` is `variables[k]`.
    public var variables: [Int]
    /// Indices into the whole system's `constraints`, in order.
    public var constraints: [Int]
    /// Indices into the whole system's `edits`, in order.
    public var edits: [Int]
    /// The part as a system of its own, with local variable indices.
    public var system: LinearSystem
    /// How many connected components the part holds (more than 1 when small ones were
    /// grouped).
    public var componentCount = 1

    /// Constraints plus edits: the size the backend choice looks at.
    public var rowCount: Int { constraints.count + edits.count }

    /// The connected components of `system` (variables linked by sharing a constraint or an
    /// edit), in order of their first variable. Variables in no constraint and no edit, and
    /// constraints without any coefficient, belong to no component (except when everything
    /// ends up in one part: then that part is the whole system, as it is).
    ///
    /// With `groupingUpTo` > 0, consecutive components of fewer rows than that are packed
    /// together into one part of at most that many rows (still independent of every other
    /// part): one solve of a few dozen tiny components costs less than a few dozen solves.
    ///
    /// - Complexity: O(variables + coefficients), near-linear union-find.
    public static func split(_ system: LinearSystem, groupingUpTo limit: Int = 0) -> [BackendComponent] {
        let (componentOf, rows) = components(of: system)
        let (partOfComponent, count) = packed(rows, upTo: limit)
        // One part holding everything: the system itself, without copying a row (unused
        // variables keep their values and constant rows are facts to every backend).
        if count == 1 {
            return [
                BackendComponent(
                    variables: Array(system.variables.indices),
                    constraints: Array(system.constraints.indices),
                    edits: Array(system.edits.indices), system: system, componentCount: rows.count)
            ]
        }
        let partOf = componentOf.map { $0 < 0 ? -1 : partOfComponent[$0] }
        var componentsIn = [Int](repeating: 0, count: count)
        for p in partOfComponent { componentsIn[p] += 1 }
        return copied(system, into: partOf, componentsIn: componentsIn)
    }

    /// The component of each variable (numbered by first variable; -1 for a variable in no
    /// constraint and no edit), and how many rows (constraints with coefficients, and edits)
    /// each component has: union-find over the variables the rows share.
    private static func components(of system: LinearSystem) -> (componentOf: [Int], rows: [Int]) {
        var parent = Array(system.variables.indices)
        func root(_ v: Int) -> Int {
            var r = v
            while parent[r] != r { r = parent[r] }
            var w = v
            while parent[w] != r {
                let next = parent[w]
                parent[w] = r
                w = next
            }
            return r
        }
        for row in system.constraints {
            guard let first = row.coefficients.first?.variable else { continue }
            let a = root(first)
            for c in row.coefficients.dropFirst() {
                let b = root(c.variable)
                if a != b { parent[b] = a }
            }
        }
        var used = [Bool](repeating: false, count: system.variables.count)
        for row in system.constraints { for c in row.coefficients { used[c.variable] = true } }
        for edit in system.edits { used[edit.variable] = true }
        var numberOfRoot = [Int](repeating: -1, count: system.variables.count)
        var componentOf = [Int](repeating: -1, count: system.variables.count)
        var rows: [Int] = []
        for v in system.variables.indices where used[v] {
            let r = root(v)
            if numberOfRoot[r] < 0 {
                numberOfRoot[r] = rows.count
                rows.append(0)
            }
            componentOf[v] = numberOfRoot[r]
        }
        for row in system.constraints {
            if let first = row.coefficients.first?.variable { rows[componentOf[first]] += 1 }
        }
        for edit in system.edits { rows[componentOf[edit.variable]] += 1 }
        return (componentOf, rows)
    }

    /// The part of each component, consecutive components of fewer than `limit` rows packed
    /// together up to `limit` rows, and how many parts there are.
    private static func packed(_ rows: [Int], upTo limit: Int) -> (partOfComponent: [Int], count: Int) {
        var partOfComponent = [Int](repeating: 0, count: rows.count)
        var count = 0
        var openRows = 0
        var open = -1
        for (k, n) in rows.enumerated() {
            if n < limit && open >= 0 && openRows + n <= limit {
                partOfComponent[k] = open
                openRows += n
                continue
            }
            partOfComponent[k] = count
            if n < limit {
                open = count
                openRows = n
            } else {
                open = -1
            }
            count += 1
        }
        return (partOfComponent, count)
    }

    /// The parts, each with its own system: the variables of part `partOf[v]` renumbered in
    /// order, and the rows and edits over them.
    private static func copied(_ system: LinearSystem, into partOf: [Int], componentsIn: [Int])
        -> [BackendComponent]
    {
        var parts = componentsIn.map {
            BackendComponent(
                variables: [], constraints: [], edits: [], system: LinearSystem(), componentCount: $0)
        }
        var local = [Int](repeating: -1, count: system.variables.count)
        for v in system.variables.indices where partOf[v] >= 0 {
            let p = partOf[v]
            local[v] = parts[p].variables.count
            parts[p].variables.append(v)
            parts[p].system.variables.append(system.variables[v])
        }
        for (i, row) in system.constraints.enumerated() {
            guard let first = row.coefficients.first?.variable else { continue }
            let p = partOf[first]
            var copy = row
            for k in copy.coefficients.indices {
                copy.coefficients[k].variable = local[copy.coefficients[k].variable]
            }
            parts[p].constraints.append(i)
            parts[p].system.constraints.append(copy)
        }
        for (e, edit) in system.edits.enumerated() {
            let p = partOf[edit.variable]
            var copy = edit
            copy.variable = local[edit.variable]
            parts[p].edits.append(e)
            parts[p].system.edits.append(copy)
        }
        return parts
    }

    /// The distinct weights of the part's non-required constraints and edits.
    public var strengthLevelCount: Int {
        var weights = Set<Double>()
        for row in system.constraints where !row.strength.isRequired { weights.insert(row.strength.weight) }
        for edit in system.edits { weights.insert(edit.strength.weight) }
        return weights.count
    }
}

extension BackendComponent {
    /// This part's `solution` merged into the whole system's answer: its values written
    /// into `values` (nil returned), or, when the part is unsatisfiable, the whole system's
    /// unsatisfiable answer, naming the conflict in the system's own constraint indices,
    /// with every variable at its initial value.
    func merge(
        _ solution: SystemSolution, into values: inout [Double], of system: LinearSystem,
        backend: BackendKind, note: (SystemSolution) -> String
    ) -> SystemSolution? {
        switch solution.status {
        case .optimal:
            for (k, v) in variables.enumerated() { values[v] = solution.values[k] }
            return nil
        case .unsatisfiable(let local):
            let initial = system.variables.map { $0.initialValue }
            return SystemSolution(
                status: .unsatisfiable(conflict: local.map { constraints[$0] }.sorted()), values: initial,
                objective: system.objective(at: initial), backend: backend, note: note(solution))
        }
    }
}
