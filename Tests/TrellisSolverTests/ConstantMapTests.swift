import Testing

@testable import TrellisSolver

/// The solver's solution as an affine map of constraint constants (``ConstantMap``).
@Suite struct ConstantMapTests {
    /// `x >= 10`, `y == x + 5`, a weak pull of `x` to 0: `x` sits on its floor and `y` follows.
    func floorAndGap() throws -> (Solver, Constraint, Constraint, Variable, Variable) {
        let x = Variable("x")
        let y = Variable("y")
        let floor = x >= 10  // x - 10 >= 0
        let gap = y == x + 5  // y - x - 5 == 0
        let solver = Solver()
        try solver.addConstraints([floor, gap, (x == 0).strength(.weak)])
        return (solver, floor, gap, x, y)
    }

    @Test func handDerivedValuesInTheSameBasis() throws {
        let (solver, floor, gap, x, y) = try floorAndGap()
        let map = try solver.constantMap(varying: [floor, gap], reading: [x, y])
        #expect(map.origin == [-10, -5])
        #expect(map.base == [10, 15])
        #expect(map.inputCount == 2 && map.outputCount == 2)
        var values: [Double] = []
        // x >= 40, y == x + 8: x = 40 (still on its floor), y = 48.
        #expect(map.evaluate([-40, -8], into: &values))
        #expect(values == [40, 48])
        // The solver agrees once edited the same way.
        try solver.setConstant(of: floor, to: -40)
        try solver.setConstant(of: gap, to: -8)
        #expect(value(solver, x) == 40 && value(solver, y) == 48)
    }

    @Test func aBasisChangeIsRefusedAndTheSolversNewBasisMapped() throws {
        let (solver, floor, gap, x, y) = try floorAndGap()
        let map = try solver.constantMap(varying: [floor, gap], reading: [x, y])
        var values: [Double] = []
        // x >= -10: the weak pull now wins, x = 0, off the floor: the solver must pivot.
        #expect(!map.evaluate([10, -5], into: &values))
        try solver.setConstant(of: floor, to: 10)
        #expect(value(solver, x) == 0 && value(solver, y) == 5)
        let moved = try solver.constantMap(varying: [floor, gap], reading: [x, y])
        #expect(moved.evaluate([10, -5], into: &values))
        #expect(values == [0, 5])
        // In that basis a floor below 0 moves nothing; a gap of 7 moves y.
        #expect(moved.evaluate([3, -7], into: &values))
        #expect(values == [0, 7])
        // A floor above 0 leaves it: refused, and the first map holds again.
        #expect(!moved.evaluate([-2, -5], into: &values))
        #expect(map.evaluate([-2, -5], into: &values))
        #expect(values == [2, 7])
    }

    @Test func badConstantsAreRefused() throws {
        let (solver, floor, gap, x, y) = try floorAndGap()
        let map = try solver.constantMap(varying: [floor, gap], reading: [x, y])
        var values: [Double] = []
        #expect(!map.evaluate([.nan, -5], into: &values))
        #expect(!map.evaluate([-10, .infinity], into: &values))
        #expect(!map.evaluate([-2e12, -5], into: &values))
        #expect(!map.evaluate([-10], into: &values))  // too few constants
        #expect(map.evaluate([-10, -5], into: &values))
        #expect(values == [10, 15])
    }

    @Test func unknownAndRepeatedConstraintsThrow() throws {
        let (solver, floor, _, x, _) = try floorAndGap()
        let stranger = x <= 100
        #expect(throws: SolverError.self) { try solver.constantMap(varying: [stranger], reading: [x]) }
        #expect(throws: SolverError.self) { try solver.constantMap(varying: [floor, floor], reading: [x]) }
        // An unknown variable reads its own value, which nothing moves.
        let other = Variable("other", value: 3)
        let map = try solver.constantMap(varying: [floor], reading: [other, x])
        var values: [Double] = []
        #expect(map.evaluate([-20], into: &values))
        #expect(values == [3, 20])
    }

    @Test func aRequiredEqualityThatWouldBreakIsRefused() throws {
        // x == a and x == b - 1 (both required) hold together only while a == b - 1.
        let x = Variable("x")
        let a = x == 4
        let b = x == 3 + 1  // x - 4 == 0 as well
        let solver = Solver()
        try solver.addConstraints([a, b])
        let map = try solver.constantMap(varying: [a, b], reading: [x])
        var values: [Double] = []
        #expect(map.evaluate([-9, -9], into: &values))
        #expect(values == [9])
        #expect(!map.evaluate([-9, -8], into: &values))
    }

    /// Random chains of gaps, floors and pulls of mixed strengths: whenever a map of the
    /// solver's current basis accepts a constant change, the solver makes the same change
    /// without pivoting and reads the same values.
    @Test(arguments: [1, 2, 3, 4, 5])
    func mapsAgreeWithTheSolverOnRandomChains(seed: UInt64) throws {
        var rng = TestRandom(seed: seed)
        let count = 6
        let xs = (0..<count).map { Variable("x\($0)") }
        var inputs: [Constraint] = []
        var all: [Constraint] = [xs[0] >= 0]
        for i in 1..<count {
            let gap = xs[i] >= xs[i - 1] + Double(rng.next(below: 20))
            all.append(gap)
            inputs.append(gap)
        }
        let strengths: [Strength] = [.weak, .medium, .strong]
        for i in 0..<count {
            let pull = (xs[i] == Double(rng.next(below: 100))).strength(strengths[rng.next(below: 3)])
            all.append(pull)
            inputs.append(pull)
        }
        let cap = xs[count - 1] <= 150
        all.append(cap)
        inputs.append(cap)
        let solver = Solver()
        try solver.addConstraints(all)
        var accepted = 0
        var refused = 0
        var values: [Double] = []
        for _ in 0..<200 {
            let map = try solver.constantMap(varying: inputs, reading: xs)
            var constants = map.origin
            let k = rng.next(below: inputs.count)
            constants[k] = -Double(rng.next(below: 120))
            let held = map.evaluate(constants, into: &values)
            do {
                try solver.setConstant(of: inputs[k], to: constants[k])
            } catch {
                // The required gaps no longer fit under the cap: no basis holds.
                #expect(!held)
                continue
            }
            solver.updateVariables()
            if held {
                accepted += 1
                for (i, x) in xs.enumerated() { #expect(abs(values[i] - x.value) <= 1e-9, "x\(i)") }
            } else {
                refused += 1
            }
        }
        #expect(accepted > 20 && refused > 5)
        #expect(solver._checkInvariants().isEmpty)
    }
}

/// A small deterministic generator (SplitMix64) for the random cases.
struct TestRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
