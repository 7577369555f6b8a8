import Benchmark
import TrellisDemo
import TrellisSolver

/// The solver workloads of RESULTS-solver.md under package-benchmark
/// (`swift package --disable-sandbox benchmark` in Benchmarks/).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        maxDuration: .seconds(2))
    // The workload is embedded and tested; without it there is nothing to register.
    guard let enaml = try? EnamlLike() else { return }
    let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    @Sendable func build() throws -> Solver {
        let solver = Solver()
        try solver.addEditVariable(enaml.width, strength: .strong)
        try solver.addEditVariable(enaml.height, strength: .strong)
        for c in enaml.constraints { try solver.addConstraint(c) }
        // The solver defers work to the next read (optimisation, and the insertion of
        // non-required constraints added one at a time): reading the solution is part of
        // building it.
        solver.updateVariables()
        return solver
    }

    Benchmark("enaml build") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try build()) }
    }

    Benchmark("enaml suggest width+height+update", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        let solver = try build()
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let (w, h) = sizes[step % sizes.count]
            step += 1
            try solver.suggestValue(enaml.width, w)
            try solver.suggestValue(enaml.height, h)
            solver.updateVariables()
        }
    }

    Benchmark("enaml add+update+remove+update strong constraint", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        let solver = try build()
        let extra = (enaml.variables[7] - enaml.variables[6] == 500).strength(.strong)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try solver.addConstraint(extra)
            solver.updateVariables()
            try solver.removeConstraint(extra)
            solver.updateVariables()
        }
    }

    for n in [100, 1_000, 10_000] {
        Benchmark("chain \(n) build+update+edit", configuration: .init(maxIterations: n >= 10_000 ? 3 : 100)) {
            benchmark in
            let chain = SolverChain(count: n)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let solver = Solver()
                try solver.addEditVariable(chain.width, strength: .strong)
                try solver.addConstraints(chain.constraints)
                solver.updateVariables()
                // An edit that keeps the views at their minimum width: widening the
                // container past 18 n instead would make every view leave its minimum, n dual
                // pivots over rows of up to n cells (O(n^3), hours at 10,000; SolverTiming
                // measures that once, up to --stretch-limit).
                try solver.suggestValue(chain.width, Double(n) * 5)
                solver.updateVariables()
                blackHole(solver)
            }
        }
    }
}
