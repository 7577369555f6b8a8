import Testing
@testable import TrellisDemo
import TrellisSolver

import Trellis

/// Whether python3 can import kiwisolver here (the kiwisolver column is optional).
private let kiwiAvailable = KiwiDriver.unavailableReason() == nil

@Suite struct KiwiDriverTests {
    @Test func encodesRowsAsTheDriverReadsThem() {
        var system = LinearSystem()
        let x = system.addVariable("x")
        let y = system.addVariable("y")
        system.addConstraint(id: "a", [(x, 2), (y, -1)], constant: -10, .greaterThanOrEqual)
        system.addConstraint(id: "b", [(x, 1)], constant: -3, .equal, strength: .weak)
        system.addEdit(variable: y, strength: .strong, suggestedValue: 4)
        let text = KiwiDriver.encode(system, repeatCount: 3, minimum: 0.5, budget: 2)
        #expect(
            text
                == #"{"variables":2,"repeat":3,"minimum":0.5,"budget":2,"#
                + #""constraints":[[[[0,2],[1,-1]],-10,">=",null],[[[0,1]],-3,"==",1]],"#
                + #""edits":[[1,1000000,4]]}"#)
    }

    @Test(.enabled(if: kiwiAvailable)) func kiwisolverAgreesWithTheIncrementalSolverOnEnaml() throws {
        let system = try BenchWorkload.enamlLike.system(size: 1)
        let measurement = KiwiDriver.measure(system, repeatCount: 1, minimumSampleDuration: 0, budget: 5)
        #expect(measurement.outcome == .measured)
        let reference = try Backend.incremental.solve(system)
        let objective = try #require(measurement.objective)
        #expect(abs(objective - reference.objective) <= 1e-6 * max(1, reference.objective))
        #expect(measurement.samples.count == 1 && measurement.samples[0] > 0)
    }
}
