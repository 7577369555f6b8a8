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
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `swift package generate-documentation`: build-time only, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
        .target(
            name: "Trellis",
            dependencies: ["TrellisSolver", "TrellisGLPK", .product(name: "Logging", package: "swift-log")]),
        .executableTarget(
            name: "TrellisCLI",
            dependencies: [
                "Trellis",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"]),
        .testTarget(name: "TrellisGLPKTests", dependencies: ["TrellisGLPK", "TrellisSolver", "Trellis"]),
        .testTarget(
            name: "TrellisTests", dependencies: ["Trellis", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisCLI", "Trellis"]),
    ],
    swiftLanguageModes: [.v6]
)
