#if canImport(SwiftUI)
import RotaryControls
import SwiftUI
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

/// Core colours as SwiftUI colours.
extension Color {
    /// The sRGB colour of a core ``DrawingColor``.
    public init(_ color: DrawingColor) {
        self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    /// The colour for a semantic role: `.tint` is `tint`, `.label` `.primary`, `.secondaryLabel`
    /// `.secondary`, `.separator` and `.background` the platform's separator and background
    /// colours (on watchOS and tvOS, which have none: the secondary colour at half opacity and
    /// black); `.track` and the control body roles are UIKit's dynamic colours for them (on
    /// other platforms the core's dark palette, as those platforms are dark).
    public static func semantic(_ role: SemanticColor, tint: Color) -> Color {
        switch role {
        case .tint: return tint
        case .label: return .primary
        case .secondaryLabel: return .secondary
        case .separator: return platformSeparator
        case .background: return platformBackground
        case .track, .controlBackground, .pressedControlBackground: return platformColor(role)
        }
    }

    private static func platformColor(_ role: SemanticColor) -> Color {
        #if canImport(UIKit) && !os(watchOS) && !os(tvOS)
        if role == .track { return Color(uiColor: .systemGray4) }
        return Color(
            uiColor: UIColor { traits in
                let palette: SemanticPalette = traits.userInterfaceStyle == .dark ? .dark : .light
                let color = palette.color(for: role)
                return UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            })
        #else
        return Color(SemanticPalette.dark.color(for: role))
        #endif
    }

    private static var platformSeparator: Color {
        #if canImport(UIKit) && !os(watchOS) && !os(tvOS)
        return Color(uiColor: .separator)
        #elseif os(macOS)
        return Color(nsColor: .separatorColor)
        #else
        return Color.secondary.opacity(0.5)
        #endif
    }

    private static var platformBackground: Color {
        #if canImport(UIKit) && !os(watchOS) && !os(tvOS)
        return Color(uiColor: .systemBackground)
        #elseif os(macOS)
        return Color(nsColor: .windowBackgroundColor)
        #else
        return Color.black
        #endif
    }
}
#endif
