// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for RotaryControls, kept in their own package so that the root package
// (what an app depends on) never sees the benchmark library in its graph.
//
// Run:   swift package --package-path Benchmarks benchmark
// Gate:  swift package --package-path Benchmarks benchmark thresholds check
//        (fails when a metric, e.g. a malloc count, exceeds its static threshold)
// SwiftPM names a path dependency after its folder ("main", "wt-x", a clone's name), so
// the root package's identity is read off the folder that holds this one.
let rootPackage = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "RotaryControls")

let package = Package(
    name: "RotaryControlsBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RotaryBenchmarks",
            dependencies: [
                .product(name: "RotaryControls", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RotaryBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
