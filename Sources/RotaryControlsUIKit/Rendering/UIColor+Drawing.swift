#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Core colours as UIKit colours.
extension UIColor {
    /// The sRGB colour of a core ``DrawingColor`` (components are already clamped into `0...1`).
    public convenience init(_ color: DrawingColor) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                  alpha: CGFloat(color.alpha))
    }

    /// The dynamic UIKit colour for a semantic role: `.tint` is `tintColor`, the others are
    /// `.label`, `.secondaryLabel`, `.separator` and `.systemBackground`, which follow dark mode
    /// and Increase Contrast once resolved against a trait collection.
    public static func semantic(_ role: SemanticColor, tintColor: UIColor) -> UIColor {
        switch role {
        case .tint: return tintColor
        case .label: return .label
        case .secondaryLabel: return .secondaryLabel
        case .separator: return .separator
        case .background: return .systemBackground
        }
    }
}
#endif
