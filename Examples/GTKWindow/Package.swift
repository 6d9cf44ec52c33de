// swift-tools-version: 6.0
import PackageDescription

// A plain GTK 4 window with a RotaryControls circular slider in it: what a GTK app needs.
// In your app, depend on the repository's URL instead of this path:
//     .package(url: "https://github.com/rotarycontrols/RotaryControls", branch: "main"),
// and use `.product(name: "RotaryControlsGTK", package: "RotaryControls")`.
// Needs pkg-config and libgtk-4-dev, libcairo2-dev, librsvg2-dev (Debian/Ubuntu names).
let package = Package(
    name: "GTKWindow",
    dependencies: [
        .package(name: "RotaryControls", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "GTKWindow",
            dependencies: [
                .product(name: "RotaryControls", package: "RotaryControls"),
                .product(name: "RotaryControlsGTK", package: "RotaryControls"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
