import Foundation
import Testing
import Trellis
import TrellisSolver

/// The systems in `scripts/regressions/` on which `scripts/check_solve.py` once found the
/// incremental backend wrong, solved by both backends: they must agree on the optimum and
/// the incremental answer must satisfy every required constraint.
@Suite struct SolverRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/regressions")

    /// Repros that are fixed (the rest are listed as open in the folder's README).
    static let fixed: [(file: String, priorities: PriorityMode)] = [
        ("incremental-short-11000082.json", .weighted),
        ("incremental-short-11000243.json", .weighted),
        ("incremental-short-minimal-7rows.json", .weighted),
        ("incremental-strict-internal-unsat-12000225.json", .strict),
        ("incremental-strict-internal-unsat-12000225.json", .weighted),
        ("incremental-violates-required-7000057.json", .weighted),
        ("incremental-violates-required-7000057.json", .strict),
    ]

    @Test(arguments: fixed.indices) func incrementalMatchesGLPK(_ index: Int) throws {
        let (name, priorities) = Self.fixed[index]
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let file = try SystemFile(bytes: Array(data))
        let glpk = try file.solve(backend: .glpk, priorities: priorities)
        let incremental = try file.solve(backend: .incremental, priorities: priorities)
        #expect(glpk.status == .optimal && incremental.status == .optimal, "\(name)")
        let tolerance = 1e-6 * max(1, abs(glpk.objective))
        #expect(abs(incremental.objective - glpk.objective) <= tolerance, "\(name) \(priorities)")
        #expect(file.system.maxRequiredViolation(at: incremental.values) <= 1e-6, "\(name)")
    }
}
