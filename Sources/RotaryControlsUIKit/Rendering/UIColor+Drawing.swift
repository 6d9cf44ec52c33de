#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Core colours as UIKit colours.
extension UIColor {
    /// The sRGB colour of a core ``DrawingColor`` (components are already clamped into `0...1`).
    public convenience init(_ color: DrawingColor) {
        self.init(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha))
    }

    /// The dynamic UIKit colour for a semantic role: `.tint` is `tintColor`; `.label`,
    /// `.secondaryLabel`, `.separator`, `.background` and `.track` are `.label`,
    /// `.secondaryLabel`, `.separator`, `.systemBackground` and `.systemGray4`; the control body
    /// roles take the core's ``RotaryControls/SemanticPalette/light`` or
    /// ``RotaryControls/SemanticPalette/dark`` colour by the trait collection's interface style.
    /// All follow dark mode once resolved against a trait collection.
    public static func semantic(_ role: SemanticColor, tintColor: UIColor) -> UIColor {
        switch role {
        case .tint: return tintColor
        case .label: return .label
        case .secondaryLabel: return .secondaryLabel
        case .separator: return .separator
        case .background: return .systemBackground
        case .track: return .systemGray4
        case .controlBackground, .pressedControlBackground:
            return UIColor { traits in
                let palette: SemanticPalette = traits.userInterfaceStyle == .dark ? .dark : .light
                return UIColor(palette.color(for: role))
            }
        }
    }
}
#endif
