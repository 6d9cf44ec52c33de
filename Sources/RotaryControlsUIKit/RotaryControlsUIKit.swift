#if canImport(UIKit)
@_exported import RotaryControls
import UIKit

/// The UIKit adapters of RotaryControls: `UIControl` subclasses that feed touches into the
/// core models and draw their `Drawing` with Core Graphics. The controls arrive with the
/// UIKit issue; this file makes the module and re-exports the core.
public enum RotaryControlsUIKit {
    /// The module's version.
    public static let version = "0.1.0"
}
#endif
