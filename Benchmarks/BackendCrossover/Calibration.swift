import Foundation
import TrellisDemo
import TrellisGLPK
import TrellisSolver

/// Finds the component size where GLPK starts beating the incremental solver: single
/// components of each shape at growing sizes, both backends interleaved, min of many runs.
/// Prints one line per size and the crossover per shape.
func calibrate(minTime: Double) {
    let sizes: [LayoutSystems.Shape: [Int]] = [
        .chain: [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 30, 50],
        .table: [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 30, 50],
        .cells: [1, 2, 3, 4, 6, 8],
    ]
    say("| shape | N | rows | incremental | glpk cold | incremental/glpk |")
    say("|---|---:|---:|---:|---:|---:|")
    for shape in LayoutSystems.Shape.allCases {
        var lastIncrementalWin = 0
        var firstGLPKWin = Int.max
        for size in sizes[shape] ?? [] {
            let system = LayoutSystems.make(shape, size: size)
            let rows = system.constraints.count + system.edits.count
            var best = (Double.infinity, Double.infinity)
            var total = 0.0
            var round = 0
            while round < 5 || (total < minTime && round < 20_000) {
                let a = seconds { _ = try? IncrementalBackend().solve(system, priorities: .weighted) }
                let b = seconds { _ = try? GLPKBackend().solve(system, priorities: .weighted) }
                best = (min(best.0, a), min(best.1, b))
                total += a + b
                round += 1
            }
            if best.0 <= best.1 {
                lastIncrementalWin = max(lastIncrementalWin, rows)
            } else {
                firstGLPKWin = min(firstGLPKWin, rows)
            }
            say(
                "| \(shape.rawValue) | \(size) | \(rows) | \(format(best.0)) | \(format(best.1)) | "
                    + "\(String(format: "%.2f", best.0 / best.1)) |")
        }
        say(
            "crossover \(shape.rawValue): incremental wins up to \(lastIncrementalWin) rows; glpk from \(firstGLPKWin)"
        )
    }
}
