public import TrellisSolver

/// One independent part of a ``LinearSystem``: variables that share no constraint or edit
/// with the rest, with their constraints and edits, as a system of its own.
///
/// Solving each part on its own gives the same optimum as solving the whole (the objective
/// is a sum over parts, and so is each strict level), and lets each part use the backend
/// its size calls for.
///
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

    /// Constraints plus edits: the size the backend choice looks at.
    public var rowCount: Int { constraints.count + edits.count }

    /// The connected components of `system` (variables linked by sharing a constraint or an
    /// edit), in order of their first variable. Variables in no constraint and no edit, and
    /// constraints without any coefficient, belong to no component.
    ///
    /// - Complexity: O(variables + coefficients), near-linear union-find.
    public static func split(_ system: LinearSystem) -> [BackendComponent] {
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
        var slot = [Int](repeating: -1, count: system.variables.count)
        var parts: [BackendComponent] = []
        func part(of v: Int) -> Int {
            let r = root(v)
            if slot[r] < 0 {
                slot[r] = parts.count
                parts.append(
                    BackendComponent(variables: [], constraints: [], edits: [], system: LinearSystem()))
            }
            return slot[r]
        }
        var used = [Bool](repeating: false, count: system.variables.count)
        for row in system.constraints { for c in row.coefficients { used[c.variable] = true } }
        for edit in system.edits { used[edit.variable] = true }
        var local = [Int](repeating: -1, count: system.variables.count)
        for v in system.variables.indices where used[v] {
            let p = part(of: v)
            local[v] = parts[p].variables.count
            parts[p].variables.append(v)
            parts[p].system.variables.append(system.variables[v])
        }
        for (i, row) in system.constraints.enumerated() {
            guard let first = row.coefficients.first?.variable else { continue }
            let p = part(of: first)
            var copy = row
            for k in copy.coefficients.indices {
                copy.coefficients[k].variable = local[copy.coefficients[k].variable]
            }
            parts[p].constraints.append(i)
            parts[p].system.constraints.append(copy)
        }
        for (e, edit) in system.edits.enumerated() {
            let p = part(of: edit.variable)
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
