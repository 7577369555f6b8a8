public import TrellisSolver

/// Seeded random constraint systems for the random tests.
public struct RandomSystems {
    public var rng: SplitMix64
    public let variables: [Variable]

    public init(seed: UInt64, variableCount: Int) {
        rng = SplitMix64(seed: seed)
        variables = (0..<variableCount).map { Variable("v\($0)") }
    }

    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    public mutating func strength(requiredShare: Double) -> Strength {
        if chance(requiredShare) { return .required }
        switch int(0...4) {
        case 0: return .weak
        case 1: return .medium
        case 2: return .strong
        case 3: return Strength(Double(int(1...50)))
        default: return Strength.create(0, 1, 0, 1.25)
        }
    }

    /// A constraint over 1...3 distinct variables with small integer coefficients.
    public mutating func constraint(requiredShare: Double = 0.5) -> Constraint {
        var expression = Expression(Double(int(-20...20)))
        var used = Set<Int>()
        for _ in 0..<int(1...3) {
            let v = int(0...(variables.count - 1))
            guard used.insert(v).inserted else { continue }
            var c = Double(int(-3...3))
            if c == 0 { c = 1 }
            expression = expression + c * variables[v]
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)]
        return Constraint(expression, relation, strength: strength(requiredShare: requiredShare))
    }
}

/// Checks shared by the random tests.
public enum Check {
    /// The largest violation of a required constraint at the variables' values.
    public static func worstRequired(_ constraints: [Constraint]) -> Double {
        constraints.filter(\.strength.isRequired).map(\.violation).max() ?? 0
    }

    /// The weighted violations at the variables' values.
    public static func objective(_ constraints: [Constraint], edits: [(Variable, Double, Double)] = []) -> Double {
        var total = 0.0
        for c in constraints where !c.strength.isRequired { total += c.strength.weight * c.violation }
        for (v, w, value) in edits { total += w * abs(v.value - value) }
        return total
    }

    /// The conflict of an `unsatisfiable` error, nil for any other error.
    public static func conflict(of error: any Error) -> [Constraint]? {
        if case .unsatisfiable(let conflict)? = error as? SolverError { return conflict }
        return nil
    }

    public static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    /// Whether the required constraints hold together (by the reference LP).
    public static func satisfiable(_ constraints: [Constraint]) -> Bool {
        ReferenceLP.optimum(of: constraints.map { Constraint($0.expression, $0.relation) }) != nil
    }

    /// Whether `conflict` is infeasible and every one-smaller subset is feasible.
    public static func irreducible(_ conflict: [Constraint]) -> Bool {
        if satisfiable(conflict) { return false }
        for i in conflict.indices {
            var rest = conflict
            rest.remove(at: i)
            if !satisfiable(rest) { return false }
        }
        return true
    }
}
