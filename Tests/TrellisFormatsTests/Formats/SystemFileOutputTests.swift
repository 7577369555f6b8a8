import Testing
import Trellis
import TrellisFormats
import TrellisSolver

/// The output object of `trellis solve`, from hand-built solutions (no solver involved).
@Suite struct SystemFileOutputTests {
    private static let json = """
        { "variables": { "x": 1 },
          "constraints": [ { "id": "c1", "constraint": "x + y >= 10" },
                           { "id": "w", "constraint": "x == 3", "strength": "weak" },
                           { "id": "c3", "constraint": "y <= 2" } ],
          "edits": [ { "variable": "y", "strength": 10, "suggest": 4.5 } ] }
        """

    @Test func optimalOutput() throws {
        let file = try SystemFile(json: Self.json)
        // x = 8, y = 2: weak x == 3 is off by 5 (weight 1), edit y off by 2.5 (weight 10).
        let solution = SystemSolution(status: .optimal, values: [8, 2], objective: -1, backend: .incremental)
        #expect(
            try file.outputJSON(for: solution)
                == #"{"status":"optimal","backend":"incremental","objective":30,"values":{"x":8,"y":2}}"#)
    }

    @Test func unsatisfiableOutputNamesTheConflict() throws {
        let file = try SystemFile(json: Self.json)
        let solution = SystemSolution(
            status: .unsatisfiable(conflict: [0, 2]), values: [1, 0], objective: 0, backend: .glpk,
            note: "two \"quoted\"\nlines")
        #expect(
            try file.outputJSON(for: solution)
                == #"{"status":"unsatisfiable","backend":"glpk","objective":47,"values":{"x":1,"y":0},"#
                + #""conflict":["c1","c3"],"note":"two \"quoted\"\nlines"}"#)
    }

    /// Printed by the one rule of every command: 10 significant digits, no negative zero; a
    /// tiny value keeps its digits.
    @Test func numbersAreCleanJSON() throws {
        let file = try SystemFile(json: #"{"constraints": [{"constraint": "a + b + c + d + e + f >= 0"}]}"#)
        let solution = SystemSolution(
            status: .optimal, values: [-0.0, 0.1 + 0.2, 1e20, -2.5e-7, 123_456_789, .leastNonzeroMagnitude],
            objective: 0,
            backend: .incremental)
        #expect(
            try file.outputJSON(for: solution)
                == #"{"status":"optimal","backend":"incremental","objective":0,"#
                + #""values":{"a":0,"b":0.3,"c":1e+20,"d":-2.5e-07,"e":123456789,"f":5e-324}}"#
        )
    }

    @Test func nonFiniteOrMismatchedSolutionsAreRefused() throws {
        let file = try SystemFile(json: Self.json)
        for values in [[Double.nan, 0], [0, .infinity], [0]] {
            let solution = SystemSolution(
                status: .optimal, values: values, objective: 0, backend: .incremental)
            #expect(throws: SolverError.self) { try file.outputJSON(for: solution) }
        }
        let badConflict = SystemSolution(
            status: .unsatisfiable(conflict: [7]), values: [0, 0], objective: 0, backend: .incremental)
        #expect(throws: SolverError.self) { try file.outputJSON(for: badConflict) }
    }
}
