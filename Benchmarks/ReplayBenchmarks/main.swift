// A constant change after the first layout of a large component solved through presolve
// (figures in RESULTS-scale.md): the coupled table of scripts/gen_scale.py, laid out once,
// then changed one constant at a time and laid out again.
//
//   python3 scripts/gen_scale.py layout table 10000 > /tmp/table10000.json
//   swift run -c release ReplayBenchmarks /tmp/table10000.json [--changes N] [--backend B]
//
// `--gaps-only` makes every change a column gap (the changes that move the most frames), and
// `--no-floor` skips the floor below (both for profiling).
// `--backend auto|glpk|incremental` (default auto) is the tree's layout backend. The chain of
// scripts/gen_scale.py (views `v0`, `v1`, ... squeezed by their container) works too: there
// presolve leaves the coupling rows, which the incremental solver (auto) or GLPK (glpk,
// re-solved warm from its last basis) solves again after each change.
//
// Each change is one of: a cell's intrinsic size (its hugging and compression-resistance
// rows change constant), or a column gap of the first row (an explicit constraint's
// constant). A layout after such a change replays the component's presolve with the new
// constant. As the floor, measured in the same run: a change of a hugging priority, which
// presolves the component again (the cost every change had before the replay). Thread CPU
// time per `layoutIfNeeded` after the change, median and 90th percentile.
import Foundation
import Trellis
import TrellisFormats

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func percentile(_ samples: [Double], _ p: Double) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1e3) }

var arguments = CommandLine.arguments.dropFirst()[...]
var path: String?
var changes = 200
var backend = Backend.auto
var gapsOnly = false
var measureFloor = true
while let argument = arguments.popFirst() {
    if argument == "--changes" {
        changes = max(1, Int(arguments.popFirst() ?? "") ?? changes)
    } else if argument == "--gaps-only" {
        gapsOnly = true
    } else if argument == "--no-floor" {
        measureFloor = false
    } else if argument == "--backend" {
        backend = Backend(rawValue: arguments.popFirst() ?? "") ?? backend
    } else {
        path = argument
    }
}
guard let path, let data = FileManager.default.contents(atPath: path) else {
    print(
        "usage: ReplayBenchmarks TABLE.json [--changes N] [--backend auto|glpk|incremental]"
            + " [--gaps-only] [--no-floor]"
            + "  (TABLE.json from scripts/gen_scale.py)")
    exit(2)
}
let tree = try LayoutDocument(json: String(decoding: data, as: UTF8.self)).build()
guard let root = tree.roots.first else { exit(2) }
var views: [LayoutView] = []
var index = 0
while let view = tree.item("c\(index / 10)_\(index % 10)") as? LayoutView {
    views.append(view)
    index += 1
}
if views.isEmpty {
    while let view = tree.item("v\(views.count)") as? LayoutView { views.append(view) }
}
root.layoutBackend = backend
let gaps = (1..<10).compactMap { c in
    tree.constraints.first { $0.description.hasPrefix("c0_\(c).leading == c0_\(c - 1).trailing") }
}
var start = now()
let report = root.layoutIfNeeded()
let first = now() - start
print("\(views.count) views; first layout \(ms(first)); \(report.note)")

var generator = SystemRandomNumberGenerator()
var replay: [Double] = []
var gapReplay: [Double] = []
var sizeReplay: [Double] = []
var rebuilt = 0
for k in 0..<changes {
    let isGap = (gapsOnly || k % 4 == 3) && !gaps.isEmpty
    if isGap {
        let gap = gaps[Int.random(in: 0..<gaps.count, using: &generator)]
        gap.constant = Double(Int.random(in: 2...20, using: &generator))
    } else {
        let view = views[Int.random(in: 0..<views.count, using: &generator)]
        view.intrinsicContentSize = LayoutSize(
            width: Double(Int.random(in: 40...118, using: &generator)),
            height: Double(Int.random(in: 10...29, using: &generator)))
    }
    start = now()
    root.layoutIfNeeded()
    replay.append(now() - start)
    if isGap { gapReplay.append(replay[k]) } else { sizeReplay.append(replay[k]) }
    rebuilt += root.layoutStatistics.componentsRebuiltInLastPass
}
var floor: [Double] = []
for k in 0..<(measureFloor ? max(3, min(9, changes / 20)) : 0) {
    let view = views[k * 7919 % views.count]
    view.setContentHuggingPriority(k % 2 == 0 ? LayoutPriority(251) : LayoutPriority(250), for: .horizontal)
    start = now()
    root.layoutIfNeeded()
    floor.append(now() - start)
}
print(
    "constant change (replay): median \(ms(percentile(replay, 0.5))), p90 \(ms(percentile(replay, 0.9))), "
        + "\(changes) changes, \(rebuilt) components rebuilt")
for (name, samples) in [("column gaps", gapReplay), ("intrinsic sizes", sizeReplay)] where !samples.isEmpty {
    print(
        "  \(name): median \(ms(percentile(samples, 0.5))), p90 \(ms(percentile(samples, 0.9))), "
            + "max \(ms(samples.max() ?? 0)) over \(samples.count)")
}
if floor.isEmpty { exit(0) }
print(
    "floor, priority change (presolve again): median \(ms(percentile(floor, 0.5))) over \(floor.count); "
        + String(format: "replay / floor %.4f", percentile(replay, 0.5) / percentile(floor, 0.5)))
