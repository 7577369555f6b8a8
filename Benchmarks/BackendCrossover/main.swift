// The backend crossover sweep: every layout shape at sizes from 10 up, through the
// incremental solver (build + solve), GLPK cold (dual simplex with presolve), GLPK warm
// (re-solve after a one-constant edit) and `Backend.auto`, interleaved in one run so the
// ratios share the machine's noise. Prints a Markdown table; `--export DIR` also writes each
// system as FORMATS.md §1 JSON for `scripts/lp_refs.py`.
//
//   swift run -c release BackendCrossover [--shapes chain,table,cells] [--sizes 10,100,...]
//       [--budget SECONDS] [--min-time SECONDS] [--export DIR] [--csv FILE] [--calibrate]
import Foundation
import Trellis
import TrellisDemo
import TrellisGLPK
import TrellisSolver

struct Options {
    var shapes = LayoutSystems.Shape.allCases
    var sizes = [10, 30, 100, 200, 300, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000]
    /// A method whose single run takes longer than this is not run at larger sizes.
    var budget = 20.0
    /// Repeat each method until it has run at least this long in total (and 3 times).
    var minTime = 0.3
    var export: String?
    var csv: String?
    /// Only find the per-component crossover (see Calibration.swift).
    var calibrate = false
    /// Run only these methods (e.g. `--only auto,glpk-cold`), for profiling.
    var only: Set<String> = []

    init(_ args: [String]) {
        var i = 1
        func next() -> String? {
            i += 1
            return i < args.count ? args[i] : nil
        }
        while i < args.count {
            switch args[i] {
            case "--shapes":
                shapes = (next() ?? "").split(separator: ",").compactMap {
                    LayoutSystems.Shape(rawValue: String($0))
                }
            case "--sizes": sizes = (next() ?? "").split(separator: ",").compactMap { Int($0) }
            case "--budget": budget = Double(next() ?? "") ?? budget
            case "--min-time": minTime = Double(next() ?? "") ?? minTime
            case "--export": export = next()
            case "--csv": csv = next()
            case "--calibrate": calibrate = true
            case "--only": only = Set((next() ?? "").split(separator: ",").map(String.init))
            default: FileHandle.standardError.write(Data("unknown option \(args[i])\n".utf8))
            }
            i += 1
        }
    }
}

enum Method: String, CaseIterable {
    case incremental
    case glpkCold = "glpk cold"
    case glpkWarm = "glpk warm"
    case auto
}

/// Seconds taken by `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

func format(_ s: Double?) -> String {
    guard let s else { return "—" }
    if s < 1e-3 { return String(format: "%.1f µs", s * 1e6) }
    if s < 1 { return String(format: "%.2f ms", s * 1e3) }
    return String(format: "%.2f s", s)
}

func ratio(_ a: Double?, _ b: Double?) -> String {
    guard let a, let b, b > 0 else { return "—" }
    return String(format: "%.2fx", a / b)
}

/// Prints a line right away (also when stdout is a file).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let options = Options(CommandLine.arguments)
if options.calibrate {
    calibrate(minTime: options.minTime)
    exit(0)
}
if let dir = options.export {
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
}
var csv = "shape,size,rows,incremental,glpk_cold,glpk_warm,auto,auto_choice\n"
say(
    "| shape | N | rows | incremental | glpk cold | glpk warm | auto | inc/best | glpk/best | auto/best | auto chose |"
)
say("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
for shape in options.shapes {
    var skipped = Set(
        Method.allCases.filter {
            !options.only.isEmpty
                && !options.only.contains($0.rawValue.replacingOccurrences(of: " ", with: "-"))
        })
    for size in options.sizes {
        let system = LayoutSystems.make(shape, size: size)
        if let dir = options.export {
            try? SystemJSON.encode(system).write(
                toFile: "\(dir)/\(shape.rawValue)-\(size).json", atomically: true, encoding: .utf8)
        }
        let rows = system.constraints.count + system.edits.count
        var best: [Method: Double] = [:]
        var total: [Method: Double] = [:]
        var runs: [Method: Int] = [:]
        var objectives: [Method: Double] = [:]
        var autoNote = ""
        // The warm re-solve starts from a cold one: skip it once cold solves are too slow.
        if skipped.contains(.glpkCold) { skipped.insert(.glpkWarm) }
        let warm = try? GLPKWarmSolver(system)
        if !skipped.contains(.glpkWarm) { _ = try? warm?.solve() }
        var toggle = false
        // Interleave the methods, round after round, until each has had its time.
        var round = 0
        while true {
            let active = Method.allCases.filter { m in
                !skipped.contains(m) && round < 200
                    && (round == 0 || (round < 3 && total[m, default: 0] < 10)
                        || total[m, default: 0] < options.minTime)
            }
            if active.isEmpty { break }
            for m in active {
                var objective = Double.nan
                let t: Double
                switch m {
                case .incremental:
                    t = seconds {
                        objective =
                            (try? IncrementalBackend().solve(system, priorities: .weighted))?.objective
                            ?? .nan
                    }
                case .glpkCold:
                    t = seconds {
                        objective =
                            (try? GLPKBackend().solve(system, priorities: .weighted))?.objective ?? .nan
                    }
                case .glpkWarm:
                    toggle.toggle()
                    let c = toggle ? LayoutSystems.editedConstants.1 : LayoutSystems.editedConstants.0
                    t = seconds {
                        try? warm?.setConstant(ofConstraint: LayoutSystems.editedConstraint, to: c)
                        objective = (try? warm?.solve())?.objective ?? .nan
                    }
                case .auto:
                    t = seconds {
                        let s = try? Backend.auto.solve(system)
                        objective = s?.objective ?? .nan
                        autoNote = s?.note ?? "failed"
                    }
                }
                best[m] = min(best[m] ?? .infinity, t)
                total[m, default: 0] += t
                runs[m, default: 0] += 1
                if m != .glpkWarm { objectives[m] = objective }
                if t > options.budget { skipped.insert(m) }
            }
            round += 1
        }
        if let a = objectives[.incremental], let b = objectives[.glpkCold],
            abs(a - b) > 1e-6 * max(1, abs(a), abs(b))
        {
            FileHandle.standardError.write(Data("\(shape) \(size): objectives differ: \(a) vs \(b)\n".utf8))
        }
        let ours = [best[.incremental], best[.glpkCold]].compactMap { $0 }.min()
        let choice =
            autoNote.contains("incremental") && autoNote.contains("glpk")
            ? "mixed" : (autoNote.contains("glpk") ? "glpk" : "incremental")
        say(
            "| \(shape.rawValue) | \(size) | \(rows) | \(format(best[.incremental])) | \(format(best[.glpkCold])) | "
                + "\(format(best[.glpkWarm])) | \(format(best[.auto])) | \(ratio(best[.incremental], ours)) | "
                + "\(ratio(best[.glpkCold], ours)) | \(ratio(best[.auto], ours)) | \(choice) |")
        func cell(_ m: Method) -> String { best[m].map { String($0) } ?? "" }
        csv +=
            "\(shape.rawValue),\(size),\(rows),\(cell(.incremental)),\(cell(.glpkCold)),\(cell(.glpkWarm)),"
            + "\(cell(.auto)),\(choice)\n"
        if skipped.count == Method.allCases.count { break }
    }
}
if let path = options.csv { try? csv.write(toFile: path, atomically: true, encoding: .utf8) }
