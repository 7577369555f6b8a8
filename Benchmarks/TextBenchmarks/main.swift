// Bulk layout with real text: the demo's feed cells measured by Pango (DejaVu Sans) beside the
// average-advance model. Prints cells per second on all cores (the `trellis demo` harness), text
// measuring's share of one cell's time (one thread), what sharing one Pango context costs, what
// the word cache and the cache of repeated strings save, and how far the average model's heights
// are from Pango's. `Benchmarks/scripts/text_bench.sh` times the same through the `trellis` CLI.
// Release builds only: `swift run -c release TextBenchmarks [--cells N] [--repeat R]`.
import Foundation
import Trellis
import TrellisDemo
import TrellisFormats
import TrellisText

var cells = 20_000
var repeats = 3
var arguments = CommandLine.arguments.dropFirst()[...]
while let flag = arguments.popFirst() {
    let value = arguments.popFirst() ?? ""
    switch flag {
    case "--cells": cells = Int(value) ?? cells
    case "--repeat": repeats = max(1, Int(value) ?? repeats)
    default: print("unknown option \(flag)")
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) * 1e-9 }

/// The best of `repeats` runs of `body`, in seconds.
@MainActor func best(_ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<repeats {
        let start = now()
        try body()
        fastest = min(fastest, now() - start)
    }
    return fastest
}

let width = 375.0
let threads = ProcessInfo.processInfo.activeProcessorCount
let generator = FeedDataGenerator(seed: 2015)
let data = (0..<cells).map { generator.cell(at: $0) }
let average = FeedCellStyle.standard
let pango = try PangoTextSystem()
let variants: [(String, FeedCellStyle)] = [
    ("average-advance model", average),
    ("Pango, engine per thread, word and text caches", average.measuring(with: pango)),
    ("Pango, engine per thread, text cache only", average.measuring(with: try PangoTextSystem(wordCacheCapacity: 0))),
    (
        "Pango, engine per thread, no cache",
        average.measuring(with: try PangoTextSystem(cacheCapacity: 0, wordCacheCapacity: 0))
    ),
    ("Pango, one shared engine, word and text caches", average.measuring(with: try PangoTextSystem(sharing: .shared))),
]

print("TextBenchmarks: \(cells) feed cells at width \(Int(width)), \(threads) threads, best of \(repeats)")
print("")
print("| text measurer | cells/s, all cores | cells/s, 1 thread | text share (1 thread) |")
print("|---|---:|---:|---:|")
var baseline = 0.0
for (name, style) in variants {
    var allCores = 0.0
    let seconds = try best {
        let report = try FeedDemo.run(cells: cells, width: width, options: BulkOptions(threads: threads), style: style)
        allCores = max(allCores, report.cellsPerSecond)
    }
    _ = seconds
    // One thread: the template's whole per-cell time, then the text measuring alone.
    let template = try FeedCellTemplate(style: style, width: width)
    var sink = 0.0
    let layoutSeconds = try best {
        for cell in data { sink += try template.layout(cell).height }
    }
    let textSeconds = best {
        for cell in data { sink += style.contentSizes(for: cell, width: width).bodyHeight }
    }
    if baseline == 0 { baseline = allCores }
    let share = textSeconds / layoutSeconds * 100
    print(
        "| \(name) | \(Int(allCores.rounded())) (\(String(format: "%.2f", allCores / baseline))x) | "
            + "\(Int((Double(cells) / layoutSeconds).rounded())) | \(String(format: "%.0f", share)) % |")
    if sink.isNaN { print("") }
}
print("")
print("Pango with word and text caches, all runs above:")
print(pango.textStatistics)

// Agreement: the average model's heights against Pango's, cell by cell.
let real = average.measuring(with: pango)
var bodyDifferent = 0
var cellDifferent = 0
var worst = 0.0
var total = 0.0
var linesOff = [Int: Int]()
for cell in data {
    let a = average.frames(for: cell, width: width)
    let p = real.frames(for: cell, width: width)
    let difference = a.height - p.height
    if a[.body][3] != p[.body][3] { bodyDifferent += 1 }
    if difference != 0 { cellDifferent += 1 }
    worst = max(worst, abs(difference))
    total += abs(difference)
    linesOff[Int((difference / 20).rounded()), default: 0] += 1
}
print("")
print("Average model against Pango, same \(cells) cells:")
print(
    "  cells whose height differs: \(cellDifferent) (\(String(format: "%.1f", Double(cellDifferent) / Double(cells) * 100)) %);"
        + " bodies with another line count: \(bodyDifferent)")
print("  mean |height difference| \(String(format: "%.2f", total / Double(cells))) pt, largest \(worst) pt")
print("  body lines (average - Pango): " + linesOff.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
