import Testing
import Trellis
import TrellisFormats
import TrellisSolver
import TrellisTestSupport

/// Seeded random round trips: linear forms written in varied syntax parse back to the same
/// coefficients, and random byte soup never crashes and always reports a column inside the
/// text (or one past its end).
@Suite struct ConstraintParserRandomTests {
    /// Coefficients that are exact in binary, so every spelling gives the same double.
    static let nice: [Double] = [1, 2, 3, 4, 5, 0.5, 0.25, 1.5, 2.5, 0.75, 8, 10, 0.125]

    /// `c * name` spelled one of several ways (c > 0).
    static func spell(_ c: Double, _ name: String, _ rng: inout SplitMix64) -> String {
        let number = c == c.rounded() ? String(Int(c)) : String(c)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return c == 1 ? name : "\(number)*\(name)"
        case 1: return "\(name) * \(number)"
        case 2: return "(\(number))*\(name)"
        case 3: return 1 / c == (1 / c).rounded() ? "\(name)/\(Int(1 / c))" : "\(number)*\(name)"
        case 4: return "\(String(2 * c))*(\(name)/2)"
        default: return "-(-\(number) * \(name))"
        }
    }

    @Test func roundTrips() throws {
        var rng = SplitMix64(seed: 42)
        let names = ["x", "y", "z", "_w", "h1", "Left"]
        for _ in 0..<400 {
            var expected: [String: Double] = [:]
            var expectedConstant = 0.0
            var sides: ([String], [String]) = ([], [])
            for name in names.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng)) {
                let c = Self.nice.randomElement(using: &rng).map { Bool.random(using: &rng) ? $0 : -$0 } ?? 1
                let onRight = Bool.random(using: &rng)
                expected[name] = onRight ? -c : c
                let text = (c < 0 ? "- " : "+ ") + Self.spell(abs(c), name, &rng)
                if onRight { sides.1.append(text) } else { sides.0.append(text) }
            }
            let constant = Double(Int.random(in: -20...20, using: &rng))
            if constant != 0 {
                sides.1.append(constant < 0 ? "- \(Int(-constant))" : "+ \(Int(constant))")
                expectedConstant = -constant
            }
            func join(_ parts: [String]) -> String { parts.isEmpty ? "0" : parts.joined(separator: " ") }
            let relation = Relation.allCases.randomElement(using: &rng) ?? .equal
            let text = "\(join(sides.0)) \(relation.rawValue) \(join(sides.1))"
            let parsed = try ConstraintParser.parse(text)
            #expect(parsed.form.coefficients == expected, "\(text)")
            #expect(parsed.form.constant == expectedConstant, "\(text)")
            #expect(parsed.relation == relation, "\(text)")
        }
    }

    @Test func randomTextNeverCrashes() {
        var rng = SplitMix64(seed: 7)
        let alphabet = Array("xy_1209.eE+-*/()<>= \t#é")
        var rejected = 0
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...24, using: &rng)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng) ?? "x" })
            do {
                let parsed = try ConstraintParser.parse(text)
                #expect(parsed.form.isFinite)
            } catch {
                rejected += 1
                #expect((1...text.unicodeScalars.count + 1).contains(error.column), "\(text): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
        #expect(rejected > 2_000)  // random text is mostly not a constraint
    }
}
