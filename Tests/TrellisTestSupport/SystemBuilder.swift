public import TrellisSolver

/// Builds small systems by name for the tests.
public struct SystemBuilder {
    /// The system built so far.
    public var system = LinearSystem()
    private var index: [String: Int] = [:]

    /// An empty system.
    public init() {}

    /// The index of variable `name`, added on first use.
    public mutating func v(_ name: String, _ initial: Double = 0) -> Int {
        if let i = index[name] { return i }
        let i = system.addVariable(name, initialValue: initial)
        index[name] = i
        return i
    }

    /// Adds `sum(terms) + constant REL 0`, ids c0, c1, ...
    public mutating func add(
        _ terms: [(String, Double)], _ constant: Double, _ relation: Relation,
        _ strength: Strength = .required
    ) {
        let mapped = terms.map { (v($0.0), $0.1) }
        system.addConstraint(
            id: "c\(system.constraints.count)", mapped, constant: constant, relation, strength: strength)
    }

    /// Adds an edit of `name` suggesting `value`.
    public mutating func edit(_ name: String, _ strength: Strength, _ value: Double) {
        system.addEdit(variable: v(name), strength: strength, suggestedValue: value)
    }

    /// The value of `name` in `solution` (NaN for an unknown name).
    public func value(_ solution: SystemSolution, _ name: String) -> Double {
        guard let i = index[name] else { return .nan }
        return solution.values[i]
    }
}

/// The system restricted to the required constraints `indices`.
public func subsystem(_ system: LinearSystem, _ indices: [Int]) -> LinearSystem {
    LinearSystem(variables: system.variables, constraints: indices.map { system.constraints[$0] })
}

/// Whether `conflict` is an irreducible infeasible set of required constraints of
/// `system`, checked with `solver`: infeasible as a whole, feasible without any one member.
public func isIrreducibleConflict(
    _ conflict: [Int], in system: LinearSystem, solver: any LinearSystemSolving
) throws -> Bool {
    guard !conflict.isEmpty, conflict.allSatisfy({ system.constraints[$0].strength.isRequired }) else {
        return false
    }
    guard case .unsatisfiable = try solver.solve(subsystem(system, conflict), priorities: .weighted).status
    else { return false }
    for member in conflict {
        let rest = conflict.filter { $0 != member }
        guard case .optimal = try solver.solve(subsystem(system, rest), priorities: .weighted).status else {
            return false
        }
    }
    return true
}

/// Whether `a` and `b` agree to `tolerance`, relative to their size (absolute below 1).
public func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}
