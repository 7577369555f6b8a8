// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The main package is `../`; SwiftPM names a path dependency after its folder.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "TrellisBenchmarks",
    dependencies: [.package(path: "../")],
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
    ]
)
