// swift-tools-version: 6.1
import PackageDescription

// RotaryControls on Linux: the Cairo renderer, GTK 4 widgets and the interactive demo.
// A package of its own so that an app depending on the root never sees GTK or Cairo.
//
// Build: swift build --package-path Linux      Test: swift test --package-path Linux
// Needs: pkg-config, libcairo2-dev, librsvg2-dev, libgtk-4-dev (scripts/setup-linux installs them).
//
// SwiftPM names a path dependency after its folder ("main", "wt-x", a clone's name), so
// the root package's identity is read off the folder that holds this one.
let rootPackage = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "RotaryControls")

let package = Package(
    name: "RotaryControlsLinux",
    products: [
        .library(name: "RotaryControlsCairo", targets: ["RotaryControlsCairo"]),
        .library(name: "RotaryControlsGTK", targets: ["RotaryControlsGTK"]),
        .executable(name: "rotary-demo", targets: ["rotary-demo"]),
        .executable(name: "rotary-frames", targets: ["rotary-frames"]),
    ],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .target(
            name: "RotaryControlsCairo",
            dependencies: [
                "CCairo",
                "CPangoCairo",
                "CRsvg",
                .product(name: "RotaryControls", package: rootPackage),
            ]
        ),
        .target(
            name: "RotaryControlsGTK",
            dependencies: ["CGtk4", "RotaryControlsCairo", .product(name: "RotaryControls", package: rootPackage)]
        ),
        .executableTarget(
            name: "rotary-demo",
            dependencies: [
                "CGtk4", "RotaryControlsCairo", "RotaryControlsGTK",
                .product(name: "RotaryControls", package: rootPackage),
                .product(name: "RotaryControlsGallery", package: rootPackage),
            ]
        ),
        // The frame benchmark: what one frame of each control costs through Cairo, reported
        // as time and as full-surface paints (never asserted). `swift run -c release rotary-frames`.
        .executableTarget(
            name: "rotary-frames",
            dependencies: [
                "CCairo", "RotaryControlsCairo",
                .product(name: "RotaryControls", package: rootPackage),
            ]
        ),
        .testTarget(
            name: "RotaryControlsCairoTests",
            dependencies: [
                "RotaryControlsCairo",
                .product(name: "RotaryControls", package: rootPackage),
                .product(name: "RotaryControlsGallery", package: rootPackage),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "RotaryControlsGTKTests",
            dependencies: [
                "CGtk4", "RotaryControlsCairo", "RotaryControlsGTK",
                .product(name: "RotaryControls", package: rootPackage),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
