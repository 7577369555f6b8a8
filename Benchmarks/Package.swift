// swift-tools-version: 6.1
// Benchmarks for Trellis, a nested package so the main build never pulls in the harness.
// Run from this directory: `swift package benchmark --target GLPKBenchmarks`
// (package-benchmark), `swift run -c release BackendCrossover` (backend crossover sweep),
// `swift run -c release BulkBenchmarks`, `swift run -c release LayoutBenchmarks` (layout
// engine; figures in RESULTS-engine.md), `swift run -c release DSLBenchmarks` (frame placement
// against the solver; figures in RESULTS-dsl.md).
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
            dependencies: [.product(name: "Trellis", package: root)],
            path: "BulkBenchmarks"
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Trellis", package: root), .product(name: "TrellisSolver", package: root),
            ],
            path: "LayoutBenchmarks"
        ),
        .executableTarget(
            name: "DSLBenchmarks",
            dependencies: [.product(name: "Trellis", package: root)],
            path: "DSLBenchmarks"
        ),
        // Layout-shaped linear systems shared by the GLPK benchmarks and the crossover sweep.
        .target(
            name: "LayoutSystems",
            dependencies: [.product(name: "TrellisSolver", package: root)],
            path: "LayoutSystems"
        ),
        .executableTarget(
            name: "GLPKBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Trellis", package: root),
                .product(name: "TrellisGLPK", package: root),
                "LayoutSystems",
            ],
            path: "Benchmarks/GLPKBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "BackendCrossover",
            dependencies: [
                .product(name: "Trellis", package: root),
                .product(name: "TrellisGLPK", package: root),
                "LayoutSystems",
            ],
            path: "BackendCrossover"
        ),
    ],
    swiftLanguageModes: [.v6]
)
