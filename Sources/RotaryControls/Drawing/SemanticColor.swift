/// A colour by role, resolved by each platform (dark mode, increased contrast).
///
/// Renderers without a notion of roles (SVG, Cairo) use ``fallback``.
public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
    /// The view's tint (UIKit `tintColor`, SwiftUI `.tint`).
    case tint
    /// Primary text (`UIColor.label`).
    case label
    /// Secondary text (`UIColor.secondaryLabel`).
    case secondaryLabel
    /// Thin separators and tracks (`UIColor.separator`).
    case separator
    /// The background behind the control (`UIColor.systemBackground`).
    case background

    /// The light-mode colour used where the platform cannot resolve the role.
    public var fallback: DrawingColor {
        switch self {
        case .tint: return .systemBlue
        case .label: return .black
        case .secondaryLabel: return DrawingColor(red8: 60, green8: 60, blue8: 67, alpha: 0.6)
        case .separator: return DrawingColor(red8: 60, green8: 60, blue8: 67, alpha: 0.29)
        case .background: return .white
        }
    }
}
