import Foundation
import Testing
@testable import TrellisDemo

import Trellis
import TrellisRenderTestSupport

private func measured(_ backend: BenchContender, _ samples: [Double], objective: Double = 1) -> BenchMeasurement
{
    BenchMeasurement(backend: backend, outcome: .measured, samples: samples, objective: objective)
}

private func sampleReport() -> BenchReport {
    let row = BenchRow(
        workload: .chain, size: 100, variables: 401, rows: 602,
        measurements: [
            measured(.incremental, [2e-3, 1e-3, 3e-3]),
            measured(.glpk, [4e-3, 4e-3, 5e-3]),
            BenchMeasurement(backend: .auto, outcome: .skipped("predicted 5 s > budget")),
            BenchMeasurement(backend: .kiwisolver, outcome: .failed("python3 crashed")),
        ])
    var configuration = BenchConfiguration.quick
    configuration.workloads = [.chain]
    configuration.sizes = [100]
    return BenchReport(
        configuration: configuration, backends: [.incremental, .glpk, .auto, .kiwisolver], rows: [row],
        note: nil)
}

@Suite struct BenchReportTests {
    @Test func rowsRankByMedianAndRatiosAreToTheBest() throws {
        let row = sampleReport().rows[0]
        #expect(row.best == .incremental)
        #expect(row.measurement(.incremental)?.median == 2e-3)
        #expect(row.measurement(.incremental)?.ratio == 1)
        #expect(row.measurement(.glpk)?.ratio == 2)
        #expect(row.measurement(.auto)?.ratio == nil)
        // ±: half the interquartile range over the median. Samples 1, 2, 3 ms: quartiles at
        // positions 0.5 and 1.5 are 1.5 and 2.5, so (2.5 - 1.5) / 2 / 2 = 25%.
        let spread = try #require(row.measurement(.incremental)?.spread)
        #expect(abs(spread - 0.25) < 1e-12)
        #expect(measured(.glpk, [1, 2, 3, 4]).median == 2.5)
    }

    @Test func tableMarksTheBestAndExplainsEverySkip() {
        let table = sampleReport().table()
        let line = table.split(separator: "\n").first { $0.hasPrefix("chain") }.map(String.init) ?? ""
        #expect(line.contains("*2.00 ms ±25% 1.00x"))
        // 4, 4, 5 ms: quartiles 4 and 4.5, (4.5 - 4) / 2 / 4 = 6.25%.
        #expect(line.contains("4.00 ms ±6% 2.00x"))
        #expect(table.contains("± half the interquartile range"))
        #expect(line.contains("skipped"))
        #expect(line.contains("failed"))
        #expect(table.contains("chain 100 auto: skipped, predicted 5 s > budget"))
        #expect(table.contains("chain 100 kiwisolver: failed, python3 crashed"))
    }

    @Test func oneStalledSampleDoesNotBlowUpTheSpread() throws {
        // Four samples near 1 ms and one of 33 ms (another process took the core): the old
        // min-max spread was (33 - 1) / 2 / 1.01 = 1584%. Quartiles 1 and 1.02, median 1.01:
        // 0.02 / 2 / 1.01, about 1%.
        let m = measured(.incremental, [1e-3, 1.01e-3, 33e-3, 1e-3, 1.02e-3])
        let spread = try #require(m.spread)
        #expect(abs(spread - 0.01 / 1.01) < 1e-9)
        #expect(BenchReport.spreadText(spread) == "±1%")
    }

    @Test func aSpreadOverTheCapIsMarkedNotPrinted() {
        #expect(BenchReport.spreadText(0.5) == "±50%")
        #expect(BenchReport.spreadText(0.51) == "±>50%")
        #expect(BenchReport.spreadText(31.78) == "±>50%")
        #expect(BenchReport.spreadText(.infinity) == "±>50%")
    }

    @Test func jsonCarriesEveryEntry() throws {
        let data = Data(sampleReport().json().utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["backends"] as? [String] == ["incremental", "glpk", "auto", "kiwisolver"])
        let rows = try #require(root["rows"] as? [[String: Any]])
        let entries = try #require(rows.first?["entries"] as? [[String: Any]])
        #expect(entries.map { $0["status"] as? String } == ["measured", "measured", "skipped", "failed"])
        #expect(entries[1]["ratio"] as? Double == 2)
        #expect(entries[0]["samples"] as? [Double] == [2e-3, 1e-3, 3e-3])
        #expect(rows.first?["best"] as? String == "incremental")
    }

    @Test func chartIsWellFormedWithALinePerMeasuredBackend() throws {
        var report = sampleReport()
        let small = BenchRow(
            workload: .chain, size: 10, variables: 41, rows: 62,
            measurements: [measured(.incremental, [1e-4]), measured(.glpk, [3e-4])])
        report.rows.insert(small, at: 0)
        let svg = report.chartSVG()
        _ = try parseSVG(svg)  // well-formed XML
        // Two sizes measured for incremental and glpk: one polyline each.
        #expect(svg.components(separatedBy: "class=\"series\"").count - 1 == 2)
        #expect(svg.contains("data-backend=\"incremental\""))
        #expect(svg.contains("100 µs"))
    }

    @Test func aWrongObjectiveIsReportedAsFailed() {
        let checked = BenchRunner.checkObjectives([
            measured(.incremental, [1], objective: 100), measured(.kiwisolver, [1], objective: 101),
        ])
        #expect(checked[0].outcome == .measured)
        #expect(checked[1].outcome == .failed("objective 101.0, best 100.0"))
    }

    @Test func predictionsFollowTheMeasuredGrowth() {
        #expect(BenchRunner.predictedSeconds(at: 10, from: []) == 0)
        // One point: quadratic.
        #expect(abs(BenchRunner.predictedSeconds(at: 100, from: [(10, 0.01)]) - 1) < 1e-12)
        // Linear growth measured between 10 and 100: linear extrapolation.
        let linear = BenchRunner.predictedSeconds(at: 1_000, from: [(10, 0.001), (100, 0.01)])
        #expect(abs(linear - 0.1) < 1e-12)
        // Faster than cubic is clamped to cubic.
        let steep = BenchRunner.predictedSeconds(at: 1_000, from: [(10, 1e-6), (100, 1e-1)])
        #expect(abs(steep - 100) < 1e-9)
    }
}
