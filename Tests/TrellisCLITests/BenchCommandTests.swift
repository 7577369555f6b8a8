import Foundation
import Testing

@Suite struct BenchCommandTests {
    @Test func quickJSONHasEveryBackendAndRatiosToTheBest() throws {
        let result = try runTrellis([
            "bench", "--quick", "--json", "--sizes", "10", "--repeat", "2", "--backends",
            "incremental,glpk,auto",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["backends"] as? [String] == ["incremental", "glpk", "auto"])
        let rows = try #require(root["rows"] as? [[String: Any]])
        #expect(rows.compactMap { $0["workload"] as? String } == ["enaml-like", "chain", "grid", "cells"])
        for row in rows {
            let entries = try #require(row["entries"] as? [[String: Any]])
            #expect(entries.compactMap { $0["backend"] as? String } == ["incremental", "glpk", "auto"])
            let best = try #require(row["best"] as? String)
            for entry in entries {
                #expect(entry["status"] as? String == "measured", "\(entry)")
                let ratio = try #require(entry["ratio"] as? Double)
                let median = try #require(entry["median"] as? Double)
                #expect(median > 0)
                if entry["backend"] as? String == best { #expect(ratio == 1) } else { #expect(ratio >= 1) }
            }
        }
    }

    @Test func tableAndChart() throws {
        let chart = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: chart) }
        let result = try runTrellis([
            "bench", "--sizes", "5,10", "--repeat", "1", "--workloads", "chain", "--backends", "glpk,auto",
            "--chart", chart.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("workload"))
        #expect(
            result.stdout.split(separator: "\n").filter { $0.hasPrefix("chain ") && $0.contains("*") }.count
                == 2)
        let svg = try String(contentsOf: chart, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("class=\"series\""))
    }

    @Test func badOptionsAreRejected() throws {
        for arguments in [
            ["--sizes", "10,x"], ["--backends", "cplex"], ["--repeat", "0"], ["--workloads", "tree"],
        ] {
            let result = try runTrellis(["bench"] + arguments)
            #expect(result.status != 0)
            #expect(result.stderr.contains("Error"), "\(arguments): \(result.stderr)")
        }
    }
}
