// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RotaryControls",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "RotaryControls", targets: ["RotaryControls"]),
        .library(name: "RotaryControlsSVG", targets: ["RotaryControlsSVG"]),
        .library(name: "RotaryControlsUIKit", targets: ["RotaryControlsUIKit"]),
        .library(name: "RotaryControlsSwiftUI", targets: ["RotaryControlsSwiftUI"]),
        .library(name: "RotaryControlsGallery", targets: ["RotaryControlsGallery"]),
        .executable(name: "rotary-gallery", targets: ["rotary-gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "RotaryControls",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(name: "RotaryControlsSVG", dependencies: ["RotaryControls"]),
        .target(name: "RotaryControlsUIKit", dependencies: ["RotaryControls"]),
        .target(name: "RotaryControlsSwiftUI", dependencies: ["RotaryControls"]),
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
    ],
    swiftLanguageModes: [.v6]
)
