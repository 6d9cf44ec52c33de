#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
internal import RotaryControlsCoreGraphics
import UIKit

/// Value conversions from core types to UIKit types (the Core Graphics ones are
/// RotaryControlsCoreGraphics's, shared with SwiftUI).
extension CoreGraphicsRenderer {
    /// The UIKit font weight for a core weight.
    static func fontWeight(_ weight: TextStyle.Weight) -> UIFont.Weight {
        switch weight {
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        }
    }
}
#endif
