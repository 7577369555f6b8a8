// Bulk layout benchmarks: feed cells laid out by hand-written frame arithmetic (the floor),
// by Trellis's solved template (its constant map, solver edits when the basis changes), by
// the layout engine's CellTemplate, by a
// fresh incremental solver per cell, and by kiwisolver (a fresh solver per cell, via
// scripts/kiwi_feed.py). Every variant lays out the same pre-generated cells; timings are
// wall-clock, best of `--repeat` runs. Release builds only: `swift run -c release BulkBenchmarks`.
import Foundation
import Trellis
import TrellisDemo
import TrellisFormats
import TrellisSolver

struct Settings {
    var counts = [10_000, 100_000]
    var width = 375.0
    var threads = ProcessInfo.processInfo.activeProcessorCount
    var repeats = 3
    var kiwiScript: String? = "scripts/kiwi_feed.py"
    /// A build of peers/peers_yoga_feed.cpp (see scripts/yoga_feed.sh), or nil.
    var yogaBinary: String? = nil
    var engine = true
    var exactness = false
    var fresh = true
    var layoutLines: Int? = nil

    init(_ arguments: [String]) {
        var rest = arguments.dropFirst()[...]
        while let flag = rest.popFirst() {
            let value = rest.popFirst() ?? ""
            switch flag {
            case "--cells": counts = value.split(separator: ",").compactMap { Int($0) }
            case "--width": width = Double(value) ?? width
            case "--threads": threads = Int(value) ?? threads
            case "--repeat": repeats = max(1, Int(value) ?? repeats)
            case "--kiwi": kiwiScript = value == "none" ? nil : value
            case "--yoga": yogaBinary = value == "none" ? nil : value
            case "--engine": engine = value != "no"
            case "--exactness": exactness = value == "yes"
            case "--fresh": fresh = value != "no"
            case "--layout-lines": layoutLines = Int(value)
            default: print("unknown option \(flag)")
            }
        }
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) * 1e-9 }

/// CPU seconds used by the whole process (every thread) so far.
func cpuNow() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// The last measurement's CPU seconds (the machine is shared: CPU time is the steadier figure).
nonisolated(unsafe) var lastCPU = 0.0

/// Best wall-clock seconds of `repeats` runs of `body` (and, in `lastCPU`, the least CPU time).
func best(_ repeats: Int, _ body: () async throws -> Void) async rethrows -> Double {
    var fastest = Double.infinity
    var leastCPU = Double.infinity
    for _ in 0..<repeats {
        let start = now()
        let cpu = cpuNow()
        try await body()
        fastest = min(fastest, now() - start)
        leastCPU = min(leastCPU, cpuNow() - cpu)
    }
    lastCPU = leastCPU
    return fastest
}

struct Row {
    var name: String
    var threads: Int
    var seconds: Double
    var cells: Int
    var cpu = lastCPU
    var perSecond: Double { Double(cells) / seconds }
    var perCPUSecond: Double { Double(cells) / cpu }
}

/// Runs a peer program and returns what it printed.
func runPeer(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output
}

/// The number after `key ` on a line of a peer's output.
func peerFigure(_ output: String, _ key: String) -> Double? {
    output.split(separator: "\n").first { $0.hasPrefix(key + " ") }.flatMap { Double($0.dropFirst(key.count + 1)) }
}

/// Sums every variant's heights so that no timed loop is optimised away.
nonisolated(unsafe) var checksumSink = 0.0

