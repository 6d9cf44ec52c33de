import RotaryControls

/// Resolves the semantic colours a `Drawing` may name (tint, label, …) to concrete sRGB colours.
///
/// A renderer paints `.semantic(role)` with `color(for: role)`. Roles the theme does not
/// list fall back to `SemanticColor.fallback`, so an empty theme still paints everything.
public struct CairoTheme: Hashable, Sendable {
    /// The colour for each role; a missing role uses the role's own fallback.
    public var colors: [SemanticColor: DrawingColor]

    /// Creates a theme from explicit colours; roles left out use `SemanticColor.fallback`.
    public init(colors: [SemanticColor: DrawingColor] = [:]) {
        self.colors = colors
    }

    /// The light theme: GNOME Adwaita's accent blue as tint, black labels on its light grey,
    /// the other roles derived from these three (``SemanticPalette/derived(label:background:tint:)``).
    public static let light = CairoTheme(palette: .derived(
        label: DrawingColor(white: 0, alpha: 0.8), background: DrawingColor(red8: 250, green8: 250, blue8: 250),
        tint: DrawingColor(red8: 53, green8: 132, blue8: 228)))

    /// The dark theme: Adwaita's dark accent blue, white labels on its dark grey, the other roles
    /// derived from these three.
    public static let dark = CairoTheme(palette: .derived(
        label: .white, background: DrawingColor(red8: 36, green8: 36, blue8: 36),
        tint: DrawingColor(red8: 120, green8: 174, blue8: 237)))

    /// A theme with a palette's colours.
    public init(palette: SemanticPalette) {
        self.init(colors: palette.colors)
    }

    /// The concrete colour for a semantic role (the role's fallback when the theme lacks it).
    public func color(for role: SemanticColor) -> DrawingColor {
        colors[role] ?? role.fallback
    }

    /// The flat colour of a paint: semantic roles resolved by this theme, a gradient's first colour
    /// (`.clear` for an empty gradient). Angular gradients on arcs are drawn by the renderer itself.
    public func resolve(_ paint: Paint) -> DrawingColor {
        switch paint {
        case let .color(color): return color
        case let .semantic(role): return color(for: role)
        case .gradient, .radialGradient: return paint.flatColor
        }
    }
}
