#if canImport(SwiftUI)
@_exported import RotaryControls
import SwiftUI

/// The SwiftUI adapters of RotaryControls: views that feed gestures into the core models and
/// draw their `Drawing` in a `Canvas`. The views arrive with the SwiftUI issue; this file makes
/// the module and re-exports the core.
public enum RotaryControlsSwiftUI {
    /// The module's version.
    public static let version = "0.1.0"
}
#endif
