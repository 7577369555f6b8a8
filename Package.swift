// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisGLPK", targets: ["TrellisGLPK"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // Pure Swift: no Foundation, no C. Usable without GLPK installed.
        .target(name: "TrellisSolver"),
        // GLPK's C API. Debian's libglpk-dev ships no pkg-config file.
        .systemLibrary(name: "CGLPK", providers: [.apt(["libglpk-dev"])]),
        // Catches GLPK's abort() on single calls (glp_error_hook + longjmp): a last resort.
        .target(name: "CGLPKGuard", dependencies: ["CGLPK"]),
        // The only module that imports CGLPK.
        .target(name: "TrellisGLPK", dependencies: ["TrellisSolver", "CGLPK", "CGLPKGuard"]),
        .target(name: "Trellis", dependencies: ["TrellisSolver", "TrellisGLPK"]),
        .executableTarget(
            name: "TrellisCLI",
            dependencies: [
                "Trellis",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"]),
        .testTarget(name: "TrellisGLPKTests", dependencies: ["TrellisGLPK", "TrellisSolver", "Trellis"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisCLI", "Trellis"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer target over the parsers and parse-then-solve: declared only when
// TRELLIS_FUZZ is set, because it links libFuzzer's `main` (`scripts/fuzz.sh` builds it).
if Context.environment["TRELLIS_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "TrellisFuzz", dependencies: ["Trellis", "TrellisSolver"], path: "Fuzz/TrellisFuzz",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
