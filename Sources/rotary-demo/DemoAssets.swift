import Foundation

/// Finds the folder of the demo's PNG icons.
enum DemoAssets {
    /// The given folder, else the first existing of `Linux/Assets` and `Assets` under the current
    /// directory, else `Assets` in the package three levels above the executable (`.build/debug/…`).
    static func directory(option: String?) -> String? {
        if let option { return option }
        let manager = FileManager.default
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let packageAssets = executable.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path
        let candidates = ["Linux/Assets", "Assets", packageAssets]
        return candidates.first { manager.fileExists(atPath: $0) }
    }
}
