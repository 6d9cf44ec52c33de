import Foundation
import RotaryControls
import RotaryControlsGTK

/// The spinner's icons: the only place the bench reaches past the widgets' public API, to tell
/// the widget where the icons are (the `Assets` folder of this repository).
@MainActor
enum BenchImages {
    /// The twelve icons of `Assets`, in ring order (the demo's).
    static let icons = [
        "star", "heart", "bolt", "leaf", "moon", "sun",
        "drop", "flame", "bell", "flag", "gift", "music",
    ]

    /// The spinner widget for `model`, its icons read from `Assets`.
    static func spinnerWidget(model: RadialSpinnerModel) -> RadialSpinnerWidget {
        let renderer = NodeRenderer(images: directory.map(NodeImageStore.init(directory:)))
        return RadialSpinnerWidget(model: model, renderer: renderer)
    }

    /// `Assets` under the current directory, else in the package four levels above the
    /// executable (`.build-gtk/<triple>/release/rotary-frame-bench`).
    static var directory: String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var package = executable
        for _ in 0..<4 { package = package.deletingLastPathComponent() }
        let candidates = ["Assets", package.appendingPathComponent("Assets").path]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
