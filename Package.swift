// swift-tools-version: 6.0
import PackageDescription

// RotaryControls: circular sliders, rotary knobs, a radial pop-up spinner and a single-touch
// rotation gesture, for UIKit, SwiftUI and GTK 4.
//
// Products an app depends on:
//   RotaryControls         the platform-free core (models, geometry, drawings)
//   RotaryControlsUIKit    UIKit controls (iOS, tvOS, visionOS, Mac Catalyst)
//   RotaryControlsSwiftUI  SwiftUI views
//   RotaryControlsSVG      drawings rendered as SVG text (any platform)
//   RotaryControlsGTK      GTK 4 widgets (Linux)
// The GTK product exists only when the manifest is read on Linux; it needs pkg-config and the
// development packages of GTK ≥ 4.14 and librsvg — and only for an app that uses it (SwiftPM
// builds just the targets a product needs).

var products: [Product] = [
    .library(name: "RotaryControls", targets: ["RotaryControls"]),
    .library(name: "RotaryControlsSVG", targets: ["RotaryControlsSVG"]),
    .library(name: "RotaryControlsUIKit", targets: ["RotaryControlsUIKit"]),
    .library(name: "RotaryControlsSwiftUI", targets: ["RotaryControlsSwiftUI"]),
]

var targets: [Target] = [
    .target(
        name: "RotaryControls",
        dependencies: [.product(name: "RealModule", package: "swift-numerics")]
    ),
    .target(name: "RotaryControlsSVG", dependencies: ["RotaryControls"]),
    // Core Graphics conversions both Apple hosts share (`package` declarations; not a product).
    .target(name: "RotaryControlsCoreGraphics", dependencies: ["RotaryControls"]),
    .target(name: "RotaryControlsUIKit", dependencies: ["RotaryControls", "RotaryControlsCoreGraphics"]),
    .target(name: "RotaryControlsSwiftUI", dependencies: ["RotaryControls", "RotaryControlsCoreGraphics"]),
    // The gallery's scenes and the `rotary-gallery` tool are for this repository (the demo,
    // snapshot tests); they are targets, not products an app can add.
    .target(name: "RotaryControlsGallery", dependencies: ["RotaryControls", "RotaryControlsSVG"]),
    .executableTarget(
        name: "rotary-gallery",
        dependencies: ["RotaryControls", "RotaryControlsSVG", "RotaryControlsGallery"]
    ),
    .testTarget(
        name: "RotaryControlsTests",
        dependencies: [
            "RotaryControls",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]
    ),
    .testTarget(
        name: "RotaryControlsSVGTests",
        dependencies: [
            "RotaryControlsSVG",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ],
        exclude: ["__Snapshots__"]
    ),
    .testTarget(
        name: "RotaryControlsGalleryTests",
        dependencies: [
            "RotaryControlsGallery",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ],
        exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "RotaryControlsUIKitTests", dependencies: ["RotaryControlsUIKit"]),
    .testTarget(name: "RotaryControlsSwiftUITests", dependencies: ["RotaryControlsSwiftUI"]),
]

#if os(Linux)
// Linux: the GTK 4 widgets (GTK ≥ 4.14), with the demo, the whole-frame benchmark and their tests.
// ROTARYCONTROLS_SKIP_GTK=1 leaves them out: this repository's scripts set it on a machine whose
// GTK is older, and build them inside a Debian 13 root instead (scripts/gtk-root).
if Context.environment["ROTARYCONTROLS_SKIP_GTK"] != "1" {
    products += [
        .library(name: "RotaryControlsGTK", targets: ["RotaryControlsGTK"]),
    ]
    targets += [
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .target(name: "RotaryControlsGTK", dependencies: ["CGtk4", "CRsvg", "RotaryControls"]),
        .executableTarget(
            name: "rotary-demo",
            dependencies: ["RotaryControls", "RotaryControlsGTK", "RotaryControlsGallery"]
        ),
        // The whole-frame benchmark's app (scripts/frame-bench drives it under Xvfb).
        .executableTarget(
            name: "rotary-frame-bench",
            dependencies: ["CGtk4", "RotaryControls", "RotaryControlsGTK"]
        ),
        // What building a frame's render nodes costs, per control (a measurement, not a test).
        .executableTarget(name: "rotary-nodes", dependencies: ["CGtk4", "RotaryControls", "RotaryControlsGTK"]),
        .testTarget(
            name: "RotaryControlsGTKTests",
            dependencies: ["CGtk4", "RotaryControls", "RotaryControlsGTK", "RotaryControlsGallery"],
            exclude: ["__Snapshots__"]
        ),
    ]
}
#endif

let package = Package(
    name: "RotaryControls",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: products,
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
