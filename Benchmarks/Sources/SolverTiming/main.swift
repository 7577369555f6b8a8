// Plain wall-clock timing of the solver workloads (see ../../RESULTS-solver.md).
#if canImport(Glibc)
import Glibc
#endif
//
//   swift run -c release SolverTiming [--json FILE] [--quick]
//
// Each figure is the median over 7 rounds of the time per operation, after a warm-up
// round. `--json` also writes the figures for scripts/kiwi_bench.py.
import TrellisSolver
import TrellisDemo

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
/// `--only a,b,c,d,drift` runs a subset (for profiling); `a` is both builds, `as` the
/// sequential one alone.
let only: Set<String> =
    arguments.firstIndex(of: "--only").map { i in
        Set(arguments[i + 1].split(separator: ",").map(String.init))
    } ?? ["a", "b", "c", "d", "drift"]
let clock = ContinuousClock()

/// Median over rounds of nanoseconds per call of `body` (called `count` times a round).
func measure(_ count: Int, rounds: Int = 7, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for round in 0...rounds {
        let start = clock.now
        for _ in 0..<count { try body() }
        let elapsed = clock.now - start
        let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        if round > 0 { samples.append(ns / Double(count)) }
    }
    samples.sort()
    return samples[samples.count / 2]
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func fmt(_ ns: Double) -> String {
    if ns >= 1e6 { return "\((ns / 1e4).rounded() / 100) ms" }
    if ns >= 1e3 { return "\((ns / 10).rounded() / 100) µs" }
    return "\((ns * 10).rounded() / 10) ns"
}

var results: [(String, Double)] = []
@MainActor func report(_ key: String, _ label: String, _ ns: Double) {
    results.append((key, ns))
    print(pad(label, 58) + fmt(ns))
}

let enaml = try EnamlLike()
let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

@MainActor func buildEnaml(batch: Bool) throws -> Solver {
    let solver = Solver()
    try solver.addEditVariable(enaml.width, strength: .strong)
    try solver.addEditVariable(enaml.height, strength: .strong)
    if batch {
        try solver.addConstraints(enaml.constraints)
    } else {
        for c in enaml.constraints { try solver.addConstraint(c) }
    }
    // The solver optimises lazily: reading the solution is part of building it.
    solver.updateVariables()
    return solver
}

let scale = quick ? 1 : 10
/// `--iterations N` sets the calls per round of (a) and (c) (for counting instructions
/// under callgrind: the difference between two counts, over 8 rounds). (b) keeps its
/// count: (c) runs on the solver (b) leaves, at its last suggested size.
let iterations = arguments.firstIndex(of: "--iterations").flatMap { i in
    i + 1 < arguments.count ? Int(arguments[i + 1]) : nil
}
if only.contains("a") || only.contains("as") {
report(
    "enaml_build", "(a) enaml-like build (2 edits + 111 addConstraint + update)",
    try measure(iterations ?? 30 * scale) { _ = try buildEnaml(batch: false) })
}
if only.contains("a") {
report(
    "enaml_build_batch", "(a') enaml-like build (2 edits + addConstraints + update)",
    try measure(iterations ?? 30 * scale) { _ = try buildEnaml(batch: true) })
}

let solver = try buildEnaml(batch: false)
var step = 0
if only.contains("b") {
let suggestNs = try measure(20_000 * scale) {
    let (w, h) = sizes[step % sizes.count]
    step += 1
    try solver.suggestValue(enaml.width, w)
    try solver.suggestValue(enaml.height, h)
    solver.updateVariables()
}
report("suggest_step", "(b) suggest width + suggest height + updateVariables", suggestNs)
report("suggest_update", "(b) per suggest (+ half an updateVariables)", suggestNs / 2)
}

let extra = (enaml.variables[7] - enaml.variables[6] == 500).strength(.strong)
if only.contains("c") {
report(
    "add_remove", "(c) add + update + remove + update, one strong constraint",
    try measure(iterations ?? 20_000 * scale) {
        try solver.addConstraint(extra)
        solver.updateVariables()
        try solver.removeConstraint(extra)
        solver.updateVariables()
    })
}

/// `--chain 100,1000` picks the chain sizes; `--stretch-limit N` the largest chain whose
/// first stretch is measured (default 2,000).
let chainSizes: [Int] =
    arguments.firstIndex(of: "--chain").map { i in
        arguments[i + 1].split(separator: ",").compactMap { Int($0) }
    } ?? (quick ? [100, 1_000] : [100, 1_000, 10_000])
let stretchLimit = arguments.firstIndex(of: "--stretch-limit").flatMap { Int(arguments[$0 + 1]) } ?? 2_000
for n in chainSizes where only.contains("d") {
    // The chain: views at least 10 wide, 8 apart, preferring 60 (weak) and the first's
    // width (medium), in a container of `width` (a strong edit). Built with the edit at
    // its default 0, the views sit at their minimum ("squashed"); a width above 18 n
    // stretches them.
    let chain = SolverChain(count: n)
    var built = Solver()
    let repeats = n >= 10_000 ? 1 : (n >= 1_000 ? 3 : 30)
    let buildNs = try measure(repeats, rounds: n >= 10_000 ? 3 : 7) {
        built = Solver()
        try built.addEditVariable(chain.width, strength: .strong)
        try built.addConstraints(chain.constraints)
        built.updateVariables()
    }
    report("chain_build_\(n)", "(d) chain of \(n) views: build (\(chain.constraints.count) constraints)", buildNs)
    // An edit that keeps every view where it is (the container stays too narrow).
    var flip = false
    let squashedNs = try measure(n >= 10_000 ? 5 : 50, rounds: 5) {
        flip.toggle()
        try built.suggestValue(chain.width, flip ? Double(n) * 6 : Double(n) * 5)
        built.updateVariables()
    }
    report("chain_squashed_edit_\(n)", "(d) chain of \(n) views: one edit, views stay at minimum", squashedNs)
    guard n <= stretchLimit else {
        print("(d) chain of \(n) views: first stretch not run (O(n^3); --stretch-limit \(stretchLimit))")
        continue
    }
    // The first stretch: every view leaves its minimum, n dual pivots over rows of up
    // to n cells (O(n^3)). Measured once, on the solver just built.
    let start = clock.now
    try built.suggestValue(chain.width, Double(n) * 90)
    built.updateVariables()
    let elapsed = clock.now - start
    let stretchNs =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    report("chain_stretch_\(n)", "(d) chain of \(n) views: first stretch (once)", stretchNs)
    let editNs = try measure(n >= 10_000 ? 5 : 50, rounds: 5) {
        flip.toggle()
        try built.suggestValue(chain.width, flip ? Double(n) * 100 : Double(n) * 80)
        built.updateVariables()
    }
    report("chain_edit_\(n)", "(d) chain of \(n) views: one edit + updateVariables, stretched", editNs)
}

// Drift: 100,000 suggest/update cycles, then the worst required violation (relative).
let drift = try buildEnaml(batch: false)
var worst = 0.0
let cycles = only.contains("drift") ? (quick ? 10_000 : 100_000) : 0
for i in 0..<cycles {
    let (w, h) = sizes[i % sizes.count]
    try drift.suggestValue(enaml.width, w + Double(i % 13) * 0.37)
    try drift.suggestValue(enaml.height, h)
    drift.updateVariables()
    if i % 1000 == 999 || i == cycles - 1 {
        for c in enaml.constraints where c.strength.isRequired {
            let scale = max(1, c.expression.terms.map { abs($0.coefficient * $0.variable.value) }.max() ?? 1)
            worst = max(worst, c.violation / scale)
        }
    }
}
print(pad("drift: worst required violation after \(cycles) cycles", 58) + "\(worst) (relative)")
results.append(("drift_relative", worst))

if let index = arguments.firstIndex(of: "--json"), index + 1 < arguments.count {
    let body = results.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
    let text = "{\n" + body + "\n}\n"
    let path = arguments[index + 1]
    if let file = fopen(path, "w") {
        fputs(text, file)
        fclose(file)
    }
}
