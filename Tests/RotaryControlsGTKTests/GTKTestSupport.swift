import Foundation

// Shared by the GTK tests.

/// Whether GTK can open a display here (scripts/linux-test runs these tests under Xvfb).
let hasDisplay =
    ProcessInfo.processInfo.environment["DISPLAY"] != nil
    || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil

/// The demo's icon folder (Linux/Assets), found from this file's path.
let demoAssets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets").path
