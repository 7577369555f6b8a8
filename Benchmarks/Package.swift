// swift-tools-version: 6.1
// Benchmarks for Trellis, a nested package so the main build never pulls in the harness.
// Run from this directory: `swift package benchmark --target GLPKBenchmarks`
// (package-benchmark), `swift run -c release BackendCrossover` (backend crossover sweep),
// `swift run -c release BulkBenchmarks`, `swift run -c release TextBenchmarks` (real text),
// `swift run -c release ReplayBenchmarks TABLE.json` (a constant change on a presolved table),
// `swift run -c release LayoutBenchmarks` (layout
// engine; figures in RESULTS-engine.md), `swift run -c release DSLBenchmarks` (frame placement
// against the solver; figures in RESULTS-dsl.md).
// Solver (figures in RESULTS-solver.md): `swift run -c release SolverTiming [--json FILE]`,
// `swift package benchmark --target SolverBenchmarks`, `python3 scripts/kiwi_bench.py`; beside kiwi's
// and amoeba's own cores: `scripts/peers_bench.sh --kiwi DIR --amoeba DIR` (RESULTS-peers.md).
import Foundation
import PackageDescription

// The main package is `../`; SwiftPM names a path dependency after its folder.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../"),
        .package(
            url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "BulkBenchmarks",
            dependencies: [
                .product(name: "Trellis", package: root), .product(name: "TrellisFormats", package: root),
                .product(name: "TrellisDemo", package: root), .product(name: "TrellisSolver", package: root),
            ],
            path: "BulkBenchmarks"
        ),
        // Bulk layout with real text (Pango) beside the average model; figures in RESULTS-text.md.
        .executableTarget(
            name: "TextBenchmarks",
            dependencies: [
                .product(name: "Trellis", package: root), .product(name: "TrellisFormats", package: root),
                .product(name: "TrellisDemo", package: root), .product(name: "TrellisText", package: root),
            ],
            path: "TextBenchmarks"
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Trellis", package: root), .product(name: "TrellisSolver", package: root),
            ],
            path: "LayoutBenchmarks"
        ),
        // A constant change after the first layout of a presolved table (RESULTS-scale.md).
        .executableTarget(
            name: "ReplayBenchmarks",
            dependencies: [.product(name: "Trellis", package: root), .product(name: "TrellisFormats", package: root)],
            path: "ReplayBenchmarks"
        ),
        .executableTarget(
            name: "DSLBenchmarks",
            dependencies: [.product(name: "Trellis", package: root), .product(name: "TrellisDSL", package: root)],
            path: "DSLBenchmarks"
        ),
        .executableTarget(
            name: "GLPKBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Trellis", package: root),
                .product(name: "TrellisGLPK", package: root),
                .product(name: "TrellisDemo", package: root),
            ],
            path: "Benchmarks/GLPKBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "BackendCrossover",
            dependencies: [
                .product(name: "Trellis", package: root),
                .product(name: "TrellisGLPK", package: root),
                .product(name: "TrellisDemo", package: root),
            ],
            path: "BackendCrossover"
        ),
        // Every workload (kiwi's enaml-like window, the chains, the layout-shaped systems, the
        // feed) has one definition, in the main package's TrellisDemo module, shared with
        // `trellis bench` and `trellis demo`.
        // A timing tool without the benchmark harness (feeds scripts/kiwi_bench.py).
        .executableTarget(
            name: "SolverTiming",
            dependencies: [
                .product(name: "TrellisDemo", package: root), .product(name: "TrellisSolver", package: root),
            ],
            path: "Sources/SolverTiming"
        ),
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "TrellisDemo", package: root),
                .product(name: "TrellisSolver", package: root),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
