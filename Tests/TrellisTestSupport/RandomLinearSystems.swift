public import TrellisSolver

/// Seeded random `LinearSystem`s of the shapes the backend differential tests need.
public enum RandomLinearSystems {
    public enum Shape: CaseIterable, Sendable {
        /// Required rows all hold at a hidden point.
        case feasible
        /// Feasible, plus a required row that contradicts others.
        case infeasible
        /// Many required inequalities tight at the hidden point.
        case degenerate
        /// Required rows repeated and scaled.
        case redundant
        /// Feasible with edit variables.
        case withEdits
    }

    public static func make(seed: UInt64, constraints count: Int, shape: Shape) -> LinearSystem {
        var g = SplitMix64(seed: seed)
        let n = max(2, count / 2)
        var s = LinearSystem()
        for i in 0..<n { s.addVariable("v\(i)") }
        let point = (0..<n).map { _ in Double(Int.random(in: -50...50, using: &g)) }
        let strengths: [Strength] = [.weak, .medium, .strong, Strength(7), Strength(250)]
        func row() -> [(Int, Double)] {
            let k = Int.random(in: 1...min(3, n), using: &g)
            let vars = (0..<n).shuffled(using: &g).prefix(k)
            return vars.map {
                ($0, Double(Int.random(in: -3...3, using: &g) == 0 ? 1 : Int.random(in: -3...3, using: &g)))
            }
        }
        func valueAt(_ terms: [(Int, Double)]) -> Double {
            terms.reduce(0) { $0 + $1.1 * point[$1.0] }
        }
        var id = 0
        func add(_ terms: [(Int, Double)], _ constant: Double, _ r: Relation, _ st: Strength) {
            s.addConstraint(id: "c\(id)", terms, constant: constant, r, strength: st)
            id += 1
        }
        for _ in 0..<count {
            let terms = row()
            let at = valueAt(terms)
            let required = Double.random(in: 0..<1, using: &g) < 0.5
            let relation = Relation.allCases.randomElement(using: &g) ?? .equal
            if required {
                let slack = shape == .degenerate ? 0 : Double(Int.random(in: 0...5, using: &g))
                switch relation {
                case .equal: add(terms, -at, .equal, .required)
                case .lessThanOrEqual: add(terms, -(at + slack), .lessThanOrEqual, .required)
                case .greaterThanOrEqual: add(terms, -(at - slack), .greaterThanOrEqual, .required)
                }
                if shape == .redundant && Double.random(in: 0..<1, using: &g) < 0.4 {
                    let k = Double(Int.random(in: 2...3, using: &g))
                    let last = s.constraints[s.constraints.count - 1]
                    add(
                        last.coefficients.map { ($0.variable, $0.value * k) }, last.constant * k,
                        last.relation,
                        .required)
                }
            } else {
                let target = Double(Int.random(in: -60...60, using: &g))
                add(terms, -target, relation, strengths.randomElement(using: &g) ?? .weak)
            }
        }
        if shape == .withEdits {
            for v in (0..<n).shuffled(using: &g).prefix(max(1, n / 3)) {
                s.addEdit(
                    variable: v, strength: strengths.randomElement(using: &g) ?? .strong,
                    suggestedValue: Double(Int.random(in: -80...80, using: &g)))
            }
        }
        if shape == .infeasible {
            // x_a + x_b == p_a + p_b + 1 against x_a == p_a and x_b == p_b, hidden in noise.
            let a = Int.random(in: 0..<n, using: &g)
            var b = Int.random(in: 0..<n, using: &g)
            if b == a { b = (a + 1) % n }
            add([(a, 1)], -point[a], .equal, .required)
            add([(b, 1)], -point[b], .lessThanOrEqual, .required)
            add([(a, 1), (b, 1)], -(point[a] + point[b] + 1), .greaterThanOrEqual, .required)
        }
        // Shuffle so conflicts are not always at the end.
        var order = Array(s.constraints.indices)
        order.shuffle(using: &g)
        s.constraints = order.map { s.constraints[$0] }
        return s
    }
}