/// Every variant, outside the main actor: the harness's `emit` closures stay in this task.
func runAll(_ settings: Settings) async throws {
    let style = FeedCellStyle.standard
    let width = settings.width

    for count in settings.counts {
        let cells = FeedDataGenerator(seed: 2015).cells(count)
        let expected = cells.map { style.frames(for: $0, width: width) }
        var rows: [Row] = []
        let all = BulkOptions(threads: settings.threads)
        let one = BulkOptions(threads: 1)

        func check(_ name: String, _ frames: [FeedCellFrames]) {
            let differences = zip(frames, expected).map { $0.maximumDifference(from: $1) }
            let worst = differences.max() ?? 0
            if settings.exactness {
                let inexact = differences.filter { $0 != 0 }.count
                print("\(name): \(inexact) of \(frames.count) cells not bit-identical to the arithmetic (largest difference \(worst))")
            }
            if frames.count != expected.count || worst > 1e-6 {
                print("!! \(name): \(frames.count) cells, largest difference from arithmetic \(worst)")
            }
        }

        // 1. Hand-written frame arithmetic: a plain loop, then the bulk harness on all cores.
        rows.append(
            Row(
                name: "hand-written frame arithmetic", threads: 1,
                seconds: await best(settings.repeats) {
                    for data in cells { checksumSink += style.frames(for: data, width: width).height }
                }, cells: count))
        let arithmeticSource = { @Sendable (options: BulkOptions) async throws in
            var out: [FeedCellFrames] = []
            out.reserveCapacity(count)
            try await BulkLayout.map(
                source: BulkLayout.indices(count, batch: options.chunkSize), options: options, makeState: { () },
                process: { _, index, _ in style.frames(for: cells[index], width: width) },
                emit: { _, frames in out.append(frames) })
            return out
        }
        var arithmeticFrames: [FeedCellFrames] = []
        rows.append(
            Row(
                name: "hand-written frame arithmetic, bulk harness", threads: settings.threads,
                seconds: try await best(settings.repeats) { arithmeticFrames = try await arithmeticSource(all) }, cells: count))
        check("arithmetic harness", arithmeticFrames)

        // 2. Trellis: one solved template; per cell its constant map (solver edits when no map holds).
        var templateFrames: [FeedCellFrames] = []
        rows.append(
            Row(
                name: "Trellis template (plain loop)", threads: 1,
                seconds: try await best(settings.repeats) {
                    let template = try FeedCellTemplate(width: width)
                    templateFrames = try cells.map { try template.layout($0) }
                }, cells: count))
        check("template", templateFrames)
        func bulk(_ options: BulkOptions) async throws -> [FeedCellFrames] {
            var out: [FeedCellFrames] = []
            out.reserveCapacity(count)
            try await FeedDemo.layout(cells, width: width, options: options) { _, result in
                if case .success(let cell) = result { out.append(cell.frames) }
            }
            return out
        }
        var bulkFrames: [FeedCellFrames] = []
        rows.append(
            Row(
                name: "Trellis bulk (template)", threads: 1,
                seconds: try await best(settings.repeats) { bulkFrames = try await bulk(one) }, cells: count))
        rows.append(
            Row(
                name: "Trellis bulk (template)", threads: settings.threads,
                seconds: try await best(settings.repeats) { bulkFrames = try await bulk(all) }, cells: count))
        check("bulk", bulkFrames)

        // 3. The layout engine's CellTemplate (views and anchors, engine re-solves the edits).
        if settings.engine {
            var engineFrames: [FeedCellFrames] = []
            let seconds = try await best(1) {
                engineFrames = []
                engineFrames.reserveCapacity(count)
                try await BulkLayout.layout(
                    count: count, options: all, template: { try style.cellTemplate(width: width) },
                    data: { cells[$0] }
                ) { _, result in
                    if case .success(let cell) = result { engineFrames.append(cell.feedFrames) }
                }
            }
            rows.append(Row(name: "Trellis engine CellTemplate (views + anchors)", threads: settings.threads, seconds: seconds, cells: count))
            check("engine template", engineFrames)
        }

        // 4. A fresh incremental solver per cell.
        if settings.fresh {
            var freshFrames: [FeedCellFrames] = []
            let freshCells = min(count, 20_000)
            rows.append(
                Row(
                    name: "fresh incremental solver per cell", threads: 1,
                    seconds: try await best(1) {
                        freshFrames = try cells[0..<freshCells].map { try FeedCellTemplate.freshLayout($0, width: width) }
                    }, cells: freshCells))
            let freshAll = try await best(1) {
                try await BulkLayout.map(
                    source: BulkLayout.indices(count, batch: all.chunkSize), options: all, makeState: { () },
                    process: { _, index, _ in (try? FeedCellTemplate.freshLayout(cells[index], width: width))?.height ?? .nan },
                    emit: { _, height in checksumSink += height })
            }
            rows.append(Row(name: "fresh incremental solver per cell, bulk harness", threads: settings.threads, seconds: freshAll, cells: count))
            check("fresh", freshFrames + expected[freshCells...])
            // The same, every variable and rule built anew per cell, into one solver per thread
            // that is reset between cells (the way kiwi users reuse a solver).
            var reusedFrames: [FeedCellFrames] = []
            rows.append(
                Row(
                    name: "fresh rules, reused solver (reset between cells)", threads: 1,
                    seconds: try await best(1) {
                        let solver = Solver()
                        reusedFrames = try cells[0..<freshCells].map {
                            try FeedCellTemplate.freshLayout($0, width: width, reusing: solver)
                        }
                    }, cells: freshCells))
            let reusedAll = try await best(1) {
                try await BulkLayout.map(
                    source: BulkLayout.indices(count, batch: all.chunkSize), options: all, makeState: { Solver() },
                    process: { solver, index, _ in
                        (try? FeedCellTemplate.freshLayout(cells[index], width: width, reusing: solver))?.height ?? .nan
                    },
                    emit: { _, height in checksumSink += height })
            }
            rows.append(Row(name: "fresh rules, reused solver, bulk harness", threads: settings.threads, seconds: reusedAll, cells: count))
            check("fresh rules, reused solver", reusedFrames + expected[freshCells...])
        }

        // 5. Peers that read each cell's measured sizes from a CSV: kiwisolver through its script
        // (the same constraints, a fresh solver per cell) and Yoga (a fresh flexbox tree per cell).
        let peerCells = min(count, 20_000)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-peers-\(count).csv").path
        if settings.kiwiScript != nil || settings.yogaBinary != nil {
            var csv = "nameW,nameH,timeW,timeH,bodyH,votesW,votesH,height\n"
            for (data, frames) in zip(cells[0..<peerCells], expected) {
                let s = style.contentSizes(for: data, width: width)
                csv += "\(s.name.width),\(s.name.height),\(s.time.width),\(s.time.height),\(s.bodyHeight),"
                csv += "\(s.votes.width),\(s.votes.height),\(frames.height)\n"
            }
            try csv.write(toFile: path, atomically: true, encoding: .utf8)
        }
        if let binary = settings.yogaBinary {
            for (name, extra) in [("Yoga, fresh tree per cell (C++)", [String]()), ("Yoga, one tree reused (C++)", ["--reuse"])] {
                var fastest: Row?
                for _ in 0..<settings.repeats {
                    let output = try runPeer(binary, [path, "--width", "\(width)"] + extra)
                    guard let seconds = peerFigure(output, "seconds"), let cpu = peerFigure(output, "cpu_seconds") else {
                        print("!! yoga failed: \(output)")
                        break
                    }
                    var row = Row(name: name, threads: 1, seconds: seconds, cells: peerCells)
                    row.cpu = cpu
                    if fastest.map({ cpu < $0.cpu }) ?? true { fastest = row }
                    if let difference = peerFigure(output, "max_height_difference"), difference > 1e-3 {
                        print("!! yoga heights differ from Trellis's by up to \(difference)")
                    }
                }
                if let fastest { rows.append(fastest) }
            }
        }
        if let script = settings.kiwiScript {
            let output = try runPeer("/usr/bin/env", ["python3", script, path, "--width", "\(width)"])
            if let seconds = peerFigure(output, "seconds") {
                var row = Row(name: "kiwisolver, fresh solver per cell (Python)", threads: 1, seconds: seconds, cells: peerCells)
                if let cpu = peerFigure(output, "cpu_seconds") { row.cpu = cpu }
                rows.append(row)
            } else {
                print("!! kiwi script failed: \(output)")
            }
            if let check = output.split(separator: "\n").first(where: { $0.hasPrefix("max_height_difference") }) {
                print("kiwi \(check)")
            }
        }
        try? FileManager.default.removeItem(atPath: path)

        // The table.
        let floor1 = rows[0].perSecond
        let floorN = rows[1].perSecond
        print("\n### \(count) feed cells at width \(Int(width)) (\(settings.threads) cores)\n")
        let cpuFloor = rows[0].perCPUSecond
        print("| variant | threads | cells timed | cells/s (wall) | vs arithmetic (wall, same threads) | CPU µs per cell | vs arithmetic (CPU) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in rows {
            let floor = row.threads == 1 ? floor1 : floorN
            let ratio = floor / row.perSecond
            print(
                "| \(row.name) | \(row.threads) | \(row.cells) | \(Int(row.perSecond.rounded())) | "
                    + String(format: "%.2fx", ratio) + " | " + String(format: "%.2f", 1e6 / row.perCPUSecond) + " | "
                    + String(format: "%.2fx", cpuFloor / row.perCPUSecond) + " |")
        }
        if let template = rows.first(where: { $0.name == "Trellis bulk (template)" && $0.threads == settings.threads }),
            let fresh = rows.first(where: { $0.name.hasPrefix("fresh incremental solver per cell, bulk") })
        {
            print(
                "\nTemplate vs a fresh solver per cell (both on \(settings.threads) threads): "
                    + String(format: "%.1fx faster (wall), %.1fx (CPU)", template.perSecond / fresh.perSecond,
                        template.perCPUSecond / fresh.perCPUSecond))
        }
        if let template = rows.first(where: { $0.name == "Trellis template (plain loop)" }),
            let kiwi = rows.first(where: { $0.name.hasPrefix("kiwisolver") })
        {
            print(
                "Template vs kiwisolver fresh per cell (1 thread): "
                    + String(format: "%.1fx faster (wall)", template.perSecond / kiwi.perSecond))
        }
        if let fresh = rows.first(where: { $0.name == "fresh incremental solver per cell" }),
            let yoga = rows.first(where: { $0.name.hasPrefix("Yoga, fresh") })
        {
            print(
                "Fresh solver per cell over a fresh Yoga tree per cell (1 thread, CPU): "
                    + String(format: "%.2fx", yoga.perCPUSecond / fresh.perCPUSecond))
        }
        if let reused = rows.first(where: { $0.name == "fresh rules, reused solver (reset between cells)" }),
            let yoga = rows.first(where: { $0.name.hasPrefix("Yoga, fresh") })
        {
            print(
                "Fresh rules in a reused solver over a fresh Yoga tree per cell (1 thread, CPU): "
                    + String(format: "%.2fx", yoga.perCPUSecond / reused.perCPUSecond))
        }
    }
    // FORMATS.md §2 lines through `trellis bulk`'s library path: one structure, varying constants,
    // pinned widths and intrinsic sizes; automatic template reuse against building every line afresh.
    if let layoutLines = settings.layoutLines {
        var rng = SplitMix64(seed: 2015)
        let lines = (0..<layoutLines).map { _ -> String in
            let width = [320, 375, 414][rng.next(below: 3)]
            let name = 8 * (3 + rng.next(below: 16))
            let body = 20 * (1 + rng.next(below: 8))
            let inset = [12, 15, 16][rng.next(below: 3)]
            return #"{"views": [{"id": "cell", "frame": [0, 0, \#(width), 200]}, {"id": "avatar", "parent": "cell"}, "#
                + #"{"id": "name", "parent": "cell", "intrinsicSize": [\#(name), 18]}, "#
                + #"{"id": "body", "parent": "cell", "intrinsicSize": [null, \#(body)]}, "#
                + #"{"id": "like", "parent": "cell", "intrinsicSize": [46, 26]}, {"id": "share", "parent": "cell", "intrinsicSize": [52.5, 26]}], "#
                + #""constraints": ["avatar.leading == cell.leading + \#(inset)", "avatar.top == cell.top + 15", "#
                + #""avatar.width == 40", "avatar.height == avatar.width", "name.leading == avatar.trailing + 10", "#
                + #""name.centerY == avatar.centerY", "name.trailing <= cell.trailing - 15", "body.leading == cell.leading + 15", "#
                + #""body.trailing == cell.trailing - 15", "body.top == avatar.bottom + 10", "like.leading == cell.leading + 15", "#
                + #""like.top == body.bottom + 10", "share.trailing == cell.trailing - 15", "share.centerY == like.centerY"]}"#
        }
        print("\n### \(layoutLines) FORMATS §2 layout lines (one structure), BulkStream\n")
        print("| variant | threads | lines/s (wall) | CPU µs per line |")
        print("| --- | ---: | ---: | ---: |")
        var outputs: [[String]] = []
        for (name, reuse, threads) in [
            ("reused templates", true, 1), ("every line built afresh", false, 1),
            ("reused templates", true, settings.threads), ("every line built afresh", false, settings.threads),
        ] {
            var out: [String] = []
            let wall = try await best(1) {
                out = []
                let source = BulkLayout.indices(layoutLines, batch: 256)
                _ = try await BulkStream.run(
                    source: { source()?.map { lines[$0] } }, mode: .layouts(strict: false, reuse: reuse),
                    options: BulkOptions(threads: threads)
                ) { out.append($0) }
            }
            outputs.append(out)
            print("| \(name) | \(threads) | \(Int((Double(layoutLines) / wall).rounded())) | "
                + String(format: "%.1f", lastCPU / Double(layoutLines) * 1e6) + " |")
        }
        print(outputs.allSatisfy { $0 == outputs[0] } ? "\nAll four runs printed identical lines." : "\n!! outputs differ")
    }
}

try await runAll(Settings(CommandLine.arguments))
if checksumSink == 42 { print("") }
