import TrellisSolver
import TrellisTestSupport

/// Seeded random systems spread over the whole documented numeric range (``NumericPolicy``):
/// coefficients spanning up to 1e12 in one constraint, weights from 1 to 1e12, and the shapes
/// that strain a simplex: badly scaled rows, near-parallel rows, redundant and duplicated
/// rows, thousands of equal-strength competitors, and infeasible systems.
///
/// Required constraints are planted: they hold at a random point, so every system but the
/// `infeasible` shape is feasible.
enum WideRangeSystems {
    enum Shape: CaseIterable, Sendable {
        case badlyScaled, nearParallel, redundant, duplicated, heavyWeights, infeasible
    }

    /// A magnitude 10^u with u uniform in `exponents`, with a random sign.
    static func magnitude(_ exponents: ClosedRange<Double>, _ g: inout SplitMix64) -> Double {
        let m = pow10(Double.random(in: exponents, using: &g))
        return Bool.random(using: &g) ? m : -m
    }

    static func pow10(_ e: Double) -> Double {
        var result = 1.0
        var k = e.rounded(.down)
        let fraction = e - k
        while k > 0 {
            result *= 10
            k -= 1
        }
        while k < 0 {
            result /= 10
            k += 1
        }
        // 10^f for f in [0, 1) by exp(f ln 10), as a short series (no Foundation here).
        let x = fraction * 2.302_585_092_994_046
        var term = 1.0
        var sum = 1.0
        for n in 1...30 {
            term *= x / Double(n)
            sum += term
        }
        return result * sum
    }

    /// `q * 2^k` with `q` in {1, 3, 5, 7} and `k` in `exponents`, with a random sign: exact
    /// binary numbers, so planted constants are exact and a planted system is feasible in
    /// exact arithmetic, not only up to roundoff.
    static func binary(_ exponents: ClosedRange<Int>, _ g: inout SplitMix64) -> Double {
        let q = Double([1, 3, 5, 7].randomElement(using: &g) ?? 1)
        let m = q * pow2(Int.random(in: exponents, using: &g))
        return Bool.random(using: &g) ? m : -m
    }

    static func pow2(_ k: Int) -> Double { Double(sign: .plus, exponent: k, significand: 1) }

    /// A system, its planted point, and whether its required constraints can hold (by
    /// construction: only the `infeasible` shape pushes a planted equality off its value).
    struct Planted {
        var system: LinearSystem
        var point: [Double]
        var feasible: Bool
    }

    static func make(seed: UInt64, shape: Shape) -> Planted {
        var g = SplitMix64(seed: seed)
        let n = Int.random(in: 2...7, using: &g)
        var s = LinearSystem()
        for i in 0..<n { s.addVariable("x\(i)") }
        // The planted point: small integers, so every planted constant is exact.
        let point = (0..<n).map { _ in Double(Int.random(in: -8...8, using: &g)) }
        // A row's coefficients are q * 2^k with k within `width` of a random centre: up to
        // 7 * 2^37 / 1 = 9.6e11 between its largest and smallest (the badly scaled shape).
        let width = shape == .badlyScaled ? 37 : 12
        func row() -> [(Int, Double)] {
            let k = Int.random(in: 1...min(3, n), using: &g)
            let low = Int.random(in: -12...(12 - width / 2), using: &g)
            return (0..<n).shuffled(using: &g).prefix(k).map { ($0, binary(low...(low + width), &g)) }
        }
        func at(_ terms: [(Int, Double)]) -> Double { terms.reduce(0) { $0 + $1.1 * point[$1.0] } }
        func size(_ terms: [(Int, Double)]) -> Double { terms.reduce(0) { $0 + abs($1.1 * point[$1.0]) } }
        var id = 0
        var feasible = true
        func add(_ terms: [(Int, Double)], _ constant: Double, _ r: Relation, _ st: Strength) {
            s.addConstraint(id: "c\(id)", terms, constant: constant, r, strength: st)
            id += 1
        }
        func weight() -> Strength {
            let top: Double = shape == .heavyWeights ? 12 : 6
            return Strength(pow10(Double.random(in: 0...top, using: &g)))
        }
        let count = Int.random(in: 2...10, using: &g)
        for _ in 0..<count {
            let terms = row()
            let value = at(terms)
            let slack = Double(Int.random(in: 0...4, using: &g)) * (terms.first.map { abs($0.1) } ?? 1)
            if Double.random(in: 0..<1, using: &g) < 0.5 {
                let relation = Relation.allCases.randomElement(using: &g) ?? .equal
                switch relation {
                case .equal: add(terms, -value, .equal, .required)
                case .lessThanOrEqual: add(terms, -(value + slack), .lessThanOrEqual, .required)
                case .greaterThanOrEqual: add(terms, -(value - slack), .greaterThanOrEqual, .required)
                }
                let last = s.constraints[s.constraints.count - 1]
                switch shape {
                case .nearParallel:
                    // The same row with one coefficient moved by 2^-20 relative, planted too.
                    var bent = terms
                    bent[0].1 *= 1 + pow2(-20) * (Bool.random(using: &g) ? 1 : -1)
                    add(bent, -at(bent), .equal, .required)
                case .redundant:
                    let k = binary(-6...6, &g)
                    let flipped: Relation =
                        k > 0
                        ? last.relation
                        : (last.relation == .equal
                            ? .equal
                            : (last.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual))
                    add(
                        last.coefficients.map { ($0.variable, $0.value * k) }, last.constant * k, flipped,
                        .required)
                case .duplicated:
                    add(
                        last.coefficients.map { ($0.variable, $0.value) }, last.constant, last.relation,
                        .required)
                case .infeasible:
                    // The same row pushed off its planted value: with an equality, a conflict.
                    if last.relation == .equal {
                        add(terms, -(value + max(1, size(terms))), .equal, .required)
                        feasible = false
                    }
                default: break
                }
            } else {
                let target = value + Double(Int.random(in: -20...20, using: &g)) * max(1, size(terms)) / 8
                add(terms, -target, Relation.allCases.randomElement(using: &g) ?? .equal, weight())
            }
        }
        for v in 0..<n where Double.random(in: 0..<1, using: &g) < 0.3 {
            s.addEdit(
                variable: v, strength: weight(),
                suggestedValue: point[v] + Double(Int.random(in: -50...50, using: &g)))
        }
        return Planted(system: s, point: point, feasible: feasible)
    }

    /// `count` equal-strength competitors pulling one variable: `x == t_i` at weight 1 for
    /// targets `t_i`, between two required bounds. The optimum is known by hand: the sum of
    /// distances from the median of the targets clamped into the bounds.
    static func competitors(seed: UInt64, count: Int) -> (system: LinearSystem, optimum: Double) {
        var g = SplitMix64(seed: seed)
        var s = LinearSystem()
        let x = s.addVariable("x")
        var targets: [Double] = []
        for i in 0..<count {
            let t = Double(Int.random(in: -1000...1000, using: &g))
            targets.append(t)
            s.addConstraint(id: "t\(i)", [(x, 1)], constant: -t, .equal, strength: .medium)
        }
        let low = Double(Int.random(in: -1200...0, using: &g))
        let high = low + Double(Int.random(in: 10...1500, using: &g))
        s.addConstraint(id: "low", [(x, 1)], constant: -low, .greaterThanOrEqual)
        s.addConstraint(id: "high", [(x, 1)], constant: -high, .lessThanOrEqual)
        let sorted = targets.sorted()
        let median = sorted[sorted.count / 2]
        let best = min(high, max(low, median))
        return (s, 1000 * targets.reduce(0) { $0 + abs(best - $1) })
    }
}
