// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// Pango and Cairo (real text, PNG and PDF pictures) are optional: without their headers, or with
/// TRELLIS_NO_PANGO set, the package builds without the TrellisText target and the CLI offers
/// only the average-advance text model.
let pangoAvailable =
    Context.environment["TRELLIS_NO_PANGO"] == nil
    && FileManager.default.fileExists(atPath: "/usr/include/pango-1.0/pango/pangocairo.h")

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisGLPK", targets: ["TrellisGLPK"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisDSL", targets: ["TrellisDSL"]),
        .library(name: "TrellisFormats", targets: ["TrellisFormats"]),
        .library(name: "TrellisInterfaceBuilder", targets: ["TrellisInterfaceBuilder"]),
        // The feed demo, benchmark workloads and runner behind `trellis demo` and `trellis bench`,
        // for the nested Benchmarks package; not part of the library.
        .library(name: "TrellisDemo", targets: ["TrellisDemo"]),
    ] + (pangoAvailable ? [.library(name: "TrellisText", targets: ["TrellisText"])] : []) + [
        .executable(name: "trellis", targets: ["TrellisCLI"]),
    ],
    traits: [
        .trait(
            name: "Invariants",
            description: """
                Checks the solver's tableau invariants after every mutating call (slow; for tests: \
                swift test --traits Invariants).
                """)
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ] + docsDependencies,
    targets: [
        // Pure Swift: no Foundation, no C. Usable without GLPK installed.
        .target(
            name: "TrellisSolver",
            swiftSettings: [.define("TRELLIS_INVARIANTS", .when(traits: ["Invariants"]))]),
        // GLPK's C API. Debian's libglpk-dev ships no pkg-config file.
        .systemLibrary(name: "CGLPK", providers: [.apt(["libglpk-dev"])]),
        // Catches GLPK's abort() on single calls (glp_error_hook + longjmp): a last resort.
        .target(name: "CGLPKGuard", dependencies: ["CGLPK"]),
        // The allocator setting of the `trellis` process (glibc's mapping threshold).
        .target(name: "CAllocator"),
        // The only module that imports CGLPK.
        .target(name: "TrellisGLPK", dependencies: ["TrellisSolver", "CGLPK", "CGLPKGuard"]),
        // The engine core: views, guides, anchors, constraints, stack views, the visual format
        // language, the layout engine and the backend choice.
        .target(
            name: "Trellis",
            dependencies: ["TrellisSolver", "TrellisGLPK", .product(name: "Logging", package: "swift-log")]),
        // The ported dialects (makers, PureLayout, chains, operators, frame placement), each on
        // the core's public API.
        .target(name: "TrellisDSL", dependencies: ["Trellis", "TrellisSolver"]),
        // The JSON formats (system, layout, bulk lines), bulk streaming and the SVG renderer.
        .target(name: "TrellisFormats", dependencies: ["Trellis", "TrellisSolver", "TrellisGLPK"]),
        // Interface Builder documents (.xib, .storyboard) read into laid-out view trees.
        .target(name: "TrellisInterfaceBuilder", dependencies: ["Trellis"]),
        // The feed demo, the benchmark workloads, runner and kiwisolver driver: uses Trellis,
        // never used by it.
        .target(name: "TrellisDemo", dependencies: ["Trellis", "TrellisFormats", "TrellisSolver"]),
        .executableTarget(
            name: "TrellisCLI",
            dependencies: [
                "CAllocator",
                "Trellis",
                "TrellisFormats",
                "TrellisSolver",
                "TrellisDemo",
                "TrellisInterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + (pangoAvailable ? ["TrellisText"] : []),
            swiftSettings: pangoAvailable ? [.define("TRELLIS_PANGO")] : []
        ),
        // Seeded generators, random systems and the reference LP shared by the test targets.
        .target(name: "TrellisTestSupport", dependencies: ["TrellisSolver"], path: "Tests/TrellisTestSupport"),
        // Reads rendered SVG back, for the render tests of the library and the demo.
        .target(name: "TrellisRenderTestSupport", dependencies: ["Trellis"], path: "Tests/TrellisRenderTestSupport"),
        // Small helpers for layout tests (roots, children, frame expectations, text measures).
        .target(name: "TrellisLayoutTestSupport", dependencies: ["Trellis"], path: "Tests/TrellisLayoutTestSupport"),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver", "TrellisTestSupport"]),
        .testTarget(name: "TrellisGLPKTests", dependencies: ["TrellisGLPK", "TrellisSolver", "TrellisTestSupport"]),
        .testTarget(
            name: "TrellisTests",
            dependencies: [
                "Trellis", "TrellisSolver", "TrellisGLPK", "TrellisTestSupport", "TrellisLayoutTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "TrellisDSLTests",
            dependencies: ["TrellisDSL", "Trellis", "TrellisSolver", "TrellisLayoutTestSupport"]),
        .testTarget(name: "TrellisInterfaceBuilderTests", dependencies: ["TrellisInterfaceBuilder", "Trellis"]),
        .testTarget(
            name: "TrellisFormatsTests",
            dependencies: [
                "TrellisFormats", "Trellis", "TrellisSolver", "TrellisGLPK", "TrellisTestSupport",
                "TrellisLayoutTestSupport", "TrellisRenderTestSupport",
            ]),
        .testTarget(
            name: "TrellisDemoTests",
            dependencies: ["TrellisDemo", "Trellis", "TrellisFormats", "TrellisSolver", "TrellisRenderTestSupport"]),
        .testTarget(
            name: "TrellisCLITests", dependencies: ["TrellisCLI", "Trellis", "TrellisFormats"],
            swiftSettings: pangoAvailable ? [.define("TRELLIS_PANGO")] : []),
        // Every Swift block of README.md, of the DocC catalogs and of the `///` comments, one file
        // each, compiled with only the imports the block writes and, for a doc comment, those of
        // its module (scripts/snippets.py generates the files).
        .testTarget(
            name: "TrellisSnippetTests",
            dependencies: [
                "Trellis", "TrellisSolver", "TrellisGLPK", "TrellisDSL", "TrellisFormats", "TrellisDemo",
                "TrellisInterfaceBuilder", .product(name: "Logging", package: "swift-log"),
            ] + (pangoAvailable ? ["TrellisText"] : []),
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    ] + (pangoAvailable ? pangoTargets : []),
    swiftLanguageModes: [.v6]
)

// The libFuzzer target over the parsers and parse-then-solve: declared only when
// TRELLIS_FUZZ is set, because it links libFuzzer's `main` (`scripts/fuzz.sh` builds it).
if Context.environment["TRELLIS_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "TrellisFuzz",
            dependencies: ["Trellis", "TrellisFormats", "TrellisDemo", "TrellisSolver", "TrellisInterfaceBuilder"],
            path: "Fuzz/TrellisFuzz",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}

/// swift-docc-plugin (`swift package generate-documentation`, build-time only, linked into
/// nothing), declared only when TRELLIS_DOCS is set (`Docs/generate-docs.sh` sets it): otherwise
/// every clean build would fetch it and SymbolKit and compile its two plugins first.
var docsDependencies: [Package.Dependency] {
    Context.environment["TRELLIS_DOCS"] == nil
        ? [] : [.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")]
}

/// Real text (Pango) and pictures (Cairo): a system library and the one module that imports it.
var pangoTargets: [Target] {
    [
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "fonts-dejavu-core"])]),
        .target(name: "TrellisText", dependencies: ["Trellis", "TrellisFormats", "CPangoCairo"]),
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText", "Trellis", "TrellisFormats", "TrellisDemo"]),
    ]
}
