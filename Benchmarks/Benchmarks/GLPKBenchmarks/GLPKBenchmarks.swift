// package-benchmark suite for the backends on layout-shaped systems: incremental build +
// solve, GLPK cold (dual simplex with presolve), GLPK warm after a one-constant edit, and
// Backend.auto. Run from Benchmarks/: `swift package benchmark --target GLPKBenchmarks`.
// The full size sweep with ratios is `swift run -c release BackendCrossover`.
import Benchmark
import TrellisDemo
import Trellis
import TrellisGLPK
import TrellisSolver

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(2),
        maxIterations: 50)
    let sizes: [LayoutSystems.Shape: [Int]] = [
        .chain: [100, 1_000, 10_000], .table: [100, 1_000, 10_000], .cells: [100, 1_000, 10_000],
    ]
    for shape in LayoutSystems.Shape.allCases {
        for size in sizes[shape] ?? [] {
            let system = LayoutSystems.make(shape, size: size)
            // The incremental solver's build grows fast on coupled tables: skip the largest.
            if !(shape == .table && size > 1_000) {
                Benchmark("incremental \(shape.rawValue) \(size)") { benchmark in
                    blackHole(try IncrementalBackend().solve(system, priorities: .weighted))
                }
            }
            Benchmark("glpk cold \(shape.rawValue) \(size)") { benchmark in
                blackHole(try GLPKBackend().solve(system, priorities: .weighted))
            }
            Benchmark("glpk warm \(shape.rawValue) \(size)") { benchmark in
                let solver = try GLPKWarmSolver(system)
                _ = try solver.solve()
                var toggle = false
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    toggle.toggle()
                    let c = toggle ? LayoutSystems.editedConstants.1 : LayoutSystems.editedConstants.0
                    try solver.setConstant(ofConstraint: LayoutSystems.editedConstraint, to: c)
                    blackHole(try solver.solve())
                }
            }
            if !(shape == .table && size > 1_000) {
                Benchmark("auto \(shape.rawValue) \(size)") { benchmark in
                    blackHole(try Backend.auto.solve(system))
                }
            }
        }
    }
}
