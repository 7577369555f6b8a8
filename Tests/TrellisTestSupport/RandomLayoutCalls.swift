public import TrellisSolver

/// Seeded random layout-like calls applied alike to several solvers: views chained after
/// recent positions (a minimum width, a weak preference, a strong or medium intrinsic
/// width, sometimes a maximum), couplings between positions, edit variables and
/// suggestions, constant and strength changes, removals.
///
/// Each constraint is made once per solver (changing a constant or a strength changes the
/// constraint object too). A call that throws must throw on every solver or on none; the
/// driver records which ones did in ``mismatches``.
/// ```swift
/// var calls = RandomLayoutCalls(seed: 7, solvers: [a, b])
/// for _ in 0..<200 { try calls.step() }
/// ```
public struct RandomLayoutCalls {
    public let solvers: [Solver]
    public private(set) var positions: [Variable] = [Variable("p0")]
    public private(set) var widths: [Variable] = []
    /// Whether a constraint has been removed yet (solvers that may pick different optimal
    /// bases can differ from there on).
    public private(set) var removed = false
    /// Calls that threw on some solvers but not on the others.
    public private(set) var mismatches = 0
    /// Whether a view may also get a maximum width (`2 * width <= 2 * maximum`).
    public var maximumWidths = false
    var rng: SplitMix64
    var live: [[Constraint]] = []
    var edits: [Variable] = []
    var steps = 0

    public init(seed: UInt64, solvers: [Solver]) throws {
        rng = SplitMix64(seed: seed)
        self.solvers = solvers
        let first = positions[0]
        _ = try all { solver, _ in try solver.addConstraint(first == 0) }
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// Runs `body` on every solver; `false` when it threw (on all of them, or a mismatch).
    mutating func all(_ body: (Solver, Int) throws -> Void) throws -> Bool {
        var failed = 0
        for (k, solver) in solvers.enumerated() {
            do { try body(solver, k) } catch { failed += 1 }
        }
        if failed != 0 && failed != solvers.count { mismatches += 1 }
        return failed == 0
    }

    func each(_ make: () -> Constraint) -> [Constraint] { solvers.map { _ in make() } }

    /// One random call on every solver.
    public mutating func step() throws {
        let step = steps
        steps += 1
        let roll = int(0...19)
        if roll < 9 {
            let width = Variable("w\(step)")
            let next = Variable("p\(step)")
            let from = positions[int(max(0, positions.count - 4)...(positions.count - 1))]
            let gap = Double(int(0...12))
            let minimum = Double(int(0...10))
            let preferred = Double(int(10...60))
            let intrinsic = Double(int(10...60))
            let resistance: Strength = [.strong, .medium][int(0...1)]
            var groups = [
                each { width >= minimum },
                each { (width == preferred).strength(.weak) },
                each { (width >= intrinsic).strength(resistance) },
                each { next == from + width + gap },
            ]
            if maximumWidths && int(0...2) == 0 {
                let maximum = Double(int(40...90))
                groups.append(each { width * 2 <= maximum * 2 })
            }
            for group in groups where try all({ solver, k in try solver.addConstraint(group[k]) }) {
                live.append(group)
            }
            positions.append(next)
            widths.append(width)
        } else if roll < 11 && positions.count > 3 {
            let a = positions[int(0...(positions.count - 1))]
            let b = positions[int(0...(positions.count - 1))]
            guard a !== b else { return }
            let constant = Double(int(-200...200))
            let relation: Relation = [.lessThanOrEqual, .greaterThanOrEqual, .equal][int(0...2)]
            let strength: Strength = int(0...3) == 0 ? .required : .strong
            let group = each { Constraint(a - b + constant, relation, strength: strength) }
            if try all({ solver, k in try solver.addConstraint(group[k]) }) { live.append(group) }
        } else if roll < 13 {
            let v = positions[int(0...(positions.count - 1))]
            if edits.contains(where: { $0 === v }) {
                let value = Double(int(-100...3_000))
                _ = try all { solver, _ in try solver.suggestValue(v, value) }
            } else {
                _ = try all { solver, _ in try solver.addEditVariable(v, strength: .medium) }
                edits.append(v)
            }
        } else if roll < 15 && !live.isEmpty {
            let group = live[int(0...(live.count - 1))]
            let constant = Double(int(-50...50))
            _ = try all { solver, k in try solver.setConstant(of: group[k], to: constant) }
        } else if roll < 16 && !live.isEmpty {
            let group = live[int(0...(live.count - 1))]
            let strength: Strength = [.weak, .medium, .strong][int(0...2)]
            if !group[0].strength.isRequired {
                _ = try all { solver, k in try solver.setStrength(of: group[k], to: strength) }
            }
        } else if !live.isEmpty {
            let group = live.remove(at: int(0...(live.count - 1)))
            _ = try all { solver, k in try solver.removeConstraint(group[k]) }
            removed = true
        }
    }
}
