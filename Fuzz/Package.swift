// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for the RotaryControls models, kept in their own package so the root
// package stays free of sanitizer flags.
//
// Build and run every target:  scripts/fuzz [seconds | --runs N]   (default 20 s per target)
// One target by hand (release: preconditions stay on; debug builds print their messages):
//   swift build --package-path Fuzz --scratch-path Fuzz/.build-fuzz -c release \
//       --sanitize fuzzer --disable-dead-strip --product FuzzRotationTracker
//   SWIFT_BACKTRACE=enable=no Fuzz/.build-fuzz/release/FuzzRotationTracker -max_total_time=20
//
// Each model has an executable target `Fuzz<Model>` whose main.swift exports
// `LLVMFuzzerTestOneInput` (libFuzzer supplies `main`, hence `-parse-as-library`) and
// traps with `precondition` on any broken invariant. The contract every control keeps is
// checked once for all, by FuzzSupport's `ContractHarness`; each target adds its model's own.

// SwiftPM names a path dependency after its folder ("main", "wt-x", a clone's name), so
// the root package's identity is read off the folder that holds this one.
let rootPackage = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "RotaryControls")

let core: Target.Dependency = .product(name: "RotaryControls", package: rootPackage)

/// An executable libFuzzer target for one model.
func fuzzTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport", core],
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
}

let package = Package(
    name: "RotaryControlsFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [core]),
        fuzzTarget("FuzzRotationTracker"),
        fuzzTarget("FuzzCircularSlider"),
        fuzzTarget("FuzzRotaryKnob"),
        fuzzTarget("FuzzRadialSpinner"),
        fuzzTarget("FuzzPickerWheel"),
        fuzzTarget("FuzzRotationDial"),
    ],
    swiftLanguageModes: [.v6]
)
