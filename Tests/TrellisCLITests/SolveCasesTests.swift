import Foundation
import Testing

/// `trellis solve` end to end on the hand-written systems of `scripts/cases/` (each
/// `NAME.json` with `NAME.expected.json` derived by hand), on every backend.
///
/// An expected file holds `exit`, and then either `status`, `objective` (within 1e-6
/// relative), `values` (only the variables whose optimum is unique, within 1e-6) and
/// `conflict` (the unique irreducible set, in any order), or `stderr` (the message after
/// `FILE: `). `args` adds options.
@Suite struct SolveCasesTests {
    static let casesDirectory = repositoryRoot.appendingPathComponent("scripts/cases")

    static let caseNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: casesDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".expected.json") }
            .map { String($0.dropLast(".expected.json".count)) }.sorted()
    }()

    @Test func thereAreCases() {
        #expect(Self.caseNames.count >= 12)
    }

    @Test(arguments: caseNames, ["incremental", "glpk", "auto"])
    func solveCase(name: String, backend: String) throws {
        let input = Self.casesDirectory.appendingPathComponent("\(name).json").path
        let expectedData = try Data(
            contentsOf: Self.casesDirectory.appendingPathComponent("\(name).expected.json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: expectedData) as? [String: Any])
        let extra = expected["args"] as? [String] ?? []
        let result = try runTrellis(["solve", input, "--backend", backend] + extra)
        let exit = try #require(expected["exit"] as? Int)
        #expect(Int(result.status) == exit, "\(name): \(result.stderr)")
        if let message = expected["stderr"] as? String {
            #expect(result.stderr.hasPrefix("\(input): \(message)"), "\(name): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
            #expect(result.stdout.isEmpty)
            return
        }
        #expect(result.stderr.isEmpty, "\(name): \(result.stderr)")
        #expect(result.stdout.hasSuffix("}\n") && result.stdout.filter { $0 == "\n" }.count == 1)
        let output = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
            "\(name): \(result.stdout)")
        #expect(output["status"] as? String == expected["status"] as? String, "\(name)")
        let usedBackend = output["backend"] as? String
        #expect(usedBackend == (backend == "auto" ? usedBackend : backend))
        #expect(["incremental", "glpk"].contains(usedBackend ?? ""))
        let values = try #require(output["values"] as? [String: Double], "\(name): \(result.stdout)")
        #expect(values.values.allSatisfy { $0.isFinite })
        if let objective = expected["objective"] as? Double {
            let got = try #require(output["objective"] as? Double)
            #expect(abs(got - objective) <= 1e-6 * max(1, abs(objective)), "\(name): objective \(got)")
        }
        for (variable, value) in expected["values"] as? [String: Double] ?? [:] {
            let got = try #require(values[variable], "\(name): no value for \(variable)")
            #expect(abs(got - value) <= 1e-6 * max(1, abs(value)), "\(name): \(variable) = \(got)")
        }
        if let conflict = expected["conflict"] as? [String] {
            let got = try #require(output["conflict"] as? [String], "\(name): \(result.stdout)")
            #expect(Set(got) == Set(conflict) && got.count == conflict.count, "\(name): conflict \(got)")
        } else {
            #expect(output["conflict"] == nil)
        }
    }

    @Test func everyVariableIsPrintedWithItsInitialValueWhenUnconstrained() throws {
        let path = try writeTemporaryFile(
            #"{"variables": {"idle": 7.5, "x": 1}, "constraints": [{"constraint": "x >= 2"}]}"#)
        defer { removeTemporaryFile(path) }
        for backend in ["incremental", "glpk"] {
            let result = try runTrellis(["solve", path, "--backend", backend])
            #expect(result.status == 0)
            let output = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let values = try #require(output["values"] as? [String: Double])
            #expect(Set(values.keys) == ["idle", "x"])
            #expect(values["idle"] == 7.5, "\(backend)")
            #expect(try #require(values["x"]) >= 2 - 1e-9)
        }
    }
}
