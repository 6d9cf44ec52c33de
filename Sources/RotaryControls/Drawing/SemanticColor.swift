/// A colour by role, resolved by each platform (dark mode, increased contrast).
///
/// Every control's default style paints with roles, so the defaults follow the platform's light
/// or dark theme. Renderers without a notion of roles use a ``SemanticPalette`` (``fallback`` is
/// the light palette's colour).
public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
    /// The view's tint (UIKit `tintColor`, SwiftUI `.tint`, GTK's accent colour).
    case tint
    /// Primary text (`UIColor.label`, GTK's foreground colour).
    case label
    /// Secondary text (`UIColor.secondaryLabel`).
    case secondaryLabel
    /// Thin separators and outlines (`UIColor.separator`).
    case separator
    /// The background behind the control (`UIColor.systemBackground`, GTK's window background).
    case background
    /// An opaque unfilled track: clearly visible on ``background`` but quieter than the tint
    /// (`UIColor.systemGray4`).
    case track
    /// The body of a control drawn on the background, such as a knob: a little lighter than the
    /// background in dark mode, near white in light mode.
    case controlBackground
    /// ``controlBackground`` while the control is pressed: a step towards ``label``.
    case pressedControlBackground

    /// The light-mode colour used where the platform cannot resolve the role
    /// (``SemanticPalette/light``).
    public var fallback: DrawingColor {
        SemanticPalette.light.color(for: self)
    }
}
