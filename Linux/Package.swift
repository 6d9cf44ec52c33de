// swift-tools-version: 6.0
import PackageDescription

// The GTK 4 demo, the frame benchmark and the Linux tests (Cairo PNG snapshots, GTK glue).
// The libraries themselves — RotaryControlsCairo and RotaryControlsGTK, sources in Sources/
// here — are products of the root package on Linux, so an app depends on the repository's URL
// like any other package; this package depends on the root by path and uses them from there
// (their C modules CCairo, CPangoCairo, CRsvg and CGtk4 come along with them).
//
// Build: swift build --package-path Linux      Test: swift test --package-path Linux
// Needs: pkg-config, libcairo2-dev, librsvg2-dev, libgtk-4-dev (scripts/setup-linux installs them).
//
// SwiftPM names a path dependency after its folder ("main", "wt-x", a clone's name), so
// the root package's identity is read off the folder that holds this one.
let rootPackage = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "RotaryControls")

func root(_ product: String) -> Target.Dependency {
    .product(name: product, package: rootPackage)
}

let package = Package(
    name: "RotaryControlsLinux",
    products: [
        .executable(name: "rotary-demo", targets: ["rotary-demo"]),
        .executable(name: "rotary-frames", targets: ["rotary-frames"]),
    ],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "rotary-demo",
            dependencies: [
                root("RotaryControls"), root("RotaryControlsCairo"), root("RotaryControlsGTK"),
                root("RotaryControlsGallery"),
            ]
        ),
        // The frame benchmark: what one frame of each control costs through Cairo, reported
        // as time and as full-surface paints (never asserted). `swift run -c release rotary-frames`.
        .executableTarget(
            name: "rotary-frames",
            dependencies: [root("RotaryControls"), root("RotaryControlsCairo")]
        ),
        .testTarget(
            name: "RotaryControlsCairoTests",
            dependencies: [root("RotaryControls"), root("RotaryControlsCairo"), root("RotaryControlsGallery")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "RotaryControlsGTKTests",
            dependencies: [root("RotaryControls"), root("RotaryControlsCairo"), root("RotaryControlsGTK")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
