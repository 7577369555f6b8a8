import Foundation
import Testing
import TrellisSolver
import TrellisTestSupport

@testable import TrellisGLPK

@Suite struct GLPKThreadingTests {
    /// A fixed batch of systems: feasible, infeasible and strict, of varied sizes.
    func batch() -> [(LinearSystem, PriorityMode)] {
        (0..<24).map { k in
            let shape = RandomLinearSystems.Shape.allCases[k % RandomLinearSystems.Shape.allCases.count]
            let system = RandomLinearSystems.make(seed: UInt64(100 + k), constraints: 10 + 7 * k, shape: shape)
            return (system, k % 3 == 0 ? .strict : .weighted)
        }
    }

    /// A solution as comparable data (status and exact values).
    func fingerprint(_ s: SystemSolution) -> String {
        "\(s.status) \(s.values) \(s.objective)"
    }

    @Test func eightThreadsGiveTheSerialAnswers() throws {
        let systems = batch()
        let serial = try systems.map { try fingerprint(GLPKBackend().solve($0.0, priorities: $0.1)) }
        let results = Results(count: systems.count * 8)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for (k, (system, mode)) in systems.enumerated() {
                let answer = (try? GLPKBackend().solve(system, priorities: mode)).map(fingerprint)
                results.set(thread * systems.count + k, answer ?? "threw")
            }
        }
        let parallel = results.all
        for thread in 0..<8 {
            for k in systems.indices {
                #expect(parallel[thread * systems.count + k] == serial[k], "thread \(thread), system \(k)")
            }
        }
    }
}

/// Answers written from several threads.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String]
    init(count: Int) { values = Array(repeating: "", count: count) }
    func set(_ i: Int, _ v: String) { lock.withLock { values[i] = v } }
    var all: [String] { lock.withLock { values } }
}
